// Build of the PWA (app + service worker) and the test runner's configuration, in one place.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { webManifest } from './tools/webManifest.ts';
import { inlineEntryCss } from './tools/vite/inlineEntryCss.ts';

/**
 * Brotli and gzip copies of the built text files, served by the server when the browser accepts them
 * (@fastify/static `preCompressed`): the first visit downloads a third of the bytes (Lighthouse's
 * "enable text compression"). The worker script stays plain: it is fetched fresh on every update check.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'hoshi-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      handler() {
        const walk = (dir: string): string[] =>
          fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
            const full = path.join(dir, entry.name);
            return entry.isDirectory() ? walk(full) : [full];
          });
        for (const file of walk(outDir)) {
          if (!/\.(js|css|html|json|svg|webmanifest)$/.test(file) || path.basename(file) === 'sw.js')
            continue;
          const content = fs.readFileSync(file);
          if (content.length < 1024) continue;
          fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
          fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
        }
      },
    },
  };
}

/** The page's entry (index.html, main.tsx) and the stylesheets it imports (the app's and the design system's) (see `codeSplitting` below). */
const isEntryModule = (id: string) =>
  /[\\/](index\.html|src[\\/]main\.tsx|src[\\/]app[\\/]app\.css|src[\\/]ui[\\/](tokens|ui)\.css)$/.test(id);

/**
 * Test files at once in the unit and API projects: every core. Vitest's default keeps one core for its
 * own process, which on a 2-core machine runs the files one at a time while that process idles after
 * the transforms. Measured here: the unit suite 160 s one at a time, 102 s two at a time; the API suite
 * on SQLite about 60 s either way; `npm run test:node` 223 s and 145 s. Each API file has its own
 * database, so files do not share state.
 */
const testWorkers = os.availableParallelism();

const apiTarget = `http://localhost:${process.env.API_PORT ?? '8000'}`;

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: webManifest,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,json,mp3,wav,ogg,txt}'],
        // The manifest's screenshots are for the install dialog, not for the app offline.
        globIgnores: ['screenshots/**'],
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    inlineEntryCss(),
    precompress(),
  ],
  server: {
    proxy: {
      '/api': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      // The protocol's modules only declare schemas: one the first load does not use is left out (its
      // zod calls would otherwise count as side effects and pull every endpoint into the first load).
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]src[\\/]protocol[\\/]/.test(id) },
      output: {
        // Everything the first screen needs in one file beside the entry, instead of a dozen small
        // shared chunks: on a slow connection each request costs a round trip (Lighthouse's
        // "network dependency tree"). Lazily loaded screens keep their own chunks. The entry module
        // and its stylesheet stay out of the group: lazy chunks import from the group's chunk, and
        // Vite would otherwise list the (inlined, not written) entry stylesheet among their preloads.
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'], test: (id: string) => !isEntryModule(id) }],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/setup/unit.ts'],
          maxWorkers: testWorkers,
          // Seeded differential and search tests take seconds; a loaded 2-core machine must not fail them.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          maxWorkers: testWorkers,
          testTimeout: 20_000,
          // A file's beforeAll migrates a fresh database and builds the app, which loads every content
          // pack; with content:check or the generator test on the other core that passed Vitest's 10 s.
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 90_000,
          // Each file starts its own server (own database and content) and its own Chromium, so files run
          // side by side: two at a time the suite took 372 s here (461 s with a core busy elsewhere).
          maxWorkers: Math.min(2, testWorkers),
          // A poll waits for a state of the page, so its limit only matters when that state never comes.
          // Vitest's 1 s suits unit tests; a server round trip and a render on a loaded machine can take
          // several.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
