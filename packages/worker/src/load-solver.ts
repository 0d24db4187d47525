/** Instantiates @naipe/solver from the module the pool compiled, inside a worker. */
import { Solver } from '@naipe/solver';
import type { SolverCore } from './engine.js';

export async function loadSolver(module: WebAssembly.Module): Promise<SolverCore> {
  return Solver.create(module);
}
