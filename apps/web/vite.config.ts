/**
 * The site: index.html (the game, rules and statistics pages) and embed.html (the
 * element alone on a plain page), with every file precached by a Workbox service worker
 * for offline play. `base: './'` keeps every address relative, so the build can be
 * served from any folder. `longLinks` answers a link too long for the server with the
 * site and a notice rather than an error.
 */
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { manifest } from './pwa-manifest.js';
import { longLinks } from './server-limits.js';

export default defineConfig({
  base: './',
  build: {
    target: 'es2022',
    rollupOptions: { input: { main: 'index.html', embed: 'embed.html' } },
  },
  worker: { format: 'es' },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  plugins: [
    longLinks(),
    VitePWA({
      injectRegister: false,
      registerType: 'autoUpdate',
      manifest,
      workbox: {
        globPatterns: ['**/*.{html,js,css,wasm,svg,png,webmanifest}'],
        // The embeddable build is for other pages, not for the site's offline copy.
        globIgnores: ['embed/**'],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/embed/],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
});
