// The browser's bar colour follows the theme (issue 13): index.html names a theme-color for the light and
// the dark colour scheme, each the page colour (--color-bg) of that theme in src/ui/tokens.css, so the bar
// above the app never shows a light strip over the dark theme or the other way round.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const html = fs.readFileSync(path.resolve('index.html'), 'utf8');
const tokens = fs.readFileSync(path.resolve('src/ui/tokens.css'), 'utf8');

function themeColor(scheme: 'light' | 'dark'): string | undefined {
  const pattern = new RegExp(
    `<meta name="theme-color" media="\\(prefers-color-scheme: ${scheme}\\)" content="(#[0-9a-f]{6})"`,
    'i',
  );
  return pattern.exec(html)?.[1]?.toLowerCase();
}

function pageColour(scheme: 'light' | 'dark'): string | undefined {
  const dark = tokens.indexOf('@media (prefers-color-scheme: dark)');
  const part = scheme === 'light' ? tokens.slice(0, dark) : tokens.slice(dark);
  return /--color-bg:\s*(#[0-9a-f]{6});/i.exec(part)?.[1]?.toLowerCase();
}

describe('theme-color', () => {
  it.each(['light', 'dark'] as const)('%s: the bar takes the page colour of the theme', (scheme) => {
    expect(pageColour(scheme)).toMatch(/^#[0-9a-f]{6}$/);
    expect(themeColor(scheme)).toBe(pageColour(scheme));
  });

  it('no theme-color without a colour scheme is left to override them', () => {
    expect(html).not.toMatch(/<meta name="theme-color" content=/);
  });
});
