/**
 * What the table asks of the rules beyond legality: where a tapped card goes, what a
 * drag may lift and where it may land, which foundation moves are safe to automate,
 * Klondike's Finish, and a rule-based useful move when the solver has no answer.
 */

import { applyMove } from './apply.js';
import { buildsOn, checkMove, movableDepth, supermoveCapacity } from './check.js';
import { card, rankOf, suitOf } from './deck.js';
import { legalMoves } from './legal-moves.js';
import type { Move, Pile } from './move.js';
import { isWon, outcome } from './outcome.js';
import { isEmptyColumn, type Position, topOf, wasteTopOf } from './position.js';
import type { Variant } from './variant.js';

const transfer = (from: Pile, to: Pile, count: number): Move => ({
  kind: 'transfer',
  from,
  to,
  count,
});

/** How many cards a drag may lift from a column starting at face-up card `index` (0 = bottom), or 0. */
export function liftableCount(
  v: Variant,
  position: Position,
  column: number,
  index: number,
): number {
  const col = position.columns[column];
  if (col === undefined || index < 0 || index >= col.up.length) return 0;
  const count = col.up.length - index;
  if (count > movableDepth(v, col)) return 0;
  if (v.groups === 'supermove' && count > supermoveCapacity(position, { kind: 'cell', index: 0 }))
    return 0;
  return count;
}

/** Every pile where `count` cards from `from` may legally be dropped. */
export function dropTargets(v: Variant, position: Position, from: Pile, count: number): Pile[] {
  const targets: Pile[] = [];
  const candidates: Pile[] = [
    ...(v.foundations ? [{ kind: 'foundation' } as const] : []),
    ...position.columns.map((_, index) => ({ kind: 'column', index }) as const),
    ...position.cells.map((_, index) => ({ kind: 'cell', index }) as const),
  ];
  for (const to of candidates) {
    if (checkMove(v, position, transfer(from, to, count)).ok) targets.push(to);
  }
  return targets;
}

/**
 * Where a tap sends a card (and the cards on it): its foundation if it can go up;
 * otherwise the first column that takes it, occupied columns before empty ones (in
 * Spider a card of the same suit first); otherwise, in FreeCell games, the first free
 * cell. A foundation card never comes down by a tap.
 */
export function tapMove(v: Variant, position: Position, from: Pile, count = 1): Move | undefined {
  if (from.kind === 'foundation') return undefined;
  const legal = (to: Pile) => checkMove(v, position, transfer(from, to, count)).ok;
  if (count === 1 && v.foundations && legal({ kind: 'foundation' })) {
    return transfer(from, { kind: 'foundation' }, 1);
  }
  const columns = position.columns
    .map((column, index) => ({ column, pile: { kind: 'column', index } as const }))
    .filter(({ pile }) => !(from.kind === 'column' && from.index === pile.index) && legal(pile));
  const moving = movingBase(position, from, count);
  const rankOrder = (c: (typeof columns)[number]) => {
    if (isEmptyColumn(c.column)) return 2;
    const top = topOf(c.column);
    return v.groups === 'suited-run' &&
      moving !== undefined &&
      top !== undefined &&
      suitOf(top) !== suitOf(moving)
      ? 1
      : 0;
  };
  const best = columns.sort(
    (a, b) => rankOrder(a) - rankOrder(b) || a.pile.index - b.pile.index,
  )[0];
  if (best) return transfer(from, best.pile, count);
  const cell = position.cells.indexOf(null);
  if (count === 1 && cell >= 0 && from.kind !== 'cell')
    return transfer(from, { kind: 'cell', index: cell }, 1);
  return undefined;
}

function movingBase(position: Position, from: Pile, count: number) {
  switch (from.kind) {
    case 'column': {
      const up = position.columns[from.index]?.up ?? [];
      return up[up.length - count];
    }
    case 'cell':
      return position.cells[from.index] ?? undefined;
    case 'waste':
      return wasteTopOf(position);
    case 'foundation':
      return undefined;
  }
}

/**
 * Foundation moves that cannot change whether the game is won: a card may go up once
 * every card that could be built on it is already home, so it is of no more use below.
 */
export function safeFoundationMoves(v: Variant, position: Position): Move[] {
  if (!v.foundations) return [];
  return legalMoves(v, position).filter((move) => {
    if (move.kind !== 'transfer' || move.to.kind !== 'foundation') return false;
    const moving = movingBase(position, move.from, 1);
    if (moving === undefined) return false;
    const below = rankOf(moving) - 1;
    return position.foundations.every(
      (top, suit) => below < 1 || !buildsOn(v, card(suit, below), moving) || top >= below,
    );
  });
}

/**
 * Klondike's Finish: stock and waste empty and every card face up means the game is won.
 * That holds because face-up cards built in sequence always uncover the lowest card left;
 * a pasted position whose face-up cards are out of sequence is not offered Finish.
 */
export function canFinish(v: Variant, position: Position): boolean {
  return (
    v.game === 'klondike' &&
    !isWon(v, position) &&
    position.stock.length === 0 &&
    position.waste.length === 0 &&
    position.columns.every((c) => c.down.length === 0 && movableDepth(v, c) === c.up.length)
  );
}

/** The moves Finish makes: every remaining card up to its foundation, lowest first. */
export function finishMoves(v: Variant, position: Position): Move[] {
  const moves: Move[] = [];
  let current = position;
  while (!isWon(v, current)) {
    const up = legalMoves(v, current).filter(
      (m) => m.kind === 'transfer' && m.to.kind === 'foundation' && m.from.kind !== 'foundation',
    );
    const lowest = up
      .map((m) => ({ m, rank: rankOf(movingBase(current, (m as { from: Pile }).from, 1) ?? 0) }))
      .sort((a, b) => a.rank - b.rank)[0];
    if (lowest === undefined) break;
    moves.push(lowest.m);
    current = applyMove(v, current, lowest.m);
  }
  return moves;
}

/**
 * A useful move by the table's rule of thumb, for when the solver has no answer:
 * a card up to a foundation, then a move that uncovers a face-down card or empties a
 * column, then a card from the waste, then any other building move, then the stock.
 * None when the game is stuck: turning the stock round alone never changes it.
 * `seen`, when given, says which positions the game has already been through: a move
 * back to one of them is never offered, so that following the hints cannot go round in
 * a circle (a card moved to and fro, the stock turned round and round).
 */
export function usefulMove(
  v: Variant,
  position: Position,
  seen?: (next: Position) => boolean,
): Move | undefined {
  if (outcome(v, position) === 'stuck') return undefined;
  const ranked = legalMoves(v, position)
    .map((move) => ({ move, score: usefulness(position, move) }))
    .filter(({ score }) => score < NOT_USEFUL)
    .sort((a, b) => a.score - b.score);
  return ranked.find(({ move }) => !seen?.(applyMove(v, position, move)))?.move;
}

/**
 * The moves that make progress by the rule of thumb, cards up first: a card up to a
 * foundation, or a move that uncovers a face-down card or empties a column. What a hint
 * offers before drawing or dealing when the solver proves it keeps the game winnable
 * (RULES.md, "At the table").
 */
export function progressMoves(v: Variant, position: Position): Move[] {
  return legalMoves(v, position)
    .map((move) => ({ move, score: usefulness(position, move) }))
    .filter(({ score }) => score <= UNCOVERS)
    .sort((a, b) => a.score - b.score)
    .map(({ move }) => move);
}

const UNCOVERS = 1;
const NOT_USEFUL = 9;

/** How useful `move` is by the rule of thumb above: lower first, NOT_USEFUL never. */
function usefulness(position: Position, move: Move): number {
  if (move.kind !== 'transfer') return 5;
  if (move.to.kind === 'foundation') return move.from.kind === 'foundation' ? NOT_USEFUL : 0;
  if (move.from.kind === 'foundation' || move.to.kind === 'cell') return 6;
  if (move.from.kind === 'waste') return 2;
  if (move.from.kind === 'column') {
    const source = position.columns[move.from.index]!;
    const target = position.columns[(move.to as { index: number }).index];
    const emptiesUp = (move.count ?? 1) === source.up.length;
    if (emptiesUp && source.down.length > 0) return UNCOVERS;
    if (target !== undefined && isEmptyColumn(target)) return emptiesUp ? NOT_USEFUL : 4;
    return emptiesUp ? UNCOVERS : 3;
  }
  return 3;
}
