// Every main screen fits a phone and a tablet held either way, in Chinese, Korean and English (issue 13's
// quality gate): in Chromium against the built app and the real server on its shipped content, the front
// gate, the screens of spec §2 (R2.03–R2.24) and the panels over the gate at 390×844, 820×1180 and
// 1180×820 in zh-CN, ko-KR and en-US have no horizontal scroll,
// no button or button-like link cut off by the screen's edge or clipping its own words, and the design
// system's controls (buttons, path nodes, mission stones) are at least 48 px in both directions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { goHome, layoutSettled, reach, register, settled, signIn } from './support/app';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const user = { username: 'sizes_student1', password: 'Go-stones-42', email: 'sizes1@example.com' };
const viewports = [
  { width: 390, height: 844 },
  { width: 820, height: 1180 },
  { width: 1180, height: 820 },
];
const screens = [
  '/study',
  '/study/group',
  '/study/group/mission',
  '/study/group/mission/field',
  '/study/rank/field',
  '/single',
  '/single/group',
  '/single/group/mission',
  '/dice/group',
  '/dice/group/mission',
  '/bpower/field',
  '/bpower/theory/field',
  '/multi/list',
  '/multi/friend/list',
  '/dan9',
  '/dan9/mission',
  '/dan9/mission/field',
];

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
  context = await browser.newContext({ locale: 'en-US', viewport: viewports[0] });
  page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  expect(await server?.stop()).toBe(0);
});

/** What does not fit on the screen shown: the page's own horizontal scroll, then each cut or small control. */
function misfits(target: Page): Promise<string[]> {
  return target.evaluate(() => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1)
      found.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    const controls = document.querySelectorAll(
      'main button, main a.ui-button, main .ui-path-node, main .ui-stone',
    );
    for (const el of Array.from(controls)) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue; // not shown (a closed dialog, a hidden panel)
      if (el.closest('dialog:not([open]), [hidden], .ui-visually-hidden')) continue;
      if (box.left < -1 || box.right > width + 1)
        found.push(
          `${name(el)} cut by the edge: ${Math.round(box.left)}–${Math.round(box.right)} of ${width}`,
        );
      const html = el as HTMLElement;
      if (html.scrollWidth > html.clientWidth + 1)
        found.push(`${name(el)} clips its words: ${html.scrollWidth} > ${html.clientWidth}`);
      const designed = el.matches('.ui-button, .ui-path-node, .ui-stone');
      if (designed && (box.width < 47.5 || box.height < 47.5))
        found.push(`${name(el)} is smaller than 48 px: ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
    return found;
  });
}

async function measure(route: string): Promise<string[]> {
  const found: string[] = [];
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await layoutSettled(page);
    found.push(...(await misfits(page)).map((m) => `${route} at ${viewport.width}×${viewport.height}: ${m}`));
  }
  return found;
}

/** Switches the app's language from the front gate's menu (saved on this device). */
async function chooseLanguage(locale: string): Promise<void> {
  await page.setViewportSize(viewports[0] ?? { width: 390, height: 844 });
  if (new URL(page.url()).pathname !== '/' || new URL(page.url()).search !== '') await goHome(page);
  await page.locator('main [data-gate-menu]').click();
  await page.locator('main dialog select').first().selectOption(locale);
  await expect.poll(() => page.getAttribute('html', 'lang')).toBe(locale);
  await page.keyboard.press('Escape');
  await expect.poll(() => page.locator('main dialog[open]').count()).toBe(0);
}

// The panels over the front gate (issue 13): the try-quest ladder, the shop, the statistics, the account
// and the settings.
const panels = ['quest', 'shop', 'stats', 'account', 'settings'];

describe('on a phone and a tablet both ways, in each language', () => {
  let signedIn = false;

  it.each(['zh-CN', 'ko-KR', 'en-US'])(
    'no screen scrolls sideways or cuts a button (%s)',
    async (locale) => {
      if (!signedIn) {
        await register(page, server.url, user);
        await signIn(page, user);
        signedIn = true;
      }
      await chooseLanguage(locale);
      const found: string[] = [];
      await settled(page, '/');
      found.push(...(await measure('/')));
      await page.setViewportSize(viewports[0] ?? { width: 390, height: 844 });
      await goHome(page);
      for (const route of screens) {
        await reach(page, route);
        await expect.poll(() => page.locator('main .front-gate').count()).toBe(0);
        found.push(...(await measure(route)));
        await page.setViewportSize(viewports[0] ?? { width: 390, height: 844 });
      }
      for (const panel of panels) {
        await goHome(page);
        if (panel === 'account' || panel === 'settings') {
          // Behind the menu button, not a tile.
          await page.locator('main [data-gate-menu]').click();
          await page.locator(`main dialog a[href="/?panel=${panel}"]`).first().click();
        } else await page.locator(`main a[href="/?panel=${panel}"]`).first().click();
        await expect.poll(() => page.locator(`main [data-panel="${panel}"]`).count()).toBe(1);
        await settled(page, '/');
        found.push(...(await measure(`/?panel=${panel}`)));
        await page.setViewportSize(viewports[0] ?? { width: 390, height: 844 });
      }
      expect([...new Set(found)]).toEqual([]);
    },
    240_000,
  );

  it('the measure catches a page wider than the screen and a cut button', async () => {
    await page.setViewportSize(viewports[0] ?? { width: 390, height: 844 });
    await page.evaluate(() => {
      const wide = document.createElement('div');
      wide.style.width = '2000px';
      wide.style.height = '1px';
      wide.id = 'too-wide';
      document.querySelector('main')?.append(wide);
    });
    const found = await misfits(page);
    expect(found.some((m) => m.startsWith('page scrolls sideways'))).toBe(true);
    await page.evaluate(() => document.getElementById('too-wide')?.remove());
  });
});
