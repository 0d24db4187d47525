/** The outcome of a position: won, stuck (no card can move any more), or still playing. */
import { applyMove } from './apply.js';
import { checkMove } from './check.js';
import { legalMoves } from './legal-moves.js';
import type { Position } from './position.js';
import type { Variant } from './variant.js';

export type Outcome = 'won' | 'stuck' | 'playing';

/** Every card is home: on the foundations, or (Spider) in completed runs. */
export function isWon(v: Variant, position: Position): boolean {
  const series = v.series.reduce((a, b) => a + b, 0);
  if (!v.foundations) return position.completed.length === series;
  return position.foundations.every((rank) => rank === v.deck.ranks.length);
}

/**
 * Won; stuck when no card can move any more (in Klondike: not even after turning the
 * stock round and round, which alone never changes the game); otherwise playing.
 */
export function outcome(v: Variant, position: Position): Outcome {
  if (isWon(v, position)) return 'won';
  const moves = legalMoves(v, position);
  if (moves.length === 0) return 'stuck';
  if (!v.redeal) return 'playing';
  // Turning the stock round comes back to this same stock and waste, so one full
  // cycle of stock turns shows every card the waste can offer.
  const cycle = 2 * (position.stock.length + position.waste.length) + 2;
  let current = position;
  for (let turn = 0; turn < cycle; turn++) {
    if (legalMoves(v, current).some((m) => m.kind === 'transfer')) return 'playing';
    // A draw, or on an empty stock the turn of the waste it resolves to.
    const turned = checkMove(v, current, { kind: 'stock' });
    if (!turned.ok) return 'stuck';
    current = applyMove(v, current, turned.value);
  }
  return 'stuck';
}
