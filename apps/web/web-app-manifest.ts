import type { ManifestOptions } from 'vite-plugin-pwa';

/** --color-brand-600 (src/index.css), as index.html's theme-color. */
const BRAND = '#235a92';
/** --color-canvas (src/index.css): the page's background, shown while the installed app starts. */
const CANVAS = '#f6f7f9';

/**
 * The web app manifest (docs/decisions/072): what a phone needs to install Carnet on its home screen.
 * Its icons are drawn by scripts/make-icons.ts. One language: a manifest is one file for every family,
 * and "Carnet" is the same word in both.
 */
export const webAppManifest: Partial<ManifestOptions> = {
  name: 'Carnet',
  short_name: 'Carnet',
  description: 'Carnet, the school portal for families',
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: BRAND,
  background_color: CANVAS,
  lang: 'en',
  dir: 'ltr',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
