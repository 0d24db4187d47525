// Spider deals through the bindings (release build), one after another in this process:
// winnable / impossible / unknown at a time limit per deal, median and p95 time, median
// solution length, positions stored, peak memory (the store's and the process's).
// Deterministic figures: the positions column, and every figure with --positions N and a
// large --ms (a positions budget instead of a time budget). --versus OTHER.wasm solves every
// deal with a second build too, the two taking turns deal by deal, and prints both reports,
// the deals whose verdicts differ and the time ratio on the same work, as klondike.mjs does
// (versus.mjs; rssMiB is then the process's, both builds').
//   node benchmarks/solver/spider.mjs --deck spanish --suits 4 --from 1 --to 100 --ms 2000 [--positions N] [--wasm BUILD.wasm] [--versus OTHER.wasm]
import { Game, unwrap } from '@naipe/rules';
import { Solver } from '../../packages/solver/dist/index.js';
import { quantile } from '../quantile.mjs';
import { helpIfAsked } from '../usage.mjs';
import { buildLabel, loadBuilds, noteDeal, pairedReport, takeTurns } from './versus.mjs';

helpIfAsked(import.meta.url);

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at < 0 ? fallback : process.argv[at + 1];
};
const deck = arg('deck', 'spanish');
const suits = Number(arg('suits', 1));
const from = Number(arg('from', 1));
const to = Number(arg('to', 100));
const ms = Number(arg('ms', 2000));
const maxPositions = Number(arg('positions', 100_000_000));
const game = unwrap(Game.create('spider', { deck, suits }));
const deals = Array.from({ length: to - from + 1 }, (_, i) => from + i);
const builds = await loadBuilds(arg('wasm', undefined), arg('versus', undefined), async (path) => ({
  solver: await Solver.create(path),
  counts: { winnable: 0, impossible: 0, unknown: 0 },
  times: [],
  lengths: [],
  positions: 0,
  storeBytes: 0,
}));
takeTurns(builds, deals, (build, deal) => {
  const result = unwrap(
    build.solver.solveDeal(game, deal, { maxMs: ms, maxPositions, maxMemoryBytes: 512 * 2 ** 20 }),
  );
  build.counts[result.verdict]++;
  build.times.push(result.stats.ms);
  build.positions += result.stats.positions;
  build.storeBytes = Math.max(build.storeBytes, result.stats.memoryBytes);
  if (result.solution) build.lengths.push(result.solution.length);
  noteDeal(build, deal, result.verdict, result.stats.positions, result.stats.ms);
});
const reportOf = (build) => ({
  deck,
  suits,
  deals: `${from}-${to}`,
  ms,
  ...buildLabel(builds, build),
  ...build.counts,
  medianMs: Math.round(quantile(build.times, 0.5)),
  p95Ms: Math.round(quantile(build.times, 0.95)),
  medianMoves: quantile(build.lengths, 0.5),
  positions: build.positions,
  storeMiB: Math.round(build.storeBytes / 2 ** 20),
  rssMiB: Math.round(process.resourceUsage().maxRSS / 1024),
});
console.log(JSON.stringify(pairedReport(builds, deals, reportOf)));
