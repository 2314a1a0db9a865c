// Hoshi's own icons, drawn on a 24×24 grid in the house style (round ends, solid shapes, stones and wood):
// one inline SVG sprite of <symbol>s mounted once at the root (IconSprite), each icon a <use> of it. No icon
// font and no image request: the sprite ships inside the app's script.
import type { ReactElement } from 'react';

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.4,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** Each icon's drawing; `currentColor` is the colour the icon is given, fixed colours are its art. */
export const iconArt = {
  'stone-black': (
    <>
      <circle cx="12" cy="12" r="10" fill="var(--color-stone-black, #1d1b19)" />
      <ellipse cx="9" cy="8.5" rx="3.2" ry="2.2" fill="#fff" opacity="0.28" />
    </>
  ),
  'stone-white': (
    <>
      <circle
        cx="12"
        cy="12"
        r="9.6"
        fill="var(--color-stone-white, #fbf8f2)"
        stroke="#8f7d66"
        strokeWidth="1.2"
      />
      <ellipse cx="9" cy="8.5" rx="3.2" ry="2.2" fill="#fff" />
    </>
  ),
  board: (
    <>
      <rect x="2" y="2" width="20" height="20" rx="3" fill="var(--color-board, #e3b866)" />
      <path
        d="M7 6v12M12 6v12M17 6v12M6 7h12M6 12h12M6 17h12"
        stroke="var(--color-board-line, #4a3216)"
        strokeWidth="1.2"
        strokeLinecap="round"
      />
      <circle cx="12" cy="12" r="2.6" fill="var(--color-stone-black, #1d1b19)" />
      <circle
        cx="17"
        cy="7"
        r="2.4"
        fill="var(--color-stone-white, #fbf8f2)"
        stroke="#8f7d66"
        strokeWidth="0.8"
      />
    </>
  ),
  die: (
    <>
      <rect
        x="3"
        y="3"
        width="18"
        height="18"
        rx="4.5"
        fill="#fffaf0"
        stroke="currentColor"
        strokeWidth="2"
      />
      <g fill="currentColor">
        <circle cx="8" cy="8" r="1.7" />
        <circle cx="16" cy="8" r="1.7" />
        <circle cx="12" cy="12" r="1.7" />
        <circle cx="8" cy="16" r="1.7" />
        <circle cx="16" cy="16" r="1.7" />
      </g>
    </>
  ),
  heart: (
    <>
      <path
        d="M12 21 3.6 12.8a5.2 5.2 0 0 1 7.3-7.4L12 6.5l1.1-1.1a5.2 5.2 0 0 1 7.3 7.4z"
        fill="currentColor"
      />
      <path
        d="M7.2 8.2a2.4 2.4 0 0 1 2.4-1"
        stroke="#fff"
        strokeWidth="1.6"
        strokeLinecap="round"
        fill="none"
        opacity="0.7"
      />
    </>
  ),
  gem: (
    <>
      <path d="M7 3.5h10l4.5 5.5L12 21 2.5 9z" fill="currentColor" />
      <path
        d="M2.5 9h19M9.5 3.5 8 9l4 12 4-12-1.5-5.5"
        fill="none"
        stroke="#fff"
        strokeWidth="1.1"
        strokeLinejoin="round"
        opacity="0.6"
      />
    </>
  ),
  coin: (
    <>
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <circle cx="12" cy="12" r="7" fill="none" stroke="#fff" strokeWidth="1.3" opacity="0.55" />
      <rect x="9.6" y="9.6" width="4.8" height="4.8" rx="0.6" fill="#fff" opacity="0.85" />
    </>
  ),
  medal: (
    <>
      <path d="M6.5 2h4l2.5 7h-4z" fill="#c0392b" />
      <path d="M17.5 2h-4L11 9h4z" fill="#2763a8" />
      <circle cx="12" cy="15" r="6.5" fill="currentColor" />
      <path
        d="m12 11.3 1.1 2.3 2.5.4-1.8 1.7.4 2.5-2.2-1.2-2.2 1.2.4-2.5-1.8-1.7 2.5-.4z"
        fill="#fff"
        opacity="0.85"
      />
    </>
  ),
  trophy: (
    <>
      <path d="M6.5 3h11v5.5a5.5 5.5 0 0 1-11 0z" fill="currentColor" />
      <path
        d="M6.5 5H3.5v1.2A3.8 3.8 0 0 0 7.3 10M17.5 5h3v1.2a3.8 3.8 0 0 1-3.8 3.8"
        {...stroke}
        strokeWidth={1.8}
      />
      <path d="M10.7 14h2.6v3.5h-2.6z" fill="currentColor" />
      <rect x="7" y="17.5" width="10" height="3.5" rx="1" fill="currentColor" />
    </>
  ),
  book: (
    <>
      <path d="M2.5 5.2C5.6 4 8.8 4.2 12 6.3V20c-3.2-2-6.4-2.2-9.5-1z" fill="currentColor" />
      <path d="M21.5 5.2C18.4 4 15.2 4.2 12 6.3V20c3.2-2 6.4-2.2 9.5-1z" fill="currentColor" opacity="0.7" />
    </>
  ),
  bolt: <path d="M13.5 2 4.5 13.5h6.5L9.5 22l10-12.5H13z" fill="currentColor" strokeLinejoin="round" />,
  players: (
    <>
      <circle cx="8" cy="7.5" r="3.5" fill="var(--color-stone-black, #1d1b19)" />
      <path d="M1.5 21c0-4 2.9-7 6.5-7s6.5 3 6.5 7z" fill="var(--color-stone-black, #1d1b19)" />
      <circle
        cx="16.5"
        cy="8.5"
        r="3.2"
        fill="var(--color-stone-white, #fbf8f2)"
        stroke="#8f7d66"
        strokeWidth="1.1"
      />
      <path
        d="M10.5 21c0-3.6 2.7-6.3 6-6.3s6 2.7 6 6.3z"
        fill="var(--color-stone-white, #fbf8f2)"
        stroke="#8f7d66"
        strokeWidth="1.1"
      />
    </>
  ),
  star: (
    <path
      d="m12 2.8 2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z"
      fill="currentColor"
      strokeLinejoin="round"
    />
  ),
  check: <path d="M4.5 12.5 9.5 17.5 19.5 6.5" {...stroke} strokeWidth={3} />,
  cross: <path d="M6 6l12 12M18 6 6 18" {...stroke} strokeWidth={3} />,
  menu: <path d="M4 6.5h16M4 12h16M4 17.5h16" {...stroke} />,
  'arrow-right': <path d="M4.5 12h14M13 6l6 6-6 6" {...stroke} />,
  'arrow-left': <path d="M19.5 12h-14M11 6l-6 6 6 6" {...stroke} />,
  play: <path d="M8 4.8v14.4L19.5 12z" fill="currentColor" strokeLinejoin="round" />,
  flame: (
    <path
      d="M12 2c.8 3.8 6.5 6 6.5 12.2a6.5 6.5 0 0 1-13 0c0-3 1.7-5 3.2-6.4.1 2 1 3.2 2.3 3.4C11 7.8 10 5.5 12 2z"
      fill="currentColor"
    />
  ),
  target: (
    <>
      <circle cx="12" cy="12" r="9" {...stroke} strokeWidth={2} />
      <circle cx="12" cy="12" r="5" {...stroke} strokeWidth={2} />
      <circle cx="12" cy="12" r="1.8" fill="currentColor" />
    </>
  ),
  timer: (
    <>
      <circle cx="12" cy="13" r="8" {...stroke} strokeWidth={2} />
      <path d="M12 9v4.5l2.8 1.8M9.5 2.5h5" {...stroke} strokeWidth={2} />
    </>
  ),
  lock: (
    <>
      <rect x="5" y="10.5" width="14" height="10.5" rx="2.5" fill="currentColor" />
      <path d="M8.2 10.5V8a3.8 3.8 0 0 1 7.6 0v2.5" {...stroke} strokeWidth={2.2} />
    </>
  ),
  close: <path d="M6.5 6.5l11 11M17.5 6.5l-11 11" {...stroke} />,
} satisfies Record<string, ReactElement>;

export type IconName = keyof typeof iconArt;
export const iconNames = Object.keys(iconArt) as IconName[];

export const iconId = (name: IconName) => `hoshi-icon-${name}`;

/** The sprite: mount once, at the root of the app (and of a page that shows icons without the app). */
export function IconSprite() {
  return (
    <svg className="ui-icon-sprite" aria-hidden="true" focusable="false" width="0" height="0">
      {iconNames.map((name) => (
        <symbol key={name} id={iconId(name)} viewBox="0 0 24 24">
          {iconArt[name]}
        </symbol>
      ))}
    </svg>
  );
}

export interface IconProps {
  name: IconName;
  /** Size in CSS pixels (the icon is square); 24 by default, or `1em` to follow the text. */
  size?: number | '1em';
  /** Read out when the icon carries meaning of its own; without one it is decoration, hidden from readers. */
  label?: string;
  className?: string;
}

export function Icon({ name, size = 24, label, className }: IconProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg
      className={['ui-icon', className].filter(Boolean).join(' ')}
      width={size}
      height={size}
      focusable="false"
      data-icon={name}
      {...a11y}
    >
      <use href={`#${iconId(name)}`} />
    </svg>
  );
}
