// The realism rule (no stray stone far from every other stone and from the fight) and the texts chosen
// from a problem's facts (a hint never tells the player to give atari when the answer is no atari; the
// prompts come in several wordings, each in the three languages). Issue 14.
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
      besideOwn: false,
      besideOpponent: false,
      opponentInAtari: false,
    });
    expect(ladder['en-US']).toMatch(/Keep giving atari/);
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
