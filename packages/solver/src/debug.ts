/**
 * The debug build of the module (asserts on), for tests. A separate entry point
 * (`@naipe/solver/debug`) so that bundlers following `@naipe/solver` emit only the
 * release build.
 */
export function debugWasmUrl(): URL {
  return new URL('../build/debug.wasm', import.meta.url);
}
