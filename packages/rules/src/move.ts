/**
 * Moves and their notation. FreeCell and Baker's Game use the notation of other
 * FreeCell programs: columns `1`-`8`, cells `a`-`d` as fixed slots, `h` for the
 * foundations (`3a`, `a3`, `3h`, `38`). The other games extend it:
 *
 * - columns `1`-`9`, and `0` for the tenth column of Spider;
 * - `w` the waste; `h` followed by a suit letter names a foundation as a source (`hO3`);
 * - `s` turns the stock (draw onto the waste, or a Spider deal); `r` turns the waste
 *   over into a new stock;
 * - `:n` after a move sets how many cards move (`35:3`). Without it, a move takes the
 *   fewest cards that make it legal.
 */
import type { Deck } from './deck.js';
import { err, ok, type Result } from './result.js';

export type Pile =
  | { readonly kind: 'column'; readonly index: number }
  | { readonly kind: 'cell'; readonly index: number }
  /** As a destination the suit is the moving card's; as a source it must be named. */
  | { readonly kind: 'foundation'; readonly suit?: number }
  | { readonly kind: 'waste' };

export type Move =
  | {
      readonly kind: 'transfer';
      readonly from: Pile;
      readonly to: Pile;
      /** Cards that move; undefined means the fewest that make the move legal. */
      readonly count?: number;
    }
  /** Turn the stock: draw onto the waste, or deal a card onto every column (Spider). */
  | { readonly kind: 'stock' }
  /** Turn the waste over into a new stock (Klondike, when the stock is empty). */
  | { readonly kind: 'redeal' };

export interface MoveNotationError {
  readonly code: 'ERR_BAD_MOVE';
  /** 1-based character position in the move text. */
  readonly column: number;
  readonly message: string;
}

const CELL_LETTERS = 'abcdefg';

/** `:n` takes up to three digits: more cards than any game has. */
const MAX_COUNT_DIGITS = 3;

function makePile(pile: Pile, deck: Deck): string {
  switch (pile.kind) {
    case 'column':
      return pile.index === 9 ? '0' : String(pile.index + 1);
    case 'cell':
      return CELL_LETTERS[pile.index] ?? '?';
    case 'foundation':
      return pile.suit === undefined ? 'h' : `h${deck.suits[pile.suit]?.symbol ?? '?'}`;
    case 'waste':
      return 'w';
  }
}

export function makeMove(move: Move, deck: Deck): string {
  switch (move.kind) {
    case 'stock':
      return 's';
    case 'redeal':
      return 'r';
    case 'transfer': {
      const count = move.count !== undefined && move.count > 1 ? `:${move.count}` : '';
      return `${makePile(move.from, deck)}${makePile(move.to, deck)}${count}`;
    }
  }
}

/**
 * Reads one move. It checks only the notation: whether the piles exist in a given game
 * and whether the move is legal is the game's business (`Game.play`).
 */
export function parseMove(text: string, deck: Deck): Result<Move, MoveNotationError> {
  const fail = (column: number, message: string) =>
    err({ code: 'ERR_BAD_MOVE' as const, column, message: `"${text}" at ${column}: ${message}` });
  const trimmed = text.trim();
  if (trimmed === 's') return ok({ kind: 'stock' });
  if (trimmed === 'r') return ok({ kind: 'redeal' });
  if (trimmed === '') return fail(1, 'expected a move such as 3a, a3, 3h, 38 or s');

  let at = 0;
  const readPile = (asSource: boolean): Result<Pile, MoveNotationError> => {
    const ch = trimmed[at];
    if (ch === undefined)
      return fail(at + 1, `expected a ${asSource ? 'source' : 'destination'} pile`);
    at++;
    if (ch >= '1' && ch <= '9') return ok({ kind: 'column', index: Number(ch) - 1 });
    if (ch === '0') return ok({ kind: 'column', index: 9 });
    if (ch === 'w') return ok({ kind: 'waste' });
    if (ch === 'h') {
      const symbol = trimmed[at];
      const suit =
        symbol === undefined ? -1 : deck.suits.findIndex((s) => s.symbol === symbol.toUpperCase());
      if (suit >= 0 && (asSource || symbol === symbol?.toUpperCase())) {
        at++;
        return ok({ kind: 'foundation', suit });
      }
      if (asSource) {
        return fail(
          at + 1,
          `a foundation as the source needs its suit: h followed by ${deck.suits.map((s) => s.symbol).join(', ')}`,
        );
      }
      return ok({ kind: 'foundation' });
    }
    const cell = CELL_LETTERS.indexOf(ch);
    if (cell >= 0) return ok({ kind: 'cell', index: cell });
    return fail(
      at,
      `"${ch}" is not a pile: expected 1-9 or 0 (columns), a-d (cells), h (foundation) or w (waste)`,
    );
  };

  const from = readPile(true);
  if (!from.ok) return from;
  const to = readPile(false);
  if (!to.ok) return to;
  let count: number | undefined;
  if (at < trimmed.length) {
    if (trimmed[at] !== ':') {
      return fail(
        at + 1,
        `"${trimmed.slice(at)}" after the two piles: expected the end of the move, or ":" and the number of cards to move (35:3)`,
      );
    }
    const digits = /^\d*/.exec(trimmed.slice(at + 1))![0];
    if (digits === '') return fail(at + 2, 'expected the number of cards to move after ":"');
    const end = at + 1 + digits.length;
    if (end < trimmed.length) {
      return fail(end + 1, `expected the end of the move after ":${digits}"`);
    }
    count = Number(digits);
    if (digits.length > MAX_COUNT_DIGITS || count < 1) {
      return fail(
        at + 2,
        `the number of cards after ":" must be from 1 to ${10 ** MAX_COUNT_DIGITS - 1}, not "${digits}"`,
      );
    }
  }
  const move: Move =
    count === undefined
      ? { kind: 'transfer', from: from.value, to: to.value }
      : { kind: 'transfer', from: from.value, to: to.value, count };
  return ok(move);
}

/** Reads a move list: moves separated by white space or new lines; `#` starts a comment. */
export function parseMoves(
  text: string,
  deck: Deck,
): Result<Move[], MoveNotationError & { index: number }> {
  const moves: Move[] = [];
  const words = text
    .replace(/#.*$/gm, '')
    .split(/\s+/)
    .filter((w) => w !== '');
  for (const [index, word] of words.entries()) {
    const parsed = parseMove(word, deck);
    if (!parsed.ok)
      return err({ ...parsed.error, index, message: `move ${index + 1}: ${parsed.error.message}` });
    moves.push(parsed.value);
  }
  return ok(moves);
}
