/**
 * How much the table lets the solver search for what a player waits on, in positions (so
 * that what the table shows never depends on how fast the machine is). A position's
 * verdict is asked twice when needed: first within the quick budget, which answers most
 * positions and gives a hint its move at once, then, if that found no verdict, within the
 * service's own budget while the table says "analysing".
 */
import { type GameId, type GameOptions, resolveOptions } from '@naipe/rules';
import type { AnalysisBudget } from './service.js';

/** A hint, the first look at a position, and each try of most games' deal search. */
export const QUICK_BUDGET: AnalysisBudget = { maxPositions: 5_000 };

/**
 * How "winnable deals only" looks for a deal: deals one after another, each within
 * `budget`, until one is proven winnable; after `tries` it deals the most promising of
 * them, marked as not proven winnable.
 */
export interface DealSearch {
  readonly tries: number;
  readonly budget: AnalysisBudget;
}

/**
 * Many short tries: most winnable deals of most games are proven in a few thousand
 * positions, and skipping a hard deal soon is what keeps the wait short. At most 100,000
 * positions in all.
 */
const SHORT_TRIES: DealSearch = { tries: 20, budget: QUICK_BUDGET };

/**
 * Spider with more suits needs longer tries. Within the quick budget Spanish Spider (two
 * 48-card decks) proves one deal in five with 2 suits and one in thirty to fifty with 4,
 * so that twenty tries of 4 suits found none half the time and more, and French Spider
 * (two 52-card decks) with 4 suits proves almost none. Each budget below proves over a
 * quarter of the deals it tries, and the tries make a run that proves none rare (under
 * one in five hundred, for tries of independent deals); most runs end within their first
 * few tries. Measured with `benchmarks/solver/winnable-tries.mjs` (benchmarks/RESULTS.md,
 * "Winnable deals only"). Keyed by deck and suits.
 */
const SPIDER_TRIES: Readonly<Record<string, DealSearch>> = {
  'spanish 2': { tries: 10, budget: { maxPositions: 10_000 } },
  'spanish 4': { tries: 20, budget: { maxPositions: 20_000 } },
  'french 2': { tries: 20, budget: { maxPositions: 10_000 } },
  'french 4': { tries: 20, budget: { maxPositions: 40_000 } },
};

/** How "winnable deals only" looks for a deal of `game` with `options`. */
export function dealSearch(game: GameId, options: GameOptions): DealSearch {
  if (game !== 'spider') return SHORT_TRIES;
  const { deck, suits } = resolveOptions(game, options);
  return SPIDER_TRIES[`${deck} ${suits}`] ?? SHORT_TRIES;
}
