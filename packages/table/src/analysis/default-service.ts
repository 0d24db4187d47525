/**
 * The service a table uses when none is given. `@naipe/worker` does not yet export a
 * browser client, so until it does there is no solver to reach and every game reports
 * that analysis is not available; the table never makes a status up.
 */
import { type AnalysisService, NO_ANALYSIS } from './service.js';

let shared: Promise<AnalysisService> | undefined;

/** One service for every table on the page, made on first use. */
export function defaultAnalysis(): Promise<AnalysisService> {
  shared ??= Promise.resolve(NO_ANALYSIS);
  return shared;
}
