/**
 * The module's status codes as the host reads them: the mirror of assembly/status.ts
 * (the module also exports each one as a constant, and status.test.ts holds the two
 * together). No code is written as a bare number anywhere else.
 */
export const STATUS = {
  OK: 0,
  VERDICT_WINNABLE: 1,
  VERDICT_IMPOSSIBLE: 2,
  VERDICT_UNKNOWN_POSITIONS: 3,
  VERDICT_UNKNOWN_TIME: 4,
  ERR_BAD_CONFIG: -1,
  ERR_NOT_CONFIGURED: -2,
  ERR_POSITION_SHAPE: -10,
  ERR_POSITION_CARD: -11,
  ERR_POSITION_DUPLICATE: -12,
  ERR_POSITION_MISSING: -13,
  ERR_NO_POSITION: -14,
  ERR_BUDGET: -20,
  ERR_NO_SOLUTION: -21,
  ERR_MEMORY_REFUSED: -22,
  ERR_SOLUTION_TOO_LONG: -30,
  ERR_REPLAY: -31,
} as const;

export type StatusName = keyof typeof STATUS;

/** The verdict a `solve` code stands for, or undefined for an error code. */
export function verdictOf(code: number): 'winnable' | 'impossible' | 'unknown' | undefined {
  switch (code) {
    case STATUS.VERDICT_WINNABLE:
      return 'winnable';
    case STATUS.VERDICT_IMPOSSIBLE:
      return 'impossible';
    case STATUS.VERDICT_UNKNOWN_POSITIONS:
    case STATUS.VERDICT_UNKNOWN_TIME:
      return 'unknown';
    default:
      return undefined;
  }
}

/** What an error code means, in words for a SolverError's message. */
export const STATUS_MESSAGES: Partial<Record<number, string>> = {
  [STATUS.ERR_POSITION_SHAPE]: 'the position does not have the layout of the game',
  [STATUS.ERR_POSITION_CARD]: 'the position holds a card that is not in the deck',
  [STATUS.ERR_POSITION_DUPLICATE]: 'the position holds a card twice',
  [STATUS.ERR_POSITION_MISSING]: 'the position is missing cards',
  [STATUS.ERR_BUDGET]: 'the memory budget is too small for the position store',
  [STATUS.ERR_MEMORY_REFUSED]:
    'the memory for the position store could not be allocated (the host refused it)',
  [STATUS.ERR_SOLUTION_TOO_LONG]: 'the solution is too long to return',
  [STATUS.ERR_REPLAY]: 'the solution does not replay in the solver',
};

/** The SolverError code a module error code is reported as. */
export function errorKindOf(code: number): 'ERR_INVALID_POSITION' | 'ERR_BUDGET' | 'ERR_INTERNAL' {
  switch (code) {
    case STATUS.ERR_POSITION_SHAPE:
    case STATUS.ERR_POSITION_CARD:
    case STATUS.ERR_POSITION_DUPLICATE:
    case STATUS.ERR_POSITION_MISSING:
      return 'ERR_INVALID_POSITION';
    case STATUS.ERR_BUDGET:
    case STATUS.ERR_MEMORY_REFUSED:
      return 'ERR_BUDGET';
    default:
      return 'ERR_INTERNAL';
  }
}
