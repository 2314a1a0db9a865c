// A medal as art: bronze, silver or gold (a disc with a rim, a star and a ribbon), or `none`, the empty
// slot a medal will fill. One image for screen readers, named by `label` ("Gold medal").
import { useId } from 'react';

export type MedalTier = 'gold' | 'silver' | 'bronze' | 'none';

const shades: Record<Exclude<MedalTier, 'none'>, { light: string; base: string; rim: string }> = {
  gold: { light: 'var(--color-gold-medal-light)', base: 'var(--color-gold-medal)', rim: '#a87400' },
  silver: { light: 'var(--color-silver-light)', base: 'var(--color-silver)', rim: '#6b747c' },
  bronze: { light: 'var(--color-bronze-light)', base: 'var(--color-bronze)', rim: '#7d4520' },
};

export interface MedalBadgeProps {
  tier: MedalTier;
  /** The medal's name for screen readers; without one the art is decoration (its name is said beside it). */
  label?: string;
  size?: number;
  className?: string;
}

export function MedalBadge({ tier, label, size = 48, className }: MedalBadgeProps) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  const classes = ['ui-medal', `ui-medal-${tier}`, className].filter(Boolean).join(' ');
  if (tier === 'none') {
    return (
      <svg className={classes} width={size} height={size} viewBox="0 0 48 48" {...a11y}>
        <circle
          cx="24"
          cy="28"
          r="15"
          fill="none"
          stroke="var(--color-border)"
          strokeWidth="3"
          strokeDasharray="5 4"
        />
      </svg>
    );
  }
  const shade = shades[tier];
  return (
    <svg className={classes} width={size} height={size} viewBox="0 0 48 48" {...a11y}>
      <defs>
        <radialGradient id={`${id}-face`} cx="35%" cy="30%" r="75%">
          <stop offset="0" stopColor={shade.light} />
          <stop offset="1" stopColor={shade.base} />
        </radialGradient>
      </defs>
      <path d="M13 2h8l5 13h-8z" fill="#c0392b" />
      <path d="M35 2h-8l-5 13h8z" fill="#2763a8" />
      <circle cx="24" cy="30" r="15" fill={`url(#${id}-face)`} stroke={shade.rim} strokeWidth="2.5" />
      <circle cx="24" cy="30" r="10.5" fill="none" stroke={shade.rim} strokeWidth="1.2" opacity="0.6" />
      <path
        d="m24 22.5 2.3 4.7 5.2.8-3.8 3.6.9 5.1-4.6-2.4-4.6 2.4.9-5.1-3.8-3.6 5.2-.8z"
        fill={shade.rim}
        opacity="0.85"
      />
      <ellipse
        cx="18.5"
        cy="23.5"
        rx="4"
        ry="2.4"
        fill="#fff"
        opacity="0.45"
        transform="rotate(-30 18.5 23.5)"
      />
    </svg>
  );
}
