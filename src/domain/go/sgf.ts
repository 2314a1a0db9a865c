// SGF (FF[4]) text ⇄ game trees, with no dependency. The parser is iterative (no recursion, so deeply nested
// variations cannot overflow the stack) and answers an error value with offset, line and column instead of
// throwing. Values are kept as unescaped text; what they mean (points, numbers, colours) is read by
// sgfProperties.ts. Input is a string: decoding bytes (UTF-8, or the charset named by CA) is the caller's job.
import { err, ok } from './result';
import type { Result } from './result';

/** Property identifier → values, in the order they appeared. Identifiers are upper-case letters. */
export type SgfProperties = Record<string, string[]>;

export interface SgfNode {
  properties: SgfProperties;
  /** The next node of the main line first, then the first nodes of the variations. */
  children: SgfNode[];
}

export const sgfErrorCodes = [
  'no_game_tree',
  'expected_node',
  'unexpected_char',
  'unterminated_value',
  'unterminated_tree',
  'missing_value',
  'bad_property',
] as const;
export type SgfErrorCode = (typeof sgfErrorCodes)[number];

export interface SgfError {
  readonly code: SgfErrorCode;
  /** Index into the text (UTF-16 code units). */
  readonly offset: number;
  /** 1-based line and column of that offset. */
  readonly line: number;
  readonly column: number;
}

export function sgfNode(properties: SgfProperties = {}, children: SgfNode[] = []): SgfNode {
  return { properties, children };
}

function locate(text: string, offset: number, code: SgfErrorCode): SgfError {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) {
      line++;
      lineStart = i + 1;
    }
  }
  return { code, offset, line, column: offset - lineStart + 1 };
}

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 11 || c === 12;
}

function isLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

interface Frame {
  /** The node the tree hangs from (null for a root tree). */
  readonly parent: SgfNode | null;
  last: SgfNode | null;
}

/**
 * Parses a collection of game trees. Text before the first "(" (mail headers, a byte-order mark) and after
 * the last tree is ignored. Lower-case letters in identifiers are dropped, as FF[4] asks for old files
 * ("AddBlack" reads as AB). Repeated identifiers in a node are merged.
 */
export function parseSgf(text: string): Result<SgfNode[], SgfError> {
  const fail = (offset: number, code: SgfErrorCode) => err(locate(text, offset, code));
  const roots: SgfNode[] = [];
  const stack: Frame[] = [];
  const n = text.length;
  let i = text.indexOf('(');
  if (i < 0) return fail(0, 'no_game_tree');

  while (i < n) {
    const c = text.charCodeAt(i);
    if (isSpace(c)) {
      i++;
      continue;
    }
    const top = stack[stack.length - 1];
    if (top === undefined) {
      if (c !== 40) break; // after a complete tree: anything but "(" ends the collection
      stack.push({ parent: null, last: null });
      i = expectNode(text, i + 1);
      if (i < 0) return fail(-i - 1, 'expected_node');
      continue;
    }
    if (c === 40) {
      // "(": a variation hanging from the last node of the current sequence.
      stack.push({ parent: top.last, last: null });
      i = expectNode(text, i + 1);
      if (i < 0) return fail(-i - 1, 'expected_node');
    } else if (c === 41) {
      stack.pop();
      i++;
    } else if (c === 59) {
      const node = sgfNode();
      const host = top.last ?? top.parent;
      if (host) host.children.push(node);
      else roots.push(node);
      top.last = node;
      i++;
      const end = readProperties(text, i, node.properties);
      if (!end.ok) return fail(end.error.offset, end.error.code);
      i = end.value;
    } else {
      return fail(i, 'unexpected_char');
    }
  }
  if (stack.length > 0) return fail(n, 'unterminated_tree');
  if (roots.length === 0) return fail(0, 'no_game_tree');
  return ok(roots);
}

/** Skips blanks after "(" and checks that a node starts; the index of ";" or −(offset + 1) on failure. */
function expectNode(text: string, from: number): number {
  let i = from;
  while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  return text.charCodeAt(i) === 59 ? i : -(i + 1);
}

type Failure = { readonly code: SgfErrorCode; readonly offset: number };

/** Reads the properties of one node, starting after its ";"; answers the index where the node ends. */
function readProperties(text: string, from: number, into: SgfProperties): Result<number, Failure> {
  const n = text.length;
  let i = from;
  for (;;) {
    while (i < n && isSpace(text.charCodeAt(i))) i++;
    if (i >= n || !isLetter(text.charCodeAt(i))) return ok(i);
    const identStart = i;
    let ident = '';
    while (i < n && isLetter(text.charCodeAt(i))) {
      const c = text.charCodeAt(i);
      if (c <= 90) ident += text[i];
      i++;
    }
    if (ident === '') return err({ code: 'bad_property', offset: identStart });
    while (i < n && isSpace(text.charCodeAt(i))) i++;
    if (text.charCodeAt(i) !== 91) return err({ code: 'missing_value', offset: i });
    const values = into[ident] ?? [];
    into[ident] = values;
    while (text.charCodeAt(i) === 91) {
      const value = readValue(text, i);
      if (value === null) return err({ code: 'unterminated_value', offset: i });
      values.push(value.text);
      i = value.end;
      while (i < n && isSpace(text.charCodeAt(i))) i++;
    }
  }
}

/**
 * Reads "[...]" at `open`: "\" keeps the next character, and "\" before a line break removes both (a soft
 * break). Null when the text ends before "]".
 */
function readValue(text: string, open: number): { text: string; end: number } | null {
  const n = text.length;
  let out = '';
  let chunk = open + 1;
  let i = open + 1;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 93) return { text: out + text.slice(chunk, i), end: i + 1 };
    if (c === 92) {
      out += text.slice(chunk, i);
      if (i + 1 >= n) return null;
      const e = text.charCodeAt(i + 1);
      if (e === 10 || e === 13) {
        const pair = text.charCodeAt(i + 2);
        i += (e === 10 && pair === 13) || (e === 13 && pair === 10) ? 3 : 2;
      } else {
        out += text[i + 1];
        i += 2;
      }
      chunk = i;
      continue;
    }
    i++;
  }
  return null;
}

export function escapeSgfValue(value: string): string {
  return value.replace(/[\\\]]/g, (c) => '\\' + c);
}

/**
 * Writes a collection (or one tree) as SGF. Values are escaped ("]" and "\"); identifiers are written as
 * given and should be upper-case letters; properties without values are left out. Each variation starts
 * on a new line.
 */
export function makeSgf(trees: SgfNode | readonly SgfNode[]): string {
  const roots = Array.isArray(trees) ? (trees as readonly SgfNode[]) : [trees as SgfNode];
  const out: string[] = [];
  // Work list, used as a stack: strings are written, nodes start a sequence.
  const work: (SgfNode | string)[] = [];
  for (let r = roots.length - 1; r >= 0; r--) work.push(')\n', roots[r] as SgfNode, '(');
  while (work.length > 0) {
    const item = work.pop() as SgfNode | string;
    if (typeof item === 'string') {
      out.push(item);
      continue;
    }
    let node = item;
    for (;;) {
      out.push(';');
      for (const [ident, values] of Object.entries(node.properties)) {
        if (values.length === 0) continue;
        out.push(ident);
        for (const v of values) out.push('[', escapeSgfValue(v), ']');
      }
      const only = node.children.length === 1 ? node.children[0] : undefined;
      if (only === undefined) break;
      node = only;
    }
    if (node.children.length > 1) {
      for (let k = node.children.length - 1; k >= 0; k--) work.push(')', node.children[k] as SgfNode, '\n(');
    }
  }
  return out.join('');
}
