/** The Web Worker entry: the solver behind comlink on the worker's global scope. */
import * as Comlink from 'comlink';
import { loadSolver } from './load-solver.js';
import { createWorkerApi } from './worker-api.js';

Comlink.expose(createWorkerApi(loadSolver));
