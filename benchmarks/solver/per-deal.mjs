/**
 * Positions stored per deal with the default stages, grouped by size, and the heaviest
 * deals: where the search spends its positions (deterministic, so load does not matter).
 *
 *   node benchmarks/solver/per-deal.mjs [game] [from] [to]
 */
import { Game } from '@naipe/rules';
import { gameConfig, writePosition } from '../../packages/solver/dist/encoding.js';
import {
  compileSolverModule,
  instantiateSolver,
  wasmUrl,
} from '../../packages/solver/dist/wasm.js';
import { helpIfAsked } from '../usage.mjs';

helpIfAsked(import.meta.url);

const [gameId = 'freecell', from = '1', to = '32000'] = process.argv.slice(2);
const game = Game.create(gameId).value;
const config = gameConfig(game);
const wasm = await instantiateSolver(await compileSolverModule(wasmUrl()));
wasm.configure(...Object.values(config));
const io = () => new Uint8Array(wasm.memory.buffer, wasm.ioBufferPointer(), wasm.ioBufferSize());
const perDeal = [];
for (let deal = Number(from); deal <= Number(to); deal++) {
  writePosition(game.deal(deal).value, config, io());
  wasm.loadPosition();
  wasm.solve(128 * 2 ** 20, 10_000_000, 600_000);
  perDeal.push([deal, wasm.positionsStored()]);
}
const total = perDeal.reduce((sum, [, p]) => sum + p, 0);
const groups = [
  [0, 1000],
  [1000, 10_000],
  [10_000, 100_000],
  [100_000, Number.POSITIVE_INFINITY],
];
for (const [low, high] of groups) {
  const inGroup = perDeal.filter(([, p]) => p >= low && p < high);
  const sum = inGroup.reduce((s, [, p]) => s + p, 0);
  console.log(
    `${low}-${high}: ${inGroup.length} deals, ${sum} positions (${((100 * sum) / total).toFixed(0)}%)`,
  );
}
console.log('total', total);
console.log(
  'heaviest',
  perDeal
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)
    .map(([d, p]) => `${d}:${p}`)
    .join(' '),
);
