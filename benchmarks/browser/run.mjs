#!/usr/bin/env node
/**
 * Browser benchmark of the production site (apps/web/dist, served by `vite preview`),
 * in Debian's Chromium through playwright-core:
 *   1. first load: every JS, CSS and WASM file the play page fetches until the first
 *      verdict shows, raw and gzip-compressed (gzip level 6, as servers use);
 *   2. new winnable deal: from pressing "New game" (winnable deals only where the solver
 *      plays the game) to a playable table with its verdict shown, per game and for every
 *      option of Klondike (Spanish and French, draw 1 and 3) and Spider (1, 2, 4 suits;
 *      the French deck's 2 and 4);
 *      a deal no try proved winnable counts when its own verdict shows ("dealt unproven"),
 *      and "dealt" is the time until the new deal is on the table. Pressed at once, the
 *      moment the last deal's verdict shows, and again after a pause (`--pause`, in ms)
 *      as a player takes at least, in which the table looks for the next deal itself;
 *   3. hint latency from mid-game positions (halfway along each deal's solution, or along
 *      the best line where the solver found none: most 4-suit Spider deals), both right
 *      after reaching the position (its analysis still running) and once analysed, for
 *      the same games and options; where the verdict is unknown the hint is a good move.
 *      Winnable deals only is on, so each position's game also starts the search for the
 *      next deal, whose tries the hints may wait behind;
 *   4. main-thread long tasks (over 50 ms) while the solver analyses: deal 11982 (proven
 *      impossible, about a hundred thousand positions) and the next deals, each opened by
 *      its link, counted from the cards on the table to the verdict shown. Target: none.
 * Prints a Markdown section for benchmarks/RESULTS.md.
 *
 *   node benchmarks/browser/run.mjs [--deals 30] [--hints 20] [--analyses 20] [--pause 1000]
 *                                   [--parts 1,2,3,4] [--only TEXT]
 * `--parts` runs only the parts named (1 to 4 above); `--only` only the games and options
 * whose name in the tables contains TEXT (`--only spider`, `--only "deck french, suits 4"`).
 * Build first: npm run build -w @naipe/web
 */
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { freePort, launchChromium } from '@naipe/browser-testing';
import { Game } from '@naipe/rules';
import { Solver } from '@naipe/solver';
import { preview } from 'vite';
import { quantile } from '../quantile.mjs';
import { helpIfAsked } from '../usage.mjs';

helpIfAsked(import.meta.url);

const { values: args } = parseArgs({
  options: {
    deals: { type: 'string', default: '30' },
    hints: { type: 'string', default: '20' },
    analyses: { type: 'string', default: '20' },
    pause: { type: 'string', default: '1000' },
    parts: { type: 'string', default: '1,2,3,4' },
    only: { type: 'string', default: '' },
  },
});
const PARTS = new Set(args.parts.split(',').map(Number));
const DEALS = Number(args.deals);
const HINTS = Number(args.hints);
const ANALYSES = Number(args.analyses);
const PAUSE = Number(args.pause);

const here = dirname(fileURLToPath(import.meta.url));
const webRoot = join(here, '..', '..', 'apps', 'web');
const dist = join(webRoot, 'dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`no build in ${dist}: run "npm run build -w @naipe/web" first`);
  process.exit(2);
}

const ms = (v) => `${v.toFixed(0)} ms`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const port = await freePort();
const server = await preview({
  root: webRoot,
  configFile: false,
  logLevel: 'silent',
  preview: { port, strictPort: true, host: '127.0.0.1', open: false },
});
const base = `http://127.0.0.1:${port}/`;
const browser = await launchChromium();
const newPage = async () => {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    serviceWorkers: 'block',
  });
  return context.newPage();
};

/** Resolves when the table on the page satisfies `check` (run in the page, every frame). */
const waitInPage = (page, check, arg) =>
  page.waitForFunction(check, arg, { polling: 'raf', timeout: 60_000 });

const tableReady = () => {
  const table = document.querySelector('naipe-table');
  const status = table?.shadowRoot?.querySelector('.solver')?.dataset.status;
  return table?.shadowRoot?.querySelector('.card') && status && status !== 'analysing';
};

const load = (avg) => avg.map((n) => n.toFixed(1)).join(' / ');
const loadBefore = loadavg();
const lines = [];

// ---- 1. First load ---------------------------------------------------------------------
if (PARTS.has(1)) {
  const page = await newPage();
  const fetched = new Set();
  page.on('response', (response) => fetched.add(new URL(response.url()).pathname));
  await page.goto(`${base}?game=freecell&deal=1`);
  await waitInPage(page, tableReady);
  const kinds = { JS: ['.js'], CSS: ['.css'], WASM: ['.wasm'], 'HTML, icons, manifest': [] };
  const totals = Object.fromEntries(
    Object.keys(kinds).map((k) => [k, { raw: 0, gzip: 0, files: 0 }]),
  );
  for (const path of fetched) {
    const file = join(dist, path === '/' ? 'index.html' : decodeURIComponent(path.slice(1)));
    if (!existsSync(file)) continue;
    const body = readFileSync(file);
    const kind =
      Object.keys(kinds).find((k) => kinds[k].includes(extname(file))) ?? 'HTML, icons, manifest';
    totals[kind].raw += body.length;
    totals[kind].gzip += gzipSync(body, { level: 6 }).length;
    totals[kind].files++;
  }
  const code = ['JS', 'CSS', 'WASM'].reduce((sum, k) => sum + totals[k].gzip, 0);
  lines.push('### First load of the play page (until the first verdict shows)', '');
  lines.push('| kind | files | raw | gzip |', '|---|---|---|---|');
  for (const [kind, t] of Object.entries(totals)) {
    lines.push(`| ${kind} | ${t.files} | ${kb(t.raw)} | ${kb(t.gzip)} |`);
  }
  lines.push(`| **JS + CSS + WASM** | | | **${kb(code)}** (target < 150 KB) |`, '');
  await page.context().close();
}

/** Every game, and every option that changes what the solver searches. */
const ALL_VARIANTS = [
  { id: 'freecell', options: {}, target: {} },
  { id: 'bakers-game', options: {}, target: {} },
  ...[{}, { draw: 3 }, { deck: 'french' }, { deck: 'french', draw: 3 }].map((options) => ({
    id: 'klondike',
    options,
    target: { deal: 300, hint: 150 },
  })),
  { id: 'australian', options: {}, target: { deal: 300, hint: 150 } },
  ...[1, 2, 4].map((suits) => ({ id: 'spider', options: { suits }, target: { hint: 300 } })),
  ...[2, 4].map((suits) => ({
    id: 'spider',
    options: { deck: 'french', suits },
    target: { hint: 300 },
  })),
];
const variantName = ({ id, options }) =>
  [id, ...Object.entries(options).map(([k, v]) => `${k} ${v}`)].join(', ');
const variantQuery = ({ id, options }) =>
  new URLSearchParams({ game: id, ...Object.fromEntries(Object.entries(options)) }).toString();
const VARIANTS = ALL_VARIANTS.filter((variant) => variantName(variant).includes(args.only));
const withTarget = (value, target) => (target ? `${value} (target < ${target} ms)` : value);

// ---- 2. New winnable deal --------------------------------------------------------------
if (PARTS.has(2)) {
  lines.push(
    `### New deal to a playable table with its verdict shown (${DEALS} deals per game)`,
    '',
    '| game | "New game" pressed | median | p95 | dealt: median | dealt: p95 | verdicts |',
    '|---|---|---|---|---|---|---|',
  );
  for (const variant of VARIANTS) {
    const game = variantName(variant);
    const page = await newPage();
    await page.goto(`${base}?${variantQuery(variant)}`);
    await waitInPage(page, tableReady);
    const solverPlays = await page.evaluate(() => {
      const table = document.querySelector('naipe-table');
      const status = table.shadowRoot.querySelector('.solver').dataset.status;
      table.winnableOnly = status !== 'unsupported';
      return table.winnableOnly;
    });
    // Pressed at once, the moment the last deal's verdict shows, and after the player has
    // looked at the table for PAUSE ms, time the next deal's search has in the background.
    for (const pause of [0, PAUSE]) {
      const times = [];
      const dealtTimes = [];
      const verdicts = new Map();
      for (let i = 0; i < DEALS; i++) {
        const { elapsed, dealt, status } = await page.evaluate(async (pause) => {
          const table = document.querySelector('naipe-table');
          const before = table.dealNumber;
          const unproven = () =>
            table.shadowRoot.querySelector('.notice[data-notice="notProvenWinnable"]') !== null;
          const frame = () => new Promise((done) => requestAnimationFrame(done));
          if (pause > 0) await new Promise((done) => setTimeout(done, pause));
          const started = performance.now();
          let dealt;
          table.newDeal(true);
          for (;;) {
            await frame();
            if (dealt === undefined && table.dealNumber !== before)
              dealt = performance.now() - started;
            const status = table.shadowRoot.querySelector('.solver')?.dataset.status;
            const settled = status && status !== 'analysing' && status !== 'searching';
            if (table.dealNumber !== before && settled && table.shadowRoot.querySelector('.card'))
              return {
                elapsed: performance.now() - started,
                dealt,
                status: unproven() ? `${status} (dealt unproven)` : status,
              };
          }
        }, pause);
        times.push(elapsed);
        dealtTimes.push(dealt);
        verdicts.set(status, (verdicts.get(status) ?? 0) + 1);
      }
      const shown = [...verdicts].map(([s, n]) => `${s} ${n}`).join(', ');
      const pressed = pause === 0 ? 'at once' : `after ${pause / 1000} s`;
      lines.push(
        `| ${game} | ${solverPlays ? pressed : 'no solver yet'} | ${ms(quantile(times, 0.5))} | ${withTarget(ms(quantile(times, 0.95)), variant.target.deal)} | ${ms(quantile(dealtTimes, 0.5))} | ${ms(quantile(dealtTimes, 0.95))} | ${shown} |`,
      );
    }
    await page.context().close();
  }
  lines.push('');
}

// ---- 3. Hints from mid-game positions ---------------------------------------------------
if (PARTS.has(3)) {
  lines.push(
    `### Hint latency from mid-game positions (${HINTS} positions per game, halfway along a solution)`,
    '',
    '| game | when | median | p95 | hints | of them good moves (no verdict) | positions along |',
    '|---|---|---|---|---|---|---|',
  );
  const solver = await Solver.create();
  for (const variant of VARIANTS) {
    const id = variantName(variant);
    const game = Game.create(variant.id, variant.options).value;
    const positions = [];
    let alongBest = 0;
    for (let deal = 1; positions.length < HINTS; deal++) {
      let position = game.deal(deal).value;
      const solved = solver.solve(game, position, { maxPositions: 200_000 }).value;
      const line = solved.solution ?? solved.bestLine;
      if (!line || line.length < 2) continue;
      if (!solved.solution) alongBest++;
      for (const move of line.slice(0, Math.floor(line.length / 2)))
        position = game.play(position, move).value;
      positions.push(game.makePosition(position));
    }
    const along =
      alongBest === 0 ? 'solutions' : `${alongBest} best lines, ${HINTS - alongBest} solutions`;
    const page = await newPage();
    await page.goto(`${base}?${variantQuery(variant)}`);
    await waitInPage(page, tableReady);
    // Each position starts a game, and with winnable deals only the search for the next
    // deal starts with it: the hints wait behind its tries too.
    await page.evaluate(() => {
      document.querySelector('naipe-table').winnableOnly = true;
    });
    const fresh = [];
    const analysed = [];
    const good = { fresh: 0, analysed: 0 };
    for (const position of positions) {
      for (const [when, into] of [
        ['fresh', fresh],
        ['analysed', analysed],
      ]) {
        const hint = await page.evaluate(
          async ({ position, when }) => {
            const table = document.querySelector('naipe-table');
            const frame = () => new Promise((done) => requestAnimationFrame(done));
            const status = () => table.shadowRoot.querySelector('.solver')?.dataset.status;
            if (when === 'fresh') {
              table.position = position;
              await table.updateComplete;
            } else {
              while (status() === 'analysing') await frame();
            }
            const started = performance.now();
            const button = [...table.shadowRoot.querySelectorAll('button')].find(
              (b) => b.getAttribute('aria-keyshortcuts') === 'H',
            );
            button.click();
            const shown = () => table.shadowRoot.querySelector('.hint-source, .pile.hint-target');
            // A lost position may have no move to show: given up after a minute, not counted.
            while (!shown() && performance.now() - started < 60_000) await frame();
            if (!shown()) return null;
            const elapsed = performance.now() - started;
            const said = table.shadowRoot.querySelector('[aria-live="polite"]')?.textContent ?? '';
            table.shadowRoot
              .querySelector('.board')
              .dispatchEvent(
                new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }),
              );
            return { elapsed, good: said.includes('buena jugada') };
          },
          { position, when },
        );
        if (hint === null) continue;
        into.push(hint.elapsed);
        if (hint.good) good[when]++;
      }
    }
    const p95 = (values) => withTarget(ms(quantile(values, 0.95)), variant.target.hint);
    const row = (when, values) =>
      `| ${id} | ${when} | ${ms(quantile(values, 0.5))} | ${p95(values)} | ${values.length} | ${good[when === 'analysed' ? 'analysed' : 'fresh']} | ${along} |`;
    lines.push(row('just reached (analysis running)', fresh), row('analysed', analysed));
    await page.context().close();
  }
  lines.push('');
}

// ---- 4. Main-thread long tasks during analyses -----------------------------------------
if (PARTS.has(4)) {
  const tasks = [];
  let longest = 0;
  let analysing = 0;
  for (let deal = 11982; deal < 11982 + ANALYSES; deal++) {
    const page = await newPage();
    await page.addInitScript(() => {
      const seen = [];
      window.longTasks = seen;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) seen.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    // Opened by its link, so the board is drawn once with no card travelling from an
    // earlier deal: that drawing is the page loading, not the solver's doing.
    await page.goto(`${base}?game=freecell&deal=${deal}`);
    const run = await page.evaluate(async () => {
      const frame = () => new Promise((done) => requestAnimationFrame(done));
      let table = document.querySelector('naipe-table');
      while (!table?.shadowRoot?.querySelector('.card')) {
        await frame();
        table = document.querySelector('naipe-table');
      }
      await table.updateComplete;
      await frame();
      const status = () => table.shadowRoot?.querySelector('.solver')?.dataset.status;
      const wasAnalysing = status() === 'analysing';
      const started = performance.now();
      while (status() === 'analysing') await frame();
      const ended = performance.now();
      const long = window.longTasks.filter(
        (t) => t.start >= started && t.start <= ended && t.duration > 50,
      );
      return { wasAnalysing, long: long.map((t) => t.duration) };
    });
    if (run.wasAnalysing) analysing++;
    tasks.push(...run.long);
    longest = Math.max(longest, ...run.long, 0);
    await page.context().close();
  }
  lines.push(
    `### Main-thread long tasks while the solver analyses (FreeCell deals 11982..${11982 + ANALYSES - 1}, opened by link)`,
    '',
    '| analyses | still analysing when the cards showed | tasks over 50 ms | longest |',
    '|---|---|---|---|',
    `| ${ANALYSES} | ${analysing} | ${tasks.length} (target 0) | ${tasks.length ? ms(longest) : '—'} |`,
    '',
  );
}

const version = browser.version();
await browser.close();
await server.close();
const loadAfter = loadavg();
console.log(
  [
    `Chromium ${version}, headless, 1280×900, service worker blocked, 2 cores; load average before ${load(loadBefore)}, after ${load(loadAfter)}.`,
    '',
    ...lines,
  ].join('\n'),
);
