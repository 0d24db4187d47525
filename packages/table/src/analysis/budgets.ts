/**
 * How much the table lets the solver search for what a player waits on, in positions (so
 * that what the table shows never depends on how fast the machine is). A position's
 * verdict is asked twice when needed: first within the quick budget, which answers most
 * positions and gives a hint its move at once, then, if that found no verdict, within the
 * service's own budget while the table says "analysing".
 */
import type { AnalysisBudget } from './service.js';

/** A hint, the first look at a position, and each deal "winnable deals only" tries. */
export const QUICK_BUDGET: AnalysisBudget = { maxPositions: 5_000 };

/**
 * Deals "winnable deals only" tries, each within QUICK_BUDGET, before it deals the most
 * promising of them marked as not proven winnable (4-suit Spider rarely proves one):
 * at most 100,000 positions in all. Many short tries rather than a few long ones: most
 * winnable Klondike deals are proven in a few thousand positions, and skipping a hard
 * deal soon is what keeps the wait short (benchmarks/RESULTS.md, "Hints where the
 * verdict is unknown").
 */
export const WINNABLE_TRIES = 20;
