#!/usr/bin/env node
/**
 * Per deal, the positions each stage of the default schedule stored and the stage that
 * answered, as JSON lines, for studying where the tail's positions go:
 *
 *   node benchmarks/solver/stage-breakdown.mjs [game] [from] [to] [step] > OUT.jsonl
 *
 * WASM=path picks another build.
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

const [gameId = 'freecell', from = '1', to = '32000', step = '1'] = process.argv.slice(2);
const game = Game.create(gameId).value;
const config = gameConfig(game);
const wasm = await instantiateSolver(await compileSolverModule(process.env.WASM ?? wasmUrl()));
wasm.configure(...Object.values(config));
const io = () => new Uint8Array(wasm.memory.buffer, wasm.ioBufferPointer(), wasm.ioBufferSize());
const stages = wasm.getStages();
for (let deal = Number(from); deal <= Number(to); deal += Number(step)) {
  writePosition(game.deal(deal).value, config, io());
  wasm.loadPosition();
  const verdict = wasm.solve(256 * 2 ** 20, 10_000_000, 600_000);
  const byStage = Array.from({ length: stages }, (_, s) => wasm.stagePositionsStored(s));
  let last = 0;
  byStage.forEach((n, s) => {
    if (n > 0) last = s;
  });
  console.log(JSON.stringify({ deal, verdict, positions: wasm.positionsStored(), last, byStage }));
}
