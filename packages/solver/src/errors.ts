/**
 * What can go wrong when asking the solver, by code, with a message that names what and
 * where. Bad input is returned as an error, never thrown; a throw from the solver is a bug.
 */
export const SOLVER_ERROR_CODES = [
  /** The game has rules the solver does not play yet (a stock, face-down cards, ...). */
  'ERR_UNSUPPORTED_GAME',
  /** The position is not a legal position of the game (wrong piles, cards twice or missing). */
  'ERR_INVALID_POSITION',
  /** A budget value is not a usable number. */
  'ERR_BUDGET',
  /** The deal number is not one of the game's deals. */
  'ERR_BAD_DEAL_NUMBER',
  /** The solver contradicted itself, e.g. a solution failed its replay: a bug to report. */
  'ERR_INTERNAL',
] as const;

export type SolverErrorCode = (typeof SOLVER_ERROR_CODES)[number];

export interface SolverError {
  readonly code: SolverErrorCode;
  readonly message: string;
}

export const solverError = (code: SolverErrorCode, message: string): SolverError => ({
  code,
  message,
});
