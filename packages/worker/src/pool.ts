/**
 * A fixed number of worker slots and a FIFO queue of jobs. It knows nothing of solitaire
 * or of the platform: a `spawn` function makes workers, and a job is any async task run
 * against one worker's API.
 *
 * A WASM call cannot be interrupted from outside, so stopping a job means terminating
 * its worker. A slot whose worker was terminated, crashed or misbehaved is simply left
 * empty and filled by a fresh worker when the next job needs it.
 */
import { AnalysisError, abortErrorFrom } from './errors.js';

export interface WorkerHandle<Api> {
  readonly api: Api;
  /** Settles when the worker can take calls; rejects if it cannot start. */
  readonly ready: Promise<void>;
  /** Registers the listener told, once, when the worker dies without being asked to. */
  onDeath(listener: (cause: AnalysisError) => void): void;
  terminate(): void;
  /** Whether the worker runs a job: Node keeps the process alive only while one does. */
  setBusy?(busy: boolean): void;
}

export type Spawn<Api> = () => WorkerHandle<Api>;

export interface JobContext {
  /** Resets the watchdog: a long job that reports progress is not stuck. */
  heartbeat(): void;
}

export interface JobOptions {
  readonly signal?: AbortSignal;
  /** Stop the worker and reject with ERR_TIMEOUT after this long without a heartbeat. */
  readonly watchdogMs?: number;
}

interface Job<Api> {
  readonly task: (api: Api, context: JobContext) => Promise<unknown>;
  readonly options: JobOptions;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: AnalysisError) => void;
  readonly onAbort: () => void;
}

interface Slot<Api> {
  worker: WorkerHandle<Api> | undefined;
  job: Job<Api> | undefined;
  /** Whether the running job's task has been handed to the worker. */
  sent: boolean;
  /** Settles the running job; set while one runs. */
  finish:
    | ((outcome: { value: unknown } | { error: AnalysisError }, keepWorker: boolean) => void)
    | undefined;
}

export class WorkerPool<Api> {
  private readonly slots: Slot<Api>[];
  private readonly queue: Job<Api>[] = [];
  private closed = false;

  constructor(
    readonly size: number,
    private readonly spawn: Spawn<Api>,
  ) {
    if (!Number.isInteger(size) || size < 1) {
      throw new AnalysisError(
        'ERR_BAD_REQUEST',
        `pool size must be a whole number of at least 1, not ${size}`,
      );
    }
    this.slots = Array.from({ length: size }, () => ({
      worker: undefined,
      job: undefined,
      sent: false,
      finish: undefined,
    }));
  }

  /** Workers alive now (started lazily, at most `size`). */
  get workerCount(): number {
    return this.slots.filter((s) => s.worker !== undefined).length;
  }

  /** Jobs waiting for a free worker. */
  get queued(): number {
    return this.queue.length;
  }

  run<T>(
    task: (api: Api, context: JobContext) => Promise<T>,
    options: JobOptions = {},
  ): Promise<T> {
    if (this.closed)
      return Promise.reject(new AnalysisError('ERR_CLOSED', 'the analysis service is closed'));
    const { signal } = options;
    if (signal?.aborted) return Promise.reject(abortErrorFrom(signal));
    return new Promise<T>((resolve, reject) => {
      const job: Job<Api> = {
        task,
        options,
        resolve: resolve as (value: unknown) => void,
        reject,
        onAbort: () => this.abort(job),
      };
      signal?.addEventListener('abort', job.onAbort, { once: true });
      this.queue.push(job);
      this.dispatch();
    });
  }

  /** Rejects every queued and running job with ERR_CLOSED and stops every worker. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const error = new AnalysisError(
      'ERR_CLOSED',
      'the analysis service was closed during the call',
    );
    for (const job of this.queue.splice(0)) this.settle(job, { error });
    for (const slot of this.slots) {
      if (slot.finish) slot.finish({ error }, false);
      else this.retire(slot);
    }
  }

  private abort(job: Job<Api>): void {
    const error = abortErrorFrom(job.options.signal!);
    const waiting = this.queue.indexOf(job);
    if (waiting >= 0) {
      this.queue.splice(waiting, 1);
      this.settle(job, { error });
      return;
    }
    // Running: the only way to stop a WASM call is to stop its worker. A job that has not
    // reached its worker yet (still starting) leaves the worker to the next job.
    const slot = this.slots.find((s) => s.job === job);
    slot?.finish?.({ error }, !slot.sent);
  }

  private dispatch(): void {
    while (!this.closed && this.queue.length > 0) {
      const slot =
        this.slots.find((s) => s.worker !== undefined && s.job === undefined) ??
        this.slots.find((s) => s.worker === undefined);
      if (slot === undefined) return;
      this.start(slot, this.queue.shift()!);
    }
  }

  private start(slot: Slot<Api>, job: Job<Api>): void {
    const worker = slot.worker ?? this.hire(slot);
    slot.job = job;
    slot.sent = false;
    worker.setBusy?.(true);
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    const finish: Slot<Api>['finish'] = (outcome, keepWorker) => {
      if (slot.job !== job) return;
      clearTimeout(watchdog);
      slot.job = undefined;
      slot.finish = undefined;
      if (keepWorker) worker.setBusy?.(false);
      else this.retire(slot);
      this.settle(job, outcome);
      this.dispatch();
    };
    slot.finish = finish;
    const { watchdogMs } = job.options;
    const heartbeat = () => {
      if (watchdogMs === undefined || slot.job !== job) return;
      clearTimeout(watchdog);
      watchdog = setTimeout(() => {
        const error = new AnalysisError(
          'ERR_TIMEOUT',
          `the solver gave no answer within ${Math.round(watchdogMs)} ms (its time budget and a margin); its worker was stopped`,
        );
        finish({ error }, false);
      }, watchdogMs);
    };
    heartbeat();
    worker.ready
      .then(() => {
        // Cancelled while the worker was starting: the task never reaches it.
        if (slot.job !== job) return;
        slot.sent = true;
        heartbeat();
        return job.task(worker.api, { heartbeat }).then(
          (value) => finish({ value }, true),
          (error: unknown) => finish({ error: classifyFailure(error) }, false),
        );
      })
      .catch((error: unknown) => finish({ error: classifyFailure(error) }, false));
  }

  private hire(slot: Slot<Api>): WorkerHandle<Api> {
    const worker = this.spawn();
    slot.worker = worker;
    worker.onDeath((cause) => {
      if (slot.worker !== worker) return;
      if (slot.finish) slot.finish({ error: cause }, false);
      else this.retire(slot);
    });
    return worker;
  }

  private retire(slot: Slot<Api>): void {
    const worker = slot.worker;
    slot.worker = undefined;
    worker?.terminate();
  }

  private settle(job: Job<Api>, outcome: { value: unknown } | { error: AnalysisError }): void {
    job.options.signal?.removeEventListener('abort', job.onAbort);
    if ('error' in outcome) job.reject(outcome.error);
    else job.resolve(outcome.value);
  }
}

/**
 * A task that throws rather than returning an error result has met a bug or a trap in
 * the worker (a WASM `unreachable`, an allocation failure). The worker is replaced, since
 * its solver may be left in a broken state, and the call says what happened.
 */
function classifyFailure(error: unknown): AnalysisError {
  if (error instanceof AnalysisError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/out of memory|memory access|allocation|grow/i.test(message)) {
    return new AnalysisError('ERR_OUT_OF_MEMORY', `the solver ran out of memory: ${message}`);
  }
  return new AnalysisError('ERR_WORKER_CRASHED', `the solver failed in its worker: ${message}`);
}
