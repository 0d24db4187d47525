/**
 * The keyboard's focus over the table: one tab stop, and arrow keys that walk over
 * places and cards the way the eye reads the board. Left and right go from place to
 * place along a row; up and down go through a column's face-up cards and between the
 * top row (stock, waste, cells, foundations) and the columns.
 */
import type { Layout } from './layout.js';
import { type PileRef, pileId, samePile } from './piles.js';

export interface Focus {
  readonly pile: PileRef;
  /** Card index in the pile (bottom first); for an empty place, 0. */
  readonly index: number;
}

export type FocusKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';

interface Stop {
  readonly pile: PileRef;
  readonly x: number;
  /** The card indices focus may rest on, bottom first; a place with none still takes focus. */
  readonly indices: readonly number[];
}

/** The top card of a place (or 0 when empty): where focus lands when it enters a place. */
const topIndex = (stop: Stop) => stop.indices[stop.indices.length - 1] ?? 0;

function stopsOf(layout: Layout): { top: Stop[]; columns: Stop[] } {
  const top: Stop[] = [];
  const columns: Stop[] = [];
  for (const box of layout.piles) {
    if (box.pile.kind === 'completed') continue;
    const cards = layout.cards.filter((c) => samePile(c.pile, box.pile));
    const faceUp = cards.filter((c) => c.faceUp).map((c) => c.index);
    // Only the top card of a stacked place can be taken, so focus rests on that one.
    const indices =
      box.pile.kind === 'column' ? faceUp : cards.length > 0 ? [cards.length - 1] : [];
    const stop = { pile: box.pile, x: box.x, indices };
    (box.pile.kind === 'column' ? columns : top).push(stop);
  }
  const byX = (a: Stop, b: Stop) => a.x - b.x;
  return { top: top.sort(byX), columns: columns.sort(byX) };
}

const nearest = (stops: readonly Stop[], x: number) =>
  stops.reduce<Stop | undefined>(
    (best, s) => (best === undefined || Math.abs(s.x - x) < Math.abs(best.x - x) ? s : best),
    undefined,
  );

export function initialFocus(layout: Layout): Focus | undefined {
  const { columns, top } = stopsOf(layout);
  const first = columns[0] ?? top[0];
  return first ? { pile: first.pile, index: topIndex(first) } : undefined;
}

/** Keeps a focus valid after the board changed: same place, nearest card that can take focus. */
export function settleFocus(layout: Layout, focus: Focus | undefined): Focus | undefined {
  if (!focus) return initialFocus(layout);
  const { columns, top } = stopsOf(layout);
  const stop = [...columns, ...top].find((s) => samePile(s.pile, focus.pile));
  if (!stop) return initialFocus(layout);
  if (stop.indices.includes(focus.index)) return focus;
  return { pile: stop.pile, index: topIndex(stop) };
}

export function moveFocus(layout: Layout, focus: Focus, key: FocusKey): Focus {
  const { top, columns } = stopsOf(layout);
  const inColumns = focus.pile.kind === 'column';
  const row = inColumns ? columns : top;
  const at = row.findIndex((s) => pileId(s.pile) === pileId(focus.pile));
  const here = row[at];
  if (!here) return initialFocus(layout) ?? focus;
  const enter = (stop: Stop | undefined): Focus =>
    stop ? { pile: stop.pile, index: topIndex(stop) } : focus;

  switch (key) {
    case 'ArrowLeft':
      return enter(row[at - 1]);
    case 'ArrowRight':
      return enter(row[at + 1]);
    case 'Home':
      return enter(row[0]);
    case 'End':
      return enter(row[row.length - 1]);
    case 'ArrowUp': {
      const i = here.indices.indexOf(focus.index);
      if (inColumns && i > 0) return { pile: here.pile, index: here.indices[i - 1]! };
      return inColumns ? enter(nearest(top, here.x)) : focus;
    }
    case 'ArrowDown': {
      const i = here.indices.indexOf(focus.index);
      if (inColumns) {
        return i >= 0 && i < here.indices.length - 1
          ? { pile: here.pile, index: here.indices[i + 1]! }
          : focus;
      }
      return enter(nearest(columns, here.x));
    }
  }
}
