// The drill's visible countdown (issue 15): the seconds left for the position on screen, as a number and
// a shrinking bar (the bar moves without animation when the student prefers reduced motion, see
// bpower.css). At zero it tells the drill once, and the position counts as unanswered.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { POSITION_SECONDS, positionSecondsLeft } from '../../domain/rules/bpower';

export function DrillClock({ shownAtMs, onTimeUp }: { shownAtMs: number; onTimeUp: () => void }) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(() => positionSecondsLeft(shownAtMs, Date.now()));
  const ended = useRef(false);
  const timeUp = useRef(onTimeUp);
  useEffect(() => {
    timeUp.current = onTimeUp;
  }, [onTimeUp]);

  useEffect(() => {
    const tick = () => {
      const now = positionSecondsLeft(shownAtMs, Date.now());
      setLeft(now);
      if (now === 0 && !ended.current) {
        ended.current = true;
        timeUp.current();
      }
    };
    tick();
    const id = setInterval(tick, 250);
    return () => clearInterval(id);
  }, [shownAtMs]);

  const low = left <= 10;
  return (
    <div className="bpower-clock" data-left={left} data-low={low ? 'true' : 'false'}>
      <p role="timer" aria-atomic="true" className="bpower-clock-text">
        {t('bpower.drill.timeLeft', { count: left })}
      </p>
      <div className="bpower-clock-track" aria-hidden="true">
        <div className="bpower-clock-bar" style={{ inlineSize: `${(left / POSITION_SECONDS) * 100}%` }} />
      </div>
    </div>
  );
}
