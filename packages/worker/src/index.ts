/**
 * @naipe/worker: the solver as a service, off the main thread. Pick the client for the
 * platform: `@naipe/worker/browser` (Web Workers) or `@naipe/worker/node` (worker_threads);
 * both return the same `AnalysisService`. This entry holds what they share.
 */
export * from './errors.js';
export type { JobContext, JobOptions, Spawn, WorkerHandle } from './pool.js';
export { WorkerPool } from './pool.js';
export type { PoolSetup, RemoteWorker, ServiceOptions } from './service.js';
export { createAnalysisService, DEFAULT_BUDGET, defaultPoolSize } from './service.js';
export * from './types.js';
export type { WorkerApi } from './worker-api.js';
