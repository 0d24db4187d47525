/**
 * The service a table uses when none is given: `@naipe/worker`'s browser client, made on
 * first use and shared by every table on the page. The solver's WASM is the one
 * `@naipe/solver` ships (its `wasmUrl()`, a `new URL(..., import.meta.url)` that bundlers
 * copy along); `configureDefaultAnalysis` names another where that does not reach.
 * When no solver can be had, every game says that analysis is not available.
 */

import { type AnalysisService, NO_ANALYSIS } from './service.js';
import { fromWorkerService } from './worker-adapter.js';

let shared: Promise<AnalysisService> | undefined;
let wasmOverride: string | URL | WebAssembly.Module | undefined;

export interface DefaultAnalysisOptions {
  /** Where the solver's WASM is (`@naipe/solver/solver.wasm`), or the compiled module. */
  readonly wasm: string | URL | WebAssembly.Module;
}

/** Sets how the default service finds the solver; call it before the first table analyses. */
export function configureDefaultAnalysis(options: DefaultAnalysisOptions): void {
  wasmOverride = options.wasm;
  shared = undefined;
}

export function defaultAnalysis(): Promise<AnalysisService> {
  shared ??= load();
  return shared;
}

async function load(): Promise<AnalysisService> {
  try {
    const wasm = wasmOverride ?? (await import('@naipe/solver')).wasmUrl();
    const { createBrowserAnalysisService } = await import('@naipe/worker/browser');
    return fromWorkerService(createBrowserAnalysisService({ wasm }));
  } catch (error) {
    console.warn(
      `<naipe-table>: no solver: ${(error as Error).message}. Analysis is off; see configureDefaultAnalysis.`,
    );
    return NO_ANALYSIS;
  }
}
