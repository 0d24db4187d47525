// Spider deals through the bindings (release build), one after another in this process:
// winnable / impossible / unknown at a time limit per deal, median and p95 time, median
// solution length, positions stored, peak memory (the store's and the process's).
// Deterministic figures: the positions column, and every figure with --positions N and a
// large --ms (a positions budget instead of a time budget).
//   node benchmarks/solver/spider.mjs --deck spanish --suits 4 --from 1 --to 100 --ms 2000 [--positions N] [--wasm OTHER.wasm]
import { Game, unwrap } from '@naipe/rules';
import { Solver } from '../../packages/solver/dist/index.js';
import { quantile } from '../quantile.mjs';
import { helpIfAsked } from '../usage.mjs';

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
const solver = await Solver.create(arg('wasm', undefined));
const counts = { winnable: 0, impossible: 0, unknown: 0 };
const times = [];
const lengths = [];
let positions = 0;
let storeBytes = 0;
for (let deal = from; deal <= to; deal++) {
  const result = unwrap(
    solver.solveDeal(game, deal, { maxMs: ms, maxPositions, maxMemoryBytes: 512 * 2 ** 20 }),
  );
  counts[result.verdict]++;
  times.push(result.stats.ms);
  positions += result.stats.positions;
  storeBytes = Math.max(storeBytes, result.stats.memoryBytes);
  if (result.solution) lengths.push(result.solution.length);
}
console.log(
  JSON.stringify({
    deck,
    suits,
    deals: `${from}-${to}`,
    ms,
    ...counts,
    medianMs: Math.round(quantile(times, 0.5)),
    p95Ms: Math.round(quantile(times, 0.95)),
    medianMoves: quantile(lengths, 0.5),
    positions,
    storeMiB: Math.round(storeBytes / 2 ** 20),
    rssMiB: Math.round(process.resourceUsage().maxRSS / 1024),
  }),
);
