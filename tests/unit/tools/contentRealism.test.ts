// The realism rule (no stray stone far from every other stone and from the fight) and the texts chosen
// from a problem's facts (a hint never tells the player to give atari when the answer is no atari; the
// prompts come in several wordings, each in the three languages). Issue 14.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeVertex } from '../../../src/domain/go/coords';
import type { ProblemJson } from '../../../src/domain/go/problemJson';
import { BLACK, WHITE } from '../../../src/domain/go/stones';
import { strayStones } from '../../../src/domain/content/realism';
import { hintFacts } from '../../../tools/content/hintFacts';
import { hintText, promptText } from '../../../tools/content/texts';

const rows = (ascii: string) =>
  ascii
    .trim()
    .split('\n')
    .map((r) => r.replace(/\s+/g, ''));

// The net with a ladder breaker at H7 (the breaker stands on the ladder's way, two points from F6-G5).
const netBoard = `
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . O .
  . . . X . . . . .
  . . . X O . . . .
  . . . . X X . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .`;

const net = (board: string): ProblemJson => ({
  board: rows(board),
  toMove: 'B',
  goal: { kind: 'capture', targets: ['E5'] },
  tree: [
    { line: 'F6 F5 G5', result: 'right' },
    { line: 'E6', result: 'wrong', then: [{ line: 'F5' }] },
  ],
});

describe('the realism rule', () => {
  it('accepts the net, whose breaker stands near the fight', () => {
    expect(strayStones(net(netBoard))).toEqual([]);
  });

  it('refuses a lone stone in a far corner, and says where it is', () => {
    const scattered = netBoard.replace(/\. \. \. \. \. \. \. \. \.\s*$/, '. . . . . . . . X');
    expect(strayStones(net(scattered)).map((v) => makeVertex(9, v))).toEqual(['J1']);
  });

  it('does not count a wrong first move as a reason for a stone to be there', () => {
    const scattered = netBoard.replace(/\. \. \. \. \. \. \. \. \.\s*$/, '. . . . . . . . X');
    const withWrongMove: ProblemJson = {
      ...net(scattered),
      tree: [...net(scattered).tree, { line: 'H2', result: 'wrong', then: [{ line: 'F5' }] }],
    };
    expect(strayStones(withWrongMove).map((v) => makeVertex(9, v))).toEqual(['J1']);
  });

  it('leaves best-move problems alone (an opening’s lone corner stones are the point)', () => {
    expect(strayStones({ ...net(netBoard), goal: { kind: 'best_move' } })).toEqual([]);
  });
});

describe('hints from the facts', () => {
  it('sees that the net is no atari, and the capture hint then never says "give atari"', () => {
    const facts = hintFacts(net(netBoard));
    expect(facts.atari).toBe(false);
    const hint = hintText('capture', 'capture', facts);
    expect(hint['en-US']).not.toMatch(/give atari/i);
    expect(hint['en-US']).toMatch(/way out/);
  });

  it('keeps the technique’s own hint when the facts agree with it', () => {
    const ladder = hintText('ladder', 'capture', {
      variant: 0,
      atari: true,
      sacrifice: false,
      captures: false,
      liberties: 2,
      targetStones: 2,
      besideOwn: false,
      besideOpponent: false,
      opponentInAtari: false,
    });
    expect(ladder['en-US']).toMatch(/Keep giving atari/);
  });

  it('counts the liberties of one marked stone as of one stone, and of several as of several', () => {
    const count = (targetStones: number) =>
      hintText('capture', 'capture', {
        variant: 1,
        atari: true,
        sacrifice: false,
        captures: false,
        liberties: 2,
        targetStones,
        besideOwn: false,
        besideOpponent: false,
        opponentInAtari: false,
      });
    expect(count(1)['en-US']).toBe('The marked stone has 2 liberties. Which atari leaves it nowhere to go?');
    expect(count(3)['en-US']).toBe(
      'The marked stones have 2 liberties. Which atari leaves them nowhere to go?',
    );
    expect(count(1)['ko-KR']).toBe(count(3)['ko-KR']);
    expect(count(1)['zh-CN']).toBe(count(3)['zh-CN']);
  });

  it('knows how many stones the targets are', () => {
    expect(hintFacts(net(netBoard)).targetStones).toBe(1);
  });

  it('ships the liberty-count hint in the singular for one marked stone, in the plural for more', () => {
    const packs = path.resolve(__dirname, '../../../server/content/packs');
    const seen = { one: 0, more: 0 };
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(visit);
      if (node === null || typeof node !== 'object') return;
      const o = node as { hint?: Record<string, string>; problem?: ProblemJson };
      const words = o.hint?.['en-US'];
      if (o.problem !== undefined && words !== undefined && /^The marked stones? ha(s|ve) \d/.test(words)) {
        const one = hintFacts(o.problem).targetStones === 1;
        expect(words.startsWith(one ? 'The marked stone has' : 'The marked stones have')).toBe(true);
        seen[one ? 'one' : 'more']++;
      }
      Object.values(node).forEach(visit);
    };
    for (const file of ['study.json', 'dan9.json', 'single.json'])
      visit(JSON.parse(fs.readFileSync(path.join(packs, file), 'utf8')));
    expect(seen.one).toBeGreaterThan(0);
    expect(seen.more).toBeGreaterThan(0);
  });

  it('never calls one marked stone "the marked stones" in a shipped hint', () => {
    const packs = path.resolve(__dirname, '../../../server/content/packs');
    const wrong: string[] = [];
    let singular = 0;
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(visit);
      if (node === null || typeof node !== 'object') return;
      const o = node as { hint?: Record<string, string>; problem?: ProblemJson };
      const words = o.hint?.['en-US'];
      if (o.problem !== undefined && words !== undefined && hintFacts(o.problem).targetStones === 1) {
        if (/marked stones/i.test(words)) wrong.push(words);
        if (/marked stone\b/i.test(words)) singular++;
      }
      Object.values(node).forEach(visit);
    };
    for (const file of ['study.json', 'dan9.json', 'single.json'])
      visit(JSON.parse(fs.readFileSync(path.join(packs, file), 'utf8')));
    expect(wrong).toEqual([]);
    expect(singular).toBeGreaterThan(0);
  });

  it('writes every prompt wording in the three languages, and the wordings differ', () => {
    for (const kind of ['capture', 'save', 'live', 'kill'] as const) {
      const seen = new Set<string>();
      for (const variant of [0, 1, 2]) {
        for (const player of [BLACK, WHITE] as const) {
          const p = promptText(kind, player, 2, variant);
          expect(Object.keys(p).sort()).toEqual(['en-US', 'ko-KR', 'zh-CN']);
          for (const s of Object.values(p)) expect(s.length).toBeGreaterThan(5);
          if (player === BLACK) seen.add(p['en-US']);
        }
      }
      expect(seen.size).toBe(3);
    }
  });
});
