#!/usr/bin/env node
/**
 * Re-plans the stage schedule by the work it costs (positions stored by each stage times
 * the instructions a position costs in a stage of its kind, stage-cost.mjs), solving the
 * deals themselves with each candidate schedule, so that soft threads sharing a store are
 * modeled as they run:
 *
 *   node benchmarks/solver/replan.mjs freecell 1 32000 5 [START.json] [OUT.json]
 *
 * plans on every fifth deal of 1..32000, from the schedule in START.json (a list of
 * tune.mjs stage specs) or the family's presets, improving it one change at a time (a
 * stage's cap scaled by 0.6 or 1.6, a stage dropped, a soft-thread slice repeated, two
 * stages swapped) while the work falls, and writes the best schedule to OUT.json. A change
 * to stage k cannot change a deal won before stage k (each stage starts from the stores
 * and threads the stages before it left), so only the other deals are solved again.
 * Every deal must stay won within the budget, or the change is refused.
 *
 *   node benchmarks/solver/replan.mjs freecell 32001 64000 1 SCHEDULE.json --check
 *
 * prints the positions and work of a schedule (none: the presets) on a range. With
 * `--keep=N` the last N stages stay as they are (default 1, the complete search): a
 * planning sample holds too few of the deals that reach the late tries, so dropping them
 * fits the sample and costs the held-out deals. With `--first=K` only the stages from K
 * on change; only the few deals that reach them are solved again, so the late tries can
 * be planned on every deal of the range.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { Game } from '@naipe/rules';
import { gameConfig, writePosition } from '../../packages/solver/dist/encoding.js';
import { STATUS } from '../../packages/solver/dist/status.js';
import {
  compileSolverModule,
  instantiateSolver,
  wasmUrl,
} from '../../packages/solver/dist/wasm.js';
import { helpIfAsked } from '../usage.mjs';
import { stageKind, stageWork } from './stage-cost.mjs';
import { parseStage, setStageSpecs } from './stage-specs.mjs';

helpIfAsked(import.meta.url);

const BUDGET = 3e6;
const [gameId, from, to, step = '1', startFile, outFile] = process.argv.slice(2);
const check = process.argv.includes('--check');
// --keep=N: the last N stages stay as they are (see above).
const keepArg = process.argv.find((a) => a.startsWith('--keep='));
const keep = keepArg ? Number(keepArg.slice(7)) : 1;
// --first=K: only stages from K on change (the late tries, planned on every deal).
const firstArg = process.argv.find((a) => a.startsWith('--first='));
const first = firstArg ? Number(firstArg.slice(8)) : 0;
const game = Game.create(gameId).value;
const config = gameConfig(game);
const wasm = await instantiateSolver(await compileSolverModule(process.env.WASM ?? wasmUrl()));
wasm.configure(...Object.values(config));
const io = () => new Uint8Array(wasm.memory.buffer, wasm.ioBufferPointer(), wasm.ioBufferSize());
const deals = [];
for (let d = Number(from); d <= Number(to); d += Number(step)) deals.push(game.deal(d).value);

const specOf = (s) => {
  const method = wasm.getStageMethod(s);
  const weights = Array.from({ length: 16 }, (_, i) => wasm.getStageWeight(s, i));
  while (weights.length > 9 && weights.at(-1) === 0) weights.pop();
  return `${['', 'd:', 't:', 'b:'][method]}${weights.join(' ')}@${wasm.getStagePositions(s)}`;
};
const presets = Array.from({ length: wasm.getStages() }, (_, s) => specOf(s));
let schedule =
  startFile && startFile !== '-' ? JSON.parse(readFileSync(startFile, 'utf8')) : presets;

/** Per deal: the stage that answered, positions by stage kind, work. */
function solveDeal(index, kinds) {
  writePosition(deals[index], config, io());
  wasm.loadPosition();
  const verdict = wasm.solve(256 * 2 ** 20, BUDGET, 600_000);
  const byKind = { card: 0, meta: 0, best: 0 };
  let last = 0;
  let work = 0;
  for (let s = 0; s < kinds.length; s++) {
    const n = wasm.stagePositionsStored(s);
    if (n > 0) last = s;
    byKind[kinds[s]] += n;
    work += stageWork(kinds[s], n, wasm.stagePositionsExpanded(s));
  }
  const solved = verdict === STATUS.VERDICT_WINNABLE || verdict === STATUS.VERDICT_IMPOSSIBLE;
  return { solved, last, byKind, work };
}

/** Solves the deals whose answering stage is at or past `from` in `base` (all without one). */
function evaluate(specs, base, from = 0) {
  setStageSpecs(wasm, specs);
  const kinds = specs.map((spec) => {
    const { method, weights } = parseStage(spec);
    return stageKind(method, weights);
  });
  const perDeal = deals.map((_, i) =>
    base && base.perDeal[i].last < from ? base.perDeal[i] : solveDeal(i, kinds),
  );
  const sum = { card: 0, meta: 0, best: 0 };
  let work = 0;
  let unsolved = 0;
  for (const d of perDeal) {
    for (const k in sum) sum[k] += d.byKind[k];
    work += d.work;
    if (!d.solved) unsolved++;
  }
  const positions = sum.card + sum.meta + sum.best;
  return { perDeal, work, positions, byKind: sum, unsolved };
}

const show = (e) =>
  `work ${(e.work / 1e9).toFixed(3)} G, positions ${e.positions} ${JSON.stringify(e.byKind)}, unsolved ${e.unsolved}`;

let best = evaluate(schedule);
console.log('start', show(best));
if (check) process.exit(0);

const withCap = (spec, factor) => {
  const at = spec.lastIndexOf('@');
  const cap = Math.max(20, Math.round((Number(spec.slice(at + 1)) * factor) / 10) * 10);
  return `${spec.slice(0, at)}@${cap}`;
};
function* changes(s) {
  const last = s.length - keep;
  for (let k = last - 1; k >= first; k--) {
    yield [k, `cap ${k} x0.6`, s.map((x, i) => (i === k ? withCap(x, 0.6) : x))];
    yield [k, `cap ${k} x1.6`, s.map((x, i) => (i === k ? withCap(x, 1.6) : x))];
    yield [k, `drop ${k}`, s.filter((_, i) => i !== k)];
    if (s[k].startsWith('t:'))
      yield [k + 1, `repeat ${k}`, [...s.slice(0, k + 1), s[k], ...s.slice(k + 1)]];
    if (k + 1 < last)
      yield [k, `swap ${k}`, s.map((x, i) => (i === k ? s[k + 1] : i === k + 1 ? s[k] : x))];
  }
}
for (let improved = true; improved; ) {
  improved = false;
  for (const [from, name, candidate] of changes(schedule)) {
    const e = evaluate(candidate, best, from);
    if (e.unsolved <= best.unsolved && e.work < best.work * 0.9995) {
      schedule = candidate;
      best = e;
      improved = true;
      console.log(name, show(best));
      if (outFile) writeFileSync(outFile, `${JSON.stringify(schedule, null, 1)}\n`);
      break;
    }
  }
}
console.log('best', show(best));
console.log(JSON.stringify(schedule));
