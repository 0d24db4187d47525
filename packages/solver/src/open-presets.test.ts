/**
 * The open family's stage schedule (assembly/families/open/presets.ts): a best-first
 * stage starts afresh from the deal, and what it stores does not depend on its cap, so of
 * two best-first stages with the same weights the later one first repeats all the earlier
 * one stored. The schedule has no such pair; the second test shows why it must not. A
 * stage going on from the best-first stage before it (METHOD_BEST_FIRST_ON) keeps that
 * stage's store and queue instead: the last tests check that it stores nothing twice and
 * still proves.
 */
import { unwrap } from '@naipe/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { debugWasmUrl } from './debug.js';
import { gameConfig, readMoves, writePosition } from './encoding.js';
import { STATUS } from './status.js';
import { bakers, expectSolutionWins, freecell } from './test-support.js';
import {
  compileSolverModule,
  configureModule,
  instantiateSolver,
  type SolverExports,
} from './wasm.js';

const METHOD_BEST_FIRST = 0;
const METHOD_SOFT_THREAD = 2;
const METHOD_BEST_FIRST_ON = 3;
const WEIGHTS = 16;
const W_HOME_ALL = 12;

let wasm: SolverExports;
const io = () => new Uint8Array(wasm.memory.buffer, wasm.ioBufferPointer(), wasm.ioBufferSize());

beforeAll(async () => {
  wasm = await instantiateSolver(await compileSolverModule(debugWasmUrl()));
});

const weightsOf = (stage: number) =>
  Array.from({ length: WEIGHTS }, (_, i) => wasm.getStageWeight(stage, i));

describe('open presets', () => {
  it.each([
    ['freecell', freecell],
    ['bakers-game', bakers],
  ] as const)('%s: no two best-first stages share their weights', (_, game) => {
    expect(configureModule(wasm, gameConfig(game))).toBe(STATUS.OK);
    const last = wasm.getStages() - 1;
    // The complete search: afresh, or going on from the best-first try before it.
    expect([METHOD_BEST_FIRST, METHOD_BEST_FIRST_ON]).toContain(wasm.getStageMethod(last));
    const seen: number[][] = [];
    for (let stage = 0; stage <= last; stage++) {
      // A stage going on from the one before stores nothing that stage stored.
      if (wasm.getStageMethod(stage) !== METHOD_BEST_FIRST) continue;
      const weights = weightsOf(stage);
      for (const earlier of seen) expect(weights, `stage ${stage}`).not.toEqual(earlier);
      seen.push(weights);
    }
  });

  it.each([
    ['freecell', freecell],
    ['bakers-game', bakers],
  ] as const)(
    '%s: a stage sending every card home is streamlined, the last is exact',
    (_, game) => {
      expect(configureModule(wasm, gameConfig(game))).toBe(STATUS.OK);
      const last = wasm.getStages() - 1;
      let streamlined = 0;
      for (let stage = 0; stage <= last; stage++) {
        // W_HOME_ALL (score.ts): such a stage misses wins, so its "impossible" must not count.
        if (wasm.getStageWeight(stage, W_HOME_ALL) !== 0) {
          expect(wasm.getStageExact(stage), `stage ${stage}`).toBe(0);
          streamlined++;
        }
      }
      // FreeCell's soft threads are streamlined; by suit every foundation move is safe anyway.
      if (game === freecell) expect(streamlined).toBeGreaterThan(0);
      expect(wasm.getStageExact(last)).toBe(1);
      expect(wasm.getStageWeight(last, W_HOME_ALL)).toBe(0);
      // The weight alone makes a stage streamlined, however it is marked.
      expect(wasm.setStageExact(last, 1)).toBe(STATUS.OK);
      expect(wasm.setStageWeight(last, W_HOME_ALL, 1)).toBe(STATUS.OK);
      expect(wasm.getStageExact(last)).toBe(0);
      expect(wasm.setStageWeight(last, W_HOME_ALL, 0)).toBe(STATUS.OK);
      expect(wasm.getStageExact(last)).toBe(1);
    },
  );

  it('freecell: the meta-move threads run again before the large best-first try, and win 2928 there', () => {
    const config = gameConfig(freecell);
    expect(configureModule(wasm, config)).toBe(STATUS.OK);
    // The large try: the best-first stage the complete search goes on from.
    const last = wasm.getStages() - 1;
    expect(wasm.getStageMethod(last)).toBe(METHOD_BEST_FIRST_ON);
    const spread = last - 1;
    expect(wasm.getStageMethod(spread)).toBe(METHOD_BEST_FIRST);
    // Before it, a group of soft threads over meta-moves (weight 9, W_MOVE_SET).
    const late: number[] = [];
    for (let stage = spread - 1; wasm.getStageWeight(stage, 9) !== 0; stage--) {
      expect(wasm.getStageMethod(stage)).toBe(METHOD_SOFT_THREAD);
      late.unshift(stage);
    }
    expect(late.length).toBe(8);
    // The card-move threads before them are another group: the late one starts afresh.
    expect(wasm.getStageMethod(late[0]! - 1)).toBe(METHOD_SOFT_THREAD);
    expect(wasm.getStageWeight(late[0]! - 1, 9)).toBe(0);
    // Deal 2928 goes through every earlier stage (277,887 positions when the large try
    // came next) and is won by the first late thread, before the large try runs.
    const deal = unwrap(freecell.deal(2928));
    writePosition(deal, config, io());
    expect(wasm.loadPosition()).toBe(STATUS.OK);
    expect(wasm.solve(256 * 2 ** 20, 1_000_000, 600_000)).toBe(STATUS.VERDICT_WINNABLE);
    for (let stage = 0; stage < late[0]!; stage++) {
      expect(wasm.stagePositionsStored(stage), `stage ${stage}`).toBeGreaterThan(0);
    }
    expect(wasm.stagePositionsStored(late[0]!)).toBeGreaterThan(0);
    expect(wasm.stagePositionsStored(spread)).toBe(0);
    expect(wasm.positionsStored()).toBeLessThan(40_000);
    const moves = wasm.solutionMoves();
    expect(moves).toBeGreaterThan(0);
    expectSolutionWins(freecell, deal, readMoves(io(), moves));
  });

  it('a best-first stage stores the same positions whatever its cap, so such a try is waste', () => {
    const config = gameConfig(freecell);
    expect(configureModule(wasm, config)).toBe(STATUS.OK);
    const complete = weightsOf(wasm.getStages() - 1);
    /** Positions stored winning deal 1 with the complete search's weights alone, capped at `cap`. */
    const storedWithCap = (cap: number) => {
      expect(wasm.setStages(1)).toBe(STATUS.OK);
      wasm.setStageMethod(0, METHOD_BEST_FIRST);
      wasm.setStageExact(0, 1);
      complete.forEach((weight, i) => {
        wasm.setStageWeight(0, i, weight);
      });
      wasm.setStagePositions(0, cap);
      writePosition(unwrap(freecell.deal(1)), config, io());
      expect(wasm.loadPosition()).toBe(STATUS.OK);
      expect(wasm.solve(64 * 2 ** 20, 1_000_000, 600_000)).toBe(STATUS.VERDICT_WINNABLE);
      return wasm.positionsStored();
    };
    const alone = storedWithCap(1_000_000);
    expect(alone).toBeGreaterThan(0);
    // A try capped above what the deal needs wins with exactly the same positions.
    expect(storedWithCap(alone + 1)).toBe(alone);
    // With the try before the complete search, a deal the try wins costs the same, and
    // every other deal pays the try's cap on top: the try never saves a position.
    expect(wasm.setStages(2)).toBe(STATUS.OK);
    for (const stage of [0, 1]) {
      wasm.setStageMethod(stage, METHOD_BEST_FIRST);
      wasm.setStageExact(stage, 1);
      complete.forEach((weight, i) => {
        wasm.setStageWeight(stage, i, weight);
      });
    }
    const shortCap = Math.max(1, alone >> 1);
    wasm.setStagePositions(0, shortCap);
    writePosition(unwrap(freecell.deal(1)), config, io());
    expect(wasm.loadPosition()).toBe(STATUS.OK);
    expect(wasm.solve(64 * 2 ** 20, 1_000_000, 600_000)).toBe(STATUS.VERDICT_WINNABLE);
    expect(wasm.stagePositionsStored(0)).toBe(shortCap);
    expect(wasm.stagePositionsStored(1)).toBe(alone);
  });

  /** Sets complete stages `[method, weights, cap]` (the last stage's cap is the budget's). */
  const setStages = (stages: [number, number[], number][]) => {
    expect(wasm.setStages(stages.length)).toBe(STATUS.OK);
    stages.forEach(([method, weights, cap], stage) => {
      expect(wasm.setStageMethod(stage, method)).toBe(STATUS.OK);
      expect(wasm.setStageExact(stage, 1)).toBe(STATUS.OK);
      for (let i = 0; i < WEIGHTS; i++) wasm.setStageWeight(stage, i, weights[i] ?? 0);
      wasm.setStagePositions(stage, cap);
    });
  };
  const solveDeal = (deal: number) => {
    writePosition(unwrap(freecell.deal(deal)), gameConfig(freecell), io());
    expect(wasm.loadPosition()).toBe(STATUS.OK);
    return wasm.solve(64 * 2 ** 20, 1_000_000, 600_000);
  };

  it('a best-first stage going on with the same weights stores what one uncapped stage does', () => {
    expect(configureModule(wasm, gameConfig(freecell))).toBe(STATUS.OK);
    const complete = weightsOf(wasm.getStages() - 1);
    setStages([[METHOD_BEST_FIRST, complete, 1_000_000]]);
    expect(solveDeal(1)).toBe(STATUS.VERDICT_WINNABLE);
    const alone = wasm.positionsStored();
    const expandedAlone = wasm.stagePositionsExpanded(0);
    const shortCap = Math.max(1, alone >> 1);
    // Cut twice, each stage going on in the store and queue the one before left.
    setStages([
      [METHOD_BEST_FIRST, complete, shortCap],
      [METHOD_BEST_FIRST_ON, complete, 1],
      [METHOD_BEST_FIRST_ON, complete, 1_000_000],
    ]);
    expect(solveDeal(1)).toBe(STATUS.VERDICT_WINNABLE);
    expect(wasm.stagePositionsStored(0)).toBe(shortCap);
    expect(wasm.stagePositionsStored(1)).toBe(1);
    expect(wasm.positionsStored()).toBe(alone);
    // The record cut off in its children is expanded again by the stage going on.
    const expanded = [0, 1, 2].map((s) => wasm.stagePositionsExpanded(s));
    expect(expanded.reduce((a, b) => a + b)).toBe(expandedAlone + 2);
  });

  it('a best-first stage going on with other weights still proves a lost deal', () => {
    expect(configureModule(wasm, gameConfig(freecell))).toBe(STATUS.OK);
    const complete = weightsOf(wasm.getStages() - 1);
    const other = weightsOf(0).slice(0, 9);
    setStages([[METHOD_BEST_FIRST, complete, 1_000_000]]);
    expect(solveDeal(11982)).toBe(STATUS.VERDICT_IMPOSSIBLE);
    // An exhausting search stores every position reachable from the deal, once.
    const reachable = wasm.positionsStored();
    for (const cap of [1, 1000, 20_000]) {
      setStages([
        [METHOD_BEST_FIRST, other, cap],
        [METHOD_BEST_FIRST_ON, complete, 1_000_000],
      ]);
      expect(solveDeal(11982), `cap ${cap}`).toBe(STATUS.VERDICT_IMPOSSIBLE);
      expect(wasm.positionsStored(), `cap ${cap}`).toBe(reachable);
    }
  });

  it('a best-first stage after one over other moves starts afresh, and still proves', () => {
    expect(configureModule(wasm, gameConfig(freecell))).toBe(STATUS.OK);
    const complete = weightsOf(wasm.getStages() - 1);
    // The same weights over meta-moves (W_MOVE_SET, score.ts): their children are not the
    // card moves', so the store they leave proves nothing for a search over card moves.
    const overMetaMoves = [...complete.slice(0, 9), 1];
    setStages([[METHOD_BEST_FIRST, complete, 1_000_000]]);
    expect(solveDeal(11982)).toBe(STATUS.VERDICT_IMPOSSIBLE);
    const reachable = wasm.positionsStored();
    for (const cap of [100, 1000]) {
      setStages([
        [METHOD_BEST_FIRST, overMetaMoves, cap],
        [METHOD_BEST_FIRST_ON, complete, 1_000_000],
      ]);
      expect(solveDeal(11982), `cap ${cap}`).toBe(STATUS.VERDICT_IMPOSSIBLE);
      expect(wasm.stagePositionsStored(1), `cap ${cap}`).toBe(reachable);
    }
  });

  it('a best-first stage after a streamlined one starts afresh', () => {
    expect(configureModule(wasm, gameConfig(freecell))).toBe(STATUS.OK);
    const complete = weightsOf(wasm.getStages() - 1);
    setStages([[METHOD_BEST_FIRST, complete, 1_000_000]]);
    expect(solveDeal(1)).toBe(STATUS.VERDICT_WINNABLE);
    const alone = wasm.positionsStored();
    setStages([
      [METHOD_BEST_FIRST, complete, 100],
      [METHOD_BEST_FIRST_ON, complete, 1_000_000],
    ]);
    expect(wasm.setStageExact(0, 0)).toBe(STATUS.OK);
    expect(solveDeal(1)).toBe(STATUS.VERDICT_WINNABLE);
    expect(wasm.stagePositionsStored(1)).toBe(alone);
  });
});
