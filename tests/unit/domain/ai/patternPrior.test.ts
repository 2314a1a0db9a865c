// The learned pattern prior: shape keys are the same in every symmetric form, and the learned strengths
// rank a capture of the last move's stones and an atari escape above a quiet first-line move.
import { describe, expect, it } from 'vitest';
import { FastBoard } from '../../../../src/domain/go';
import { PatternPrior, canonicalShape, symmetricShapes } from '../../../../src/domain/ai';
import { board, vx } from './helpers';

describe('move features', () => {
  it('reduce a shape and each of its symmetric forms to the same key', () => {
    for (const key of [0, 1, 0x1234, 0x9a_bcde, 0xff_ffff, 0x5a_5a5a]) {
      const forms = symmetricShapes(key);
      expect(forms).toContain(key);
      expect(forms.length).toBeLessThanOrEqual(8);
      for (const form of forms) expect(canonicalShape(form)).toBe(canonicalShape(key));
    }
  });
});

describe('PatternPrior', () => {
  it('rates taking the stone just played in atari and escaping above a quiet edge move', () => {
    // White's last move C5 stands in atari; Black's E6 stone is in atari too.
    const position = board(
      `
      . . . . . . . . .
      . . . . . . . . .
      . . . . . O . . .
      . . X . O X O . .
      . X O . . . . . .
      . . X . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      `,
      1,
    );
    const fast = FastBoard.fromPosition(position);
    fast.setLastMove(fast.pointOf(vx(9, 'C5')));
    const prior = new PatternPrior();
    prior.begin(fast);
    const at = (name: string) => prior.strength(fast, fast.pointOf(vx(9, name)));
    expect(at('D5')).toBeGreaterThan(at('A1'));
    expect(at('F5')).toBeGreaterThan(at('A1'));
    expect(at('D5')).toBeGreaterThan(at('H2'));
  });
});
