#!/usr/bin/env node
/**
 * What the public API does around the search, without the search: each deal's solution
 * is found once (or read from `--solutions FILE`, written there on the first run), then
 * every round deals each position, decodes its solution from the module's bytes and
 * replays it through @naipe/rules as `Solver.solveDeal` does (`game.playAll`, `isWon`).
 *
 *   node benchmarks/solver/api-cost.mjs [--game freecell] [--from 1] [--to 2000]
 *     [--rounds 10] [--solutions FILE] [--steps deal,decode,replay] [--rules DIST/index.js]
 *
 * Prints nanoseconds per deal for each step, and how many garbage collections the rounds
 * took. `--steps replay` deals and decodes once, before the rounds, and repeats only the
 * replay. `--rules` loads another build of @naipe/rules, to compare two in one sitting.
 * For instruction counts, run it under `valgrind --tool=callgrind` with `--rounds 1` and
 * with `--rounds N` (same `--solutions` file): the difference over N - 1 is the cost of
 * one round, warm.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { PerformanceObserver } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { DEFAULT_BUDGET, wasmUrl } from '@naipe/solver';
import { gameConfig, readMoves, writePosition } from '../../packages/solver/dist/encoding.js';
import { STATUS } from '../../packages/solver/dist/status.js';
import { compileSolverModule, instantiateSolver } from '../../packages/solver/dist/wasm.js';
import { helpIfAsked } from '../usage.mjs';

helpIfAsked(import.meta.url);

const { values } = parseArgs({
  options: {
    game: { type: 'string', default: 'freecell' },
    from: { type: 'string', default: '1' },
    to: { type: 'string', default: '2000' },
    rounds: { type: 'string', default: '10' },
    solutions: { type: 'string' },
    steps: { type: 'string', default: 'deal,decode,replay' },
    rules: { type: 'string', default: '@naipe/rules' },
  },
});
const { Game } = await import(values.rules);
const steps = new Set(values.steps.split(','));
const created = Game.create(values.game);
if (!created.ok) throw new Error(created.error.message);
const game = created.value;
const from = Number(values.from);
const to = Number(values.to);
const rounds = Number(values.rounds);

/** Each winnable deal's solution bytes, as the module leaves them in its I/O buffer. */
async function solveAll() {
  const wasm = await instantiateSolver(await compileSolverModule(wasmUrl()));
  const config = gameConfig(game);
  const io = () => new Uint8Array(wasm.memory.buffer, wasm.ioBufferPointer(), wasm.ioBufferSize());
  wasm.configure(...Object.values(config));
  const solved = [];
  for (let deal = from; deal <= to; deal++) {
    writePosition(game.deal(deal).value, config, io());
    if (wasm.loadPosition() !== STATUS.OK) throw new Error(`deal ${deal}: load failed`);
    const { maxMemoryBytes, maxPositions } = DEFAULT_BUDGET;
    if (wasm.solve(maxMemoryBytes, maxPositions, 1e9) !== STATUS.VERDICT_WINNABLE) continue;
    const moves = wasm.solutionMoves();
    solved.push({ deal, bytes: [...io().subarray(0, moves * 4)] });
  }
  return solved;
}

let solved;
if (values.solutions !== undefined && existsSync(values.solutions)) {
  solved = JSON.parse(readFileSync(values.solutions, 'utf8'));
} else {
  solved = await solveAll();
  if (values.solutions !== undefined) writeFileSync(values.solutions, JSON.stringify(solved));
}
const buffers = solved.map(({ bytes }) => Uint8Array.from(bytes));

let collections = 0;
new PerformanceObserver((list) => {
  collections += list.getEntries().length;
}).observe({ entryTypes: ['gc'] });

const spent = { deal: 0, decode: 0, replay: 0 };
// Made once only for the steps left out of the rounds: what survives a round, V8 learns
// to allocate straight into the old generation, which would tax the steps measured.
const dealt = steps.has('deal') ? [] : solved.map(({ deal }) => game.deal(deal).value);
const decoded = steps.has('decode') ? [] : buffers.map((b) => readMoves(b, b.length / 4));
let moves = 0;
for (let round = 0; round < rounds; round++) {
  for (let i = 0; i < solved.length; i++) {
    const t0 = performance.now();
    const position = steps.has('deal') ? game.deal(solved[i].deal).value : dealt[i];
    const t1 = performance.now();
    const solution = steps.has('decode')
      ? readMoves(buffers[i], buffers[i].length / 4)
      : decoded[i];
    const t2 = performance.now();
    if (steps.has('replay')) {
      const played = game.playAll(position, solution);
      if (!played.ok || !game.isWon(played.value)) throw new Error(`deal ${solved[i].deal}`);
    }
    const t3 = performance.now();
    spent.deal += t1 - t0;
    spent.decode += t2 - t1;
    spent.replay += t3 - t2;
    moves += solution.length;
  }
}
await new Promise((resolve) => setTimeout(resolve, 0));
const perDeal = (ms) => Math.round((ms * 1e6) / Math.max(1, rounds * solved.length));
console.log({
  game: values.game,
  deals: `${from}..${to}`,
  winnable: solved.length,
  rounds,
  movesPerDeal: Number((moves / Math.max(1, rounds * solved.length)).toFixed(1)),
  nsPerDeal: {
    deal: perDeal(spent.deal),
    decode: perDeal(spent.decode),
    replay: perDeal(spent.replay),
  },
  garbageCollections: collections,
});
