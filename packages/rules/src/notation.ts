/**
 * The position notation shared by every layer. For FreeCell it is the board format of
 * other FreeCell solvers: one column per line, bottom card first, with optional
 * `Foundations:` and `Freecells:` lines. Other games add `Stock:`, `Waste:` and
 * `Completed:` lines, and write a column's face-down cards before a `|`.
 *
 *     Foundations: C-0 D-A H-0 S-2
 *     Freecells: 8H - - -
 *     4C 2C 9C 8C QS 4S 2H
 *     5O 3C | 7E 6B
 *     :                      (an empty column)
 */
import { type Card, type Deck, makeCard, parseCard, parseRank, rankSymbol } from './deck.js';
import type { Column, Position, Setup } from './position.js';
import { err, ok, type Result } from './result.js';

export type NotationErrorCode =
  | 'ERR_BAD_CARD'
  | 'ERR_BAD_HEADER'
  | 'ERR_BAD_FOUNDATION'
  | 'ERR_DUPLICATE_HEADER'
  | 'ERR_MISPLACED_SEPARATOR'
  | 'ERR_EMPTY';

export interface NotationError {
  readonly code: NotationErrorCode;
  /** 1-based line and column of the offending text. */
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

const HEADERS = {
  foundations: 'Foundations',
  freecells: 'Freecells',
  cells: 'Freecells',
  stock: 'Stock',
  waste: 'Waste',
  completed: 'Completed',
} as const;
type Header = (typeof HEADERS)[keyof typeof HEADERS];

interface Token {
  readonly text: string;
  readonly column: number;
}

/** Where something was written in a position's text: 1-based line and column. */
export interface TextPlace {
  readonly line: number;
  readonly column: number;
}

/**
 * Where each card of a parsed setup was written, pile by pile as in the setup: a
 * foundation's cards are all at its `C-9`, a completed run's at its suit letter.
 */
export interface SetupSource {
  readonly columns: readonly {
    readonly down: readonly TextPlace[];
    readonly up: readonly TextPlace[];
  }[];
  readonly cells: readonly (TextPlace | null)[];
  readonly stock: readonly TextPlace[];
  readonly waste: readonly TextPlace[];
  readonly foundations: readonly (TextPlace | undefined)[];
  readonly completed: readonly TextPlace[];
}

/**
 * The source of each setup `parsePosition` returned, so that validation can say on which
 * line a rule is broken (a card twice) without the setup, plain data, carrying it. A setup
 * built in code, or copied, has none, and is described by its piles instead.
 */
const SOURCES = new WeakMap<Setup, SetupSource>();

export const sourceOf = (setup: Setup): SetupSource | undefined => SOURCES.get(setup);

function tokenize(text: string, offset: number): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/\|+|[^\s|]+/g)) {
    tokens.push({ text: match[0], column: offset + (match.index ?? 0) + 1 });
  }
  return tokens;
}

export function parsePosition(text: string, deck: Deck): Result<Setup, NotationError> {
  const columns: Column[] = [];
  const seen = new Set<Header>();
  let cells: (Card | null)[] = [];
  let foundations: number[] = [];
  let stock: Card[] = [];
  let waste: Card[] = [];
  let completed: number[] = [];
  const source = {
    columns: [] as { down: TextPlace[]; up: TextPlace[] }[],
    cells: [] as (TextPlace | null)[],
    stock: [] as TextPlace[],
    waste: [] as TextPlace[],
    foundations: [] as (TextPlace | undefined)[],
    completed: [] as TextPlace[],
  };
  const placesOf = (tokens: readonly Token[], line: number): TextPlace[] =>
    tokens.map((t) => ({ line, column: t.column }));

  const fail = (code: NotationErrorCode, line: number, column: number, message: string) =>
    err({ code, line, column, message: `line ${line}, column ${column}: ${message}` });

  const readCards = (tokens: readonly Token[], line: number): Result<Card[], NotationError> => {
    const cards: Card[] = [];
    for (const token of tokens) {
      const parsed = parseCard(deck, token.text);
      if (!parsed.ok) {
        return fail(
          'ERR_BAD_CARD',
          line,
          token.column,
          `"${token.text}" is not a card: expected ${parsed.error}`,
        );
      }
      cards.push(parsed.value);
    }
    return ok(cards);
  };

  const lines = text.split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const line = index + 1;
    const header = /^\s*([A-Za-z]+)\s*:/.exec(raw);
    if (header) {
      const key = header[1]!.toLowerCase();
      // Own keys only: "constructor:" must not find Object.prototype.constructor.
      const name = Object.hasOwn(HEADERS, key) ? HEADERS[key as keyof typeof HEADERS] : undefined;
      if (name === undefined) {
        return fail(
          'ERR_BAD_HEADER',
          line,
          1,
          `unknown line "${header[1]}:"; expected ${[...new Set(Object.values(HEADERS))].join(', ')} or a column`,
        );
      }
      if (seen.has(name)) return fail('ERR_DUPLICATE_HEADER', line, 1, `a second "${name}:" line`);
      seen.add(name);
      const tokens = tokenize(raw.slice(header[0].length), header[0].length);
      if (name === 'Freecells') {
        cells = [];
        for (const token of tokens) {
          if (token.text === '-') {
            cells.push(null);
            source.cells.push(null);
            continue;
          }
          const parsed = readCards([token], line);
          if (!parsed.ok) return parsed;
          cells.push(parsed.value[0]!);
          source.cells.push({ line, column: token.column });
        }
      } else if (name === 'Foundations') {
        foundations = deck.suits.map(() => 0);
        const seenSuits = new Set<number>();
        for (const token of tokens) {
          const match = /^([^-\s]+)-([^-\s]+)$/.exec(token.text);
          const suit = match
            ? deck.suits.findIndex((s) => s.symbol === match[1]!.toUpperCase())
            : -1;
          const rank = match ? (match[2] === '0' ? 0 : parseRank(deck, match[2]!)) : undefined;
          if (match && suit >= 0 && seenSuits.has(suit)) {
            return fail(
              'ERR_BAD_FOUNDATION',
              line,
              token.column,
              `a second foundation for ${deck.suits[suit]!.symbol}: expected each suit once`,
            );
          }
          if (!match || suit < 0 || rank === undefined) {
            return fail(
              'ERR_BAD_FOUNDATION',
              line,
              token.column,
              `"${token.text}" is not a foundation: expected SUIT-RANK such as ${deck.suits[0]!.symbol}-0 or ${deck.suits[0]!.symbol}-${rankSymbol(deck, deck.ranks.length)} (suits ${deck.suits.map((s) => s.symbol).join(' ')})`,
            );
          }
          foundations[suit] = rank;
          source.foundations[suit] = { line, column: token.column };
          seenSuits.add(suit);
        }
      } else if (name === 'Completed') {
        completed = [];
        for (const token of tokens) {
          const suit = deck.suits.findIndex((s) => s.symbol === token.text.toUpperCase());
          if (suit < 0) {
            return fail(
              'ERR_BAD_FOUNDATION',
              line,
              token.column,
              `"${token.text}" is not a suit: expected one of ${deck.suits.map((s) => s.symbol).join(' ')}`,
            );
          }
          completed.push(suit);
          source.completed.push({ line, column: token.column });
        }
      } else {
        const parsed = readCards(tokens, line);
        if (!parsed.ok) return parsed;
        if (name === 'Stock') {
          stock = parsed.value;
          source.stock = placesOf(tokens, line);
        } else {
          waste = parsed.value;
          source.waste = placesOf(tokens, line);
        }
      }
      continue;
    }

    const body = raw.replace(/^\s*:/, (m) => ' '.repeat(m.length));
    if (body.trim() === '' && !/^\s*:/.test(raw)) continue;
    const tokens = tokenize(body, 0);
    const bars = tokens.filter((t) => t.text.startsWith('|'));
    const misplaced =
      bars[0] !== undefined &&
      (bars[0].text.length > 1 || tokens.at(-1) === bars[0] || tokens[0] === bars[0]);
    if (bars.length > 1 || misplaced) {
      const bad = bars[1] ?? bars[0]!;
      return fail(
        'ERR_MISPLACED_SEPARATOR',
        line,
        bad.column,
        'expected one "|" between the face-down and the face-up cards, with cards on both sides',
      );
    }
    const split = bars[0] ? tokens.indexOf(bars[0]) : 0;
    const downTokens = tokens.slice(0, split);
    const upTokens = tokens.slice(bars[0] ? split + 1 : 0);
    const down = readCards(downTokens, line);
    if (!down.ok) return down;
    const up = readCards(upTokens, line);
    if (!up.ok) return up;
    columns.push({ down: down.value, up: up.value });
    source.columns.push({ down: placesOf(downTokens, line), up: placesOf(upTokens, line) });
  }

  if (columns.length === 0)
    return fail('ERR_EMPTY', 1, 1, 'no columns: expected one line per column');
  const setup: Setup = { columns, cells, foundations, stock, waste, completed };
  SOURCES.set(setup, source);
  return ok(setup);
}

export function makePosition(position: Position, deck: Deck): string {
  const cards = (list: readonly Card[]) => list.map((c) => makeCard(deck, c)).join(' ');
  const lines: string[] = [];
  if (position.foundations.some((rank) => rank > 0)) {
    const entries = position.foundations.map(
      (rank, suit) => `${deck.suits[suit]!.symbol}-${rank === 0 ? '0' : rankSymbol(deck, rank)}`,
    );
    lines.push(`Foundations: ${entries.join(' ')}`);
  }
  if (position.cells.some((c) => c !== null)) {
    lines.push(
      `Freecells: ${position.cells.map((c) => (c === null ? '-' : makeCard(deck, c))).join(' ')}`,
    );
  }
  if (position.stock.length > 0) lines.push(`Stock: ${cards(position.stock)}`);
  if (position.waste.length > 0) lines.push(`Waste: ${cards(position.waste)}`);
  if (position.completed.length > 0) {
    lines.push(`Completed: ${position.completed.map((s) => deck.suits[s]!.symbol).join(' ')}`);
  }
  for (const column of position.columns) {
    if (column.down.length === 0 && column.up.length === 0) lines.push(':');
    else if (column.down.length === 0) lines.push(cards(column.up));
    else lines.push(`${cards(column.down)} | ${cards(column.up)}`);
  }
  return lines.join('\n');
}
