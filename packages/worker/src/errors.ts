/**
 * Every way a call can fail, as one error class with a string code. Bad input is reported
 * by code and message like the rest of Naipe (the codes of @naipe/rules and the solver
 * pass through unchanged); failures of the machinery get codes of their own.
 */

export const SERVICE_ERROR_CODES = [
  /** The caller's signal aborted the call. */
  'ERR_ABORTED',
  /** A newer call with the same key replaced this one. */
  'ERR_SUPERSEDED',
  /** The worker died during the call (crash, killed, unexpected exit). */
  'ERR_WORKER_CRASHED',
  /** The worker or the solver ran out of memory. */
  'ERR_OUT_OF_MEMORY',
  /** The worker could not start (script or WASM failed to load). */
  'ERR_WORKER_START',
  /** The solve overran its time budget by far without answering; its worker was stopped. */
  'ERR_TIMEOUT',
  /** The service was closed. */
  'ERR_CLOSED',
  /** The request itself is malformed (a budget, a deal range, a missing field). */
  'ERR_BAD_REQUEST',
  /** findWinnableDeal tried its whole allowance without proving a deal winnable. */
  'ERR_NO_WINNABLE_DEAL',
] as const;

export type ServiceErrorCode = (typeof SERVICE_ERROR_CODES)[number];

/** The plain form of an error, as it crosses from a worker. */
export interface ErrorData {
  readonly code: string;
  readonly message: string;
}

export class AnalysisError extends Error {
  /** A service code above, or a code of @naipe/rules or the solver (`ERR_BAD_CARD`, ...). */
  readonly code: ServiceErrorCode | (string & {});

  constructor(code: ServiceErrorCode | (string & {}), message: string) {
    super(message);
    this.code = code;
    // Cancellations look like any other aborted async work, so `name === 'AbortError'`
    // checks (fetch, task controllers) treat them as such.
    this.name =
      code === 'ERR_ABORTED' || code === 'ERR_SUPERSEDED' ? 'AbortError' : 'AnalysisError';
  }

  static from(data: ErrorData): AnalysisError {
    return new AnalysisError(data.code, data.message);
  }
}

/** True for a call that was cancelled or superseded, rather than one that failed. */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** The error a call rejects with when its signal aborts, keeping the reason if it is ours. */
export function abortErrorFrom(signal: AbortSignal): AnalysisError {
  if (signal.reason instanceof AnalysisError) return signal.reason;
  const why =
    signal.reason instanceof Error && signal.reason.name !== 'AbortError'
      ? `: ${signal.reason.message}`
      : '';
  return new AnalysisError('ERR_ABORTED', `the analysis was cancelled${why}`);
}
