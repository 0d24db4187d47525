import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_VARIANTS, dealt, game, position, variantName } from '../test/support.js';
import { FRENCH, SPANISH } from './deck.js';
import { makePosition, type NotationErrorCode, parsePosition, sourceOf } from './notation.js';
import { positionsEqual } from './position.js';

const freecell = game('freecell');
const DEAL_1 = makePosition(dealt(freecell, 1), FRENCH);

describe('position notation', () => {
  it('FreeCell deals are exactly the solver board format: 8 lines, bottom card first', () => {
    const lines = DEAL_1.split('\n');
    expect(lines).toHaveLength(8);
    expect(lines[0]).toBe('JD KD 2S 4C 3S 6D 6S');
    expect(lines.every((l) => /^([2-9TJQKA][CDHS] ){5,6}[2-9TJQKA][CDHS]$/.test(l))).toBe(true);
  });

  it('reads boards pasted from other FreeCell programs', () => {
    // fc-solve style: suits in another order, an empty Freecells line, ":" before each column.
    const pasted = [
      'Foundations: H-0 C-0 D-0 S-0',
      'Freecells:',
      ...DEAL_1.split('\n').map((l) => `: ${l}`),
    ].join('\r\n');
    const parsed = freecell.parsePosition(pasted);
    expect(parsed.ok && positionsEqual(parsed.value, dealt(freecell, 1))).toBe(true);
    // Lower case, 10 for ten, extra spaces and blank lines.
    const loose = `\n${DEAL_1.toLowerCase().replaceAll('t', '10').replaceAll(' ', '   ')}\n\n`;
    const read = freecell.parsePosition(loose);
    expect(read.ok && freecell.makePosition(read.value)).toBe(DEAL_1);
  });

  it('writes headers in a fixed order, only when they hold something', () => {
    const p = position(
      freecell,
      `
      Foundations: C-5 D-8 H-6 S-7
      Freecells: KH - KC -
      QC JH TC 9D
      KD 8S 7H 6C
      KS QH
      QS JD
      QD JS
      TD 9S 8H
      JC TH 9C
      TS 9H 8C 7C`,
    );
    const text = freecell.makePosition(p);
    expect(text.split('\n').slice(0, 2)).toEqual([
      'Foundations: C-5 D-8 H-6 S-7',
      'Freecells: KH - KC -',
    ]);
    expect(p.cells).toEqual([p.cells[0], null, p.cells[2], null]);
  });

  it('writes face-down cards before a "|", empty columns as ":", stock and waste bottom first', () => {
    const klondike = game('klondike');
    const text = [
      'Foundations: O-5 C-5 E-7 B-3',
      'Stock: 9O SO RO 7C 8C 9C CC RC 8E SE RE 5B 6B 7B 8B SB',
      'Waste: CB 6C',
      '4B | 7O',
      '9B',
      '6O',
      'SC',
      'CO | 9E 8O',
      'CE | RB',
      ':',
    ].join('\n');
    const p = position(klondike, text);
    expect(klondike.makePosition(p)).toBe(text);
    expect(p.columns[4]).toEqual({ down: [p.columns[4]!.down[0]], up: p.columns[4]!.up });
    expect(klondike.makeCard(p.stock.at(-1)!)).toBe('SB'); // the next card drawn
    expect(klondike.makeCard(p.waste.at(-1)!)).toBe('6C'); // the card that plays
    expect(p.columns[6]).toEqual({ down: [], up: [] });
  });

  it('writes the suits of completed Spider runs in the order they left', () => {
    const spider = game('spider', { suits: 2 });
    const text = 'Completed: C E C C E E E C\n:\n:\n:\n:\n:\n:\n:\n:\n:\n:';
    expect(spider.makePosition(position(spider, text))).toBe(text);
  });

  for (const v of ALL_VARIANTS) {
    it(`${variantName(v)}: make(parse(text)) gives back the text of a deal`, () => {
      const g = game(v.id, v.options);
      for (const n of [1, 2, 3]) {
        const text = g.makePosition(dealt(g, n));
        const parsed = g.parsePosition(text);
        expect(parsed.ok && positionsEqual(parsed.value, dealt(g, n))).toBe(true);
        expect(parsed.ok && g.makePosition(parsed.value)).toBe(text);
      }
    });
  }
});

interface BadCase {
  readonly text: string;
  readonly code: NotationErrorCode;
  readonly line: number;
  readonly column: number;
  readonly mentions?: string;
}

const BAD_FRENCH: readonly BadCase[] = [
  { text: '', code: 'ERR_EMPTY', line: 1, column: 1, mentions: 'no columns' },
  { text: '\n  \n', code: 'ERR_EMPTY', line: 1, column: 1 },
  { text: 'Foundations: C-A', code: 'ERR_EMPTY', line: 1, column: 1 },
  { text: 'XX 5H', code: 'ERR_BAD_CARD', line: 1, column: 1, mentions: '"XX" is not a card' },
  { text: '5H 6X', code: 'ERR_BAD_CARD', line: 1, column: 4, mentions: 'C D H S' },
  { text: '5H\n  ZZ', code: 'ERR_BAD_CARD', line: 2, column: 3 },
  { text: '5H 0H', code: 'ERR_BAD_CARD', line: 1, column: 4, mentions: 'a rank' },
  { text: '5H 14H', code: 'ERR_BAD_CARD', line: 1, column: 4 },
  { text: '7O', code: 'ERR_BAD_CARD', line: 1, column: 1 },
  { text: '5H, 6H', code: 'ERR_BAD_CARD', line: 1, column: 1 },
  { text: '5H 6H:', code: 'ERR_BAD_CARD', line: 1, column: 4 },
  { text: 'Foo: 5H', code: 'ERR_BAD_HEADER', line: 1, column: 1, mentions: 'Foundations' },
  { text: '5H\nconstructor: 5H', code: 'ERR_BAD_HEADER', line: 2, column: 1 },
  { text: '__proto__: 5H', code: 'ERR_BAD_CARD', line: 1, column: 1 },
  { text: 'toString:', code: 'ERR_BAD_HEADER', line: 1, column: 1 },
  { text: 'AH : 5H', code: 'ERR_BAD_HEADER', line: 1, column: 1 },
  {
    text: 'Foundations: C-A\nFoundations: D-A\n5H',
    code: 'ERR_DUPLICATE_HEADER',
    line: 2,
    column: 1,
  },
  { text: 'Freecells: 5H\ncells: -\n6H', code: 'ERR_DUPLICATE_HEADER', line: 2, column: 1 },
  { text: 'Stock: 5H\nstock: 6H\n7H', code: 'ERR_DUPLICATE_HEADER', line: 2, column: 1 },
  { text: 'Foundations: C-X\n5H', code: 'ERR_BAD_FOUNDATION', line: 1, column: 14 },
  { text: 'Foundations: C-0 X-A\n5H', code: 'ERR_BAD_FOUNDATION', line: 1, column: 18 },
  { text: 'Foundations: CA\n5H', code: 'ERR_BAD_FOUNDATION', line: 1, column: 14 },
  { text: 'Foundations: C-14\n5H', code: 'ERR_BAD_FOUNDATION', line: 1, column: 14 },
  { text: 'Foundations: C--A\n5H', code: 'ERR_BAD_FOUNDATION', line: 1, column: 14 },
  {
    text: 'Foundations: C-A D-2 C-3\n5H',
    code: 'ERR_BAD_FOUNDATION',
    line: 1,
    column: 22,
    mentions: 'a second foundation for C',
  },
  { text: 'Freecells: - 5X\n5H', code: 'ERR_BAD_CARD', line: 1, column: 14 },
  { text: 'Stock: 5H ZZ\n6H', code: 'ERR_BAD_CARD', line: 1, column: 11 },
  { text: 'Waste: |\n6H', code: 'ERR_BAD_CARD', line: 1, column: 8 },
  { text: 'Completed: X\n6H', code: 'ERR_BAD_FOUNDATION', line: 1, column: 12 },
  { text: '5H |', code: 'ERR_MISPLACED_SEPARATOR', line: 1, column: 4 },
  { text: '5H | ', code: 'ERR_MISPLACED_SEPARATOR', line: 1, column: 4 },
  { text: '| 5H', code: 'ERR_MISPLACED_SEPARATOR', line: 1, column: 1 },
  { text: '5H || 6H', code: 'ERR_MISPLACED_SEPARATOR', line: 1, column: 4 },
  { text: '5H | 6H | 7H', code: 'ERR_MISPLACED_SEPARATOR', line: 1, column: 9 },
  { text: '4H\n5H|6H|7H', code: 'ERR_MISPLACED_SEPARATOR', line: 2, column: 6 },
  { text: ':|', code: 'ERR_MISPLACED_SEPARATOR', line: 1, column: 2 },
];

describe('where each card was written', () => {
  it('keeps the line and column of every card of a parsed setup, pile by pile', () => {
    const parsed = parsePosition(
      'Foundations: O-2 C-0 E-0 B-0\nStock: 5O 6O\nWaste: 7O\n1C 2C | 3C\n :\nCompleted: E',
      SPANISH,
    );
    if (!parsed.ok) throw new Error(parsed.error.message);
    const at = (line: number, column: number) => ({ line, column });
    expect(sourceOf(parsed.value)).toEqual({
      columns: [
        { down: [at(4, 1), at(4, 4)], up: [at(4, 9)] },
        { down: [], up: [] },
      ],
      cells: [],
      stock: [at(2, 8), at(2, 11)],
      waste: [at(3, 8)],
      foundations: [at(1, 14), at(1, 18), at(1, 22), at(1, 26)],
      completed: [at(6, 12)],
    });
  });

  it('knows nothing of a setup built in code', () => {
    expect(sourceOf(dealt(freecell, 1))).toBeUndefined();
  });
});

describe('bad position notation', () => {
  for (const bad of BAD_FRENCH) {
    it(`${JSON.stringify(bad.text)}: ${bad.code} at ${bad.line}:${bad.column}`, () => {
      const parsed = parsePosition(bad.text, FRENCH);
      expect(parsed.ok).toBe(false);
      if (parsed.ok) return;
      const { code, line, column, message } = parsed.error;
      expect({ code, line, column }).toEqual({
        code: bad.code,
        line: bad.line,
        column: bad.column,
      });
      expect(message).toMatch(new RegExp(`^line ${bad.line}, column ${bad.column}: `));
      if (bad.mentions) expect(message).toContain(bad.mentions);
    });
  }

  it('reads Spanish cards only in a Spanish game', () => {
    expect(parsePosition('7O CC RB', SPANISH).ok).toBe(true);
    const french = parsePosition('7O CC RB', FRENCH);
    expect(french.ok ? '' : french.error.code).toBe('ERR_BAD_CARD');
    const spanish = parsePosition('7H', SPANISH);
    expect(spanish.ok ? '' : spanish.error.message).toContain('O C E B');
    const noTen = parsePosition('TO', SPANISH);
    expect(noTen.ok ? '' : noTen.error.message).toContain('1 2 3 4 5 6 7 8 9 S C R');
  });

  /** Text made of the notation's own pieces, so the parser goes past its first checks. */
  const notationLike = fc
    .array(
      fc.oneof(
        fc.constantFrom('Foundations:', 'Freecells:', 'Stock:', 'Waste:', 'Completed:', 'Foo:'),
        fc.constantFrom('|', ':', '-', '\n', ' ', '  ', '\r\n', '\t', '||'),
        fc.constantFrom('5H', 'TD', 'AS', 'KC', '7O', 'RB', 'CC', '10H', 'C-A', 'H-0', 'O-R', 'E'),
        fc.string({ maxLength: 3 }),
      ),
      { maxLength: 40 },
    )
    .map((parts) => parts.join(' '));

  it('never throws on arbitrary text, and every failure names a place', () => {
    const games = ALL_VARIANTS.map((v) => game(v.id, v.options));
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), notationLike), (text) => {
        for (const deck of [FRENCH, SPANISH]) {
          const parsed = parsePosition(text, deck);
          if (!parsed.ok) {
            expect(parsed.error.line).toBeGreaterThanOrEqual(1);
            expect(parsed.error.column).toBeGreaterThanOrEqual(1);
            expect(parsed.error.message).toContain(
              parsed.error.code === 'ERR_EMPTY' ? 'no columns' : 'line',
            );
          }
        }
        for (const g of games) {
          const result = g.parsePosition(text);
          if (!result.ok) expect(result.error.message.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 400, seed: 20240601 },
    );
  });

  it('a parsed position that makes sense round-trips', () => {
    const klondike = game('klondike');
    fc.assert(
      fc.property(notationLike, (text) => {
        const parsed = klondike.parsePosition(text);
        if (!parsed.ok) return;
        const made = klondike.makePosition(parsed.value);
        const again = klondike.parsePosition(made);
        expect(again.ok && klondike.makePosition(again.value)).toBe(made);
      }),
      { numRuns: 200, seed: 11 },
    );
  });
});
