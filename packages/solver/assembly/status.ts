/**
 * Every status code the module's exports return, in one place (mirrored for the host by
 * src/status.ts, and a test holds the two together). A throw would abort the module, so
 * exports answer with these: 0 or a positive result, negative codes for errors.
 */

export const OK: i32 = 0;

/** Verdicts of `solve`. */
export const VERDICT_WINNABLE: i32 = 1;
/** Every position reachable from the start was stored and expanded: no win exists. */
export const VERDICT_IMPOSSIBLE: i32 = 2;
/** The positions or the memory of the budget ran out first. */
export const VERDICT_UNKNOWN_POSITIONS: i32 = 3;
/** The time of the budget ran out first. */
export const VERDICT_UNKNOWN_TIME: i32 = 4;

/** `configure`: a value outside the module's limits. */
export const ERR_BAD_CONFIG: i32 = -1;
/** A position was given before a game. */
export const ERR_NOT_CONFIGURED: i32 = -2;

/** `loadPosition`: the position does not have the configured layout. */
export const ERR_POSITION_SHAPE: i32 = -10;
/** `loadPosition`: a card that is not in the deck (or a foundation above the top rank). */
export const ERR_POSITION_CARD: i32 = -11;
/** `loadPosition`: a card more often than the deck holds it. */
export const ERR_POSITION_DUPLICATE: i32 = -12;
/** `loadPosition`: cards of the deck are missing. */
export const ERR_POSITION_MISSING: i32 = -13;
/** `solve` before a position was loaded. */
export const ERR_NO_POSITION: i32 = -14;

/** A budget (or tuning value) the module cannot use. */
export const ERR_BUDGET: i32 = -20;
/** `solutionMoves` without a winnable verdict. */
export const ERR_NO_SOLUTION: i32 = -21;
/** The host refused the memory for the position store. */
export const ERR_MEMORY_REFUSED: i32 = -22;

/** The solution does not fit the I/O buffer. */
export const ERR_SOLUTION_TOO_LONG: i32 = -30;
/** The solution does not replay in the module (a bug). */
export const ERR_REPLAY: i32 = -31;
