/**
 * "Winnable deals only" with the real solver: for every game and option the rules offer,
 * the search `dealSearch` describes proves a deal winnable from each of a few starts, so
 * a player is dealt a proven deal rather than an unproven candidate. The budgets are in
 * positions, so each answer is the same on any machine (the time limit is only a safety
 * net far above what the positions take).
 */
import { GAME_IDS, Game, optionSets, unwrap } from '@naipe/rules';
import { createNodeAnalysisService } from '@naipe/worker/node';
import { afterAll, describe, expect, it } from 'vitest';
import { dealSearch } from './budgets.js';
import { fromWorkerService } from './worker-adapter.js';

/** Every game with every option set it offers. */
const variants = GAME_IDS.flatMap((id) => optionSets(id).map((options) => ({ id, options })));

/** Starts of the search: spread out, the same every run. */
const STARTS = [1, 1_001, 20_002, 300_003, 4_000_004, 50_000_005];

const worker = createNodeAnalysisService({ size: 1, defaultBudget: { maxMs: 600_000 } });
const service = fromWorkerService(worker);
afterAll(() => worker.close());

describe('winnable deals only, with the solver', () => {
  it('covers every game and option', () => {
    // FreeCell, Baker's Game, Australian, Klondike (2 decks × 2 draws), Spider (2 × 3).
    expect(variants).toHaveLength(1 + 1 + 1 + 4 + 6);
  });

  for (const { id, options } of variants) {
    it(`proves a deal winnable from every start: ${id} ${JSON.stringify(options)}`, async () => {
      const { tries, budget } = dealSearch(id, options);
      const game = Game.create(id, options);
      if (!game.ok) throw new Error(game.error.message);
      for (const from of STARTS) {
        const found = await service.findWinnableDeal(
          { game: id, options, from, maxDeals: tries },
          { budget },
        );
        expect({ from, verdict: found.result.verdict }).toEqual({ from, verdict: 'winnable' });
        const start = unwrap(game.value.deal(found.deal));
        const end = game.value.playAll(start, found.result.solution ?? []);
        expect(end.ok && game.value.isWon(end.value)).toBe(true);
      }
    });
  }
});
