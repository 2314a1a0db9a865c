// Chromium for browser tests: the system's own (no browser download). Missing Chromium fails loudly.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    (p): p is string => Boolean(p),
  );
  const found = candidates.find((p) => fs.existsSync(p));
  if (!found) {
    throw new Error(
      `No Chromium found (looked at ${candidates.join(', ')}). Install it with \`apt-get install chromium\` ` +
        'or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
  return found;
}

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: chromiumArgs });
}

/**
 * A browser with a real profile on disk: what installability and storage persistence need (Chromium
 * refuses both in the incognito-like contexts of `launchChromium`).
 */
export async function launchProfile(options: {
  locale: string;
}): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hoshi-profile-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath(),
    headless: true,
    args: chromiumArgs,
    locale: options.locale,
  });
  return {
    context,
    close: async () => {
      await context.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
