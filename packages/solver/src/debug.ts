/**
 * The debug build of the module (asserts on), for tests. A separate entry point
 * (`@naipe/solver/debug`) so that bundlers following `@naipe/solver` emit only the
 * release build.
 */
export function debugWasmUrl(): URL {
  return new URL('../build/debug.wasm', import.meta.url);
}

/** The kinds of shortcut the debug build checks the slow way (`checksMade`; assembly/core/checks.ts). */
export const CHECK = {
  /** A child left unmade as the move straight back to its parent. */
  moveBack: 0,
  /** A foundation card safe home not brought down (Klondike). */
  safeReturn: 1,
  /** A Klondike table found among those seen lost. */
  tableSeenLost: 2,
  /** A Klondike table found among those seen not lost. */
  tableSeenNotLost: 3,
  /** A Klondike draw-1 talon play written with the moves onto its card. */
  coveredTalonPlay: 4,
} as const;
