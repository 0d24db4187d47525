/**
 * Game ids the solver plays, so that `supports()` answers at once on the main thread,
 * before any worker has started. @naipe/solver decides this from the rules
 * (`Solver.supportsGame`); a test checks that this list agrees with it for every game
 * and option, so the two cannot drift apart unnoticed.
 */
export const SOLVER_GAMES: readonly string[] = ['freecell', 'bakers-game'];
