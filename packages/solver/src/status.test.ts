/**
 * The host's status codes (src/status.ts) are the module's (assembly/status.ts): the
 * module exports each code as a constant, and both builds must agree with the mirror,
 * name for name and value for value.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { debugWasmUrl } from './debug.js';
import { STATUS } from './status.js';
import { compileSolverModule, instantiateSolver, wasmUrl } from './wasm.js';

/** The constants assembly/status.ts declares, read from its source. */
function declaredInAssembly(): Record<string, number> {
  const source = readFileSync(new URL('../assembly/status.ts', import.meta.url), 'utf8');
  const declared: Record<string, number> = {};
  for (const [, name, value] of source.matchAll(/export const (\w+): i32 = (-?\d+);/g)) {
    declared[name!] = Number(value);
  }
  return declared;
}

describe('status codes', () => {
  it('are the same in assembly/status.ts and src/status.ts', () => {
    expect(declaredInAssembly()).toEqual(STATUS);
  });

  it('are distinct', () => {
    const values = Object.values(STATUS);
    expect(new Set(values).size).toBe(values.length);
  });

  it.each([
    ['release', wasmUrl()],
    ['debug', debugWasmUrl()],
  ])('are exported by the %s build with the values of the mirror', async (_, url) => {
    const exports = (await instantiateSolver(await compileSolverModule(url))) as unknown as Record<
      string,
      unknown
    >;
    for (const [name, value] of Object.entries(STATUS)) {
      const global = exports[name];
      expect(global, name).toBeInstanceOf(WebAssembly.Global);
      expect((global as WebAssembly.Global).value, name).toBe(value);
    }
  });
});
