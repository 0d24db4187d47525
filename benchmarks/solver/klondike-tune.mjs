#!/usr/bin/env node
/**
 * Tuning aid for the klondike family's stages (assembly/families/klondike/score.ts): solves a
 * list of deals at a positions budget and prints the verdicts, positions stored in all
 * (deterministic) and their median, and the deals won.
 *
 *   node benchmarks/solver/klondike-tune.mjs DRAW DEALS POSITIONS [STAGE ...]
 *   node benchmarks/solver/klondike-tune.mjs 3 1-300,441 2000000 "4 6 1 0 1@20000" "t:2 6 1 0 0@40000" "2 6 1 0 0"
 *
 * DEALS is a list of deals and ranges. Each STAGE is written as in tune.mjs: the weights
 * (not home, face down, talon, path, streamlined), `@positions` the stage's cap (ignored for
 * the last), `d:` in front for a soft depth-first stage, `t:` for a soft thread; a stage
 * whose streamlined weight is set is marked as one that can only win. Without stages, the
 * family's own. DECK=spanish for the Spanish deck, V=1 for a line per deal (with the stage
 * that answered), RUN_PENALTY for the depth-first run penalty, MEMORY_MB
 * (1024), WASM for another build.
 */
import { pathToFileURL } from 'node:url';
import { Game } from '@naipe/rules';
import { gameFamily, writeFamilyPosition } from '../../packages/solver/dist/encoding.js';
import { verdictOf } from '../../packages/solver/dist/status.js';
import {
  compileSolverModule,
  configureFamily,
  instantiateSolver,
  wasmUrl,
} from '../../packages/solver/dist/wasm.js';
import { helpIfAsked } from '../usage.mjs';
import { setStageSpecs } from './stage-specs.mjs';

helpIfAsked(import.meta.url);

const [draw, dealSpec, budget, ...w] = process.argv.slice(2);
const deck = process.env.DECK ?? 'french';
const game = Game.create('klondike', { deck, draw: Number(draw) }).value;
const wasm = await instantiateSolver(
  await compileSolverModule(process.env.WASM ? pathToFileURL(process.env.WASM) : wasmUrl()),
);
const family = gameFamily(game);
configureFamily(wasm, family);
// The klondike family's fifth weight (W_AUTO_HOME) streamlines a stage.
if (w.length) setStageSpecs(wasm, w);
// The depth-first run penalty (search/dfs.ts), per single move past the first.
if (process.env.RUN_PENALTY) wasm.setDepthFirstRunPenalty(Number(process.env.RUN_PENALTY));
const deals = [];
for (const part of dealSpec.split(',')) {
  const [a, b] = part.split('-').map(Number);
  for (let d = a; d <= (b ?? a); d++) deals.push(d);
}
const io = () => new Uint8Array(wasm.memory.buffer, wasm.ioBufferPointer(), wasm.ioBufferSize());
const counts = {};
let positions = 0;
const per = [];
const won = [];
const t0 = performance.now();
for (const d of deals) {
  writeFamilyPosition(game.deal(d).value, family, io());
  wasm.loadPosition();
  const v = verdictOf(
    wasm.solve(Number(process.env.MEMORY_MB ?? 1024) * 2 ** 20, Number(budget), 1e9),
  );
  counts[v] = (counts[v] ?? 0) + 1;
  positions += wasm.positionsStored();
  per.push(wasm.positionsStored());
  if (v === 'winnable') won.push(d);
  if (process.env.V) {
    // The stage that answered: the last to store anything.
    let stage = wasm.getStages() - 1;
    while (stage > 0 && wasm.stagePositionsStored(stage) === 0) stage--;
    console.log(d, v, wasm.positionsStored(), 'stage', stage);
  }
}
per.sort((a, b) => a - b);
console.log(
  JSON.stringify(counts),
  'positions',
  positions,
  'med',
  per[per.length >> 1],
  'ms',
  (performance.now() - t0).toFixed(0),
  'won',
  won.join(','),
);
