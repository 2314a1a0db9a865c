// The fast board's search helpers that playouts and priors lean on: eyes (true and false), captures a
// move would make, liberties a move would leave, liberty lists, chain walks and the 3×3 neighbour code;
// and the ladder reader built on them.
import { describe, expect, it } from 'vitest';
import { FastBoard, PASS, createRandom } from '../../../../src/domain/go';
import { LadderReader, laddered } from '../../../../src/domain/ai';
import { board, vx } from './helpers';

function fast(ascii: string): FastBoard {
  return FastBoard.fromPosition(board(ascii));
}

function at(b: FastBoard, name: string): number {
  return b.pointOf(vx(b.size, name));
}

describe('eyes', () => {
  const shapes = fast(`
    . X . O . O .
    X X X O O . O
    . . . . . O O
    . X . . . . .
    X . X . . . .
    . X O . . . .
    . . . . . . .`);

  it('tell eye shapes from true eyes by their diagonals', () => {
    // A7: a corner eye of X. F6: O's eye in the middle with no X diagonal. B3: X's eye shape whose
    // diagonal C2 is O — one enemy diagonal in the middle still leaves a true eye.
    expect(shapes.isTrueEye(at(shapes, 'A7'), 1)).toBe(true);
    expect(shapes.isTrueEye(at(shapes, 'F6'), -1)).toBe(true);
    expect(shapes.isEyeShape(at(shapes, 'B3'), 1)).toBe(true);
    expect(shapes.isTrueEye(at(shapes, 'B3'), 1)).toBe(true);
    // C7 touches X and O: no eye for either; E7 is an eye shape of O on the edge.
    expect(shapes.isEyeShape(at(shapes, 'C7'), 1)).toBe(false);
    expect(shapes.isTrueEye(at(shapes, 'E7'), -1)).toBe(true);
  });

  it('call an eye false when the diagonals are the enemy’s', () => {
    const b = fast(`
      . . . . .
      . O X O .
      . X . X .
      . O X O .
      . . . . .`);
    expect(b.isEyeShape(at(b, 'C3'), 1)).toBe(true);
    expect(b.isTrueEye(at(b, 'C3'), 1)).toBe(false);
  });
});

describe('what a move would do', () => {
  const b = fast(`
    . . . . . .
    . O O . . .
    O X X O . .
    . O X . . .
    . . O . . .
    . . . . . .`);

  it('count the stones it captures', () => {
    // X's chain B4-C4-C3 has one liberty left, D3.
    expect(b.atariLiberty(at(b, 'C4'))).toBe(at(b, 'D3'));
    expect(b.captureCount(at(b, 'D3'), -1)).toBe(3);
    expect(b.captureCount(at(b, 'D3'), 1)).toBe(0);
  });

  it('count the liberties it leaves (captured stones count), up to a limit', () => {
    expect(b.libertiesAfter(at(b, 'D3'), 1, 10)).toBe(2); // extending: D2 and E3
    expect(b.libertiesAfter(at(b, 'D3'), -1, 10)).toBeGreaterThanOrEqual(3);
    expect(b.libertiesAfter(at(b, 'A6'), 1, 10)).toBe(2);
    expect(b.libertiesAfter(at(b, 'F1'), 1, 1)).toBe(1);
  });

  it('list liberties and walk chains', () => {
    const libs = new Int16Array(4);
    expect(b.libertyPoints(at(b, 'C3'), libs, 4)).toBe(1);
    expect(libs[0]).toBe(at(b, 'D3'));
    const head = b.chainHead(at(b, 'B4'));
    expect(head).toBe(b.chainHead(at(b, 'C3')));
    expect(b.chainHead(at(b, 'A1'))).toBe(-1);
    const seen = new Set<number>();
    let s = head;
    do {
      seen.add(s);
      s = b.nextStone(s);
    } while (s !== head);
    expect(seen.size).toBe(3);
  });
});

describe('bookkeeping', () => {
  it('codes the 3×3 neighbourhood two bits a point', () => {
    const b = fast(`
      X . .
      . . O
      . . .`);
    // NW black (1), E white (3), the rest empty: 1 | 3 << 8.
    expect(b.neighbourCode(at(b, 'B2'))).toBe(1 | (3 << 8));
    // A corner sees the border (2) on five sides.
    const corner = b.neighbourCode(at(b, 'A1'));
    expect(corner & 3).toBe(2);
  });

  it('records a last move without playing it', () => {
    const b = new FastBoard(9);
    b.setLastMove(PASS);
    expect(b.lastMove).toBe(PASS);
    expect(b.consecutivePasses).toBe(1);
    b.setLastMove(b.pointOf(40));
    expect(b.consecutivePasses).toBe(0);
    expect(b.emptyPointCount).toBe(81);
  });
});

describe('ladders (read for the prior)', () => {
  // O at E5 is in atari; running out at E4 leaves two liberties (D4, F4) because of X at E3, and X can
  // chase it down to the edge either way.
  const ladder = `
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . X . . . .
    . . . X O X . . .
    . . . . . . . . .
    . . . . X . . . .
    . . . . . . . . .
    . . . . . . . . .`;

  it('see that running into a ladder does not escape', () => {
    const b = fast(ladder);
    expect(laddered(b, at(b, 'E4'), -1)).toBe(true);
  });

  it('see the ladder breakers', () => {
    // O stones on both diagonals the chase would take (B2, H2) break the ladder.
    const rows = ladder.trim().split('\n');
    rows[7] = '. O . . . . . O .';
    const b = fast(rows.join('\n'));
    expect(laddered(b, at(b, 'E4'), -1)).toBe(false);
  });

  it('read the same with one reader asked again and again (its scratch boards are reused)', () => {
    const rows = ladder.trim().split('\n');
    rows[7] = '. O . . . . . O .';
    const broken = fast(rows.join('\n'));
    const caught = fast(ladder);
    const small = fast(`
      . . . . . . .
      . . . X . . .
      . . X O X . .
      . . . . . . .
      . . . X . . .
      . . . . . . .
      . . . . . . .`);
    const reader = new LadderReader();
    const answers = [caught, broken, small, caught, broken].map((b) =>
      reader.laddered(b, at(b, b.size === 7 ? 'D4' : 'E4'), -1),
    );
    expect(answers).toEqual([true, false, true, true, false]);
    // Asking leaves the board asked about as it was.
    expect(caught.at(at(caught, 'E4'))).toBe(0);
  });
});

describe('libertiesAfterJoining', () => {
  it('counts what libertiesAfter counts, for every chain with two liberties on seeded random boards', () => {
    const random = createRandom(21);
    const libs = new Int16Array(3);
    let checked = 0;
    for (let game = 0; game < 40; game++) {
      const b = new FastBoard(9);
      for (let move = 0; move < 70; move++) {
        const legal = b.legalPoints();
        const p = legal.length === 0 ? PASS : (legal[random.int(legal.length)] ?? PASS);
        b.play(p);
        for (let i = 0; i < b.area; i++) {
          const k = b.at(i);
          if ((k !== 1 && k !== -1) || b.chainHead(i) !== i || b.libertyPoints(i, libs, 3) !== 2) continue;
          const [x = 0, y = 0] = libs;
          const color = k === 1 ? 1 : -1;
          for (const limit of [1, 2, 3, 4, 10]) {
            expect(b.libertiesAfterJoining(x, color, limit, i, y)).toBe(b.libertiesAfter(x, color, limit));
            expect(b.libertiesAfterJoining(y, color, limit, i, x)).toBe(b.libertiesAfter(y, color, limit));
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});
