/**
 * Tuning aid: a random local search over the weights of one stage, scored by positions
 * stored over a deal range (a deal not solved within 20,000 positions scores 40,000).
 * The stage is best-first, or soft depth-first when the last argument is `depth-first`.
 *
 *   node benchmarks/solver/search-weights.mjs freecell 201 350 60 [depth-first]
 */
import { Game } from '@naipe/rules';
import { gameConfig, writePosition } from '../../packages/solver/dist/encoding.js';
import { STATUS } from '../../packages/solver/dist/status.js';
import {
  compileSolverModule,
  instantiateSolver,
  wasmUrl,
} from '../../packages/solver/dist/wasm.js';
import { helpIfAsked } from '../usage.mjs';

helpIfAsked(import.meta.url);

const [gameId, from, to, trials, method] = process.argv.slice(2);
const game = Game.create(gameId).value;
const wasm = await instantiateSolver(await compileSolverModule(wasmUrl()));
const c = gameConfig(game);
wasm.configure(c.columns, c.cells, c.suits, c.ranks, c.buildRule, c.redSuits, c.emptyColumnRank);
wasm.setStages(1);
wasm.setStageMethod(0, method === 'depth-first' ? 1 : 0);
wasm.setStageExact(0, 1);
const io = () => new Uint8Array(wasm.memory.buffer, wasm.ioBufferPointer(), wasm.ioBufferSize());
const positions = [];
for (let d = Number(from); d <= Number(to); d++) positions.push(game.deal(d).value);
function evaluate(w) {
  for (let i = 0; i < 16; i++) wasm.setStageWeight(0, i, w[i] ?? 0);
  let total = 0;
  for (const p of positions) {
    writePosition(p, c, io());
    wasm.loadPosition();
    const v = wasm.solve(64 * 2 ** 20, 20000, 30000);
    total += v === STATUS.VERDICT_WINNABLE ? wasm.positionsStored() : 40000;
  }
  return total;
}
const rnd = (a, b) => a + Math.floor(Math.random() * (b - a + 1));
let best = [4, 0, 4, 3, 6, 0, 8, 4],
  bestScore = evaluate(best);
console.log('start', bestScore, best.join(' '));
for (let t = 0; t < Number(trials); t++) {
  const w =
    Math.random() < 0.5
      ? best.map((v, i) => (i === 5 ? 0 : Math.max(0, v + rnd(-2, 2))))
      : [rnd(1, 10), rnd(0, 8), rnd(0, 8), rnd(0, 8), rnd(0, 12), 0, rnd(0, 10), rnd(0, 8)];
  const score = evaluate(w);
  if (score < bestScore) {
    bestScore = score;
    best = w;
    console.log('better', score, w.join(' '));
  }
}
console.log('best', bestScore, best.join(' '));
