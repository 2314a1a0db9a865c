// The design tokens (issue 13): every text/background pair the screens use meets WCAG 2.2 AA contrast
// (4.5:1 for text, 3:1 for large text and for focus rings and other non-text marks), in the light theme and
// in the dark theme the system setting selects. The colours are read from src/ui/tokens.css itself, so a
// changed token is checked as it ships.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const css = fs.readFileSync(path.resolve('src/ui/tokens.css'), 'utf8');

/** The custom properties of the first `:root { … }` block after `from` in the stylesheet. */
function rootTokens(from: number): Map<string, string> {
  const start = css.indexOf(':root', from);
  const open = css.indexOf('{', start);
  const close = css.indexOf('}', open);
  const tokens = new Map<string, string>();
  for (const match of css.slice(open + 1, close).matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
    tokens.set(match[1] as string, (match[2] as string).trim());
  }
  return tokens;
}

const light = rootTokens(0);
const darkAt = css.indexOf('@media (prefers-color-scheme: dark)');
const dark = new Map([...light, ...rootTokens(darkAt)]);

type Rgb = readonly [number, number, number];

/** `#rgb`, `#rrggbb` or `rgb(r g b)`; opaque colours only (a text pair on a translucent colour is not a pair). */
export function parseColour(value: string): Rgb {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value);
  if (hex) {
    const digits =
      (hex[1] as string).length === 3
        ? [...(hex[1] as string)].map((d) => d + d)
        : ((hex[1] as string).match(/../g) ?? []);
    return digits.map((d) => parseInt(d, 16)) as unknown as Rgb;
  }
  const rgb = /^rgb\(\s*(\d+)\s+(\d+)\s+(\d+)\s*\)$/.exec(value);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`not an opaque colour: ${value}`);
}

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(parseColour(a)), luminance(parseColour(b))].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (hi + 0.05) / (lo + 0.05);
}

/** [foreground, background, minimum ratio]. */
const pairs: readonly (readonly [string, string, number])[] = [
  ['--color-text', '--color-bg', 4.5],
  ['--color-text', '--color-surface', 4.5],
  ['--color-text', '--color-surface-sunk', 4.5],
  ['--color-on-board', '--color-board', 4.5],
  ['--color-text-muted', '--color-bg', 4.5],
  ['--color-text-muted', '--color-surface', 4.5],
  ['--color-text-muted', '--color-surface-sunk', 4.5],
  ['--color-link', '--color-bg', 4.5],
  ['--color-link', '--color-surface', 4.5],
  ['--color-on-primary', '--color-primary', 4.5],
  ['--color-on-primary', '--color-primary-hover', 4.5],
  ['--color-on-secondary', '--color-secondary', 4.5],
  ['--color-on-secondary', '--color-secondary-hover', 4.5],
  ['--color-on-success', '--color-success', 4.5],
  ['--color-on-danger', '--color-danger', 4.5],
  ['--color-on-warning', '--color-warning', 4.5],
  ['--color-on-info', '--color-info', 4.5],
  ['--color-on-toast', '--color-toast', 4.5],
  ['--color-success', '--color-surface', 4.5],
  ['--color-success', '--color-bg', 4.5],
  ['--color-danger', '--color-surface', 4.5],
  ['--color-danger', '--color-bg', 4.5],
  ['--color-warning', '--color-surface', 4.5],
  ['--color-warning', '--color-bg', 4.5],
  // Non-text: the focus ring against what it surrounds, the progress ring against its track's page.
  ['--color-focus', '--color-bg', 3],
  ['--color-focus', '--color-surface', 3],
  ['--color-ring', '--color-surface', 3],
  ...['wood', 'moss', 'sky', 'plum', 'sun', 'clay'].map(
    (tone) => [`--color-on-tile-${tone}`, `--color-tile-${tone}`, 3] as const,
  ),
];

describe('design tokens: WCAG AA contrast', () => {
  it('parses colours and measures the contrast of the WCAG examples', () => {
    expect(contrast('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrast('rgb(255 255 255)', '#ffffff')).toBe(1);
  });

  for (const [theme, tokens] of [
    ['light', light],
    ['dark', dark],
  ] as const) {
    it.each(pairs)(`${theme}: %s on %s is at least %s:1`, (fg, bg, minimum) => {
      const foreground = tokens.get(fg);
      const background = tokens.get(bg);
      expect(foreground, fg).toBeDefined();
      expect(background, bg).toBeDefined();
      expect(contrast(foreground as string, background as string)).toBeGreaterThanOrEqual(minimum);
    });
  }

  it('the dark theme overrides every colour a text pair uses', () => {
    const darkOnly = rootTokens(darkAt);
    const used = new Set(pairs.flatMap(([fg, bg]) => [fg, bg]));
    expect([...used].filter((token) => !darkOnly.has(token))).toEqual([]);
  });
});
