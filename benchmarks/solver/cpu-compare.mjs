/**
 * One build's work on a deal range, for instruction counts under callgrind:
 *
 *   valgrind --tool=callgrind node --no-liftoff benchmarks/solver/cpu-compare.mjs BUILD [GAME] [TO] [FROM] [STEP]
 *
 * solves deals FROM..TO (every STEP-th; default 1..2000) with the build's presets and
 * writes each solution; prints time and positions stored. With DEALS=FILE (deal numbers
 * separated by white space) it solves those deals instead: the ones a schedule change
 * touches, when a sample of the range holds none of them.
 */
import { readFileSync } from 'node:fs';
import { Game } from '@naipe/rules';
import { gameConfig, writePosition } from '../../packages/solver/dist/encoding.js';
import { STATUS } from '../../packages/solver/dist/status.js';
import { compileSolverModule, instantiateSolver } from '../../packages/solver/dist/wasm.js';
import { helpIfAsked } from '../usage.mjs';

helpIfAsked(import.meta.url);

const game = Game.create(process.argv[3] ?? 'freecell').value;
const config = gameConfig(game);
const to = Number(process.argv[4] ?? 2000);
// Optional: the first deal and a step (5: every fifth deal), for a held-out sample.
const from = Number(process.argv[5] ?? 1);
const step = Number(process.argv[6] ?? 1);
const wasm = await instantiateSolver(await compileSolverModule(process.argv[2]));
const io = () => new Uint8Array(wasm.memory.buffer, wasm.ioBufferPointer(), wasm.ioBufferSize());
wasm.configure(...Object.values(config));
const deals = [];
const listed = process.env.DEALS;
if (listed) {
  for (const d of readFileSync(listed, 'utf8').trim().split(/\s+/))
    deals.push(game.deal(Number(d)).value);
} else {
  for (let d = from; d <= to; d += step) deals.push(game.deal(d).value);
}
const c0 = process.cpuUsage();
const t0 = performance.now();
let pos = 0;
for (const p of deals) {
  writePosition(p, config, io());
  wasm.loadPosition();
  const v = wasm.solve(128 << 20, 2e6, 1e5);
  if (v === STATUS.VERDICT_WINNABLE) wasm.solutionMoves();
  pos += wasm.positionsStored();
}
const c = process.cpuUsage(c0);
console.log(
  process.argv[2],
  'wall',
  ((performance.now() - t0) / 1000).toFixed(2),
  'user',
  (c.user / 1e6).toFixed(2),
  'positions',
  pos,
);
