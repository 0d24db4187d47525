/**
 * What the browser and Node clients share about their workers: the solver module is
 * compiled once and given to each worker's `init`, a worker dies at most once, and a
 * death the pool asked for (`terminate`) is not reported as a crash.
 */
import { compileSolverModule, type WasmSource } from '@naipe/solver';
import { AnalysisError } from './errors.js';
import type { WorkerHandle } from './pool.js';
import type { RemoteWorker } from './service.js';

export async function compileSolver(wasm: WasmSource | undefined): Promise<WebAssembly.Module> {
  try {
    return await compileSolverModule(wasm);
  } catch (error) {
    throw new AnalysisError(
      'ERR_WORKER_START',
      `cannot load the solver from ${String(wasm ?? "@naipe/solver's release build")}: ${(error as Error).message}`,
    );
  }
}

export interface WorkerControls {
  readonly api: RemoteWorker;
  readonly module: Promise<WebAssembly.Module>;
  terminate(): void;
  setBusy?(busy: boolean): void;
}

/** The pool's handle on a worker, and `die` for the platform's death events to call. */
export function handleWorker(controls: WorkerControls): {
  readonly handle: WorkerHandle<RemoteWorker>;
  readonly die: (cause: AnalysisError) => void;
} {
  let terminated = false;
  let listener: ((cause: AnalysisError) => void) | undefined;
  let deathCause: AnalysisError | undefined;
  const ready = controls.module.then((compiled) =>
    controls.api.init(compiled).catch((error: unknown) => {
      throw new AnalysisError(
        'ERR_WORKER_START',
        `the solver's worker could not start: ${(error as Error).message}`,
      );
    }),
  );
  const handle: WorkerHandle<RemoteWorker> = {
    api: controls.api,
    ready,
    onDeath(onDeath) {
      listener = onDeath;
      if (deathCause) onDeath(deathCause);
    },
    terminate() {
      terminated = true;
      controls.terminate();
    },
    ...(controls.setBusy ? { setBusy: controls.setBusy } : {}),
  };
  const die = (cause: AnalysisError) => {
    if (terminated || deathCause) return;
    deathCause = cause;
    listener?.(cause);
  };
  return { handle, die };
}
