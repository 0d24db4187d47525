/**
 * The tests decide what to play with the rules library, on the position the table
 * reports, and then check the table reached exactly the position the rules predict.
 */
import {
  Game,
  type GameId,
  type GameOptions,
  type Move,
  type Pile,
  type Position,
} from '@naipe/rules';

export function gameOf(id: GameId, options: GameOptions = {}): Game {
  const created = Game.create(id, options);
  if (!created.ok) throw new Error(`test setup: ${created.error.message}`);
  return created.value;
}

export function parse(game: Game, notation: string | undefined): Position {
  if (notation === undefined) throw new Error('the table shows no position');
  const parsed = game.parsePosition(notation);
  if (!parsed.ok) throw new Error(`the table's position does not parse: ${parsed.error.message}`);
  return parsed.value;
}

/** The notation after `move`, which must be legal. */
export function after(game: Game, position: Position, move: Move): string {
  const played = game.play(position, move);
  if (!played.ok) throw new Error(`test setup: ${game.makeMove(move)} is not legal here`);
  return game.makePosition(played.value);
}

/** The table's id for the place a rules pile names (a foundation by the moving card's suit). */
export function placeId(pile: Pile, movingSuit = 0): string {
  switch (pile.kind) {
    case 'column':
    case 'cell':
      return `${pile.kind}-${pile.index}`;
    case 'foundation':
      return `foundation-${pile.suit ?? movingSuit}`;
    case 'waste':
      return 'waste';
  }
}

const columnsOf = (position: Position) =>
  position.columns.map((c, index) => ({ index, size: c.down.length + c.up.length }));

/** A column whose top card a tap would move, with the move the tap makes. */
export function tapOnColumn(game: Game, position: Position) {
  for (const { index, size } of columnsOf(position)) {
    if (size === 0) continue;
    const move = game.tapMove(position, { kind: 'column', index }, 1);
    if (move) return { column: index, cardIndex: size - 1, move };
  }
  return undefined;
}

/** A top card of a column that may be dropped on another column (or a cell, or home). */
export function dragFromColumn(game: Game, position: Position, onlyColumns = false) {
  for (const { index, size } of columnsOf(position)) {
    if (size === 0) continue;
    const from = { kind: 'column', index } as const;
    for (const to of game.dropTargets(position, from, 1)) {
      if (onlyColumns && to.kind !== 'column') continue;
      const move: Move = { kind: 'transfer', from, to, count: 1 };
      if (game.checkMove(position, move).ok)
        return { column: index, cardIndex: size - 1, to, move };
    }
  }
  return undefined;
}
