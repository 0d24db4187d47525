#!/usr/bin/env node
/**
 * Klondike and Australian Patience benchmark: the public API (every win replayed through
 * @naipe/rules inside the bindings), one solver in this Node process, a time budget per
 * deal.
 *
 *   node benchmarks/solver/klondike.mjs [--game klondike|australian] [--deck spanish|french]
 *                                       [--draw 1|3] [--from 1] [--to 1000] [--ms 1000]
 *                                       [--positions N] [--wasm BUILD.wasm] [--json]
 *                                       [--per-deal FILE] [--deals 17,34] [--memory-mib 1024]
 *                                       [--versus OTHER.wasm]
 *
 * Prints winnable / impossible / unknown, median and p95 time per deal, median solution
 * length (single legal moves, draws and turns of the waste each one), peak store memory,
 * positions stored in all and the median per deal (deterministic for a positions budget,
 * not for a time budget), and the
 * winnable share with its 95 % Wilson interval, unknowns counted as lost for the low end
 * and as won for the high end. `--positions N` caps each deal at N stored positions and
 * lifts the time budget, so two builds compare deterministically (same verdicts and
 * positions on any machine). `--per-deal FILE` also writes one JSON line per deal (deal,
 * verdict, ms, positions, and a win's moves), so the first deals of a long run can be
 * summed apart. `--versus OTHER.wasm` solves every deal with a second build too, the two
 * taking turns deal by deal (which goes first alternates), so that a time budget meets the
 * same host under both: on a shared host, two runs at once or one after the other can
 * differ by a fifth in speed on the same work. It then prints both reports (each one's
 * seconds its own solving time), the deals whose verdicts differ, and the time ratio on
 * the deals both answered with the same positions (the same work, so what it measures is
 * the host's noise); run.mjs and spider.mjs take it too (versus.mjs). Build first: npm run
 * build -w @naipe/solver.
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import { arch, cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { Game } from '@naipe/rules';
import { Solver, wasmUrl } from '@naipe/solver';
import { quantile } from '../quantile.mjs';
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
    game: { type: 'string', default: 'klondike' },
    deck: { type: 'string', default: 'spanish' },
    draw: { type: 'string', default: '1' },
    from: { type: 'string', default: '1' },
    to: { type: 'string', default: '1000' },
    ms: { type: 'string', default: '1000' },
    positions: { type: 'string' },
    wasm: { type: 'string' },
    json: { type: 'boolean', default: false },
    'per-deal': { type: 'string' },
    deals: { type: 'string' },
    'memory-mib': { type: 'string', default: '1024' },
    versus: { type: 'string' },
  },
});
const options = values.game === 'klondike' ? { deck: values.deck, draw: Number(values.draw) } : {};
const game = Game.create(values.game, options);
if (!game.ok) throw new Error(game.error.message);
const from = Number(values.from);
const to = Number(values.to);
/** `--deals 17,34,67`: only these deals (for a look at a few), in place of `--from`..`--to`. */
const dealList =
  values.deals !== undefined
    ? values.deals.split(',').map(Number)
    : Array.from({ length: to - from + 1 }, (_, i) => from + i);
const byPositions = values.positions !== undefined;
const budget = {
  maxMs: byPositions ? 2 ** 31 : Number(values.ms),
  maxPositions: byPositions ? Number(values.positions) : 50_000_000,
  maxMemoryBytes: Number(values['memory-mib']) * 2 ** 20,
};
const perDeal = values['per-deal'];
if (perDeal !== undefined) writeFileSync(perDeal, '');

/** The builds (versus.mjs), each with its solver and what it answered. */
const builds = await loadBuilds(values.wasm, values.versus, async (path) => ({
  solver: await Solver.create(path ?? wasmUrl()),
  times: [],
  lengths: [],
  counts: { winnable: 0, impossible: 0, unknown: 0 },
  unknown: [],
  dealPositions: [],
  positions: 0,
  peakStore: 0,
}));

function solveWith(build, deal) {
  const t = performance.now();
  const result = build.solver.solveDeal(game.value, deal, budget);
  const ms = performance.now() - t;
  if (!result.ok) throw new Error(`deal ${deal}: ${result.error.code} ${result.error.message}`);
  const { verdict, solution, stats } = result.value;
  build.times.push(ms);
  build.counts[verdict]++;
  if (verdict === 'unknown' && build.unknown.length < 30) build.unknown.push(deal);
  build.positions += stats.positions;
  build.dealPositions.push(stats.positions);
  build.peakStore = Math.max(build.peakStore, stats.memoryBytes);
  if (solution) build.lengths.push(solution.length);
  noteDeal(build, deal, verdict, stats.positions, ms);
  if (perDeal !== undefined) {
    const line = { deal, verdict, ms: Number(ms.toFixed(1)), positions: stats.positions };
    if (solution) line.moves = solution.length;
    appendFileSync(perDeal, `${JSON.stringify(perDealLine(builds, build, line))}\n`);
  }
}

const load = loadavg()[0];
const started = performance.now();
takeTurns(builds, dealList, solveWith);
/** The 95 % Wilson interval of k successes in n trials, as percentages. */
function wilson(k, n) {
  const z = 1.959964;
  const p = k / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z / (1 + (z * z) / n)) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return [100 * (centre - half), 100 * (centre + half)];
}
const n = dealList.length;
function reportOf(build) {
  const { counts, times } = build;
  const [low] = wilson(counts.winnable, n);
  const [, high] = wilson(counts.winnable + counts.unknown, n);
  return {
    game: values.game,
    options,
    deals: values.deals ?? `${from}..${to}`,
    budget: byPositions ? `${budget.maxPositions} positions` : `${budget.maxMs} ms`,
    ...buildLabel(builds, build),
    node: process.version,
    machine: `${cpus().length} cores, ${cpus()[0]?.model ?? arch()}, load ${load.toFixed(1)} at start`,
    // Taking turns, each build's own solving time; alone, the whole run's.
    seconds: Number((buildMs(builds, build, performance.now() - started) / 1000).toFixed(1)),
    ...counts,
    msPerDeal: {
      median: Number(quantile(times, 0.5).toFixed(1)),
      p95: Number(quantile(times, 0.95).toFixed(1)),
    },
    medianSolutionMoves: quantile(build.lengths, 0.5) ?? 0,
    winnablePercent: Number(((100 * counts.winnable) / n).toFixed(2)),
    winnableInterval95: [Number(low.toFixed(2)), Number(high.toFixed(2))],
    positions: build.positions,
    medianPositions: quantile(build.dealPositions, 0.5),
    peakStoreMiB: Number((build.peakStore / 2 ** 20).toFixed(1)),
    unknownDeals: build.unknown,
  };
}
const report = pairedReport(builds, dealList, reportOf);
if (values.json) console.log(JSON.stringify(report));
else console.log(report);
