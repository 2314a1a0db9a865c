// The web app manifest (issue 7): what makes Chromium deem Hoshi installable and what its install dialog
// shows: names, icons (192 and 512, and maskable ones whose artwork keeps to the safe zone), theme and
// background colours, standalone display, and screenshots of the real app (tools/screenshots.ts), one
// narrow for phones and one wide for desktops. The icons come from tools/icons.ts.
import type { ManifestOptions } from 'vite-plugin-pwa';

export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Hoshi — learn and practise Go',
  short_name: 'Hoshi',
  description:
    'Learn and practise Go (baduk): study missions, puzzles, AI games and ladders, online or offline.',
  lang: 'en-US',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: '#2b2118',
  background_color: '#e9c27a',
  categories: ['education', 'games'],
  prefer_related_applications: false,
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  screenshots: [
    {
      src: '/screenshots/front-gate-narrow.png',
      sizes: '720x1280',
      type: 'image/png',
      form_factor: 'narrow',
      label: 'The front gate: hearts, sections and events',
    },
    {
      src: '/screenshots/study-wide.png',
      sizes: '1280x800',
      type: 'image/png',
      form_factor: 'wide',
      label: 'Study: categories, groups and progress',
    },
  ],
};

/** The screenshots to take, by file (tools/screenshots.ts), as the manifest names them. */
export const manifestScreenshots = [
  { file: 'front-gate-narrow.png', path: '/', viewport: { width: 360, height: 640 }, scale: 2 },
  { file: 'study-wide.png', path: '/study', viewport: { width: 1280, height: 800 }, scale: 1 },
] as const;
