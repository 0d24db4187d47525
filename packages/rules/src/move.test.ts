import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { game } from '../test/support.js';
import { FRENCH, SPANISH } from './deck.js';
import { type Move, makeMove, parseMove, parseMoves } from './move.js';

const column = (index: number) => ({ kind: 'column', index }) as const;
const cell = (index: number) => ({ kind: 'cell', index }) as const;

describe('move notation', () => {
  const CASES: readonly [string, Move][] = [
    ['3a', { kind: 'transfer', from: column(2), to: cell(0) }],
    ['a3', { kind: 'transfer', from: cell(0), to: column(2) }],
    ['3h', { kind: 'transfer', from: column(2), to: { kind: 'foundation' } }],
    ['38', { kind: 'transfer', from: column(2), to: column(7) }],
    ['dh', { kind: 'transfer', from: cell(3), to: { kind: 'foundation' } }],
    ['90', { kind: 'transfer', from: column(8), to: column(9) }],
    ['01', { kind: 'transfer', from: column(9), to: column(0) }],
    ['w4', { kind: 'transfer', from: { kind: 'waste' }, to: column(3) }],
    ['wh', { kind: 'transfer', from: { kind: 'waste' }, to: { kind: 'foundation' } }],
    ['hS1', { kind: 'transfer', from: { kind: 'foundation', suit: 3 }, to: column(0) }],
    ['3hH', { kind: 'transfer', from: column(2), to: { kind: 'foundation', suit: 2 } }],
    ['35:3', { kind: 'transfer', from: column(2), to: column(4), count: 3 }],
    ['s', { kind: 'stock' }],
    ['r', { kind: 'redeal' }],
  ];

  for (const [text, move] of CASES) {
    it(`${text} reads and writes back`, () => {
      expect(parseMove(text, FRENCH)).toEqual({ ok: true, value: move });
      expect(makeMove(move, FRENCH)).toBe(text);
    });
  }

  it('names Spanish foundations by their suit letters', () => {
    const move: Move = { kind: 'transfer', from: { kind: 'foundation', suit: 0 }, to: column(4) };
    expect(parseMove('hO5', SPANISH)).toEqual({ ok: true, value: move });
    expect(parseMove('ho5', SPANISH)).toEqual({ ok: true, value: move });
    expect(makeMove(move, SPANISH)).toBe('hO5');
    // Cell b is not bastos: a destination suit must be upper case.
    expect(parseMove('3hB', SPANISH)).toEqual({
      ok: true,
      value: { kind: 'transfer', from: column(2), to: { kind: 'foundation', suit: 3 } },
    });
  });

  it('writes :n only when more than one card moves; :1 is read too', () => {
    const one: Move = { kind: 'transfer', from: column(0), to: column(1), count: 1 };
    expect(makeMove(one, FRENCH)).toBe('12');
    expect(parseMove('12:1', FRENCH)).toEqual({ ok: true, value: one });
    expect(parseMove(' 12 ', FRENCH).ok).toBe(true);
  });

  const BAD: readonly [string, number, string][] = [
    ['', 1, 'expected a move'],
    ['9x', 2, '"x" is not a pile'],
    ['x9', 1, '"x" is not a pile'],
    ['3h:0', 4, 'the number of cards after ":" must be from 1 to 999, not "0"'],
    ['hZ3', 2, 'needs its suit'],
    ['h3', 2, 'needs its suit'],
    ['3', 2, 'destination'],
    ['h', 2, 'needs its suit'],
    ['35:', 4, 'expected the number of cards to move after ":"'],
    ['35:x', 4, 'expected the number of cards to move after ":"'],
    ['35:1000', 4, 'must be from 1 to 999, not "1000"'],
    ['35:3x', 5, 'expected the end of the move after ":3"'],
    ['35 2', 3, '" 2" after the two piles: expected the end of the move, or ":" and'],
    ['3hs', 3, '"s" after the two piles'],
    ['3hh', 3, '"h" after the two piles'],
    ['ss', 1, '"s" is not a pile'],
    ['S', 1, '"S" is not a pile'],
    ['3A', 2, '"A" is not a pile'],
  ];

  for (const [text, column, mentions] of BAD) {
    it(`${JSON.stringify(text)} is refused at character ${column}`, () => {
      const parsed = parseMove(text, FRENCH);
      expect(parsed.ok).toBe(false);
      if (parsed.ok) return;
      expect(parsed.error.code).toBe('ERR_BAD_MOVE');
      expect(parsed.error.column).toBe(column);
      expect(parsed.error.message).toContain(mentions);
    });
  }

  it('reads move lists separated by spaces and new lines, with # comments', () => {
    const parsed = parseMoves('3a 38\n# a comment\n a3 # another\n\ts', FRENCH);
    expect(parsed.ok && parsed.value.map((m) => makeMove(m, FRENCH))).toEqual([
      '3a',
      '38',
      'a3',
      's',
    ]);
    const bad = parseMoves('3a 38 9x', FRENCH);
    expect(bad.ok ? undefined : [bad.error.index, bad.error.message]).toEqual([
      2,
      'move 3: "9x" at 2: "x" is not a pile: expected 1-9 or 0 (columns), a-d (cells), h (foundation) or w (waste)',
    ]);
  });

  it('never throws on arbitrary text; what it reads it writes back the same', () => {
    const games = [game('freecell'), game('klondike'), game('spider')];
    const moveLike = fc
      .array(fc.constantFrom(...'0123456789abcdwhsrHSOCEBZ:x '.split(''), ':1', ':2'), {
        maxLength: 6,
      })
      .map((chars) => chars.join(''));
    fc.assert(
      fc.property(fc.oneof(fc.string(), moveLike), (text) => {
        for (const deck of [FRENCH, SPANISH]) {
          const parsed = parseMove(text, deck);
          if (!parsed.ok) {
            expect(parsed.error.column).toBeGreaterThanOrEqual(1);
            continue;
          }
          // ":1" is the default and is not written back.
          const move = parsed.value;
          const expected =
            move.kind === 'transfer' && move.count === 1
              ? { kind: move.kind, from: move.from, to: move.to }
              : move;
          expect(parseMove(makeMove(move, deck), deck)).toStrictEqual({
            ok: true,
            value: expected,
          });
        }
        for (const g of games) g.parseMoves(text);
      }),
      { numRuns: 500, seed: 3 },
    );
  });
});
