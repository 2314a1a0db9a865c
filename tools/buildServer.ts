// Compiles the server (and what it imports from src/domain and src/protocol) to plain JavaScript in
// dist-server/, so `npm run start:prod` starts without a TypeScript loader (issue 21). Dependencies stay in
// node_modules (not bundled): native addons (better-sqlite3) and the drivers load as they do in development.
// The content packs are copied beside the bundles, where server/content/packs.ts looks for them (each entry
// is one file, no shared chunks: a chunk's import.meta.url would point packs.ts into a subfolder).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { serverEntryPoints } from './serverEntryPoints';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'dist-server');

const started = performance.now();
fs.rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: Object.fromEntries(
    Object.entries(serverEntryPoints).map(([name, file]) => [name, path.join(root, file)]),
  ),
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
});
fs.cpSync(path.join(root, 'server/content/packs'), path.join(outdir, 'packs'), { recursive: true });
fs.writeFileSync(path.join(outdir, 'package.json'), JSON.stringify({ type: 'module' }, null, 2) + '\n');
console.log(`Server compiled to dist-server/ in ${Math.round(performance.now() - started)} ms`);
