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

  it('is installable: manifest with icons, and an active service worker', async () => {
    const profile = await launchProfile({ locale: 'en-US' });
    const context = profile.context;
    const page = await context.newPage();
    await page.goto(server.url);
    const manifestHref = await page.getAttribute('link[rel="manifest"]', 'href');
    expect(manifestHref).toBeTruthy();
    const manifest = (await (
      await page.request.get(new URL(manifestHref ?? '', server.url).toString())
    ).json()) as {
      display: string;
      icons: { sizes: string; purpose?: string }[];
    };
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${server.url}/`);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);
    await profile.close();
  });
});
