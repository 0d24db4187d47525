#!/usr/bin/env node
/**
 * Tuning aid for the stage presets (assembly/families/open/presets.ts, score.ts). Two steps:
 *
 *   node benchmarks/solver/schedule.mjs gather freecell 1 32000 100000 OUT.json "d:4 3 1 8 6 0 0 2 0" 5
 *     solves each deal (every fifth here; the step is optional, default 1) with one stage
 *     of the given weights (`d:` for depth-first) capped at 100000 positions and writes,
 *     per deal, [positions stored or -1, expanded, moves];
 *   node benchmarks/solver/schedule.mjs plan FALLBACK.json [start=A.json@200,B.json@300] A.json B.json ...
 *     replays those figures against schedules of (weighting, cap) stages, improving the
 *     schedule (from the `start=` one, or from none) one change at a time: add a stage, drop
 *     one, or change one's weighting or cap, whichever cuts the total work most. A deal no
 *     stage wins costs what FALLBACK (a best-first gather, the complete search) needed, or
 *     1,000,000 positions if FALLBACK did not win it either.
 *
 * Work is instructions: positions weighted by what one costs in a stage of the run's kind
 * (stage-cost.mjs: card-move or meta-move depth-first, best-first, measured under
 * callgrind), a best-first position counting its run's expansions per position stored.
 * Positions are deterministic, so the plan does not depend on the machine's load.
 * (replan.mjs plans whole schedules of soft threads sharing a store, which these
 * single-stage figures cannot model.)
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

const [command, ...args] = process.argv.slice(2);

async function gather(gameId, from, to, cap, out, spec, step = '1') {
  const game = Game.create(gameId).value;
  const wasm = await instantiateSolver(await compileSolverModule(wasmUrl()));
  const config = gameConfig(game);
  wasm.configure(...Object.values(config));
  setStageSpecs(wasm, [spec]);
  const io = () => new Uint8Array(wasm.memory.buffer, wasm.ioBufferPointer(), wasm.ioBufferSize());
  const deals = [];
  for (let deal = Number(from); deal <= Number(to); deal += Number(step)) {
    writePosition(game.deal(deal).value, config, io());
    wasm.loadPosition();
    const verdict = wasm.solve(256 * 2 ** 20, Number(cap), 600_000);
    deals.push(
      verdict === STATUS.VERDICT_WINNABLE
        ? [wasm.positionsStored(), wasm.positionsExpanded(), wasm.solutionMoves()]
        : [-1, wasm.positionsExpanded(), 0],
    );
  }
  writeFileSync(out, JSON.stringify({ spec, deals }));
  console.log(spec, 'won', deals.filter((d) => d[0] >= 0).length, 'of', deals.length);
}

function plan(fallbackFile, start, files, resume) {
  const fallbackRun = JSON.parse(readFileSync(fallbackFile));
  const fallback = fallbackRun.deals;
  const runs = files.map((f) => JSON.parse(readFileSync(f)));
  // Instructions per position stored: a run's expansions per position stored, over the
  // deals it won, stand for those of its capped stages.
  const unitOf = (run) => {
    const { method, weights } = parseStage(run.spec);
    const won = run.deals.filter((d) => d[0] > 0);
    const stored = won.reduce((sum, d) => sum + d[0], 0);
    const expanded = won.reduce((sum, d) => sum + d[1], 0);
    return stageWork(stageKind(method, weights), 1, stored ? expanded / stored : 1);
  };
  const unit = runs.map(unitOf);
  const fallbackUnit = unitOf(fallbackRun);
  const caps = [100, 150, 200, 300, 400, 600, 800, 1200, 1600, 2400, 3200, 5000, 8000, 12000];
  caps.push(20000, 30000, 50000, 100000);
  const evaluate = (schedule) => {
    let work = 0;
    let unwon = 0;
    fallback.forEach((last, deal) => {
      // Resumed: a weighting's stages add up, each going on where its last one stopped.
      const done = runs.map(() => 0);
      for (const [r, cap] of schedule) {
        const stored = runs[r].deals[deal][0] - (resume ? done[r] : 0);
        if (stored >= 0 && stored <= cap) {
          work += stored * unit[r];
          return;
        }
        work += cap * unit[r];
        done[r] += cap;
      }
      unwon++;
      work += (last[0] >= 0 ? last[0] : 1_000_000) * fallbackUnit;
    });
    return { work: Math.round(work), unwon };
  };
  const show = (schedule) => schedule.map(([r, cap]) => `${runs[r].spec}@${cap}`).join(' | ');
  let schedule = start
    .split(',')
    .filter(Boolean)
    .map((stage) => {
      const [file, cap] = stage.split('@');
      return [files.indexOf(file), Number(cap)];
    });
  let best = evaluate(schedule);
  console.log('start', best, show(schedule));
  for (;;) {
    let next;
    const consider = (s) => {
      if (s.length > (resume ? 40 : 11)) return;
      const e = evaluate(s);
      if (e.work < (next?.e.work ?? best.work)) next = { s, e };
    };
    runs.forEach((_, r) => {
      for (const cap of caps) {
        for (let at = 0; at <= schedule.length; at++) {
          consider([...schedule.slice(0, at), [r, cap], ...schedule.slice(at)]);
        }
        for (let at = 0; at < schedule.length; at++) {
          consider(schedule.map((stage, i) => (i === at ? [r, cap] : stage)));
        }
      }
    });
    for (let at = 0; at < schedule.length; at++) consider(schedule.filter((_, i) => i !== at));
    if (next === undefined) break;
    ({ s: schedule, e: best } = next);
    console.log(best, show(schedule));
  }
}

if (command === 'gather') await gather(...args);
else if (command === 'plan') {
  const resume = args[0] === '--resume';
  if (resume) args.shift();
  const start = args[1]?.startsWith('start=') ? args[1].slice(6) : '';
  plan(args[0], start, args.slice(start ? 2 : 1), resume);
} else
  console.error(
    'usage: schedule.mjs gather GAME FROM TO CAP OUT SPEC [STEP] | plan FALLBACK RUN...',
  );
