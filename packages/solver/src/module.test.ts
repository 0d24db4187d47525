/**
 * The module's own guards, below the bindings: whatever bytes it is given, it answers
 * with a status code and keeps working (a throw would abort the instance).
 */
import { unwrap } from '@naipe/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { debugWasmUrl } from './debug.js';
import { gameConfig, writePosition } from './encoding.js';
import { STATUS } from './status.js';
import { freecell } from './test-support.js';
import {
  compileSolverModule,
  configureModule,
  instantiateSolver,
  type SolverExports,
} from './wasm.js';

let wasm: SolverExports;
const io = () => new Uint8Array(wasm.memory.buffer, wasm.ioBufferPointer(), wasm.ioBufferSize());
const config = gameConfig(freecell);
const configure = () => configureModule(wasm, config);

beforeAll(async () => {
  wasm = await instantiateSolver(await compileSolverModule(debugWasmUrl()));
});

/** Deal 1 written as the module reads it, then changed by `edit`. */
function load(edit: (bytes: Uint8Array) => void): number {
  expect(configure()).toBe(STATUS.OK);
  const bytes = io();
  bytes.fill(0);
  expect(writePosition(unwrap(freecell.deal(1)), config, bytes)).toBe(true);
  edit(bytes);
  return wasm.loadPosition();
}

// Layout: 8 columns, 4 cells, 4 foundation ranks, 4 cells, then column 1: length, cards.
const FIRST_CARD = 2 + 4 + 4 + 1;

function lastColumnLength(bytes: Uint8Array): number {
  let at = FIRST_CARD - 1;
  for (let column = 0; column < 7; column++) at += 1 + bytes[at]!;
  return at;
}

describe('the module', () => {
  it('answers every call before configure and load to status codes', async () => {
    const fresh = await instantiateSolver(await compileSolverModule(debugWasmUrl()));
    expect(fresh.loadPosition()).toBe(STATUS.ERR_NOT_CONFIGURED);
    expect(fresh.solve(1 << 20, 100, 100)).toBe(STATUS.ERR_NO_POSITION);
    expect(fresh.solutionMoves()).toBe(STATUS.ERR_NO_SOLUTION);
  });

  it.each([
    ['no columns', [0, 4, 4, 13, 0, 0, 0]],
    ['too many columns', [17, 4, 4, 13, 0, 0, 0]],
    ['nine cells', [8, 9, 4, 13, 0, 0, 0]],
    ['an unknown build rule', [8, 4, 4, 13, 9, 0, 0]],
    ['sixteen ranks', [8, 4, 4, 16, 0, 0, 0]],
  ])('rejects a game with %s', (_, values) => {
    const [a, b, c, d, e, f, g] = values as number[];
    expect(wasm.configure(a!, b!, c!, d!, e!, f!, g!)).toBe(STATUS.ERR_BAD_CONFIG);
  });

  it.each<[string, (bytes: Uint8Array) => void, number]>([
    ['a wrong column count', (b: Uint8Array) => (b[0] = 7), STATUS.ERR_POSITION_SHAPE],
    ['a card of no deck', (b: Uint8Array) => (b[FIRST_CARD] = 0x0e), STATUS.ERR_POSITION_CARD],
    ['a foundation above the king', (b: Uint8Array) => (b[2] = 14), STATUS.ERR_POSITION_CARD],
    [
      'a card twice',
      (b: Uint8Array) => (b[FIRST_CARD + 1] = b[FIRST_CARD]!),
      STATUS.ERR_POSITION_DUPLICATE,
    ],
    [
      'a missing card',
      (b: Uint8Array) => (b[lastColumnLength(b)] = 5),
      STATUS.ERR_POSITION_MISSING,
    ],
  ])('rejects a position with %s and keeps working', (_, edit, code) => {
    expect(load(edit)).toBe(code);
    expect(wasm.solve(1 << 20, 1000, 1000)).toBe(STATUS.ERR_NO_POSITION);
    expect(load(() => {})).toBe(STATUS.OK);
    expect(wasm.solve(16 << 20, 100_000, 10_000)).toBe(STATUS.VERDICT_WINNABLE);
    expect(wasm.solutionMoves()).toBeGreaterThan(51);
  });

  it('rejects budgets it cannot use', () => {
    expect(load(() => {})).toBe(STATUS.OK);
    expect(wasm.solve(100, 1000, 1000)).toBe(STATUS.ERR_BUDGET);
    expect(wasm.solve(1 << 20, 0, 1000)).toBe(STATUS.ERR_BUDGET);
    expect(wasm.solve(1 << 20, 1000, 0)).toBe(STATUS.ERR_BUDGET);
  });

  it('refuses memory budgets above its maximum with a status code, never a trap', () => {
    expect(load(() => {})).toBe(STATUS.OK);
    const max = wasm.maxMemoryBytes();
    expect(max).toBe(2 ** 30);
    for (const bytes of [max + 1, 2 ** 31, 2 ** 32 - 2 ** 16, 2 ** 32, 2 ** 40, Number.NaN]) {
      expect(wasm.solve(bytes, 1000, 1000)).toBe(STATUS.ERR_BUDGET);
    }
    // Still working, with no memory taken for the refused budgets.
    expect(wasm.solve(1 << 20, 100_000, 10_000)).toBe(STATUS.VERDICT_WINNABLE);
    expect(wasm.memory.buffer.byteLength).toBeLessThan(64 << 20);
  });

  it('takes the largest budget without trapping (a fresh instance: it keeps 1 GiB)', async () => {
    const fresh = await instantiateSolver(await compileSolverModule(debugWasmUrl()));
    expect(configureModule(fresh, config)).toBe(STATUS.OK);
    const bytes = new Uint8Array(
      fresh.memory.buffer,
      fresh.ioBufferPointer(),
      fresh.ioBufferSize(),
    );
    expect(writePosition(unwrap(freecell.deal(1)), config, bytes)).toBe(true);
    expect(fresh.loadPosition()).toBe(STATUS.OK);
    expect(fresh.solve(fresh.maxMemoryBytes(), 100_000, 10_000)).toBe(STATUS.VERDICT_WINNABLE);
    expect(fresh.memory.buffer.byteLength).toBeLessThanOrEqual(2 ** 30 + (64 << 20));
  });

  it('never stores more positions than its budget', () => {
    // Deal 1 needs about 50 positions: 20 run out first.
    expect(load(() => {})).toBe(STATUS.OK);
    expect(wasm.solve(8 << 20, 20, 10_000)).toBe(STATUS.VERDICT_UNKNOWN_POSITIONS);
    expect(wasm.positionsStored()).toBe(20);
  });
});
