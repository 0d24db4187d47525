/**
 * Tuning aid: solves a deal range on the module's exports with given stage presets and
 * prints positions stored (deterministic), time and solution lengths.
 *
 *   node benchmarks/solver/tune.mjs freecell 1 200 "8 0 8 6 12 1 16 8 8@1200" "4 0 4 3 6 0 8 4 4"
 *
 * Each argument after the range is one stage: nine weights (assembly/families/open/presets.ts, score.ts),
 * then optionally the move set (1: meta-moves alone, 2: with the card moves), a noise and its seed, and
 * `@positions`, the stage's cap (ignored for the last stage); `d:` in front makes it a soft
 * depth-first stage (assembly/search/dfs.ts) instead of a best-first one, `t:` a soft
 * thread (consecutive `t:` stages share a store; each weighting goes on where it stopped).
 * Besides positions it prints them by stage kind (card-move and meta-move soft threads,
 * best-first stages) and the work they model: positions times the instructions one costs
 * in a stage of that kind (stage-cost.mjs). STEP=N takes every Nth deal of the range;
 * DEALS=FILE the deals listed in FILE instead (numbers separated by commas or white
 * space); WASM=BUILD another build.
 */
import { readFileSync } from 'node:fs';
import { Game } from '@naipe/rules';
import { gameConfig, writePosition } from '../../packages/solver/dist/encoding.js';
import { STATUS, verdictOf } from '../../packages/solver/dist/status.js';
import {
  compileSolverModule,
  instantiateSolver,
  wasmUrl,
} from '../../packages/solver/dist/wasm.js';
import { helpIfAsked } from '../usage.mjs';
import { stageKind, stageWork } from './stage-cost.mjs';
import { setStageSpecs } from './stage-specs.mjs';

helpIfAsked(import.meta.url);

const [gameId, from, to, ...w] = process.argv.slice(2);
const game = Game.create(gameId).value;
const wasm = await instantiateSolver(await compileSolverModule(process.env.WASM ?? wasmUrl()));
const c = gameConfig(game);
wasm.configure(...Object.values(c));
// Stages: "w0 w1 ... w8@positions" arguments, one per stage; the last stage's cap is ignored.
// Weights past those given are 0 (the presets' may hold a move set or noise there).
if (w.length) setStageSpecs(wasm, w);
const io = () => new Uint8Array(wasm.memory.buffer, wasm.ioBufferPointer(), wasm.ioBufferSize());
const kinds = Array.from({ length: wasm.getStages() }, (_, s) =>
  stageKind(
    wasm.getStageMethod(s),
    Array.from({ length: 16 }, (_, i) => wasm.getStageWeight(s, i)),
  ),
);
const byKind = { card: 0, meta: 0, best: 0 };
let work = 0;
let perDeal = [],
  positions = 0,
  expanded = 0,
  lens = [],
  unknown = [],
  times = [];
const counts = {};
const t0 = performance.now();
// STEP=5: every fifth deal of the range; DEALS=FILE: the deals listed there instead.
const deals = [];
if (process.env.DEALS) {
  for (const d of readFileSync(process.env.DEALS, 'utf8')
    .trim()
    .split(/[\s,]+/))
    deals.push(Number(d));
} else {
  for (let d = Number(from); d <= Number(to); d += Number(process.env.STEP ?? 1)) deals.push(d);
}
for (const d of deals) {
  writePosition(game.deal(d).value, c, io());
  wasm.loadPosition();
  const t = performance.now();
  const v = wasm.solve(Number(process.env.MEMORY_MB ?? 256) * 2 ** 20, 3e6, 30000);
  times.push(performance.now() - t);
  counts[v] = (counts[v] ?? 0) + 1;
  if (verdictOf(v) === 'unknown') unknown.push(d);
  perDeal.push(wasm.positionsStored());
  positions += wasm.positionsStored();
  kinds.forEach((kind, s) => {
    byKind[kind] += wasm.stagePositionsStored(s);
    work += stageWork(kind, wasm.stagePositionsStored(s), wasm.stagePositionsExpanded(s));
  });
  expanded += wasm.positionsExpanded();
  if (v === STATUS.VERDICT_WINNABLE) {
    const n = wasm.solutionMoves();
    lens.push(n);
  }
}
lens.sort((a, b) => a - b);
perDeal.sort((a, b) => a - b);
times.sort((a, b) => a - b);
console.log(
  JSON.stringify(counts),
  'positions',
  positions,
  'expanded',
  expanded,
  'ms',
  (performance.now() - t0).toFixed(0),
  'medPos',
  perDeal[perDeal.length >> 1],
  'p90',
  perDeal[Math.floor(perDeal.length * 0.9)],
  'medianLen',
  lens[lens.length >> 1],
  'maxLen',
  lens.at(-1),
  'maxMs',
  times.at(-1).toFixed(1),
  'unknown',
  unknown.slice(0, 10).join(','),
);
console.log(
  'by kind',
  JSON.stringify(byKind),
  'modeled instructions',
  (work / 1e9).toFixed(3),
  'G',
);
