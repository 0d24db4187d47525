export { SOLVER_ERROR_CODES, type SolverError, type SolverErrorCode } from './errors.js';
export type { Family, FamilyId, OpenConfig, SpiderConfig } from './families.js';
export { familyOf, SOLVED_GAME_IDS, supportsGame, unsupportedReason } from './games.js';
export { progressOf } from './progress.js';
export {
  type Budget,
  DEFAULT_BUDGET,
  type HintResult,
  MAX_MEMORY_BYTES,
  type SolveOptions,
  type SolveResult,
  Solver,
  type SolveStats,
  type Verdict,
} from './solver.js';
export { STATUS, type StatusName, verdictOf } from './status.js';
export {
  compileSolverModule,
  type SolverExports,
  type WasmSource,
  wasmUrl,
} from './wasm.js';
