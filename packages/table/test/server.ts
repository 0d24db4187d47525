/**
 * A tiny static server for the browser tests: the built table from dist/, the built
 * rules, and Lit straight from node_modules, tied together by an import map, so the
 * tests run the very modules the package ships, with no bundler.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const packageRoot = join(here, '..');
const repoRoot = join(packageRoot, '..', '..');

const ROOTS: Record<string, string> = {
  '/dist/': join(packageRoot, 'dist'),
  '/rules/': join(repoRoot, 'packages', 'rules', 'dist'),
  '/test/': here,
  '/worker/': join(repoRoot, 'packages', 'worker', 'dist'),
  '/solver/': join(repoRoot, 'packages', 'solver'),
  '/node_modules/': join(repoRoot, 'node_modules'),
};

const IMPORT_MAP = {
  imports: {
    lit: '/node_modules/lit/index.js',
    'lit/': '/node_modules/lit/',
    'lit-html': '/node_modules/lit-html/lit-html.js',
    'lit-html/': '/node_modules/lit-html/',
    'lit-element/': '/node_modules/lit-element/',
    '@lit/reactive-element': '/node_modules/@lit/reactive-element/reactive-element.js',
    '@lit/reactive-element/': '/node_modules/@lit/reactive-element/',
    '@naipe/rules': '/rules/index.js',
    '@naipe/worker/browser': '/worker/browser.js',
    '@naipe/solver': '/solver/dist/index.js',
    '@naipe/solver/games': '/solver/dist/games.js',
    '@naipe/solver/solver.wasm': '/solver/build/release.wasm',
    comlink: '/node_modules/comlink/dist/esm/comlink.mjs',
  },
};

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.html': 'text/html',
  '.json': 'application/json',
  '.map': 'application/json',
  '.mjs': 'text/javascript',
  '.wasm': 'application/wasm',
};

/**
 * Module workers do not read the page's import map, so the bare specifiers of the
 * scripts a worker loads (the solver's worker imports comlink and @naipe/solver) are
 * rewritten here by the same map.
 */
function resolveBare(specifier: string): string {
  const imports: Record<string, string> = IMPORT_MAP.imports;
  if (imports[specifier]) return imports[specifier];
  const prefix = Object.keys(imports).find((p) => p.endsWith('/') && specifier.startsWith(p));
  return prefix ? imports[prefix] + specifier.slice(prefix.length) : specifier;
}

const rewriteImports = (code: string) =>
  code.replace(
    /((?:\bfrom|\bimport)\s*\(?\s*)(['"])([^'"./][^'"]*)\2/g,
    (_, head: string, quote: string, specifier: string) =>
      `${head}${quote}${resolveBare(specifier)}${quote}`,
  );

/**
 * The page every test opens: the table module, and a `main` landmark with a heading for
 * the table to live in, as on any page that embeds it.
 */
function page(): string {
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>naipe-table test page</title>
<script type="importmap">${JSON.stringify(IMPORT_MAP)}</script>
<style>
  body { margin: 0 }
  naipe-table { --naipe-table-height: 100vh }
  h1 { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%) }
</style>
<script type="module">
  import '/dist/index.js';
  import { scriptedAnalysis } from '/test/fake-analysis.js';
  window.naipeRules = await import('@naipe/rules');
  window.scriptedAnalysis = scriptedAnalysis;
  window.naipeReady = true;
</script>
</head><body><main><h1>naipe-table test page</h1></main></body></html>`;
}

export async function startServer(): Promise<{ url: string; server: Server }> {
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (path === '/' || path === '/index.html') {
      response.writeHead(200, { 'content-type': 'text/html' }).end(page());
      return;
    }
    const prefix = Object.keys(ROOTS).find((p) => path.startsWith(p));
    const file = prefix && normalize(join(ROOTS[prefix]!, path.slice(prefix.length)));
    if (!file?.startsWith(ROOTS[prefix!]!)) {
      response.writeHead(404).end();
      return;
    }
    try {
      const body = await readFile(file);
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      response
        .writeHead(200, { 'content-type': type })
        .end(type === 'text/javascript' ? rewriteImports(body.toString('utf8')) : body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, server };
}
