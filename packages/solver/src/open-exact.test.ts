/**
 * Exactness of the open family (FreeCell, Baker's Game) against a search that prunes
 * nothing: small deals (@naipe/rules/testing's small variants) solved by the solver's
 * default stages (debug build), soft threads first, and by the rules' exhaustive search,
 * which follows every legal move with no automatic move. The verdicts must agree on every
 * deal. And soft threads by themselves never answer "impossible": a thread skips what the
 * others stored, so its end proves nothing (assembly/search/dfs.ts).
 */
import type { Game } from '@naipe/rules';
import { exhaustiveVerdict, SMALL_VARIANTS, smallGame } from '@naipe/rules/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { debugWasmUrl } from './debug.js';
import { gameConfig, writePosition } from './encoding.js';
import { Solver } from './solver.js';
import { STATUS } from './status.js';
import { expectVerdictsOfOracle } from './test-support.js';
import { compileSolverModule, configureModule, instantiateSolver } from './wasm.js';

const VARIANTS = SMALL_VARIANTS.filter(
  (v) => v.spec.game === 'freecell' || v.spec.game === 'bakers-game',
);
const DEALS = 400;
const METHOD_SOFT_THREAD = 2;
const SHARP = [4, 3, 1, 8, 6, 0, 0, 2, 0];
const CALM = [0, 4, 1, 5, 4, 0, 0, 0, 0];

let solver: Solver;
beforeAll(async () => {
  solver = await Solver.create(debugWasmUrl());
});

const made = (spec: (typeof VARIANTS)[number]['spec']): Game => {
  const game = smallGame(spec);
  if (!game.ok) throw new Error(game.error.message);
  return game.value;
};

describe('open family: exact against the exhaustive search', () => {
  it.each(VARIANTS)('$name: the same verdict on every deal', ({ spec }) => {
    expectVerdictsOfOracle(solver, made(spec), DEALS);
  });

  it.each(VARIANTS)('$name: soft threads alone never prove a deal lost', async ({ spec }) => {
    const game = made(spec);
    const config = gameConfig(game);
    const wasm = await instantiateSolver(await compileSolverModule(debugWasmUrl()));
    const io = () =>
      new Uint8Array(wasm.memory.buffer, wasm.ioBufferPointer(), wasm.ioBufferSize());
    let lost = 0;
    for (let deal = 1; deal <= DEALS; deal++) {
      const start = game.deal(deal);
      if (!start.ok) throw new Error(start.error.message);
      if (exhaustiveVerdict(game, start.value, { maxPositions: 500_000 }).verdict !== 'impossible')
        continue;
      lost++;
      expect(configureModule(wasm, config)).toBe(STATUS.OK);
      // Two threads in one store, slices of 5 positions: they take turns to the end.
      expect(wasm.setStages(6)).toBe(STATUS.OK);
      for (let stage = 0; stage < 6; stage++) {
        expect(wasm.setStageMethod(stage, METHOD_SOFT_THREAD)).toBe(STATUS.OK);
        const weights = stage % 2 ? CALM : SHARP;
        for (const [i, w] of weights.entries()) {
          expect(wasm.setStageWeight(stage, i, w)).toBe(STATUS.OK);
        }
        expect(wasm.setStagePositions(stage, 5)).toBe(STATUS.OK);
      }
      expect(writePosition(start.value, config, io())).toBe(true);
      expect(wasm.loadPosition()).toBe(STATUS.OK);
      const verdict = wasm.solve(16 * 2 ** 20, 1_000_000, 600_000);
      expect(verdict, `deal ${deal}`).toBe(STATUS.VERDICT_UNKNOWN_POSITIONS);
    }
    expect(lost).toBeGreaterThan(0);
  });
});
