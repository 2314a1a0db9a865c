// The answer to a move, drawn big over the board: a ✓ in a green disc with a short celebration (stones
// sparkle out, a medal flies in) or a ✗ in a red disc. It is decoration for the eye and does not take
// clicks: the words are said by the screen's live region. With prefers-reduced-motion it only fades.
// Give it a new `key` for each answer so the celebration plays again.
import type { CSSProperties } from 'react';
import { Icon } from './icons';
import { MedalBadge, type MedalTier } from './MedalBadge';

export interface AnswerOverlayProps {
  result: 'right' | 'wrong';
  /** The medal that flies in on a right answer; none for a plain ✓. */
  medal?: Exclude<MedalTier, 'none'>;
}

const sparkles = [0, 45, 90, 135, 180, 225, 270, 315];

export function AnswerOverlay({ result, medal }: AnswerOverlayProps) {
  return (
    <div className={`ui-answer ui-answer-${result}`} aria-hidden="true" data-answer={result}>
      {result === 'right'
        ? sparkles.map((angle, index) => (
            <span
              key={angle}
              className={index % 2 === 0 ? 'ui-sparkle ui-sparkle-black' : 'ui-sparkle ui-sparkle-white'}
              style={{ '--sparkle-angle': `${angle}deg` } as CSSProperties}
            />
          ))
        : null}
      <span className="ui-answer-mark">
        <Icon name={result === 'right' ? 'check' : 'cross'} size={72} />
      </span>
      {result === 'right' && medal ? (
        <span className="ui-answer-medal">
          <MedalBadge tier={medal} label="" size={64} />
        </span>
      ) : null}
    </div>
  );
}
