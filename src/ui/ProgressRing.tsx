// A ring that fills as something is done (a section's missions, a try run's time). It is a progressbar for
// screen readers, named by `label`, with the value said in words (`valueText`, e.g. "12 of 40").
import type { ReactNode } from 'react';

export interface ProgressRingProps {
  /** 0 to 1; clamped. */
  value: number;
  label: string;
  valueText?: string;
  /** Diameter in CSS pixels. */
  size?: number;
  /** What sits in the middle (an icon, a number); decoration for screen readers. */
  children?: ReactNode;
  tone?: 'progress' | 'time';
}

export function ProgressRing({
  value,
  label,
  valueText,
  size = 56,
  children,
  tone = 'progress',
}: ProgressRingProps) {
  const fraction = Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
  const stroke = Math.max(4, Math.round(size / 9));
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  const percent = Math.round(fraction * 100);
  return (
    <span
      className={`ui-ring ui-ring-${tone}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText ?? `${percent}%`}
      style={{ width: size, height: size }}
    >
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true" focusable="false">
        <circle
          className="ui-ring-track"
          cx={size / 2}
          cy={size / 2}
          r={radius}
          strokeWidth={stroke}
          fill="none"
        />
        <circle
          className="ui-ring-fill"
          cx={size / 2}
          cy={size / 2}
          r={radius}
          strokeWidth={stroke}
          fill="none"
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - fraction)}
          transform={`rotate(-90 ${size / 2} ${size / 2})`}
        />
      </svg>
      {children ? (
        <span className="ui-ring-center" aria-hidden="true">
          {children}
        </span>
      ) : null}
    </span>
  );
}
