/**
 * Generating moves: every legal move of a position, in a fixed order. Each candidate is
 * put to the checker (`check.ts`), so the generator cannot list a move `checkMove` refuses.
 */
import {
  candidateCounts,
  isIllegal,
  redealProblem,
  samePile,
  stockProblem,
  transferBase,
} from './check.js';
import type { Move, Pile } from './move.js';
import type { Position } from './position.js';
import type { Variant } from './variant.js';

/** Every legal move, in a fixed order: foundations first, then columns, cells, the stock. */
export function legalMoves(v: Variant, position: Position): Move[] {
  const moves: Move[] = [];
  const columns = position.columns.map((_, index): Pile => ({ kind: 'column', index }));
  const cells = position.cells.map((_, index): Pile => ({ kind: 'cell', index }));
  const sources: Pile[] = [
    ...columns,
    ...cells,
    ...(v.stock === 'draw' ? [{ kind: 'waste' } as const] : []),
    ...(v.foundationReturns
      ? v.deck.suits.map((_, suit): Pile => ({ kind: 'foundation', suit }))
      : []),
  ];
  const destinations: Pile[] = [
    ...(v.foundations ? [{ kind: 'foundation' } as const] : []),
    ...columns,
    ...cells,
  ];

  for (const to of destinations) {
    for (const from of sources) {
      if (samePile(from, to)) continue;
      for (const count of candidateCounts(v, position, from)) {
        if (!isIllegal(transferBase(v, position, from, to, count)))
          moves.push({ kind: 'transfer', from, to, count });
      }
    }
  }
  // On an empty stock `s` is the turn of the waste (checkMove resolves it to `r`), and
  // stockProblem refuses it, so that one move is listed once, as `r`.
  if (stockProblem(v, position) === undefined) moves.push({ kind: 'stock' });
  if (redealProblem(v, position) === undefined) moves.push({ kind: 'redeal' });
  return moves;
}
