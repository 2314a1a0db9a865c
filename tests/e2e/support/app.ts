// Helpers for driving the built app in Chromium: register and sign in through the real screens, move
// through the route tree by clicking its links, and read what the browser stores.
import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';

/**
 * How each screen of spec §2 is reached from the front gate: the links to click, in order. Field routes
 * are only reachable from another screen (R2.37 sends a first navigation to the front gate).
 */
export const routeChains: Record<string, readonly string[]> = {
  '/study': ['/study'],
  '/study/group': ['/study', '/study/group'],
  '/study/group/mission': ['/study', '/study/group', '/study/group/mission'],
  '/study/group/mission/field': [
    '/study',
    '/study/group',
    '/study/group/mission',
    '/study/group/mission/field',
  ],
  '/study/group/mission/tryfield': [
    '/study',
    '/study/group',
    '/study/group/mission',
    '/study/group/mission/tryfield',
  ],
  '/study/rank/field': ['/study', '/study/rank/field'],
  '/field': ['/study', '/field'],
  '/single': ['/single'],
  '/single/group': ['/single', '/single/group'],
  '/single/group/mission': ['/single', '/single/group', '/single/group/mission'],
  '/single/group/mission/field': [
    '/single',
    '/single/group',
    '/single/group/mission',
    '/single/group/mission/field',
  ],
  '/dice/group': ['/dice/group'],
  '/dice/group/mission': ['/dice/group', '/dice/group/mission'],
  '/dice/group/mission/field': ['/dice/group', '/dice/group/mission', '/dice/group/mission/field'],
  '/bpower/field': ['/bpower/field'],
  '/bpower/theory/field': ['/bpower/field', '/bpower/theory/field'],
  '/multi/list': ['/multi/list'],
  '/multi/friend/list': ['/multi/list', '/multi/friend/list'],
  '/dan9': ['/dan9'],
  '/dan9/mission': ['/dan9', '/dan9/mission'],
  '/dan9/mission/field': ['/dan9', '/dan9/mission', '/dan9/mission/field'],
  '/dan9/mission/tryfield': ['/dan9', '/dan9/mission', '/dan9/mission/tryfield'],
  '/dan9/rank/field': ['/dan9', '/dan9/rank/field'],
};

export async function heading(page: Page): Promise<string> {
  return (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim() ?? '';
}

/**
 * Waits until the screen at `path` shows and has finished loading its data. The address changes first; the
 * layout's <main> stays aria-busy until the router has the next screen up (its code and its guard's
 * calls), and each screen marks its own loading aria-busy.
 */
export async function settled(page: Page, path: string): Promise<void> {
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(path);
  await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
  await expect.poll(() => heading(page), { timeout: 15_000 }).not.toBe('');
}

export async function goHome(page: Page): Promise<void> {
  await page.locator('header a.brand').click();
  await settled(page, '/');
}

/** From anywhere under the main layout: back to the front gate, then click down to `path`. */
export async function reach(page: Page, path: string): Promise<void> {
  const chain = routeChains[path];
  if (!chain) throw new Error(`no chain for ${path}`);
  await goHome(page);
  for (const step of chain) {
    // A note that comes or goes late (the outbox draining, a download's state) moves the links below it;
    // tap once the screen stands still, as a child would.
    await layoutSettled(page);
    await page.locator(`main a[href="${step}"]`).first().click();
    await settled(page, step);
  }
}

export async function register(
  page: Page,
  baseUrl: string,
  user: { username: string; password: string; email: string },
): Promise<void> {
  await page.goto(`${baseUrl}/auth/sign-in`);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('Username').fill(user.username);
  await expect.poll(() => page.getByText('This username is free.').count(), { timeout: 10_000 }).toBe(1);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Repeat the password').fill(user.password);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect.poll(() => heading(page), { timeout: 15_000 }).toBe('Sign in');
}

export async function signIn(page: Page, user: { username: string; password: string }): Promise<void> {
  const username = page.getByLabel('Username');
  if ((await username.inputValue()) !== user.username) await username.fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await settled(page, '/');
}

/** Every key of a message tree, dotted ("frontGate.title"). */
export function flattenKeys(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? flattenKeys(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

export interface StoredState {
  local: Record<string, string>;
  session: Record<string, string>;
  idb: Record<string, number>;
}

/** What the page's origin holds in localStorage, sessionStorage and the app's IndexedDB stores. */
export async function storedState(page: Page): Promise<StoredState> {
  return page.evaluate(async () => {
    const dump = (s: Storage) => Object.fromEntries(Object.keys(s).map((k) => [k, s.getItem(k) ?? '']));
    const idb: Record<string, number> = {};
    const names = (await indexedDB.databases()).map((d) => d.name);
    if (names.includes('hoshi')) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open('hoshi');
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error as Error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        idb[store] = await new Promise<number>((resolve, reject) => {
          const req = db.transaction(store).objectStore(store).count();
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => reject(req.error as Error);
        });
      }
      db.close();
    }
    return { local: dump(localStorage), session: dump(sessionStorage), idb };
  });
}

/** The value the app keeps for `userno` under `name` in its IndexedDB `userData` store, or null. */
export async function storedUserData(page: Page, userno: number, name: string): Promise<unknown> {
  return page.evaluate(
    async ([user, key]) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open('hoshi');
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error as Error);
      });
      try {
        if (!db.objectStoreNames.contains('userData')) return null;
        const record = await new Promise<{ value?: unknown } | undefined>((resolve, reject) => {
          const req = db.transaction('userData').objectStore('userData').get([user, key]);
          req.onsuccess = () => resolve(req.result as { value?: unknown } | undefined);
          req.onerror = () => reject(req.error as Error);
        });
        return record?.value ?? null;
      } finally {
        db.close();
      }
    },
    [userno, name] as const,
  );
}

/**
 * Waits until the page has laid itself out at its current size: the window has the viewport's width, the
 * fonts are in, and two frames in a row show the same layout (screens that measure themselves render again
 * a frame or two after a resize). Counted in the page's own frames, so a busy machine only makes it slower.
 */
export async function layoutSettled(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? null;
  await page.evaluate(async (expected) => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    const shape = () => {
      const root = document.documentElement;
      const main = document.querySelector('main')?.getBoundingClientRect();
      return [
        window.innerWidth,
        root.scrollWidth,
        root.scrollHeight,
        main?.width,
        main?.height,
        document.body.getElementsByTagName('*').length,
      ].join(' ');
    };
    await document.fonts.ready;
    let last = '';
    for (let frames = 0; frames < 600; frames += 1) {
      await frame();
      const now = shape();
      if (now === last && (expected === null || window.innerWidth === expected)) return;
      last = now;
    }
    throw new Error(`the layout kept changing: ${last}`);
  }, width);
}

/** Follows the page's requests from now on; answers how many still wait for their answer. */
export function openRequests(page: Page): () => number {
  const open = new Set<Request>();
  page.on('request', (request) => open.add(request));
  const done = (request: Request) => open.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => open.size;
}

/**
 * Waits until every request the page sent has its answer, looked at twice a page task apart (an answer
 * may set off one more request, which starts before the page's next task). Requests are reported to the
 * test before the page's answer to the look that follows them.
 */
export async function requestsAnswered(page: Page, open: () => number): Promise<void> {
  await expect
    .poll(async () => {
      if (open() > 0) return false;
      await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
      return open() === 0;
    })
    .toBe(true);
}
