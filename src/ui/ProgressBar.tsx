// A bar that fills toward a goal (an event's challenge, a download). Like ProgressRing it is a named
// progressbar for screen readers with the value in words; use it where a wide row reads better than a ring.
export interface ProgressBarProps {
  /** 0 to 1; clamped. */
  value: number;
  label: string;
  valueText?: string;
  /** `done` colours the bar for a reached goal. */
  tone?: 'progress' | 'done';
  /** Names the bar by an element on screen instead of `label`. */
  labelledBy?: string;
}

export function ProgressBar({ value, label, valueText, tone = 'progress', labelledBy }: ProgressBarProps) {
  const fraction = Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
  const percent = Math.round(fraction * 100);
  return (
    <span
      className={`ui-bar ui-bar-${tone}`}
      role="progressbar"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText ?? `${percent}%`}
    >
      <span className="ui-bar-fill" style={{ width: `${percent}%` }} />
    </span>
  );
}
