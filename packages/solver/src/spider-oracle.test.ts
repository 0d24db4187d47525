/**
 * Exactness of the Spider family against the rules' oracle (`exhaustiveVerdict` of
 * @naipe/rules/testing: a depth-first search over every legal move, with no pruning, no
 * automatic move and no dominance): on thousands of random deals of small Spider games
 * the two verdicts agree, deal by deal. The solver's left-out moves (same keys up to
 * column order once the stock is empty), its keys and its undo record are all on trial
 * here; a winnable verdict is also replayed by the bindings through the rules. And the
 * streamlined stages (movegen.ts: moves left out) never prove a deal lost by themselves.
 */
import { type Game, unwrap } from '@naipe/rules';
import { exhaustiveVerdict, SMALL_VARIANTS, type SmallSpec, smallGame } from '@naipe/rules/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { debugWasmUrl } from './debug.js';
import { gameFamily, writeFamilyPosition } from './encoding.js';
import { Solver } from './solver.js';
import { STATUS } from './status.js';
import { expectSolutionWins } from './test-support.js';
import { compileSolverModule, configureFamily, instantiateSolver } from './wasm.js';

let solver: Solver;
beforeAll(async () => {
  solver = await Solver.create(debugWasmUrl());
});

/**
 * The rules' own small Spider variants, and two with five and six columns, with the deals
 * tried of each (2,200 in all; the six-column one costs the oracle most).
 */
const SPECS: readonly { readonly name: string; readonly spec: SmallSpec; deals?: number }[] = [
  ...SMALL_VARIANTS.filter((v) => v.spec.game === 'spider'),
  {
    name: 'spider french 2 suits, 5 columns',
    spec: { game: 'spider', deck: 'french', suits: 2, ranks: 4, columns: 5, stockDeals: 1 },
  },
  {
    name: 'spider spanish 4 suits, 6 columns',
    spec: { game: 'spider', deck: 'spanish', suits: 4, ranks: 3, columns: 6, stockDeals: 1 },
    deals: 200,
  },
];

/** Deals per test: each test stays short on a loaded machine, where the oracle is slow. */
const CHUNK = 50;

describe.each(SPECS)('Spider against the oracle: $name', ({ spec, deals = 400 }) => {
  const game: Game = unwrap(smallGame(spec));
  const tally = { winnable: 0, impossible: 0, tooLarge: 0 };
  const chunks = Array.from({ length: Math.ceil(deals / CHUNK) }, (_, i) => i * CHUNK + 1);

  it.each(chunks)(`agrees on the verdict of deals %i and the ${CHUNK - 1} after`, (first) => {
    for (let deal = first; deal < first + CHUNK && deal <= deals; deal++) {
      const start = unwrap(game.deal(deal));
      const oracle = exhaustiveVerdict(game, start, { maxPositions: 200_000 });
      if (oracle.verdict === 'too-large') {
        tally.tooLarge++;
        continue;
      }
      const solved = unwrap(
        solver.solve(game, start, { maxPositions: 2_000_000, maxMs: 3_600_000 }),
      );
      expect(solved.verdict, `deal ${deal}`).toBe(oracle.verdict);
      if (solved.verdict === 'winnable') expectSolutionWins(game, start, solved.solution!);
      tally[oracle.verdict]++;
    }
  });

  it(`met both answers in ${deals} deals, nearly all settled by the oracle`, () => {
    expect(tally.winnable).toBeGreaterThan(0);
    expect(tally.impossible).toBeGreaterThan(0);
    expect(tally.tooLarge).toBeLessThan(deals / 10);
  });
});

describe.each(SPECS)('Spider streamlined stages: $name', ({ spec }) => {
  it('alone never prove a deal lost', async () => {
    const game: Game = unwrap(smallGame(spec));
    const family = gameFamily(game);
    const wasm = await instantiateSolver(await compileSolverModule(debugWasmUrl()));
    let lost = 0;
    for (let deal = 1; deal <= 200 && lost < 20; deal++) {
      const start = unwrap(game.deal(deal));
      if (exhaustiveVerdict(game, start, { maxPositions: 200_000 }).verdict !== 'impossible')
        continue;
      lost++;
      expect(configureFamily(wasm, family)).toBe(STATUS.OK);
      // The first stage of every Spider schedule is streamlined; alone, it runs to its end.
      expect(wasm.setStages(1)).toBe(STATUS.OK);
      const io = new Uint8Array(wasm.memory.buffer, wasm.ioBufferPointer(), wasm.ioBufferSize());
      expect(writeFamilyPosition(start, family, io)).toBe(true);
      expect(wasm.loadPosition()).toBe(STATUS.OK);
      expect(wasm.solve(16 * 2 ** 20, 2_000_000, 600_000), `deal ${deal}`).toBe(
        STATUS.VERDICT_UNKNOWN_POSITIONS,
      );
    }
    expect(lost).toBeGreaterThan(0);
  });
});
