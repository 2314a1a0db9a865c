// Takes the web app manifest's screenshots (tools/webManifest.ts) from the real app: the built app on the
// real server with a throw-away database, signed in as the demo account, in the system's Chromium, in
// English. Run after `npm run build`, then build again so dist/ has them:
// `node --import tsx tools/screenshots.ts`. They go to public/screenshots (not precached: only the
// install dialog shows them). With `--design` it shoots the design system's screens and components instead
// (tools/designShots.ts, for docs/design.md and before/after comparisons).
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { chromiumPath, startBuiltServer, type BrowserGlobals } from './audit.ts';
import { designOptions, shootDesign } from './designShots.ts';
import { manifestScreenshots } from './webManifest.ts';

async function settle(page: Page, pathname: string): Promise<void> {
  await page.waitForFunction(
    (want) => {
      const { location, document } = globalThis as unknown as BrowserGlobals;
      return location.pathname === want && document.querySelectorAll('[aria-busy="true"]').length === 0;
    },
    pathname,
    { timeout: 20_000 },
  );
  // Fonts and the last data to paint.
  await page.waitForTimeout(500);
}

async function main(): Promise<void> {
  const out = path.resolve('public', 'screenshots');
  fs.mkdirSync(out, { recursive: true });
  const server = await startBuiltServer();
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: ['--no-sandbox'],
  });
  try {
    for (const shot of manifestScreenshots) {
      const context = await browser.newContext({
        locale: 'en-US',
        viewport: shot.viewport,
        deviceScaleFactor: shot.scale,
      });
      const page = await context.newPage();
      await page.goto(`${server.url}/auth/sign-in`);
      await page.getByLabel('Username').fill('demo');
      await page.getByLabel('Password', { exact: true }).fill('hoshi-demo-1');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await settle(page, '/');
      if (shot.path !== '/') {
        await page.locator(`main a[href="${shot.path}"]`).first().click();
        await settle(page, shot.path);
      }
      const file = path.join(out, shot.file);
      await page.screenshot({ path: file });
      console.log(`Wrote ${path.relative(process.cwd(), file)}`);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  (process.argv.includes('--design') ? shootDesign(designOptions(process.argv)) : main()).catch(
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
