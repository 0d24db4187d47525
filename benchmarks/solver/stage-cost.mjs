#!/usr/bin/env node
/**
 * What a stored position costs in each kind of search stage, for planning the stage
 * schedule by work rather than by positions (schedule.mjs, tune.mjs). A card-move soft
 * thread, a meta-move soft thread (weight 9, the move set, not 0: families/open/meta.ts)
 * and a best-first stage do very different work per position stored: a depth-first one
 * makes, settles and scores every child of each position it expands, a meta-move one
 * generates far costlier moves, a best-first one keys and queues children it may never
 * expand.
 *
 * Measured with one stage alone, no solutions written, on a fixed deal range:
 *
 *   valgrind --tool=callgrind --callgrind-out-file=/dev/null node --no-liftoff \
 *     benchmarks/solver/stage-cost.mjs measure freecell 1 300 3000 "t:4 3 1 8 6 0 0 2 0" [BUILD]
 *
 * and the same command with an empty range (FROM past TO) for the start-up to subtract;
 * the instructions left, over the positions printed, are the cost below. `t:` is a soft
 * thread, `d:` a depth-first stage, none a best-first one (as in tune.mjs).
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
import { parseStage, setStageSpecs } from './stage-specs.mjs';

helpIfAsked(import.meta.url);

/**
 * Instructions per position stored and per position expanded, by stage kind (callgrind,
 * FreeCell deals 1..300, one stage capped at 3,000 positions; benchmarks/RESULTS.md,
 * "Stage schedule planned by instructions", measured again in "FreeCell: the tail"). A
 * depth-first stage expands about every position it stores, so its cost is all in the
 * first figure; a best-first one stores two to four children for each it expands.
 */
export const STAGE_COST = {
  card: { stored: 5700, expanded: 0 },
  meta: { stored: 8000, expanded: 0 },
  best: { stored: 1750, expanded: 7700 },
};

/** The instructions a stage of `kind` costs for the positions it stored and expanded. */
export function stageWork(kind, stored, expanded) {
  return stored * STAGE_COST[kind].stored + expanded * STAGE_COST[kind].expanded;
}

/** The kind of a stage from its method (stages.ts) and its weights (score.ts). */
export function stageKind(method, weights) {
  if (method === 0 || method === 3) return 'best';
  return weights[9] ? 'meta' : 'card';
}

async function measure(gameId, from, to, cap, spec, build) {
  const game = Game.create(gameId).value;
  const wasm = await instantiateSolver(await compileSolverModule(build ?? wasmUrl()));
  const config = gameConfig(game);
  wasm.configure(...Object.values(config));
  const stage = parseStage(spec);
  setStageSpecs(wasm, [spec]);
  const io = () => new Uint8Array(wasm.memory.buffer, wasm.ioBufferPointer(), wasm.ioBufferSize());
  let stored = 0;
  let expanded = 0;
  let won = 0;
  for (let deal = Number(from); deal <= Number(to); deal++) {
    writePosition(game.deal(deal).value, config, io());
    wasm.loadPosition();
    if (wasm.solve(256 * 2 ** 20, Number(cap), 600_000) === STATUS.VERDICT_WINNABLE) won++;
    stored += wasm.positionsStored();
    expanded += wasm.positionsExpanded();
  }
  console.log(spec, stageKind(stage.method, stage.weights), { stored, expanded, won });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, ...args] = process.argv.slice(2);
  if (command === 'measure') await measure(...args);
  else console.error('usage: stage-cost.mjs measure GAME FROM TO CAP SPEC [BUILD]');
}
