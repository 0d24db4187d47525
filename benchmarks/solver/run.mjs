#!/usr/bin/env node
/**
 * Solver benchmark: one thread, the release WASM build in this Node process, one solver
 * instance for every deal (no process start per deal).
 *
 *   node benchmarks/solver/run.mjs [--game freecell|bakers-game] [--from 1] [--to 32000]
 *                                  [--mode api|core] [--wasm BUILD.wasm] [--json]
 *                                  [--per-deal FILE]
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
 * Build first: npm run build -w @naipe/solver.
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import { arch, cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { Game } from '@naipe/rules';
import { DEFAULT_BUDGET, Solver, wasmUrl } from '@naipe/solver';
import { gameConfig, readMoves, writePosition } from '../../packages/solver/dist/encoding.js';
import { STATUS, verdictOf } from '../../packages/solver/dist/status.js';
import { compileSolverModule, instantiateSolver } from '../../packages/solver/dist/wasm.js';
import { quantile } from '../quantile.mjs';
import { helpIfAsked } from '../usage.mjs';

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
  },
});
const game = Game.create(values.game);
if (!game.ok) throw new Error(game.error.message);
const from = Number(values.from);
const to = Number(values.to);
const perDeal = values['per-deal'];
if (perDeal !== undefined) writeFileSync(perDeal, '');

/** One deal through the public API. */
async function apiRunner() {
  const solver = await Solver.create(values.wasm ?? wasmUrl());
  return (deal) => {
    const result = solver.solveDeal(game.value, deal);
    if (!result.ok) throw new Error(`deal ${deal}: ${result.error.code} ${result.error.message}`);
    const { verdict, solution, stats } = result.value;
    return { verdict, solution, positions: stats.positions, memory: stats.memoryBytes };
  };
}

/** One deal through the module's exports, with the API's default budget. */
async function coreRunner() {
  const wasm = await instantiateSolver(await compileSolverModule(values.wasm ?? wasmUrl()));
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

const run = values.mode === 'core' ? await coreRunner() : await apiRunner();
// Times in a typed array, sorted as one (`sorted`): the benchmark's own bookkeeping stays
// small next to what it measures.
const times = new Float64Array(to - from + 1);
const lengths = [];
const singleCardLengths = [];
const counts = { winnable: 0, impossible: 0, unknown: 0 };
const notable = { impossible: [], unknown: [] };
let positions = 0;
let peakRss = process.memoryUsage.rss();
let peakStore = 0;
const started = performance.now();
for (let deal = from; deal <= to; deal++) {
  const t = performance.now();
  const { verdict, solution, positions: stored, memory } = run(deal);
  times[deal - from] = performance.now() - t;
  counts[verdict]++;
  if (verdict !== 'winnable' && notable[verdict].length < 20) notable[verdict].push(deal);
  positions += stored;
  peakStore = Math.max(peakStore, memory);
  if (solution) {
    lengths.push(solution.length);
    let singleMoves = 0;
    for (const m of solution) singleMoves += 2 * (m.count ?? 1) - 1;
    singleCardLengths.push(singleMoves);
  }
  if (perDeal !== undefined) {
    const pile = (p) => (p === undefined ? '' : `${p.kind.slice(0, 2)}${p.index ?? ''}`);
    const moves = solution?.map(
      (m) => `${pile(m.from)}${pile(m.to)}${m.count > 1 ? `x${m.count}` : ''}`,
    );
    const line = { deal, verdict, positions: stored, moves: moves?.join(' ') };
    appendFileSync(perDeal, `${JSON.stringify(line)}\n`);
  }
  if ((deal & 255) === 0) peakRss = Math.max(peakRss, process.memoryUsage.rss());
}
const elapsed = (performance.now() - started) / 1000;
peakRss = Math.max(peakRss, process.memoryUsage.rss());
const sorted = (xs) => Float64Array.from(xs).sort();
const t = sorted(times);
const len = sorted(lengths);
const single = sorted(singleCardLengths);
const report = {
  game: values.game,
  deals: `${from}..${to}`,
  mode: values.mode,
  node: process.version,
  machine: `${cpus().length} cores, ${cpus()[0]?.model ?? arch()}`,
  seconds: Number(elapsed.toFixed(2)),
  dealsPerSecond: Math.round((to - from + 1) / elapsed),
  msPerDeal: {
    median: Number(quantile(t, 0.5).toFixed(2)),
    p99: Number(quantile(t, 0.99).toFixed(2)),
    max: Number(t.at(-1).toFixed(1)),
  },
  solutionMoves: { median: quantile(len, 0.5) ?? 0, max: len.at(-1) ?? 0 },
  singleCardMoves: {
    median: quantile(single, 0.5) ?? 0,
    mean: Number((single.reduce((a, b) => a + b, 0) / Math.max(1, single.length)).toFixed(2)),
    max: single.at(-1) ?? 0,
  },
  verdicts: counts,
  impossibleDeals: notable.impossible,
  unknownDeals: notable.unknown,
  positionsStored: positions,
  peakMemoryMB: {
    rss: Math.round(peakRss / 2 ** 20),
    positionStore: Math.round(peakStore / 2 ** 20),
  },
};
console.log(values.json ? JSON.stringify(report) : report);
