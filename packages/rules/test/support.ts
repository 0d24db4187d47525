/**
 * Helpers shared by the rules tests: games by id, positions and moves from their
 * notation, and assertions that name the move and position when they fail.
 */
import { expect } from 'vitest';
import type { IllegalMoveCode } from '../src/check.js';
import { variantCards } from '../src/deal.js';
import { type Card, card } from '../src/deck.js';
import { Game } from '../src/game.js';
import type { Move } from '../src/move.js';
import { parsePosition } from '../src/notation.js';
import type { Position } from '../src/position.js';
import { type SmallSpec, smallGame } from '../src/small.js';
import type { GameOptions } from '../src/variant.js';

export * from '../src/fixtures.js';

/** A small variant's game (`small.ts`); a test bug if the spec is refused. */
export function smallOf(spec: SmallSpec): Game {
  const made = smallGame(spec);
  if (!made.ok) throw new Error(`bad test spec: ${made.error.message}`);
  return made.value;
}

export function game(id: string, options: GameOptions = {}): Game {
  const created = Game.create(id, options);
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

/** A hand-built position, parsed and validated; a test bug if the text is wrong. */
export function position(g: Game, text: string): Position {
  const parsed = g.parsePosition(dedent(text));
  if (!parsed.ok) throw new Error(`bad test position: ${parsed.error.message}\n${text}`);
  return parsed.value;
}

export function dealt(g: Game, dealNumber: number): Position {
  const result = g.deal(dealNumber);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

export function move(g: Game, text: string): Move {
  const parsed = g.parseMove(text);
  if (!parsed.ok) throw new Error(`bad test move: ${parsed.error.message}`);
  return parsed.value;
}

/** Plays a move given in the notation and returns the new position; fails the test if illegal. */
export function played(g: Game, from: Position, moveText: string): Position {
  const result = g.play(from, move(g, moveText));
  if (!result.ok) {
    throw new Error(`${moveText} was refused (${result.error.code}: ${result.error.message})`);
  }
  return result.value;
}

/** Plays several moves in a row. */
export function playedAll(g: Game, from: Position, moveTexts: readonly string[]): Position {
  return moveTexts.reduce((p, m) => played(g, p, m), from);
}

export function expectLegal(g: Game, at: Position, moveText: string, count?: number): void {
  const checked = g.checkMove(at, move(g, moveText));
  expect(checked.ok ? 'legal' : checked.error.code, moveText).toBe('legal');
  if (count !== undefined && checked.ok && checked.value.kind === 'transfer') {
    expect(checked.value.count, `${moveText} moves ${count} cards`).toBe(count);
  }
}

export function expectIllegal(g: Game, at: Position, moveText: string, code: IllegalMoveCode) {
  const result = g.play(at, move(g, moveText));
  expect(result.ok ? 'legal' : result.error.code, moveText).toBe(code);
  if (!result.ok) expect(result.error.message.length).toBeGreaterThan(10);
}

/** The legal moves of a position in the move notation. */
export function moveTexts(g: Game, at: Position): string[] {
  return g.legalMoves(at).map((m) => g.makeMove(m));
}

/** Removes the common indentation of a template literal so positions can be indented in tests. */
export function dedent(text: string): string {
  const lines = text
    .replace(/^\n/, '')
    .replace(/\n\s*$/, '')
    .split('\n');
  const indent = Math.min(
    ...lines.filter((l) => l.trim() !== '').map((l) => l.length - l.trimStart().length),
  );
  return lines.map((l) => l.slice(indent)).join('\n');
}

/** Every game and variant the registry offers. */
export const ALL_VARIANTS: readonly { readonly id: string; readonly options: GameOptions }[] = [
  { id: 'freecell', options: {} },
  { id: 'bakers-game', options: {} },
  { id: 'australian', options: {} },
  { id: 'klondike', options: { deck: 'spanish', draw: 1 } },
  { id: 'klondike', options: { deck: 'spanish', draw: 3 } },
  { id: 'klondike', options: { deck: 'french', draw: 1 } },
  { id: 'klondike', options: { deck: 'french', draw: 3 } },
  { id: 'spider', options: { deck: 'spanish', suits: 1 } },
  { id: 'spider', options: { deck: 'spanish', suits: 2 } },
  { id: 'spider', options: { deck: 'spanish', suits: 4 } },
  { id: 'spider', options: { deck: 'french', suits: 1 } },
  { id: 'spider', options: { deck: 'french', suits: 2 } },
  { id: 'spider', options: { deck: 'french', suits: 4 } },
];

export const variantName = ({ id, options }: (typeof ALL_VARIANTS)[number]) =>
  [id, ...Object.values(options)].join(' ');

/**
 * Adds a `Stock:` line holding every card the text leaves out, in deck order, so a test
 * can show only the cards that matter in games that have a stock. The stock the text gives
 * stays on top, to be drawn or dealt first.
 */
export function withRestInStock(g: Game, text: string): string {
  const body = dedent(text);
  const setup = parsePosition(body, g.deck);
  if (!setup.ok) throw new Error(`bad test position: ${setup.error.message}`);
  const missing = variantCards(g.variant);
  const remove = (c: Card) => {
    const at = missing.indexOf(c);
    if (at < 0) throw new Error(`bad test position: one ${g.makeCard(c)} too many`);
    missing.splice(at, 1);
  };
  const s = setup.value;
  for (const column of s.columns) [...column.down, ...column.up].forEach(remove);
  [...s.stock, ...s.waste].forEach(remove);
  s.foundations.forEach((top, suit) => {
    for (let rank = 1; rank <= top; rank++) remove(card(suit, rank));
  });
  for (const suit of s.completed) {
    for (let rank = 1; rank <= g.deck.ranks.length; rank++) remove(card(suit, rank));
  }
  const stock = [...missing, ...s.stock].map((c) => g.makeCard(c)).join(' ');
  return [`Stock: ${stock}`, ...body.split('\n').filter((l) => !l.startsWith('Stock:'))].join('\n');
}
