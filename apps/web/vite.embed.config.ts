/**
 * The embeddable build: `dist/embed/naipe-table.js`, one self-contained ES module with
 * `<naipe-table>`, Lit and the rules, plus the solver's worker and WASM emitted beside
 * it under `assets/`. It is an app build with a script entry rather than a library
 * build, because a library build inlines the WASM as base64; here it stays a file that
 * is fetched (and cached) only when the solver starts.
 */
import { defineConfig } from 'vite';

export default defineConfig({
  base: './',
  publicDir: false,
  build: {
    target: 'es2022',
    outDir: 'dist/embed',
    emptyOutDir: true,
    rollupOptions: {
      input: { 'naipe-table': 'src/embed.ts' },
      preserveEntrySignatures: 'exports-only',
      output: {
        entryFileNames: '[name].js',
        // One module to load: the worker client (a dynamic import) comes inside it.
        inlineDynamicImports: true,
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
  worker: { format: 'es' },
  plugins: [
    {
      name: 'naipe-embed-example',
      generateBundle() {
        this.emitFile({
          type: 'asset',
          fileName: 'index.html',
          source: `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>naipe-table.js, self-contained</title>
<script type="module" src="./naipe-table.js"></script>
</head>
<body>
<main>
<h1>naipe-table.js, self-contained</h1>
<naipe-table game="freecell" deal="1" locale="en" storage-key="embed-example"></naipe-table>
</main>
</body>
</html>
`,
        });
      },
    },
  ],
});
