// Spider stage weights tried on a deal range by positions (deterministic), one stage:
//   node benchmarks/solver/spider-tune.mjs --suits 4 --to 20 --cap 300000 --w 20,12,6,0,120,2,0,60 [--dfs] [--per-deal]
//   (or --deals 4,17,30 for a list of deals)
// --per-deal adds `perDeal`: positions stored per deal, negative where the stage did not win.
// Only wins are counted: a stage set here with a streamline level (weight 8) is not marked
// streamlined, and its "impossible" would prove nothing.
import { Game, unwrap } from '@naipe/rules';
import { gameFamily, writeFamilyPosition } from '../../packages/solver/dist/encoding.js';
import {
  compileSolverModule,
  configureFamily,
  instantiateSolver,
} from '../../packages/solver/dist/wasm.js';
import { helpIfAsked } from '../usage.mjs';

helpIfAsked(import.meta.url);

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at < 0 ? fallback : process.argv[at + 1];
};
const game = unwrap(
  Game.create('spider', { deck: arg('deck', 'spanish'), suits: Number(arg('suits', 4)) }),
);
const wasm = await instantiateSolver(await compileSolverModule(arg('wasm', undefined)));
const family = gameFamily(game);
const weights = arg('w', '20,12,6,0,120,2,0,60').split(',').map(Number);
const cap = Number(arg('cap', 300000));
let won = 0;
let positions = 0;
const perDeal = [];
const first = Number(arg('from', 1));
const deals =
  arg('deals', undefined)?.split(',').map(Number) ??
  Array.from({ length: Number(arg('to', 20)) - first + 1 }, (_, i) => first + i);
for (const deal of deals) {
  configureFamily(wasm, family);
  wasm.setStages(1);
  wasm.setStageMethod(0, process.argv.includes('--dfs') ? 1 : 0);
  for (const [i, w] of weights.entries()) wasm.setStageWeight(0, i, w);
  const io = new Uint8Array(wasm.memory.buffer, wasm.ioBufferPointer(), wasm.ioBufferSize());
  writeFamilyPosition(unwrap(game.deal(deal)), family, io);
  wasm.loadPosition();
  const verdict = wasm.solve(512 * 2 ** 20, cap, 600000);
  if (verdict === 1) won++;
  positions += wasm.positionsStored();
  perDeal.push(verdict === 1 ? wasm.positionsStored() : -wasm.positionsStored());
}
const extra = process.argv.includes('--per-deal') ? { perDeal } : {};
console.log(JSON.stringify({ weights: weights.join(','), won, positions, ...extra }));
