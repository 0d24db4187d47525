/**
 * The open family's stage schedule (assembly/families/open/presets.ts): a best-first
 * stage starts afresh from the deal, and what it stores does not depend on its cap, so of
 * two best-first stages with the same weights the later one first repeats all the earlier
 * one stored. The schedule has no such pair; the last test shows why it must not.
 */
import { unwrap } from '@naipe/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { debugWasmUrl } from './debug.js';
import { gameConfig, writePosition } from './encoding.js';
import { STATUS } from './status.js';
import { bakers, freecell } from './test-support.js';
import {
  compileSolverModule,
  configureModule,
  instantiateSolver,
  type SolverExports,
} from './wasm.js';

const METHOD_BEST_FIRST = 0;
const WEIGHTS = 16;

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
    expect(wasm.getStageMethod(last)).toBe(METHOD_BEST_FIRST);
    const seen: number[][] = [];
    for (let stage = 0; stage <= last; stage++) {
      if (wasm.getStageMethod(stage) !== METHOD_BEST_FIRST) continue;
      const weights = weightsOf(stage);
      for (const earlier of seen) expect(weights, `stage ${stage}`).not.toEqual(earlier);
      seen.push(weights);
    }
  });

  it('a best-first stage stores the same positions whatever its cap, so such a try is waste', () => {
    const config = gameConfig(freecell);
    expect(configureModule(wasm, config)).toBe(STATUS.OK);
    const complete = weightsOf(wasm.getStages() - 1);
    /** Positions stored winning deal 1 with the complete search's weights alone, capped at `cap`. */
    const storedWithCap = (cap: number) => {
      expect(wasm.setStages(1)).toBe(STATUS.OK);
      wasm.setStageMethod(0, METHOD_BEST_FIRST);
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
});
