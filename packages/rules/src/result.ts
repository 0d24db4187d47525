/**
 * A value or an error, never a throw: parsing and validating bad input is an
 * expected outcome, so it is returned, not thrown. Throws are reserved for bugs.
 */
export type Result<T, E> = Ok<T> | Err<E>;

export interface Ok<T> {
  readonly ok: true;
  readonly value: T;
}

export interface Err<E> {
  readonly ok: false;
  readonly error: E;
}

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
export const err = <E>(error: E): Err<E> => ({ ok: false, error });

/** Unwraps a result that must be a value; a bug if it is not. */
export function unwrap<T, E extends { message: string }>(result: Result<T, E>): T {
  if (result.ok) return result.value;
  throw new Error(`unwrap of an error result: ${result.error.message}`);
}
