// SGF text ⇄ trees: structure (sequences, variations, collections), escapes, UTF-8 text, leniency for old
// files, errors with their position, round trips, and depth that would overflow a recursive parser.
import { describe, expect, it } from 'vitest';
import { escapeSgfValue, makeSgf, parseSgf, sgfNode } from '../../../../src/domain/go';
import type { SgfNode } from '../../../../src/domain/go';
import { sample } from './sgfSamples';

function parsed(text: string): SgfNode[] {
  const result = parseSgf(text);
  if (!result.ok) throw new Error(`${result.error.code} at ${result.error.line}:${result.error.column}`);
  return result.value;
}

/** The main line as a list of property records. */
function mainLine(root: SgfNode): SgfNode['properties'][] {
  const out: SgfNode['properties'][] = [];
  for (let n: SgfNode | undefined = root; n; n = n.children[0]) out.push(n.properties);
  return out;
}

describe('parseSgf', () => {
  it('reads a record with setup, moves, markup and two variations', () => {
    const [root, ...rest] = parsed(sample);
    expect(rest).toEqual([]);
    if (!root) throw new Error('no root');
    expect(root.properties.PB).toEqual(['이세돌']);
    expect(root.properties.PW).toEqual(['柯洁']);
    expect(root.properties.C).toEqual(['흑이 먼저 둡니다. 黑先。 Escapes: ] and \\ done.']);
    expect(root.properties.AB).toEqual(['cc', 'gc']);
    const move = root.children[0];
    expect(move?.properties).toEqual({ B: ['dd'], LB: ['dd:A', 'ef:한'], CR: ['aa'], TR: ['bb:cc'] });
    expect(move?.children.map((c) => c.properties)).toEqual([
      { W: ['ed'], C: ['좋은 수 好棋'] },
      { W: ['dc'], MA: ['ab'], SQ: ['ba'] },
    ]);
    expect(mainLine(root).map((p) => p.B ?? p.W)).toEqual([undefined, ['dd'], ['ed'], ['']]);
  });

  it('reads every tree of a collection', () => {
    const trees = parsed('(;GM[1];B[aa])\n(;GM[1];W[bb])');
    expect(trees.map((t) => t.children[0]?.properties)).toEqual([{ B: ['aa'] }, { W: ['bb'] }]);
  });

  it('unescapes "\\]" and "\\\\", keeps other escaped characters and drops soft line breaks', () => {
    const [root] = parsed('(;C[a\\]b\\\\c\\:d\\x]GC[one \\\ntwo \\\r\nthree])');
    expect(root?.properties.C).toEqual(['a]b\\c:dx']);
    expect(root?.properties.GC).toEqual(['one two three']);
  });

  it('keeps hard line breaks and spaces in text', () => {
    const [root] = parsed('(;C[line 1\nline 2\r\n  indented ])');
    expect(root?.properties.C).toEqual(['line 1\nline 2\r\n  indented ']);
  });

  it('is lenient where old files need it', () => {
    // A byte-order mark and a mail header before the tree, blanks between tokens, FF[3] long identifiers,
    // a repeated property, and trailing text after the last tree.
    const [root] = parsed('\uFEFFFrom: someone\n\n ( ;\n AddBlack [aa] \n [bb] AB[cc] ; B [dd] ) trailing');
    expect(root?.properties).toEqual({ AB: ['aa', 'bb', 'cc'] });
    expect(root?.children[0]?.properties).toEqual({ B: ['dd'] });
  });

  it('keeps nodes written after a variation as one more variation', () => {
    const [root] = parsed('(;GM[1](;B[aa])(;B[bb]);B[cc])');
    expect(root?.children.map((c) => c.properties.B)).toEqual([['aa'], ['bb'], ['cc']]);
  });

  it.each([
    ['an empty text', '', 'no_game_tree', 0, 1, 1],
    ['text without a tree', 'hello', 'no_game_tree', 0, 1, 1],
    ['a tree without a node', '(B[aa])', 'expected_node', 1, 1, 2],
    ['an empty variation', '(;B[aa]())', 'expected_node', 8, 1, 9],
    ['an unclosed value', '(;GM[1]\n;C[abc', 'unterminated_value', 10, 2, 3],
    ['an escape at the very end', '(;C[abc\\', 'unterminated_value', 3, 1, 4],
    ['an unclosed tree', '(;B[aa];W[bb]', 'unterminated_tree', 13, 1, 14],
    ['a property without a value', '(;B[aa]\n;W)', 'missing_value', 10, 2, 3],
    ['a stray character', '(;B[aa]\r\n;W[bb]\r\n  *)', 'unexpected_char', 19, 3, 3],
    ['a lower-case identifier', '(;GM[1]\n  ;b[aa])', 'bad_property', 11, 2, 4],
  ])('reports %s with its position', (_what, text, code, offset, line, column) => {
    expect(parseSgf(text)).toEqual({ ok: false, error: { code, offset, line, column } });
  });

  it('survives nesting far deeper than a call stack', () => {
    const depth = 50_000;
    const text = '(;B[aa]'.repeat(depth) + ')'.repeat(depth);
    const [root] = parsed(text);
    let count = 0;
    for (let n: SgfNode | undefined = root; n; n = n.children[0]) count++;
    expect(count).toBe(depth);
    expect(makeSgf(root ?? sgfNode()).length).toBeGreaterThan(depth * 6);
  });
});

describe('makeSgf', () => {
  it('escapes "]" and "\\" only', () => {
    expect(escapeSgfValue('a]b\\c:d[e')).toBe('a\\]b\\\\c:d[e');
    expect(makeSgf(sgfNode({ C: ['x]y\\'] }))).toBe('(;C[x\\]y\\\\])\n');
  });

  it('writes a main line as one sequence and variations in parentheses', () => {
    const tree = sgfNode({ GM: ['1'] }, [
      sgfNode({ B: ['aa'] }, [sgfNode({ W: ['bb'] }), sgfNode({ W: ['cc'] }, [sgfNode({ B: ['dd'] })])]),
    ]);
    expect(makeSgf(tree)).toBe('(;GM[1];B[aa]\n(;W[bb])\n(;W[cc];B[dd]))\n');
  });

  it('leaves out properties without values and writes every tree of a collection', () => {
    expect(makeSgf([sgfNode({ A: [], B: ['x'] }), sgfNode({ C: ['y'] })])).toBe('(;B[x])\n(;C[y])\n');
  });

  it.each([
    ['the sample record', sample],
    ['a collection', '(;GM[1];B[aa])(;GM[1](;W[bb])(;W[cc];B[dd](;W[ee])(;W[ff])))'],
    ['escapes and line breaks', '(;C[\\]\\\\\\]]GN[a\nb\r\nc]PB[\\\\])'],
    ['empty values and passes', '(;B[];W[tt];C[])'],
  ])('round-trips %s: parse → make → parse gives the same tree', (_name, text) => {
    const once = parsed(text);
    const written = makeSgf(once);
    expect(parsed(written)).toEqual(once);
    expect(makeSgf(parsed(written))).toBe(written);
  });
});
