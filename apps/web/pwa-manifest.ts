/** The web app manifest: what a browser shows when the site is installed. */
import type { ManifestOptions } from 'vite-plugin-pwa';

export const manifest: Partial<ManifestOptions> = {
  name: 'Naipe — solitarios',
  short_name: 'Naipe',
  description:
    'FreeCell, Baker’s Game, Solitario australiano, Solitario clásico y Spider, con un análisis que sabe si aún puedes ganar.',
  lang: 'es',
  start_url: './',
  scope: './',
  display: 'standalone',
  background_color: '#f6f4ee',
  theme_color: '#0f5132',
  icons: [
    { src: 'icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: 'icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
};
