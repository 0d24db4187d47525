/**
 * Exactness of the open family (FreeCell, Baker's Game) against a search that prunes
 * nothing: small deals (@naipe/rules/testing's small variants) solved by the solver's
 * default stages (debug build), soft threads first, and by the rules' exhaustive search,
 * which follows every legal move with no automatic move. The verdicts must agree on every
 * deal. And soft threads by themselves never answer "impossible": a thread skips what the
 * others stored, so its end proves nothing (assembly/search/dfs.ts). Threads over
 * meta-moves alone (assembly/families/open/meta.ts) win only winnable deals, with lines
 * that replay as legal moves, and never answer "impossible" either. A stage that sends
 * every card home as soon as it can go misses wins (a card is sometimes needed out of its
 * foundation, for another to be built on it): streamlined, it wins only winnable deals
 * and its end proves nothing.
 */
import { type Game, type Position, unwrap } from '@naipe/rules';
import { exhaustiveVerdict, SMALL_VARIANTS, smallGame } from '@naipe/rules/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { debugWasmUrl } from './debug.js';
import { gameConfig, readMoves, writePosition } from './encoding.js';
import { Solver } from './solver.js';
import { STATUS } from './status.js';
import {
  bakers,
  expectSolutionWins,
  expectVerdictsOfOracle,
  parsedPosition,
} from './test-support.js';
import { compileSolverModule, configureModule, instantiateSolver } from './wasm.js';

const VARIANTS = SMALL_VARIANTS.filter(
  (v) => v.spec.game === 'freecell' || v.spec.game === 'bakers-game',
);
const DEALS = 400;
const METHOD_SOFT_THREAD = 2;
const SHARP = [4, 3, 1, 8, 6, 0, 0, 2, 0];
const CALM = [0, 4, 1, 5, 4, 0, 0, 0, 0];
/** Weight 9 = 1: meta-moves alone; weights 10 and 11: a noise of 0..19 with seed 3. */
const META_SHARP = [...SHARP, 1];
const META_NOISY = [0, 0, 4, 7, 12, 0, 3, 9, 4, 1, 20, 3];
/** Weight 12 = 1 (W_HOME_ALL, score.ts): every card that can go home goes. */
const HOME_ALL = [...SHARP, 0, 0, 0, 1];
const METHOD_BEST_FIRST = 0;
const WEIGHTS = 16;
const BUDGET = 1_000_000;

/**
 * Harder same-suit decks: one or two cells for many cards, so many deals are lost. Kings
 * come to lie alone in columns, where freeing the column for another card can be the only
 * way on (3 suits of 7, 5 columns, deal 113: the king of clubs goes to the cell), and with
 * two cells the cell rule (assembly/families/open/position.ts) and its runs into cells
 * have room. A rule that never moves a king's column, or the cell rule without those
 * runs, fails here.
 */
const SAME_SUIT_SPECS = [
  { game: 'bakers-game', suits: 4, ranks: 6, columns: 5, cells: 1 },
  { game: 'bakers-game', suits: 3, ranks: 7, columns: 5, cells: 1 },
  { game: 'bakers-game', suits: 2, ranks: 7, columns: 4, cells: 1 },
  { game: 'bakers-game', suits: 4, ranks: 6, columns: 4, cells: 2 },
  { game: 'bakers-game', suits: 3, ranks: 7, columns: 4, cells: 2 },
] as const;
const SAME_SUIT_DEALS = 150;

/**
 * Baker's Game deal 235 after 26 moves of a winning line: the ten of diamonds alone in a
 * column, the nine in a cell. The cell rule puts the nine on the ten; the line goes on
 * with the ten into a cell, to free its column, which from there takes moving the run
 * ten, nine whole into cells. Without that move the search finds no win (41 positions);
 * the win found is replayed through the rules.
 */
const LONE_TEN = `
  Foundations: C-A D-0 H-0 S-3
  Freecells: QD - 9D 6D
  7H KS QS JS TS
  2C KC AD 5C 7S 5H 6H
  4H JD 7C 8D 4S 2D
  AH 7D KH JH 8H 3H
  TD
  4D 3C 6C 6S 4C 5D
  9S 3D 2H 8S QH QC JC TC 9C 8C
  KD 5S TH 9H`;

let solver: Solver;
beforeAll(async () => {
  solver = await Solver.create(debugWasmUrl());
});

const made = (spec: (typeof VARIANTS)[number]['spec']): Game => {
  const game = smallGame(spec);
  if (!game.ok) throw new Error(game.error.message);
  return game.value;
};

interface HandStage {
  method: number;
  weights: number[];
  cap: number;
  exact: boolean;
}

/**
 * A module of its own whose `solve(start, stages)` runs `stages` in place of the presets:
 * every weight of each stage set (those not given 0), so none is left from the presets.
 */
const handStaged = async (game: Game) => {
  const config = gameConfig(game);
  const wasm = await instantiateSolver(await compileSolverModule(debugWasmUrl()));
  const io = () => new Uint8Array(wasm.memory.buffer, wasm.ioBufferPointer(), wasm.ioBufferSize());
  return (start: Position, stages: HandStage[]) => {
    expect(configureModule(wasm, config)).toBe(STATUS.OK);
    expect(wasm.setStages(stages.length)).toBe(STATUS.OK);
    stages.forEach(({ method, weights, cap, exact }, stage) => {
      expect(wasm.setStageMethod(stage, method)).toBe(STATUS.OK);
      expect(wasm.setStageExact(stage, exact ? 1 : 0)).toBe(STATUS.OK);
      for (let i = 0; i < WEIGHTS; i++) {
        expect(wasm.setStageWeight(stage, i, weights[i] ?? 0)).toBe(STATUS.OK);
      }
      expect(wasm.setStagePositions(stage, cap)).toBe(STATUS.OK);
    });
    expect(writePosition(start, config, io())).toBe(true);
    expect(wasm.loadPosition()).toBe(STATUS.OK);
    const verdict = wasm.solve(16 * 2 ** 20, BUDGET, 600_000);
    const line =
      verdict === STATUS.VERDICT_WINNABLE ? readMoves(io(), wasm.solutionMoves()) : undefined;
    return { verdict, line };
  };
};

describe('open family: exact against the exhaustive search', () => {
  it.each(VARIANTS)('$name: the same verdict on every deal', ({ spec }) => {
    expectVerdictsOfOracle(solver, made(spec), DEALS);
  });

  it.each(SAME_SUIT_SPECS)(
    'same suit, $suits suits of $ranks, $columns columns, $cells cells: the same verdict on every deal',
    (spec) => {
      expectVerdictsOfOracle(solver, made(spec), SAME_SUIT_DEALS);
    },
  );

  it("Baker's Game: wins where a lone column's run must go into cells", () => {
    const start = parsedPosition(bakers, LONE_TEN);
    const solved = solver.solve(bakers, start);
    if (!solved.ok) throw new Error(solved.error.message);
    expect(solved.value.verdict).toBe('winnable');
    expectSolutionWins(bakers, start, solved.value.solution!);
  });

  it.each(VARIANTS)('$name: soft threads alone never prove a deal lost', async ({ spec }) => {
    const game = made(spec);
    const solve = await handStaged(game);
    // Two threads in one store, slices of 5 positions: they take turns to the end. Marked
    // complete, so that a thread's own "impossible" would show.
    const threads = [0, 1, 2, 3, 4, 5].map((stage) => ({
      method: METHOD_SOFT_THREAD,
      weights: stage % 2 ? CALM : SHARP,
      cap: 5,
      exact: true,
    }));
    let lost = 0;
    for (let deal = 1; deal <= DEALS; deal++) {
      const start = unwrap(game.deal(deal));
      if (exhaustiveVerdict(game, start, { maxPositions: 500_000 }).verdict !== 'impossible')
        continue;
      lost++;
      expect(solve(start, threads).verdict, `deal ${deal}`).toBe(STATUS.VERDICT_UNKNOWN_POSITIONS);
    }
    expect(lost).toBeGreaterThan(0);
  });

  it.each(VARIANTS)(
    '$name: meta-move threads win only winnable deals, and replay',
    async ({ spec }) => {
      const game = made(spec);
      const solve = await handStaged(game);
      const threads = [0, 1, 2, 3].map((stage) => ({
        method: METHOD_SOFT_THREAD,
        weights: stage % 2 ? META_NOISY : META_SHARP,
        cap: 50,
        exact: true,
      }));
      let won = 0;
      let lost = 0;
      for (let deal = 1; deal <= DEALS; deal++) {
        const start = unwrap(game.deal(deal));
        const { verdict, line } = solve(start, threads);
        const oracle = exhaustiveVerdict(game, start, { maxPositions: 500_000 }).verdict;
        if (oracle === 'impossible') lost++;
        if (verdict !== STATUS.VERDICT_WINNABLE) {
          expect(verdict, `deal ${deal}`).toBe(STATUS.VERDICT_UNKNOWN_POSITIONS);
          continue;
        }
        won++;
        expect(oracle, `deal ${deal}`).toBe('winnable');
        expectSolutionWins(game, start, line!);
      }
      expect(won).toBeGreaterThan(0);
      expect(lost).toBeGreaterThan(0);
    },
  );

  it.each(VARIANTS)(
    '$name: a stage sending every card home wins only winnable deals, and proves nothing',
    async ({ spec }) => {
      const game = made(spec);
      const solve = await handStaged(game);
      // One best-first stage with room to store all it reaches, marked exact on purpose:
      // the weight alone makes it streamlined (assembly/search/stages.ts `isStageExact`).
      const streamlined = [
        { method: METHOD_BEST_FIRST, weights: HOME_ALL, cap: BUDGET, exact: true },
      ];
      const tally = { won: 0, missed: 0, lost: 0 };
      for (let deal = 1; deal <= DEALS; deal++) {
        const start = unwrap(game.deal(deal));
        const { verdict, line } = solve(start, streamlined);
        const oracle = exhaustiveVerdict(game, start, { maxPositions: 500_000 }).verdict;
        if (verdict !== STATUS.VERDICT_WINNABLE) {
          expect(verdict, `deal ${deal}`).toBe(STATUS.VERDICT_UNKNOWN_POSITIONS);
          if (oracle === 'winnable') tally.missed++;
          else tally.lost++;
          continue;
        }
        tally.won++;
        expect(oracle, `deal ${deal}`).toBe('winnable');
        expectSolutionWins(game, start, line!);
      }
      expect(tally.won).toBeGreaterThan(0);
      expect(tally.lost).toBeGreaterThan(0);
      // By alternating colours some wins need a card kept out of its foundation, so the
      // stage must be streamlined; by suit every foundation move is safe (isSafeHome's
      // proof) and it misses none.
      if (spec.game === 'freecell') expect(tally.missed).toBeGreaterThan(0);
      else expect(tally.missed).toBe(0);
    },
  );
});
