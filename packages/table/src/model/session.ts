/**
 * A game in progress as the table keeps it: the rules' game, where it started, every
 * move (with the redo tail), time and hints, and its saved form. Saving writes moves in
 * the rules' notation and restoring replays them, so a saved game can never hold an
 * illegal position: a save that does not replay is reported as unreadable.
 */
import {
  type Card,
  GAMES,
  Game,
  type GameId,
  type GameOptions,
  type History,
  isGameId,
  type Move,
  type Position,
  suitOf,
  wasteTopOf,
} from '@naipe/rules';
import type { PileRef } from './piles.js';

export const SAVE_VERSION = 1;

export interface SavedGame {
  readonly version: typeof SAVE_VERSION;
  readonly game: string;
  /** Only the options the game offers (FreeCell has none). */
  readonly options: GameOptions;
  /** The deal number, or null for a position given in notation. */
  readonly deal: number | null;
  /** The starting position in notation (kept for custom positions, checked for deals). */
  readonly start: string;
  /** Every move played, including those undone and not yet redone. */
  readonly moves: readonly string[];
  /** How many of `moves` are on the board now. */
  readonly cursor: number;
  readonly elapsedMs: number;
  readonly hints: number;
  /** Whether the game already counted as played in the statistics. */
  readonly counted: boolean;
  /**
   * Whether the solver played a move of this game (Play to the end): won, it counts as
   * played, not won. Missing in games saved before it was kept: false.
   */
  readonly assisted?: boolean;
  /**
   * Whether the game's result is in the statistics: it reached the win once (the player's
   * or the solver's). Undoing and winning again records nothing more, and giving it up
   * later is no loss. Missing in games saved before it was kept: false.
   */
  readonly decided?: boolean;
}

/** The card at the base of what a transfer moves in `position`, for naming the move. */
export function movingCard(position: Position, move: Move): Card | undefined {
  if (move.kind !== 'transfer') return undefined;
  const from = move.from;
  switch (from.kind) {
    case 'column': {
      const up = position.columns[from.index]?.up ?? [];
      return up[up.length - (move.count ?? 1)];
    }
    case 'cell':
      return position.cells[from.index] ?? undefined;
    case 'waste':
      return wasteTopOf(position);
    case 'foundation':
      return from.suit === undefined
        ? undefined
        : (from.suit << 4) | (position.foundations[from.suit] ?? 0);
  }
}

/** A stable name for a game with its options, for storage keys and statistics. */
export function variantKey(game: Game): string {
  const parts: string[] = [game.id];
  for (const spec of game.info.options) parts.push(`${spec.name}=${game.options[spec.name]}`);
  return parts.join(';');
}

/**
 * The game and options a variant key names (`klondike;deck=spanish;draw=3`), or
 * undefined when it names no game and options the rules know.
 */
export function parseVariantKey(key: string): { game: GameId; options: GameOptions } | undefined {
  const [game, ...parts] = key.split(';');
  if (game === undefined || !isGameId(game)) return undefined;
  const options: Record<string, string | number> = {};
  for (const part of parts) {
    const [name, text, ...rest] = part.split('=');
    const spec = GAMES[game].options.find((s) => s.name === name);
    const value = spec?.values.find((v) => String(v) === text);
    if (!spec || value === undefined || rest.length > 0 || spec.name in options) return undefined;
    options[spec.name] = value;
  }
  return { game, options };
}

/** The options a game offers, with their values: what a saved game needs to be made again. */
export function offeredOptions(game: Game): GameOptions {
  return Object.fromEntries(game.info.options.map((spec) => [spec.name, game.options[spec.name]]));
}

/** A saved game's game and place in it, without its time, hints and bookkeeping. */
function where(saved: SavedGame) {
  const { elapsedMs: _a, hints: _b, counted: _c, assisted: _d, decided: _e, ...rest } = saved;
  return rest;
}

export class Session {
  elapsedMs = 0;
  hints = 0;
  counted = false;
  /** The solver played a move of this game (Play to the end), even one since undone. */
  assisted = false;
  /** The game reached the win once and its result is recorded: one game, one result. */
  decided = false;

  private constructor(
    readonly game: Game,
    readonly deal: number | null,
    readonly history: History,
  ) {}

  static start(game: Game, deal: number | null, start: Position): Session {
    return new Session(game, deal, game.history(start));
  }

  get start(): Position {
    return this.history.start;
  }

  get position(): Position {
    return this.history.position;
  }

  get moveCount(): number {
    return this.history.moves.length;
  }

  /** Positions from the deal to now, the current one last. */
  line(): Position[] {
    const positions = [this.start];
    for (const move of this.history.moves) {
      const next = this.game.play(positions[positions.length - 1]!, move);
      if (!next.ok)
        throw new Error(`bug: a move of the history does not replay: ${next.error.message}`);
      positions.push(next.value);
    }
    return positions;
  }

  /** Plays a move with its card count resolved; an illegal move changes nothing. */
  play(move: Move): boolean {
    const checked = this.game.checkMove(this.position, move);
    if (!checked.ok) return false;
    return this.history.play(checked.value).ok;
  }

  undo(): boolean {
    return this.history.undo();
  }

  redo(): boolean {
    return this.history.redo();
  }

  /** The last move played, with the positions either side of it; undefined at the start. */
  lastStep(): { before: Position; move: Move; after: Position } | undefined {
    const move = this.history.moves[this.moveCount - 1];
    if (move === undefined) return undefined;
    const after = this.position;
    // The history keeps every position: stepping back and forth only moves its cursor.
    this.history.undo();
    const before = this.position;
    this.history.redo();
    return { before, move, after };
  }

  /** Every move including the redo tail, leaving the current position as it was. */
  allMoves(): Move[] {
    // History shows only the moves up to its cursor: redo to the end, read, come back.
    let redone = 0;
    while (this.history.redo()) redone++;
    const all = this.history.moves;
    for (let i = 0; i < redone; i++) this.history.undo();
    return all;
  }

  /** The card at the base of what a transfer moves, for naming the move. */
  movingCard(move: Move, position = this.position): Card | undefined {
    return movingCard(position, move);
  }

  /** The view's destination of a transfer (its foundation is the moving card's suit). */
  destination(move: Move): PileRef | undefined {
    if (move.kind !== 'transfer') return undefined;
    const to = move.to;
    if (to.kind === 'foundation') {
      const moving = this.movingCard(move);
      return { kind: 'foundation', suit: to.suit ?? (moving === undefined ? 0 : suitOf(moving)) };
    }
    return to.kind === 'waste' ? { kind: 'waste' } : { kind: to.kind, index: to.index };
  }

  save(): SavedGame {
    return {
      version: SAVE_VERSION,
      game: this.game.id,
      options: offeredOptions(this.game),
      deal: this.deal,
      start: this.game.makePosition(this.start),
      moves: this.allMoves().map((m) => this.game.makeMove(m)),
      cursor: this.moveCount,
      elapsedMs: Math.round(this.elapsedMs),
      hints: this.hints,
      counted: this.counted,
      assisted: this.assisted,
      decided: this.decided,
    };
  }

  /**
   * Whether `other` is this very game at the same point (the same game, options, start
   * and moves), as the copy resumed from storage is; a fresh start of the same deal is not.
   */
  isSameGame(other: Session): boolean {
    return JSON.stringify(where(this.save())) === JSON.stringify(where(other.save()));
  }

  /** Rebuilds a saved game, or says in English what in it cannot be read. */
  static restore(data: unknown): { ok: true; session: Session } | { ok: false; reason: string } {
    const fail = (reason: string) => ({ ok: false as const, reason });
    if (typeof data !== 'object' || data === null) return fail('not an object');
    const saved = data as Partial<SavedGame>;
    if (saved.version !== SAVE_VERSION)
      return fail(`version ${String(saved.version)} is not ${SAVE_VERSION}`);
    if (
      typeof saved.game !== 'string' ||
      typeof saved.options !== 'object' ||
      saved.options === null
    )
      return fail('no game or options');
    const created = Game.create(saved.game, saved.options as GameOptions);
    if (!created.ok) return fail(created.error.message);
    const game = created.value;
    if (typeof saved.start !== 'string') return fail('no starting position');
    const start = game.parsePosition(saved.start);
    if (!start.ok) return fail(`starting position: ${start.error.message}`);
    if (saved.deal !== null) {
      const dealt = typeof saved.deal === 'number' ? game.deal(saved.deal) : undefined;
      if (!dealt?.ok) return fail(`deal ${String(saved.deal)} is not a deal of ${game.id}`);
      if (game.makePosition(dealt.value) !== saved.start)
        return fail(`the starting position is not deal ${saved.deal}`);
    }
    if (!Array.isArray(saved.moves) || !saved.moves.every((m) => typeof m === 'string'))
      return fail('moves are not a list of moves');
    const cursor = saved.cursor;
    if (
      typeof cursor !== 'number' ||
      !Number.isInteger(cursor) ||
      cursor < 0 ||
      cursor > saved.moves.length
    )
      return fail('the move cursor is out of range');
    const session = Session.start(game, saved.deal ?? null, start.value);
    for (const [i, text] of saved.moves.entries()) {
      const move = game.parseMove(text);
      if (!move.ok || !session.play(move.value))
        return fail(`move ${i + 1} "${text}" does not replay`);
    }
    for (let i = saved.moves.length; i > cursor; i--) session.undo();
    const number = (value: unknown) =>
      typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0;
    session.elapsedMs = number(saved.elapsedMs);
    session.hints = Math.floor(number(saved.hints));
    session.counted = saved.counted === true;
    session.assisted = saved.assisted === true;
    session.decided = saved.decided === true;
    return { ok: true, session };
  }
}
