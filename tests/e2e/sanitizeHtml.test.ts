// The sanitiser of info toasts (R8.15) in a real browser: src/io/html/sanitizeHtml.ts with DOMPurify,
// bundled as it is in the app, keeps the allowed tags, opens safe links in a new tab without an opener, and
// lets no script, handler, style, frame or unsafe URL through.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { launchChromium } from './support/browser';

let browser: Browser;
let page: Page;

async function bundle(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: {
        entry: path.resolve(__dirname, '../../src/io/html/sanitizeHtml.ts'),
        formats: ['iife'],
        name: 'HoshiSanitize',
        fileName: 'sanitize',
      },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  for (const result of results) {
    if ('output' in result) {
      const chunk = result.output.find((o) => o.type === 'chunk');
      if (chunk && chunk.type === 'chunk') return chunk.code;
    }
  }
  throw new Error('no bundle');
}

beforeAll(async () => {
  const code = await bundle();
  browser = await launchChromium();
  page = await browser.newPage();
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({ content: code });
});

afterAll(async () => {
  await browser?.close();
});

const sanitize = (html: string) =>
  page.evaluate(
    (input) =>
      (
        window as unknown as { HoshiSanitize: { sanitizeHtml: (h: string) => string } }
      ).HoshiSanitize.sanitizeHtml(input),
    html,
  );

describe('sanitizeHtml in Chromium', () => {
  it('keeps allowed markup', async () => {
    expect(await sanitize('<b>Bold</b> and <em>soft</em><br><ul><li>one</li></ul>')).toBe(
      '<b>Bold</b> and <em>soft</em><br><ul><li>one</li></ul>',
    );
  });

  it.each([
    ['<img src=x onerror="alert(1)">', ''],
    ['<script>alert(1)</script>ok', 'ok'],
    ['<b onclick="alert(1)">x</b>', '<b>x</b>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.test"></iframe>y', 'y'],
    ['<div style="background:url(x)"><i>k</i></div>', '<i>k</i>'],
    ['<svg><script>alert(1)</script></svg>z', 'z'],
    ['<style>b{}</style><form><input value="x"></form>t', 't'],
  ])('drops what is unsafe: %s', async (input, output) => {
    expect(await sanitize(input)).toBe(output);
  });

  it('opens safe links in a new tab without an opener', async () => {
    expect(await sanitize('<a href="https://hoshi.test/x" target="_self">go</a>')).toBe(
      '<a href="https://hoshi.test/x" target="_blank" rel="noopener noreferrer">go</a>',
    );
  });
});
