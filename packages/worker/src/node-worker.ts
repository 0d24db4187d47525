/** The worker_threads entry: the solver behind comlink on the parent port. */
import { parentPort } from 'node:worker_threads';
import * as Comlink from 'comlink';
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
import { loadSolver } from './load-solver.js';
import { createWorkerApi } from './worker-api.js';

if (parentPort === null) throw new Error('node-worker.js runs only as a worker_threads worker');
Comlink.expose(createWorkerApi(loadSolver), nodeEndpoint(parentPort));
