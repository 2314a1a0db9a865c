// The size budget of the first load (issue 7, STYLE.md "a bundle budget checked by a script"): the gzip
// size of the JavaScript the built index.html loads before the first screen, that is its module script and
// every `modulepreload` it lists, must stay within 170,000 bytes (170 kB, decimal, the stricter reading
// of "170 KB"). Everything else (screens, languages, sanitiser, socket) loads later in its own chunk.
// Run after `npm run build`: `npm run size`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const budgetBytes = 170_000;

/** The scripts index.html loads at once: its module entry and the chunks it preloads, in order. */
export function initialScripts(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attribute = (name: string) =>
      new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
        .exec(tag)
        ?.slice(2)
        .find(Boolean);
    const isModuleScript = /^<script/i.test(tag) && attribute('type') === 'module' && attribute('src');
    const isPreload = /^<link/i.test(tag) && attribute('rel') === 'modulepreload' && attribute('href');
    const url = isModuleScript ? attribute('src') : isPreload ? attribute('href') : undefined;
    if (url && url.endsWith('.js') && !found.includes(url)) found.push(url);
  }
  return found;
}

/** Gzip at level 9, as the server's and CDNs' static compression would at best; the budget allows for it. */
export function gzipBytes(content: Buffer): number {
  return zlib.gzipSync(content, { level: 9 }).length;
}

function main(): void {
  const dist = path.resolve(process.argv[2] ?? 'dist');
  const indexFile = path.join(dist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    console.error(`No ${indexFile}: run \`npm run build\` first.`);
    process.exit(1);
  }
  const scripts = initialScripts(fs.readFileSync(indexFile, 'utf8'));
  if (scripts.length === 0) {
    console.error('index.html loads no module script: is this a Vite build?');
    process.exit(1);
  }
  let total = 0;
  const rows = scripts.map((url) => {
    const file = path.join(dist, url.replace(/^\//, ''));
    const content = fs.readFileSync(file);
    const gzip = gzipBytes(content);
    total += gzip;
    return { url, raw: content.length, gzip };
  });
  const width = Math.max(...rows.map((r) => r.url.length));
  for (const row of rows) {
    console.log(
      `${row.url.padEnd(width)}  ${String(row.raw).padStart(8)} B  ${String(row.gzip).padStart(7)} B gzip`,
    );
  }
  const verdict = total <= budgetBytes ? 'within' : 'OVER';
  console.log(
    `Initial JavaScript: ${total.toLocaleString('en-US')} bytes gzip (${(total / 1000).toFixed(1)} kB) — ` +
      `${verdict} the budget of ${budgetBytes.toLocaleString('en-US')} bytes (170 kB, 1 kB = 1,000 bytes); ` +
      `${(budgetBytes - total).toLocaleString('en-US')} bytes to spare.`,
  );
  if (total > budgetBytes) process.exit(1);
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) main();
