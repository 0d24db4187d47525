/**
 * What a page's main thread does with WebAssembly and workers, counted by a script that
 * runs before the page's own: the proof, in counts, that a solver runs in workers only.
 * Install it with `page.addInitScript(watchMainThread)` before the page loads, and read
 * it with `page.evaluate(readMainThreadWatch)`.
 */
export interface MainThreadWatch {
  /** Calls on the main thread that compile or instantiate a module (`compile`, `instantiate`, `new Module`, …). */
  readonly wasmCalls: readonly string[];
  /** Workers the page started. */
  readonly workers: number;
  /** Messages the page posted to its workers. */
  readonly messagesToWorkers: number;
}

interface Watched extends Window {
  __naipeMainThread?: { wasmCalls: string[]; workers: number; messagesToWorkers: number };
}

/** Page code: wraps the WebAssembly entry points and `Worker` of the main thread's window. */
export function watchMainThread(): void {
  const watch = { wasmCalls: [] as string[], workers: 0, messagesToWorkers: 0 };
  (window as Watched).__naipeMainThread = watch;
  const wasm = WebAssembly as unknown as Record<string, unknown>;
  for (const name of ['compile', 'compileStreaming', 'instantiate', 'instantiateStreaming']) {
    const real = wasm[name] as ((...args: unknown[]) => unknown) | undefined;
    if (typeof real !== 'function') continue;
    wasm[name] = function (this: unknown, ...args: unknown[]) {
      watch.wasmCalls.push(name);
      return real.apply(this, args);
    };
  }
  for (const name of ['Module', 'Instance']) {
    const Real = wasm[name] as new (...args: unknown[]) => object;
    wasm[name] = new Proxy(Real, {
      construct(target, args, newTarget) {
        watch.wasmCalls.push(`new ${name}`);
        return Reflect.construct(target, args, newTarget);
      },
    });
  }
  const RealWorker = window.Worker;
  const post = RealWorker.prototype.postMessage;
  RealWorker.prototype.postMessage = function (this: Worker, ...args: unknown[]) {
    watch.messagesToWorkers++;
    return (post as (...a: unknown[]) => void).apply(this, args);
  };
  window.Worker = new Proxy(RealWorker, {
    construct(target, args, newTarget) {
      watch.workers++;
      return Reflect.construct(target, args, newTarget);
    },
  });
}

/** Page code: the counts so far. */
export function readMainThreadWatch(): MainThreadWatch {
  const watch = (window as Watched).__naipeMainThread;
  if (!watch) throw new Error('watchMainThread was not installed before the page loaded');
  return { ...watch, wasmCalls: [...watch.wasmCalls] };
}
