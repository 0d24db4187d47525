export { SOLVER_ERROR_CODES, type SolverError, type SolverErrorCode } from './errors.js';
export {
  type Budget,
  DEFAULT_BUDGET,
  type HintResult,
  type SolveResult,
  Solver,
  type SolveStats,
  type Verdict,
} from './solver.js';
export {
  compileSolverModule,
  type SolverExports,
  type WasmBuild,
  type WasmSource,
  wasmUrl,
} from './wasm.js';
