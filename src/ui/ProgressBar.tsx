// A bar that fills as something is done: today's goal, a try-quest target, an event's challenge. A
// progressbar for screen readers, named by `label` (or by an element on screen, `labelledBy`), with the
// value said in words (`valueText`, e.g. "4 of 10"). Use it in rows of words; a ring (ProgressRing) where
// one round picture stands for a whole part of the app.
export interface ProgressBarProps {
  /** 0 to 1; clamped. */
  value: number;
  label: string;
  valueText?: string;
  /** `done` draws the full bar in the success colour. */
  tone?: 'progress' | 'done';
  /** Names the bar by an element on screen instead of `label`. */
  labelledBy?: string;
  className?: string;
}

export function ProgressBar({
  value,
  label,
  valueText,
  tone = 'progress',
  labelledBy,
  className,
}: ProgressBarProps) {
  const fraction = Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
  const percent = Math.round(fraction * 100);
  return (
    <span
      className={['ui-bar', `ui-bar-${tone}`, className].filter(Boolean).join(' ')}
      role="progressbar"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText ?? `${percent}%`}
    >
      <span className="ui-bar-fill" style={{ inlineSize: `${percent}%` }} />
    </span>
  );
}
