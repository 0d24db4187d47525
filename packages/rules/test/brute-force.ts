/**
 * A brute-force check of the move generator: every move the notation can express is put
 * to `checkMove`, so a move the generator forgets (or invents) shows up as a difference.
 */
import type { Game } from '../src/game.js';
import type { Move, Pile } from '../src/move.js';
import type { Position } from '../src/position.js';

/** Every move the notation can express in this position, accepted by the rules or not. */
export function everyExpressibleMove(g: Game, p: Position): Move[] {
  const columns = p.columns.map((_, index): Pile => ({ kind: 'column', index }));
  const cells = p.cells.map((_, index): Pile => ({ kind: 'cell', index }));
  const suits = g.deck.suits.map((_, suit): Pile => ({ kind: 'foundation', suit }));
  const piles: Pile[] = [...columns, ...cells, { kind: 'waste' }, ...suits];
  const tallest = Math.max(1, ...p.columns.map((c) => c.up.length));
  const moves: Move[] = [{ kind: 'stock' }, { kind: 'redeal' }];
  for (const from of piles) {
    for (const to of [...piles, { kind: 'foundation' } as const]) {
      for (let count = 1; count <= tallest; count++)
        moves.push({ kind: 'transfer', from, to, count });
    }
  }
  return moves;
}

/** The legal moves found by brute force, in the notation and sorted. */
export function bruteForceMoves(g: Game, p: Position): string[] {
  const accepted = new Set<string>();
  for (const m of everyExpressibleMove(g, p)) {
    const checked = g.checkMove(p, m);
    if (!checked.ok) continue;
    // A named foundation is the same move as the plain `h` the generator lists; `s` on an
    // empty Klondike stock comes back from checkMove as the `r` it is.
    const plain =
      checked.value.kind === 'transfer' && checked.value.to.kind === 'foundation'
        ? { ...checked.value, to: { kind: 'foundation' } as const }
        : checked.value;
    accepted.add(g.makeMove(plain));
  }
  return [...accepted].sort();
}
