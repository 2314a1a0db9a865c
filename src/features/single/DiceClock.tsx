// The time a dice puzzle's roll allows (issue 17): counts down from when the board opened (kept with
// the challenge, so a reload does not give the time again) and ends the challenge as a loss at zero.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function secondsLeft(seconds: number, openedAtMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil(seconds - (nowMs - openedAtMs) / 1000));
}

export function DiceClock({
  seconds,
  openedAtMs,
  onTimeUp,
}: {
  seconds: number;
  openedAtMs: number;
  onTimeUp: () => void;
}) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(() => secondsLeft(seconds, openedAtMs, Date.now()));
  const ended = useRef(false);
  const timeUp = useRef(onTimeUp);
  timeUp.current = onTimeUp;

  useEffect(() => {
    const tick = () => {
      const now = secondsLeft(seconds, openedAtMs, Date.now());
      setLeft(now);
      if (now === 0 && !ended.current) {
        ended.current = true;
        timeUp.current();
      }
    };
    tick();
    const id = setInterval(tick, 250);
    return () => clearInterval(id);
  }, [seconds, openedAtMs]);

  return (
    <p className="dice-clock" role="timer" data-left={left}>
      {t('dice.roll.timeLeft', { count: left })}
    </p>
  );
}
