// The web app manifest: what makes Chromium deem Hoshi installable (name, icons, standalone display).
import type { ManifestOptions } from 'vite-plugin-pwa';

export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Hoshi — learn and practise Go',
  short_name: 'Hoshi',
  description:
    'Learn and practise Go (baduk): study missions, puzzles, AI games and ladders, online or offline.',
  lang: 'en-US',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: '#2b2118',
  background_color: '#e9c27a',
  categories: ['education', 'games'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
