/**
 * Applying a move: every layer replays through `applyMove`, so it builds each position in
 * one object shape and copies only the piles the move touches. What happens by itself
 * (a card turning up, a Spider run leaving) is checked with each game's examples.
 */
import { describe, expect, it } from 'vitest';
import {
  ALL_VARIANTS,
  dealt,
  game,
  move,
  position,
  smallOf,
  variantName,
} from '../test/support.js';
import { applyMove } from './apply.js';
import { exhaustiveVerdict } from './exhaustive.js';
import type { Game } from './game.js';
import type { Move } from './move.js';
import { type Position, positionsEqual } from './position.js';
import { SMALL_VARIANTS } from './small.js';

/** The fields of every position, in the order `applyMove` writes them. */
const SHAPE = ['columns', 'cells', 'foundations', 'stock', 'waste', 'completed'];

describe('applyMove', () => {
  for (const v of ALL_VARIANTS) {
    it(`${variantName(v)}: every move of deal 1 gives a position of the same shape`, () => {
      const g = game(v.id, v.options);
      const p = dealt(g, 1);
      const moves = g.legalMoves(p);
      expect(moves.length).toBeGreaterThan(0);
      for (const m of moves) expect(Object.keys(applyMove(g.variant, p, m))).toEqual(SHAPE);
    });
  }

  it('turning the waste over gives the same shape too', () => {
    const klondike = game('klondike');
    const p = position(
      klondike,
      'Foundations: O-R C-R E-8 B-R\nWaste: RE CE SE 9E\n:\n:\n:\n:\n:\n:\n:',
    );
    const turned = applyMove(klondike.variant, p, { kind: 'redeal' });
    expect(Object.keys(turned)).toEqual(SHAPE);
    expect(turned.stock).toEqual([...p.waste].reverse());
  });

  it('shares every pile a move leaves alone', () => {
    const klondike = game('klondike');
    const p = dealt(klondike, 1);
    const same = (a: Position, b: Position, piles: readonly (keyof Position)[]) => {
      for (const pile of piles) expect(a[pile], pile).toBe(b[pile]);
    };

    const drawn = applyMove(klondike.variant, p, { kind: 'stock' });
    same(drawn, p, ['columns', 'cells', 'foundations', 'completed']);

    const checked = klondike.checkMove(p, move(klondike, '61'));
    if (!checked.ok) throw new Error(checked.error.message);
    const built = applyMove(klondike.variant, p, checked.value);
    same(built, p, ['cells', 'foundations', 'stock', 'waste', 'completed']);
    built.columns.forEach((column, index) => {
      if (index !== 0 && index !== 5) expect(column, `column ${index + 1}`).toBe(p.columns[index]);
    });

    const freecell = game('freecell');
    const deal = dealt(freecell, 1);
    const inCell = applyMove(freecell.variant, deal, move(freecell, '1a'));
    same(inCell, deal, ['foundations', 'stock', 'waste', 'completed']);
    inCell.columns.forEach((column, index) => {
      if (index !== 0) expect(column, `column ${index + 1}`).toBe(deal.columns[index]);
    });
  });
});

/** Plays `moves` one by one through `play`: the end, or the first refused move and why. */
function oneByOne(g: Game, start: Position, moves: readonly Move[]) {
  let current = start;
  for (const [index, m] of moves.entries()) {
    const next = g.play(current, m);
    if (!next.ok) return { index, error: next.error, at: current };
    current = next.value;
  }
  return { end: current };
}

/** A line of legal moves picked by a fixed pseudo-random sequence, as long as moves remain. */
function walk(g: Game, start: Position, length: number, seed: number): Move[] {
  let state = seed;
  const line: Move[] = [];
  let current = start;
  while (line.length < length) {
    const legal = g.legalMoves(current);
    if (legal.length === 0) break;
    state = (state * 48271) % 2147483647;
    const m = legal[state % legal.length]!;
    line.push(m);
    const next = g.play(current, m);
    if (!next.ok) throw new Error(`legalMoves gave a refused move: ${next.error.message}`);
    current = next.value;
  }
  return line;
}

/** A one-card column-to-column transfer the rules refuse in `at`, if there is one. */
function refusedMove(g: Game, at: Position): Move | undefined {
  for (let from = 0; from < at.columns.length; from++) {
    for (let to = 0; to < at.columns.length; to++) {
      const m: Move = {
        kind: 'transfer',
        from: { kind: 'column', index: from },
        to: { kind: 'column', index: to },
        count: 1,
      };
      if (!g.checkMove(at, m).ok) return m;
    }
  }
  return undefined;
}

function deepFrozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFrozen(inner);
    Object.freeze(value);
  }
  return value;
}

/** The line with every count left out, for `playAll` to resolve as `play` does. */
const withoutCounts = (line: readonly Move[]): Move[] =>
  line.map((m) => (m.kind === 'transfer' ? { kind: m.kind, from: m.from, to: m.to } : m));

/** `playAll` must end where playing the moves one by one ends, and refuse the same move. */
function expectSameAsOneByOne(g: Game, start: Position, moves: readonly Move[]) {
  const before = structuredClone(start);
  const all = g.playAll(deepFrozen(start), moves);
  const single = oneByOne(g, start, moves);
  expect(start).toEqual(before);
  if (single.end !== undefined) {
    if (!all.ok) throw new Error(`move ${all.error.index} refused: ${all.error.error.message}`);
    expect(positionsEqual(all.value, single.end)).toBe(true);
    expect(Object.keys(all.value)).toEqual(SHAPE);
  } else {
    expect(all).toEqual({ ok: false, error: { index: single.index, error: single.error } });
  }
  return all;
}

describe('playAll', () => {
  for (const { name, spec } of SMALL_VARIANTS) {
    it(`${name}: a winning line ends won, as it does move by move`, () => {
      const g = smallOf(spec);
      let lines = 0;
      for (let deal = 1; deal <= 30 && lines < 3; deal++) {
        const start = dealt(g, deal);
        const found = exhaustiveVerdict(g, start);
        if (found.verdict !== 'winnable' || found.line.length === 0) continue;
        lines++;
        const all = expectSameAsOneByOne(g, start, found.line);
        expect(all.ok && g.isWon(all.value)).toBe(true);
        expectSameAsOneByOne(g, start, withoutCounts(found.line));
      }
      expect(lines).toBeGreaterThan(0);
    });
  }

  for (const v of ALL_VARIANTS) {
    it(`${variantName(v)}: long lines and a refused move in the middle agree with play`, () => {
      const g = game(v.id, v.options);
      for (const deal of [1, 2, 3]) {
        const start = dealt(g, deal);
        // Random play soon fills FreeCell's cells and gets stuck: keep the longest of a few walks.
        const walks = Array.from({ length: 20 }, (_, seed) =>
          walk(g, start, 150, deal * 100 + seed),
        );
        const line = walks.reduce((a, b) => (b.length > a.length ? b : a));
        expect(line.length).toBeGreaterThan(10);
        expectSameAsOneByOne(g, start, line);
        expectSameAsOneByOne(g, start, withoutCounts(line));

        const middle = Math.floor(line.length / 2);
        const at = oneByOne(g, start, line.slice(0, middle)).end!;
        const refused = refusedMove(g, at);
        if (refused === undefined) throw new Error('no refused move found');
        const broken = [...line.slice(0, middle), refused, ...line.slice(middle)];
        const all = expectSameAsOneByOne(g, start, broken);
        expect(all.ok).toBe(false);
        if (!all.ok) expect(all.error.index).toBe(middle);
      }
    });
  }

  it('an empty line gives a copy of the start that shares no pile with it', () => {
    const g = game('freecell');
    const start = dealt(g, 1);
    const all = g.playAll(start, []);
    if (!all.ok) throw new Error(all.error.error.message);
    expect(positionsEqual(all.value, start)).toBe(true);
    expect(all.value.cells).not.toBe(start.cells);
    all.value.columns.forEach((column, index) => {
      expect(column.up).not.toBe(start.columns[index]!.up);
      expect(column.down).not.toBe(start.columns[index]!.down);
    });
  });
});
