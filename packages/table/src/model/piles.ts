/**
 * The places a card can lie on the table, as the view sees them. The rules know columns,
 * cells, foundations and the waste; the table also shows the stock and Spider's completed
 * runs, and needs a stable id for each place (DOM ids, focus, drop targets).
 */
import type { Pile } from '@naipe/rules';

export type PileRef =
  | { readonly kind: 'column'; readonly index: number }
  | { readonly kind: 'cell'; readonly index: number }
  | { readonly kind: 'foundation'; readonly suit: number }
  | { readonly kind: 'waste' }
  | { readonly kind: 'stock' }
  | { readonly kind: 'completed'; readonly index: number };

export function pileId(pile: PileRef): string {
  switch (pile.kind) {
    case 'column':
    case 'cell':
    case 'completed':
      return `${pile.kind}-${pile.index}`;
    case 'foundation':
      return `foundation-${pile.suit}`;
    case 'waste':
    case 'stock':
      return pile.kind;
  }
}

export function parsePileId(id: string): PileRef | undefined {
  if (id === 'waste' || id === 'stock') return { kind: id };
  const match = /^(column|cell|completed|foundation)-(\d+)$/.exec(id);
  if (!match) return undefined;
  const n = Number(match[2]);
  return match[1] === 'foundation'
    ? { kind: 'foundation', suit: n }
    : { kind: match[1] as 'column' | 'cell' | 'completed', index: n };
}

export const samePile = (a: PileRef, b: PileRef): boolean => pileId(a) === pileId(b);

/** The rules' name for a place cards move from or to; the stock and completed runs have none. */
export function toRulesPile(pile: PileRef): Pile | undefined {
  switch (pile.kind) {
    case 'column':
    case 'cell':
      return { kind: pile.kind, index: pile.index };
    case 'foundation':
      return { kind: 'foundation', suit: pile.suit };
    case 'waste':
      return { kind: 'waste' };
    default:
      return undefined;
  }
}

/**
 * The view's place for a rules pile. A foundation named without its suit (a destination)
 * is the foundation of the card that moves, so that card must be given.
 */
export function fromRulesPile(pile: Pile, movingSuit?: number): PileRef {
  switch (pile.kind) {
    case 'column':
    case 'cell':
      return { kind: pile.kind, index: pile.index };
    case 'waste':
      return { kind: 'waste' };
    case 'foundation':
      return { kind: 'foundation', suit: pile.suit ?? movingSuit ?? 0 };
  }
}
