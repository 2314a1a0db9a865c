// Fuzzing the SGF reader with seeded random mutations of real files and with random text: it never throws,
// errors point inside the text, whatever parses round-trips, and the property readers never throw either.
import { describe, expect, it } from 'vitest';
import {
  createRandom,
  gameFromSgf,
  makeSgf,
  parseSgf,
  positionFromRoot,
  readBoardSize,
  readLabels,
  readMarkers,
  readMove,
  readResult,
  readSetup,
  sgfErrorCodes,
} from '../../../../src/domain/go';
import type { Random, SgfNode } from '../../../../src/domain/go';
import { problem, sample } from './sgfSamples';

const bases = [sample, problem, '(;GM[1](;B[aa];W[bb])(;B[cc]C[a\\]b]))(;SZ[5]AB[aa:cc])'];
const alphabet = [
  '(',
  ')',
  '[',
  ']',
  ';',
  '\\',
  ':',
  'A',
  'B',
  'W',
  'C',
  'a',
  'z',
  ' ',
  '\n',
  '\r',
  '한',
  '好',
  '\uFEFF',
];

function mutate(random: Random, text: string): string {
  let out = text;
  const count = 1 + random.int(5);
  for (let k = 0; k < count; k++) {
    const at = random.int(out.length + 1);
    const op = random.int(5);
    const char = alphabet[random.int(alphabet.length)] ?? '';
    if (op === 0) out = out.slice(0, at) + char + out.slice(at);
    else if (op === 1) out = out.slice(0, at) + out.slice(at + 1);
    else if (op === 2) out = out.slice(0, at) + char + out.slice(at + 1);
    else if (op === 3) out = out.slice(0, at) + out.slice(at, at + random.int(20)) + out.slice(at);
    else out = out.slice(0, at);
  }
  return out;
}

function nodes(roots: readonly SgfNode[]): SgfNode[] {
  const out: SgfNode[] = [];
  const stack = [...roots];
  while (stack.length > 0) {
    const n = stack.pop() as SgfNode;
    out.push(n);
    stack.push(...n.children);
  }
  return out;
}

/** Checks one input; answers a problem description, or null when all is well. */
function check(text: string): string | null {
  try {
    const result = parseSgf(text);
    if (!result.ok) {
      const { code, offset, line, column } = result.error;
      const inside = offset >= 0 && offset <= text.length && line >= 1 && column >= 1;
      return sgfErrorCodes.includes(code) && inside ? null : `bad error ${JSON.stringify(result.error)}`;
    }
    const again = parseSgf(makeSgf(result.value));
    if (!again.ok || JSON.stringify(again.value) !== JSON.stringify(result.value))
      return 'round trip differs';
    for (const root of result.value) {
      const size = readBoardSize(root);
      positionFromRoot(root);
      gameFromSgf(root);
      readResult(root);
      for (const node of nodes([root])) {
        readSetup(node, size.ok ? size.value : 19);
        readMove(node, size.ok ? size.value : 19);
        readMarkers(node, 9);
        readLabels(node, 25);
      }
    }
    return null;
  } catch (e) {
    return `threw ${String(e)}`;
  }
}

describe('SGF fuzzing', () => {
  it('mutated files: never a throw, errors inside the text, round trips hold', () => {
    const random = createRandom(20240601);
    const problems: string[] = [];
    let parsedOk = 0;
    for (let i = 0; i < 4000; i++) {
      const text = mutate(random, bases[random.int(bases.length)] ?? '');
      const problem = check(text);
      if (problem !== null) problems.push(`${problem}: ${JSON.stringify(text)}`);
      if (parseSgf(text).ok) parsedOk++;
    }
    expect(problems.slice(0, 3)).toEqual([]);
    // The mix must exercise both paths.
    expect(parsedOk).toBeGreaterThan(400);
    expect(parsedOk).toBeLessThan(3900);
  });

  it('random text made of SGF punctuation: never a throw', () => {
    const random = createRandom(77);
    const problems: string[] = [];
    for (let i = 0; i < 2000; i++) {
      const length = random.int(60);
      let text = '(;';
      for (let k = 0; k < length; k++) text += alphabet[random.int(alphabet.length)] ?? '';
      const problem = check(text);
      if (problem !== null) problems.push(`${problem}: ${JSON.stringify(text)}`);
    }
    expect(problems.slice(0, 3)).toEqual([]);
  });
});
