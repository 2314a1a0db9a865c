// Walking skeleton end to end: the built app on the real server, in Chromium. A signed-out visitor of the
// front gate goes to sign-in (R2.34), shown in the language the browser asks for (R7.08, R1.03); an unknown
// path shows the not-found page (R2.28); and the app is installable (manifest + service worker).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, launchProfile } from './support/browser';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  const code = await server?.stop();
  expect(code).toBe(0);
});

describe('front gate', () => {
  it.each([
    ['en-US', 'Sign in', 'en-US'],
    ['ko-KR', '로그인', 'ko-KR'],
    ['zh-CN', '登录', 'zh-CN'],
  ])('sends a signed-out %s browser to sign-in, greeting it with "%s"', async (locale, heading, htmlLang) => {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto(server.url);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/auth/sign-in');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
    expect(await page.getAttribute('html', 'lang')).toBe(htmlLang);
    await context.close();
  });

  it('switches language at once and remembers it', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(server.url);
    await page.getByLabel('Language').selectOption('ko-KR');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('로그인');
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('로그인');
    await context.close();
  });

  it('shows the not-found page for an unknown path', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const response = await page.goto(`${server.url}/no/such/screen`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    await page.getByRole('link', { name: 'Back to the front gate' }).click();
    // Signed out, the front gate sends the visitor on to sign-in (R2.34).
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in');
    await context.close();
  });

  it('is installable: a complete manifest, an active service worker, no installability error', async () => {
    const profile = await launchProfile({ locale: 'en-US' });
    const context = profile.context;
    const page = await context.newPage();
    await page.goto(server.url);
    const manifestHref = await page.getAttribute('link[rel="manifest"]', 'href');
    expect(manifestHref).toBeTruthy();
    const manifest = (await (
      await page.request.get(new URL(manifestHref ?? '', server.url).toString())
    ).json()) as {
      name: string;
      short_name: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { sizes: string; purpose?: string }[];
      screenshots: { src: string; sizes: string; form_factor?: string }[];
    };
    expect(manifest.display).toBe('standalone');
    expect(manifest.name).toMatch(/^Hoshi/);
    expect(manifest.short_name).toBe('Hoshi');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.filter((i) => i.purpose === 'maskable').length).toBeGreaterThan(0);
    // Screenshots for the richer install dialog: one for phones, one for desktops, each the size it says.
    expect(manifest.screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
    for (const shot of manifest.screenshots) {
      const png = await (await page.request.get(new URL(shot.src, server.url).toString())).body();
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(shot.sizes);
    }
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${server.url}/`);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);
    await profile.close();
  });
});
