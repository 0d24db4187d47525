/**
 * The site's entry: tells the table where the solver's WASM is (Vite emits it with a
 * hashed name), starts the site, and registers the service worker that keeps every
 * file of the build for offline play.
 */
import './styles.css';
import wasmUrl from '@naipe/solver/solver.wasm?url';
import { configureDefaultAnalysis } from '@naipe/table';
import { Site } from './site.js';

configureDefaultAnalysis({ wasm: wasmUrl });
const site = new Site(document);
site.start();

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const hadController = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker
    .register('./sw.js')
    .then(async (registration) => {
      await navigator.serviceWorker.ready;
      // First install: everything is cached now. Later installs replace the old files.
      site.serviceWorkerSays(hadController ? 'updateReady' : 'offlineReady');
      registration.addEventListener('updatefound', () => site.serviceWorkerSays('updateReady'));
    })
    .catch((error: unknown) => console.warn(`naipe: no offline play: ${String(error)}`));
}
