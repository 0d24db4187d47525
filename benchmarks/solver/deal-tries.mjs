#!/usr/bin/env node
/**
 * Tries schedules on a few chosen deals (the tail that stage-breakdown.mjs points to):
 * each argument after the cap is one schedule, its stages (stage-specs.mjs) joined by `|`;
 * prints, per schedule, how many deals it wins within CAP positions and each deal's
 * positions (-1: not won).
 *
 *   node benchmarks/solver/deal-tries.mjs freecell DEALS.txt 60000 "t:0 0 4 7 12 0 3 9 4 1" ...
 *
 * DEALS.txt holds deal numbers separated by white space; WASM=path picks another build.
 */
import { readFileSync } from 'node:fs';
import { Game } from '@naipe/rules';
import { gameConfig, writePosition } from '../../packages/solver/dist/encoding.js';
import { STATUS } from '../../packages/solver/dist/status.js';
import {
  compileSolverModule,
  instantiateSolver,
  wasmUrl,
} from '../../packages/solver/dist/wasm.js';
import { helpIfAsked } from '../usage.mjs';
import { setStageSpecs } from './stage-specs.mjs';

helpIfAsked(import.meta.url);

const [gameId, dealsFile, cap, ...schedules] = process.argv.slice(2);
const deals = readFileSync(dealsFile, 'utf8').trim().split(/\s+/).map(Number);
const game = Game.create(gameId).value;
const config = gameConfig(game);
const wasm = await instantiateSolver(await compileSolverModule(process.env.WASM ?? wasmUrl()));
wasm.configure(...Object.values(config));
const io = () => new Uint8Array(wasm.memory.buffer, wasm.ioBufferPointer(), wasm.ioBufferSize());
for (const schedule of schedules) {
  setStageSpecs(wasm, schedule.split('|'));
  const positions = deals.map((deal) => {
    writePosition(game.deal(deal).value, config, io());
    wasm.loadPosition();
    const verdict = wasm.solve(256 * 2 ** 20, Number(cap), 600_000);
    return verdict === STATUS.VERDICT_WINNABLE ? wasm.positionsStored() : -1;
  });
  const won = positions.filter((n) => n >= 0).sort((a, b) => a - b);
  const sum = won.reduce((a, b) => a + b, 0);
  console.log(schedule, { won: won.length, of: deals.length, median: won[won.length >> 1], sum });
  console.log(JSON.stringify(positions));
}
