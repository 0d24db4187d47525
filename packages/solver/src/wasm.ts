/**
 * Finding, compiling and instantiating the solver's WebAssembly module, in Node and in
 * browsers alike. A worker pool compiles the module once (`compileSolverModule`) and
 * hands the `WebAssembly.Module` to each worker, which instantiates its own copy.
 */
import type { Family, KlondikeConfig, OpenConfig } from './families.js';

/**
 * Where the module can come from: a compiled module, a URL or path of the `.wasm` file,
 * its bytes, or a fetch `Response` (or its promise).
 */
export type WasmSource =
  | WebAssembly.Module
  | URL
  | string
  | ArrayBuffer
  | ArrayBufferView
  | Response
  | PromiseLike<Response>;

/** The exports of assembly/index.ts. */
export interface SolverExports {
  readonly memory: WebAssembly.Memory;
  ioBufferPointer(): number;
  ioBufferSize(): number;
  configure(
    columns: number,
    cells: number,
    suits: number,
    ranks: number,
    buildRule: number,
    redSuits: number,
    emptyColumnRank: number,
  ): number;
  configureKlondike(
    columns: number,
    suits: number,
    ranks: number,
    buildRule: number,
    redSuits: number,
    draw: number,
    redeal: number,
    foundationReturns: number,
    groups: number,
    emptyColumnRank: number,
  ): number;
  configureSpider(
    columns: number,
    ranks: number,
    copies0: number,
    copies1: number,
    copies2: number,
    copies3: number,
  ): number;
  /** Tuning (benchmarks/solver): how many stages run, and each stage's method, weights and cap. */
  setStages(count: number): number;
  setStageMethod(stage: number, method: number): number;
  setStageWeight(stage: number, index: number, value: number): number;
  setStagePositions(stage: number, positions: number): number;
  /**
   * 0 for a stage whose weights leave moves out (it can only win), 1 for a complete one; a
   * stage given its family's streamlining weight is never complete, however marked.
   */
  setStageExact(stage: number, exact: number): number;
  /** Tuning: the stages as set (the family's presets or the setters above). */
  getStages(): number;
  getStageMethod(stage: number): number;
  /** 1 for a complete stage, 0 for a streamlined one (marked, or by its weights), -1 for none. */
  getStageExact(stage: number): number;
  getStageWeight(stage: number, index: number): number;
  getStagePositions(stage: number): number;
  setDepthFirstLimit(limit: number): number;
  setDepthFirstRunPenalty(value: number): number;
  /**
   * Which solutions the local search (assembly/search/polish.ts) works on: 0 none, 1 those
   * where reordering pays (the default), 2 every one.
   */
  setSolutionPolish(mode: number): number;
  loadPosition(): number;
  solve(memoryBytes: number, maxPositions: number, maxMs: number): number;
  solutionMoves(): number;
  /** After an unknown verdict: the best line found, written like `solutionMoves`. */
  bestLineMoves(): number;
  positionsStored(): number;
  positionsExpanded(): number;
  /** New positions the last solve left out for a stored one that dominates them. */
  positionsLeftOut(): number;
  runsFlipped(): number;
  returnsJoined(): number;
  /** Talon plays the last solve made together with the move onto their card (Klondike, draw 1). */
  talonPlaysCovered(): number;
  /**
   * Debug: the shortcuts of one kind the last solve checked the slow way (CHECK in
   * debug.ts); 0 in the release build.
   */
  checksMade(kind: number): number;
  /** Tuning: positions one stage stored in the last solve. */
  stagePositionsStored(stage: number): number;
  stagePositionsExpanded(stage: number): number;
  storeCapacity(): number;
  memoryUsed(): number;
  /** The largest memory budget `solve` takes (MAX_MEMORY_BYTES in the bindings). */
  maxMemoryBytes(): number;
  /** Debug (solver perft): the generated moves of the loaded position, 4 bytes each in the I/O buffer. */
  listMoves(): number;
  /** Debug (solver perft): leaves of the loaded position's move tree, single-card and run moves. */
  countMoveTreeLeaves(depth: number): number;
}

/**
 * The URL of the release build of the `.wasm` file inside this package
 * (`build/release.wasm`). Bundlers that understand `new URL(..., import.meta.url)` copy
 * the file along. The debug build is reachable only from `@naipe/solver/debug`, so that
 * bundles never carry a file they do not fetch.
 */
export function wasmUrl(): URL {
  return new URL('../build/release.wasm', import.meta.url);
}

const isNode = (): boolean =>
  typeof (globalThis as { process?: { versions?: { node?: string } } }).process?.versions?.node ===
  'string';

async function readFileBytes(url: URL): Promise<ArrayBuffer> {
  // Kept out of sight of bundlers: browsers never reach this branch.
  const specifier = 'node:fs/promises';
  const fs = await import(/* @vite-ignore */ specifier);
  const bytes: Uint8Array = await fs.readFile(url);
  return bytes.slice().buffer as ArrayBuffer;
}

const isResponse = (x: unknown): x is Response =>
  typeof Response !== 'undefined' && x instanceof Response;

/** Compiles the solver module from any `WasmSource`; the default is this package's release build. */
export async function compileSolverModule(
  source: WasmSource = wasmUrl(),
): Promise<WebAssembly.Module> {
  if (source instanceof WebAssembly.Module) return source;
  if (source instanceof ArrayBuffer) return WebAssembly.compile(source);
  if (ArrayBuffer.isView(source)) {
    const bytes = new Uint8Array(source.buffer, source.byteOffset, source.byteLength);
    return WebAssembly.compile(bytes.slice().buffer);
  }
  if (typeof source === 'string' || source instanceof URL) {
    const url =
      source instanceof URL
        ? source
        : new URL(source, isNode() ? `file://${currentDirectory()}/` : globalThis.location?.href);
    if (url.protocol === 'file:') return WebAssembly.compile(await readFileBytes(url));
    return compileResponse(fetch(url));
  }
  return compileResponse(source);
}

async function compileResponse(response: Response | PromiseLike<Response>) {
  const awaited = await response;
  if (!isResponse(awaited))
    throw new TypeError('the solver source is not a wasm module, URL or bytes');
  if (!awaited.ok)
    throw new Error(`the solver module could not be fetched: HTTP ${awaited.status}`);
  if (typeof WebAssembly.compileStreaming === 'function') {
    try {
      return await WebAssembly.compileStreaming(awaited.clone());
    } catch {
      // Servers that send the wrong MIME type: compile from the bytes instead.
    }
  }
  return WebAssembly.compile(await awaited.arrayBuffer());
}

function currentDirectory(): string {
  const proc = (globalThis as { process?: { cwd(): string } }).process;
  return (proc?.cwd() ?? '').replace(/\\/g, '/');
}

/** Instantiates a compiled module with the host functions it imports (a clock, abort). */
export async function instantiateSolver(module: WebAssembly.Module): Promise<SolverExports> {
  let memory: WebAssembly.Memory | undefined;
  const readString = (pointer: number): string => {
    if (memory === undefined || pointer === 0) return '';
    const bytes = new Uint32Array(memory.buffer, pointer - 4, 1)[0] ?? 0;
    return String.fromCharCode(...new Uint16Array(memory.buffer, pointer, bytes >>> 1));
  };
  const imports = {
    env: {
      now: () => performance.now(),
      abort: (message: number, file: number, line: number, column: number) => {
        throw new Error(
          `solver assertion failed: ${readString(message)} at ${readString(file)}:${line}:${column}`,
        );
      },
    },
  };
  const instance = await WebAssembly.instantiate(module, imports);
  const exports = instance.exports as unknown as SolverExports;
  memory = exports.memory;
  return exports;
}

/** Sets the game in the module; 0 when it accepts it, as assembly/index.ts `configure` says. */
export function configureModule(wasm: SolverExports, config: OpenConfig): number {
  return wasm.configure(
    config.columns,
    config.cells,
    config.suits,
    config.ranks,
    config.buildRule,
    config.redSuits,
    config.emptyColumnRank,
  );
}

/** Sets a game of the klondike family in the module; 0 when it accepts it. */
export function configureKlondikeModule(wasm: SolverExports, config: KlondikeConfig): number {
  return wasm.configureKlondike(
    config.columns,
    config.suits,
    config.ranks,
    config.buildRule,
    config.redSuits,
    config.draw,
    config.redeal,
    config.foundationReturns,
    config.groups,
    config.emptyColumnRank,
  );
}

/** Sets the game of any family in the module; 0 when it accepts it. */
export function configureFamily(wasm: SolverExports, family: Family): number {
  switch (family.id) {
    case 'open':
      return configureModule(wasm, family.config);
    case 'klondike':
      return configureKlondikeModule(wasm, family.config);
    case 'spider': {
      const { columns, ranks, copies } = family.config;
      return wasm.configureSpider(columns, ranks, copies[0], copies[1], copies[2], copies[3]);
    }
  }
}
