/**
 * The solver as TypeScript sees it: one WebAssembly instance, used synchronously. Every
 * "winnable" answer is replayed move by move through @naipe/rules before it is returned,
 * so a solution that does not win is reported as an internal error, never as a win.
 */
import { err, type Game, type Move, ok, type Position, type Result } from '@naipe/rules';
import { readFamilyMoves, writeFamilyPosition } from './encoding.js';
import { type SolverError, solverError } from './errors.js';
import { type Family, familyOf } from './families.js';
import { progressOf } from './progress.js';
import { errorKindOf, STATUS, STATUS_MESSAGES, verdictOf } from './status.js';
import {
  compileSolverModule,
  configureFamily,
  instantiateSolver,
  type SolverExports,
  type WasmSource,
} from './wasm.js';

export type Verdict = 'winnable' | 'impossible' | 'unknown';

/**
 * Limits for one solve; the search stops at the first one reached and answers "unknown".
 * The defaults suit a browser tab: 128 MiB of tables, 2 million positions, 10 seconds.
 */
export interface Budget {
  /** Distinct positions the search may store. */
  readonly maxPositions?: number;
  /** Bytes for the position store; allocated once per solver and reused. */
  readonly maxMemoryBytes?: number;
  readonly maxMs?: number;
}

/**
 * The largest `maxMemoryBytes`: 1 GiB. The module allocates its store in one block, and
 * its allocator's largest block is a little under that (1 GiB less 64 KiB is used).
 */
export const MAX_MEMORY_BYTES = 2 ** 30;

export const DEFAULT_BUDGET: Required<Budget> = {
  maxPositions: 2_000_000,
  maxMemoryBytes: 128 * 1024 * 1024,
  maxMs: 10_000,
};

export interface SolveStats {
  /** Distinct positions the search stored. */
  readonly positions: number;
  readonly ms: number;
  /** Bytes of the position store the search used. */
  readonly memoryBytes: number;
}

export interface SolveResult {
  readonly verdict: Verdict;
  /** Present when winnable: the moves from the position to a win, each legal in turn. */
  readonly solution?: Move[];
  /**
   * Present when unknown and the search got past the position: the line to the most
   * promising position it reached (by the search's own score), each move legal in turn.
   * Not proven: the position it ends in may be lost. For hints where no verdict came.
   * Absent as well when it is longer than the solver returns, or when asked for
   * `{ bestLine: false }`.
   */
  readonly bestLine?: Move[];
  /**
   * With `bestLine`: `progressOf` the position it ends in, to rank the best lines of
   * different positions (cards home weigh most, then cards face up, then suited runs).
   */
  readonly bestLineProgress?: number;
  readonly stats: SolveStats;
}

export interface SolveOptions {
  /**
   * Whether an unknown verdict reads back and replays the best line (default true);
   * callers that keep only verdicts and solutions skip that work with `false`.
   */
  readonly bestLine?: boolean;
}

export interface HintResult {
  readonly verdict: Verdict;
  /** The next move of a winning line; absent when not winnable or already won. */
  readonly move?: Move;
  /**
   * When unknown: the first move of the best line found (`SolveResult.bestLine`), a good
   * move but not proven to keep the game winnable.
   */
  readonly bestMove?: Move;
  readonly stats: SolveStats;
}

export class Solver {
  #configured: Family | undefined;
  readonly #io: () => Uint8Array;

  private constructor(private readonly wasm: SolverExports) {
    this.#io = () =>
      new Uint8Array(wasm.memory.buffer, wasm.ioBufferPointer(), wasm.ioBufferSize());
  }

  /**
   * Loads the solver: by default this package's release build (read from disk in Node,
   * fetched in browsers); or any `WasmSource`, such as a `WebAssembly.Module` compiled once
   * and shared by workers.
   */
  static async create(source?: WasmSource): Promise<Solver> {
    return new Solver(await instantiateSolver(await compileSolverModule(source)));
  }

  supportsGame(game: Game): boolean {
    return cachedFamilyOf(game).ok;
  }

  /** Solves a position of `game`: a verdict, a solution when winnable, and what it cost. */
  solve(
    game: Game,
    position: Position,
    budget: Budget = {},
    options: SolveOptions = {},
  ): Result<SolveResult, SolverError> {
    const started = performance.now();
    const family = cachedFamilyOf(game);
    if (!family.ok) return err(solverError('ERR_UNSUPPORTED_GAME', family.error));
    const limits = checkBudget(budget);
    if (!limits.ok) return limits;
    if (!isPositionShaped(position)) {
      return err(
        solverError(
          'ERR_INVALID_POSITION',
          'invalid position: not a position object (columns, cells, foundations, ...)',
        ),
      );
    }
    const valid = game.fromSetup(position);
    if (!valid.ok) {
      return err(solverError('ERR_INVALID_POSITION', `invalid position: ${valid.error.message}`));
    }
    return this.#solveValid(game, family.value, valid.value, limits.value, options, started);
  }

  /** Solves a numbered deal of `game`. */
  solveDeal(
    game: Game,
    deal: number,
    budget: Budget = {},
    options: SolveOptions = {},
  ): Result<SolveResult, SolverError> {
    const started = performance.now();
    const position = game.deal(deal);
    if (!position.ok) return err(solverError('ERR_BAD_DEAL_NUMBER', position.error.message));
    const family = cachedFamilyOf(game);
    if (!family.ok) return err(solverError('ERR_UNSUPPORTED_GAME', family.error));
    const limits = checkBudget(budget);
    if (!limits.ok) return limits;
    // The game's own deal, laid out as `fromSetup` returns a position: nothing to check.
    return this.#solveValid(game, family.value, position.value, limits.value, options, started);
  }

  /** `solve` once the family, the budget and the position are checked. */
  #solveValid(
    game: Game,
    family: Family,
    position: Position,
    limits: Required<Budget>,
    options: SolveOptions,
    started: number,
  ): Result<SolveResult, SolverError> {
    const loaded = this.#load(game, family, position);
    if (!loaded.ok) return loaded;

    const { maxMemoryBytes, maxPositions, maxMs } = limits;
    const code = this.wasm.solve(maxMemoryBytes, maxPositions, maxMs);
    const verdict = verdictOf(code);
    if (verdict === undefined) return err(this.#moduleError(code));
    const stats = (): SolveStats => ({
      positions: this.wasm.positionsStored(),
      ms: performance.now() - started,
      memoryBytes: this.wasm.memoryUsed(),
    });
    if (verdict === 'unknown') {
      if (options.bestLine === false) return ok({ verdict, stats: stats() });
      const best = this.#bestLine(game, position, family);
      if (!best.ok) return best;
      if (best.value === undefined) return ok({ verdict, stats: stats() });
      const { line, end } = best.value;
      return ok({
        verdict,
        bestLine: line,
        bestLineProgress: progressOf(game, end),
        stats: stats(),
      });
    }
    if (verdict !== 'winnable') return ok({ verdict, stats: stats() });

    const moveCount = this.wasm.solutionMoves();
    if (moveCount < 0) return err(this.#moduleError(moveCount));
    const solution = readFamilyMoves(this.#io(), moveCount, family);
    const replayed = replay(game, position, solution);
    if (!replayed.ok) return replayed;
    if (!game.isWon(replayed.value)) {
      return err(
        solverError('ERR_INTERNAL', "the solver's solution does not end in a won position"),
      );
    }
    return ok({ verdict, solution, stats: stats() });
  }

  /**
   * The first move of a winning line from `position`; or the proof that no win remains
   * ("impossible"); or "unknown" when the budget ran out first.
   */
  hint(game: Game, position: Position, budget: Budget = {}): Result<HintResult, SolverError> {
    const solved = this.solve(game, position, budget);
    if (!solved.ok) return solved;
    const { verdict, solution, bestLine, stats } = solved.value;
    const move = solution?.[0];
    if (move !== undefined) return ok({ verdict, move, stats });
    const bestMove = bestLine?.[0];
    return ok(bestMove === undefined ? { verdict, stats } : { verdict, bestMove, stats });
  }

  /**
   * The module's best line after an unknown verdict and the position it ends in, every
   * move checked by the rules; undefined when there is none, or when it is longer than the
   * module returns (the verdict stands without it). A move the rules refuse is a bug.
   */
  #bestLine(
    game: Game,
    start: Position,
    family: Family,
  ): Result<{ line: Move[]; end: Position } | undefined, SolverError> {
    const moveCount = this.wasm.bestLineMoves();
    if (moveCount === STATUS.ERR_SOLUTION_TOO_LONG) return ok(undefined);
    if (moveCount < 0) return err(this.#moduleError(moveCount));
    if (moveCount === 0) return ok(undefined);
    const line = readFamilyMoves(this.#io(), moveCount, family);
    const replayed = replay(game, start, line);
    return replayed.ok ? ok({ line, end: replayed.value }) : replayed;
  }

  #load(game: Game, family: Family, position: Position): Result<null, SolverError> {
    if (!sameFamily(this.#configured, family)) {
      const code = configureFamily(this.wasm, family);
      if (code !== STATUS.OK) {
        return err(
          solverError('ERR_UNSUPPORTED_GAME', `the solver cannot be set up for ${game.id}`),
        );
      }
      this.#configured = family;
    }
    if (!writeFamilyPosition(position, family, this.#io())) {
      return err(
        solverError('ERR_INVALID_POSITION', 'the position is larger than the solver takes'),
      );
    }
    const code = this.wasm.loadPosition();
    return code === STATUS.OK ? ok(null) : err(this.#moduleError(code));
  }

  #moduleError(code: number): SolverError {
    const message = STATUS_MESSAGES[code] ?? `the solver module failed with code ${code}`;
    return solverError(errorKindOf(code), message);
  }
}

const isCardList = (x: unknown): boolean => Array.isArray(x) && x.every((c) => Number.isInteger(c));

/** The shape `Game.fromSetup` expects, checked first because callers may pass anything. */
function isPositionShaped(x: unknown): x is Position {
  if (typeof x !== 'object' || x === null) return false;
  const p = x as Record<string, unknown>;
  return (
    Array.isArray(p.columns) &&
    p.columns.every(
      (c: unknown) =>
        typeof c === 'object' &&
        c !== null &&
        isCardList((c as Record<string, unknown>).down) &&
        isCardList((c as Record<string, unknown>).up),
    ) &&
    Array.isArray(p.cells) &&
    p.cells.every((c: unknown) => c === null || Number.isInteger(c)) &&
    isCardList(p.foundations) &&
    isCardList(p.stock) &&
    isCardList(p.waste) &&
    isCardList(p.completed)
  );
}

/** Each variant's family, worked out once: `familyOf` builds its tables anew on every call. */
const families = new WeakMap<Game['variant'], Result<Family, string>>();

function cachedFamilyOf(game: Game): Result<Family, string> {
  let family = families.get(game.variant);
  if (family === undefined) {
    family = familyOf(game.variant);
    families.set(game.variant, family);
  }
  return family;
}

const sameFamily = (a: Family | undefined, b: Family) =>
  a === b || (a !== undefined && JSON.stringify(a) === JSON.stringify(b));

const badBudget = (name: string, value: unknown, rule: string) =>
  err(solverError('ERR_BUDGET', `budget ${name} must be ${rule}, not ${String(value)}`));

function checkBudget(budget: Budget): Result<Required<Budget>, SolverError> {
  const {
    maxPositions = DEFAULT_BUDGET.maxPositions,
    maxMemoryBytes = DEFAULT_BUDGET.maxMemoryBytes,
    maxMs = DEFAULT_BUDGET.maxMs,
  } = budget;
  if (!Number.isInteger(maxPositions) || maxPositions < 1)
    return badBudget('maxPositions', maxPositions, 'a whole number of at least 1');
  if (
    !Number.isInteger(maxMemoryBytes) ||
    maxMemoryBytes < 1 << 20 ||
    maxMemoryBytes > MAX_MEMORY_BYTES
  ) {
    return badBudget(
      'maxMemoryBytes',
      maxMemoryBytes,
      `a whole number of bytes from 1 MiB (${2 ** 20}) to 1 GiB (${MAX_MEMORY_BYTES})`,
    );
  }
  if (typeof maxMs !== 'number' || Number.isNaN(maxMs) || maxMs <= 0)
    return badBudget('maxMs', maxMs, 'a positive number of milliseconds');
  return ok({ maxPositions, maxMemoryBytes, maxMs });
}

/** Plays the solver's moves through @naipe/rules (an illegal one is a bug); answers the end. */
function replay(
  game: Game,
  start: Position,
  solution: readonly Move[],
): Result<Position, SolverError> {
  const played = game.playAll(start, solution);
  if (played.ok) return played;
  const { index, error } = played.error;
  return err(
    solverError(
      'ERR_INTERNAL',
      `the solver's move ${index + 1} (${game.makeMove(solution[index]!)}) is illegal: ${error.message}`,
    ),
  );
}
