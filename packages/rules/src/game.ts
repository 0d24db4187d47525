/**
 * A game with its options: the one object the other layers hold. It binds a `Variant`
 * to the rules, the deals and the notation. Positions are immutable; `play` returns
 * a new one.
 */
import { type IllegalLineMove, play, playAll } from './apply.js';
import * as assist from './assist.js';
import { checkMove, type IllegalMove } from './check.js';
import { dealPosition } from './deal.js';
import { type Card, cardName, type Deck, type Locale, makeCard } from './deck.js';
import { History } from './history.js';
import { legalMoves } from './legal-moves.js';
import {
  type Move,
  type MoveNotationError,
  makeMove,
  type Pile,
  parseMove,
  parseMoves,
} from './move.js';
import { makePosition, type NotationError, parsePosition } from './notation.js';
import { isWon, type Outcome, outcome } from './outcome.js';
import { foundationCards, type Position, type Setup } from './position.js';
import { err, ok, type Result } from './result.js';
import { type SetupError, validateSetup } from './validate.js';
import {
  GAMES,
  type GameId,
  type GameInfo,
  type GameOptions,
  isGameId,
  type ResolvedOptions,
  resolveOptions,
  type Variant,
  variantOf,
  variantProblem,
} from './variant.js';

export type GameErrorCode =
  | 'ERR_UNKNOWN_GAME'
  | 'ERR_BAD_OPTION'
  | 'ERR_BAD_DEAL_NUMBER'
  | 'ERR_BAD_VARIANT';

export interface GameError {
  readonly code: GameErrorCode;
  readonly message: string;
}

export type PositionError = NotationError | SetupError;

/** `suits` of every game but Spider: all of its deck's suits (`resolveOptions` pins it so). */
const FIXED_SUITS = resolveOptions('freecell').suits;

export class Game {
  readonly info: GameInfo;
  readonly deck: Deck;

  private constructor(
    readonly variant: Variant,
    readonly options: ResolvedOptions,
  ) {
    this.info = GAMES[variant.game];
    this.deck = variant.deck;
  }

  /** A game by id with its options; options the game does not offer are an error. */
  static create(id: string, options: GameOptions = {}): Result<Game, GameError> {
    if (!isGameId(id)) {
      return err({
        code: 'ERR_UNKNOWN_GAME',
        message: `unknown game "${id}": expected one of ${Object.keys(GAMES).join(', ')}`,
      });
    }
    const offered = GAMES[id].options;
    for (const [name, value] of Object.entries(options)) {
      if (value === undefined) continue;
      const spec = offered.find((o) => o.name === name);
      if (spec === undefined) {
        return err({
          code: 'ERR_BAD_OPTION',
          message: `${id} has no "${name}" option${offered.length ? ` (it has ${offered.map((o) => o.name).join(', ')})` : ''}`,
        });
      }
      if (!spec.values.includes(value)) {
        return err({
          code: 'ERR_BAD_OPTION',
          message: `${id} option ${name} must be one of ${spec.values.join(', ')}, not "${value}"`,
        });
      }
    }
    const resolved = resolveOptions(id, options);
    return ok(new Game(variantOf(id, resolved), resolved));
  }

  /**
   * A game on rules given as data rather than by the registry: a smaller deck, another
   * layout (see `@naipe/rules/testing` for small variants). Its options are the registry's
   * for the deck and draw it uses; the rules read only `variant`.
   */
  static fromVariant(variant: Variant): Result<Game, GameError> {
    const problem = variantProblem(variant);
    const bad = (message: string) =>
      err<GameError>({ code: 'ERR_BAD_VARIANT', message: `${variant.game}: ${message}` });
    if (problem !== undefined) return bad(problem);
    const inPlay = variant.series.filter((copies) => copies > 0).length;
    const suits = variant.game === 'spider' ? inPlay : FIXED_SUITS;
    if (suits !== 1 && suits !== 2 && suits !== 4)
      return bad(`Spider plays 1, 2 or 4 suits, not ${suits}`);
    const draw = variant.drawCount;
    if (draw !== 1 && draw !== 3) return bad(`a draw turns 1 or 3 cards, not ${draw}`);
    const offers = (name: string) => GAMES[variant.game].options.some((o) => o.name === name);
    if (!offers('deck') && variant.deck.id !== 'french')
      return bad('this game is played with the French deck');
    if (!offers('draw') && draw !== 1) return bad('this game turns one card at a time');
    return ok(new Game(variant, { deck: variant.deck.id, draw, suits }));
  }

  get id(): GameId {
    return this.variant.game;
  }

  /** Cards in the whole game (52, 48, 96, 104). */
  get cardCount(): number {
    return this.variant.series.reduce((a, b) => a + b, 0) * this.deck.ranks.length;
  }

  deal(dealNumber: number): Result<Position, GameError> {
    if (!Number.isInteger(dealNumber) || dealNumber < 1 || dealNumber > this.info.maxDeal) {
      return err({
        code: 'ERR_BAD_DEAL_NUMBER',
        message: `deal number must be a whole number from 1 to ${this.info.maxDeal}, not "${dealNumber}"`,
      });
    }
    return ok(dealPosition(dealNumber, this.variant));
  }

  fromSetup(setup: Setup): Result<Position, SetupError> {
    return validateSetup(this.variant, setup);
  }

  /** Parses and validates, the two steps in one. */
  parsePosition(text: string): Result<Position, PositionError> {
    const setup = parsePosition(text, this.deck);
    return setup.ok ? this.fromSetup(setup.value) : setup;
  }

  makePosition(position: Position): string {
    return makePosition(position, this.deck);
  }

  parseMove(text: string): Result<Move, MoveNotationError> {
    return parseMove(text, this.deck);
  }

  parseMoves(text: string) {
    return parseMoves(text, this.deck);
  }

  makeMove(move: Move): string {
    return makeMove(move, this.deck);
  }

  makeCard(c: Card): string {
    return makeCard(this.deck, c);
  }

  cardName(c: Card, locale: Locale): string {
    return cardName(this.deck, c, locale);
  }

  legalMoves(position: Position): Move[] {
    return legalMoves(this.variant, position);
  }

  /** The move as it is played (a count filled in, `s` on an empty Klondike stock as `r`), or the rule it breaks. */
  checkMove(position: Position, move: Move): Result<Move, IllegalMove> {
    return checkMove(this.variant, position, move);
  }

  play(position: Position, move: Move): Result<Position, IllegalMove> {
    return play(this.variant, position, move);
  }

  /**
   * Plays a whole line, each move checked as `play` checks it: the end position, or the
   * first move the rules refuse (its index from 0, and why). Cheaper than `play` move by
   * move, since it works on one copy; `position` is never changed.
   */
  playAll(position: Position, moves: readonly Move[]): Result<Position, IllegalLineMove> {
    return playAll(this.variant, position, moves);
  }

  outcome(position: Position): Outcome {
    return outcome(this.variant, position);
  }

  isWon(position: Position): boolean {
    return isWon(this.variant, position);
  }

  /** Cards home: on foundations, or in Spider's completed runs. */
  cardsHome(position: Position): number {
    return this.variant.foundations
      ? foundationCards(position)
      : position.completed.length * this.deck.ranks.length;
  }

  history(start: Position): History {
    return new History(start, this);
  }

  tapMove(position: Position, from: Pile, count = 1): Move | undefined {
    return assist.tapMove(this.variant, position, from, count);
  }

  liftableCount(position: Position, column: number, index: number): number {
    return assist.liftableCount(this.variant, position, column, index);
  }

  dropTargets(position: Position, from: Pile, count: number): Pile[] {
    return assist.dropTargets(this.variant, position, from, count);
  }

  safeFoundationMoves(position: Position): Move[] {
    return assist.safeFoundationMoves(this.variant, position);
  }

  canFinish(position: Position): boolean {
    return assist.canFinish(this.variant, position);
  }

  finishMoves(position: Position): Move[] {
    return assist.finishMoves(this.variant, position);
  }

  /** `seen`: positions the game has been through, by notation; no move back to one is offered. */
  usefulMove(position: Position, seen?: ReadonlySet<string>): Move | undefined {
    return assist.usefulMove(
      this.variant,
      position,
      seen && ((next) => seen.has(this.makePosition(next))),
    );
  }

  progressMoves(position: Position): Move[] {
    return assist.progressMoves(this.variant, position);
  }
}
