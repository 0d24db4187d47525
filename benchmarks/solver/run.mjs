#!/usr/bin/env node
/**
 * Solver benchmark: one thread, the release WASM build in this Node process, one solver
 * instance for every deal (no process start per deal).
 *
 *   node benchmarks/solver/run.mjs [--game freecell|bakers-game] [--from 1] [--to 32000]
 *                                  [--mode api|core] [--wasm BUILD.wasm] [--json]
 *                                  [--per-deal FILE] [--versus OTHER.wasm]
 *
 * --mode api (default) goes through the public API: every winnable verdict is replayed
 * move by move through @naipe/rules inside the bindings before it is returned.
 * --mode core drives the module's exports directly (search and solution extraction only),
 * to separate the solver's own speed from the replay check.
 * --wasm runs another build of the module (default: this package's release build), to
 * compare builds in one sitting.
 *
 * Prints deals per second, median / p99 / max time per deal, median and max solution
 * length (moves as emitted, and single-card moves counting a run of n cards as 2n-1),
 * verdict counts, positions stored (a deterministic figure for commit messages) and peak
 * memory. `--per-deal FILE` also writes one JSON line per deal (deal, verdict, positions,
 * the solution's moves), so two builds' solutions can be compared deal by deal (`diff`).
 * `--versus OTHER.wasm` solves every deal with a second build too, the two taking turns deal
 * by deal, and prints both reports (each one's seconds its own solving time; RSS is the
 * process's, both builds'), the deals whose verdicts differ and the time ratio on the same
 * work, as klondike.mjs does (versus.mjs). Build first: npm run build -w @naipe/solver.
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import { arch, cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { Game } from '@naipe/rules';
import { DEFAULT_BUDGET, Solver, wasmUrl } from '@naipe/solver';
import { gameConfig, readMoves, writePosition } from '../../packages/solver/dist/encoding.js';
import { STATUS, verdictOf } from '../../packages/solver/dist/status.js';
import { compileSolverModule, instantiateSolver } from '../../packages/solver/dist/wasm.js';
import { quantileOfSorted } from '../quantile.mjs';
import { helpIfAsked } from '../usage.mjs';
import {
  buildLabel,
  buildMs,
  loadBuilds,
  noteDeal,
  pairedReport,
  perDealLine,
  takeTurns,
} from './versus.mjs';

helpIfAsked(import.meta.url);

const { values } = parseArgs({
  options: {
    game: { type: 'string', default: 'freecell' },
    from: { type: 'string', default: '1' },
    to: { type: 'string', default: '32000' },
    mode: { type: 'string', default: 'api' },
    wasm: { type: 'string' },
    json: { type: 'boolean', default: false },
    'per-deal': { type: 'string' },
    versus: { type: 'string' },
  },
});
const game = Game.create(values.game);
if (!game.ok) throw new Error(game.error.message);
const from = Number(values.from);
const to = Number(values.to);
const deals = Array.from({ length: to - from + 1 }, (_, i) => from + i);
const perDeal = values['per-deal'];
if (perDeal !== undefined) writeFileSync(perDeal, '');

/** One deal through the public API. */
async function apiRunner(path) {
  const solver = await Solver.create(path ?? wasmUrl());
  return (deal) => {
    const result = solver.solveDeal(game.value, deal);
    if (!result.ok) throw new Error(`deal ${deal}: ${result.error.code} ${result.error.message}`);
    const { verdict, solution, stats } = result.value;
    return { verdict, solution, positions: stats.positions, memory: stats.memoryBytes };
  };
}

/** One deal through the module's exports, with the API's default budget. */
async function coreRunner(path) {
  const wasm = await instantiateSolver(await compileSolverModule(path ?? wasmUrl()));
  const config = gameConfig(game.value);
  const io = () => new Uint8Array(wasm.memory.buffer, wasm.ioBufferPointer(), wasm.ioBufferSize());
  wasm.configure(...Object.values(config));
  return (deal) => {
    if (!writePosition(game.value.deal(deal).value, config, io())) throw new Error('write');
    if (wasm.loadPosition() !== STATUS.OK) throw new Error(`deal ${deal}: load failed`);
    const code = wasm.solve(
      DEFAULT_BUDGET.maxMemoryBytes,
      DEFAULT_BUDGET.maxPositions,
      DEFAULT_BUDGET.maxMs,
    );
    const verdict = verdictOf(code);
    if (verdict === undefined) throw new Error(`deal ${deal}: module code ${code}`);
    const moves = verdict === 'winnable' ? wasm.solutionMoves() : 0;
    if (moves < 0) throw new Error(`deal ${deal}: solution code ${moves}`);
    const solution = verdict === 'winnable' ? readMoves(io(), moves) : undefined;
    return { verdict, solution, positions: wasm.positionsStored(), memory: wasm.memoryUsed() };
  };
}

/**
 * The builds (versus.mjs), each with its runner and what it answered: times in a typed
 * array, sorted once (`sorted`), so the benchmark's own bookkeeping stays small next to what
 * it measures.
 */
const builds = await loadBuilds(values.wasm, values.versus, async (path) => ({
  run: values.mode === 'core' ? await coreRunner(path) : await apiRunner(path),
  times: new Float64Array(deals.length),
  lengths: [],
  singleCardLengths: [],
  counts: { winnable: 0, impossible: 0, unknown: 0 },
  notable: { impossible: [], unknown: [] },
  positions: 0,
  peakStore: 0,
}));
let peakRss = process.memoryUsage.rss();

function solveWith(build, deal, index) {
  const t = performance.now();
  const { verdict, solution, positions: stored, memory } = build.run(deal);
  const ms = performance.now() - t;
  build.times[index] = ms;
  build.counts[verdict]++;
  if (verdict !== 'winnable' && build.notable[verdict].length < 20) {
    build.notable[verdict].push(deal);
  }
  build.positions += stored;
  build.peakStore = Math.max(build.peakStore, memory);
  if (solution) {
    build.lengths.push(solution.length);
    let singleMoves = 0;
    for (const m of solution) singleMoves += 2 * (m.count ?? 1) - 1;
    build.singleCardLengths.push(singleMoves);
  }
  noteDeal(build, deal, verdict, stored, ms);
  if (perDeal !== undefined) {
    const pile = (p) => (p === undefined ? '' : `${p.kind.slice(0, 2)}${p.index ?? ''}`);
    const moves = solution?.map(
      (m) => `${pile(m.from)}${pile(m.to)}${m.count > 1 ? `x${m.count}` : ''}`,
    );
    const line = { deal, verdict, positions: stored, moves: moves?.join(' ') };
    appendFileSync(perDeal, `${JSON.stringify(perDealLine(builds, build, line))}\n`);
  }
  if ((deal & 255) === 0) peakRss = Math.max(peakRss, process.memoryUsage.rss());
}

const started = performance.now();
takeTurns(builds, deals, solveWith);
const wallMs = performance.now() - started;
peakRss = Math.max(peakRss, process.memoryUsage.rss());
const sorted = (xs) => Float64Array.from(xs).sort();
function reportOf(build) {
  const elapsed = buildMs(builds, build, wallMs) / 1000;
  const t = sorted(build.times);
  const len = sorted(build.lengths);
  const single = sorted(build.singleCardLengths);
  return {
    game: values.game,
    deals: `${from}..${to}`,
    mode: values.mode,
    ...buildLabel(builds, build),
    node: process.version,
    machine: `${cpus().length} cores, ${cpus()[0]?.model ?? arch()}`,
    seconds: Number(elapsed.toFixed(2)),
    dealsPerSecond: Math.round(deals.length / elapsed),
    msPerDeal: {
      median: Number(quantileOfSorted(t, 0.5).toFixed(2)),
      p99: Number(quantileOfSorted(t, 0.99).toFixed(2)),
      max: Number(t.at(-1).toFixed(1)),
    },
    solutionMoves: { median: quantileOfSorted(len, 0.5) ?? 0, max: len.at(-1) ?? 0 },
    singleCardMoves: {
      median: quantileOfSorted(single, 0.5) ?? 0,
      mean: Number((single.reduce((a, b) => a + b, 0) / Math.max(1, single.length)).toFixed(2)),
      max: single.at(-1) ?? 0,
    },
    verdicts: build.counts,
    impossibleDeals: build.notable.impossible,
    unknownDeals: build.notable.unknown,
    positionsStored: build.positions,
    peakMemoryMB: {
      rss: Math.round(peakRss / 2 ** 20),
      positionStore: Math.round(build.peakStore / 2 ** 20),
    },
  };
}
const report = pairedReport(builds, deals, reportOf);
console.log(values.json ? JSON.stringify(report) : report);
