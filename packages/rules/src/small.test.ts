/**
 * Small variants: the layouts their specs describe, the specs refused and why, and the
 * rules that follow the small deck (its top rank is the king, the run Spider removes, the
 * rank a foundation ends on). Positions of every small variant round-trip through the
 * notation, since solvers read them that way.
 */
import { describe, expect, it } from 'vitest';
import {
  dealt,
  dedent,
  expectIllegal,
  expectLegal,
  played,
  position,
  smallOf,
} from '../test/support.js';
import { Game } from './game.js';
import type { Position } from './position.js';
import { SMALL_VARIANTS, type SmallSpec, smallGame, smallVariant } from './small.js';
import { variantOf } from './variant.js';

const layout = (g: Game, p: Position) => ({
  columns: p.columns.map((c) => `${c.down.length}+${c.up.length}`).join(' '),
  stock: p.stock.length,
  cells: p.cells.length,
  cards: g.cardCount,
});

describe('small variants', () => {
  it('deal FreeCell round the columns, every card, with the cells asked for', () => {
    // 3 suits × 5 ranks = 15 cards on 4 columns: 4 4 4 3.
    const g = smallOf({ game: 'freecell', suits: 3, ranks: 5, columns: 4, cells: 1 });
    expect(g.deck.suits.map((s) => s.symbol)).toEqual(['C', 'D', 'H']);
    expect(g.deck.ranks.map((r) => r.symbol)).toEqual(['A', '2', '3', '4', '5']);
    expect(layout(g, dealt(g, 1))).toEqual({
      columns: '0+4 0+4 0+4 0+3',
      stock: 0,
      cells: 1,
      cards: 15,
    });
  });

  it('deal Australian columns face up with the rest in the stock', () => {
    // 2 × 7 = 14 cards; 3 columns of 3 take 9, 5 wait in the stock.
    const g = smallOf({ game: 'australian', suits: 2, ranks: 7, columns: 3, cardsPerColumn: 3 });
    expect(layout(g, dealt(g, 1))).toMatchObject({ columns: '0+3 0+3 0+3', stock: 5 });
  });

  it('deal Klondike columns of 1 to n with the top card up, the rest in the stock', () => {
    // Spanish oros, copas, espadas × 1..5 = 15 cards; columns of 1..4 take 10, 5 in the stock.
    const g = smallOf({ game: 'klondike', suits: 3, ranks: 5, columns: 4, draw: 3 });
    expect(g.deck.suits.map((s) => s.symbol)).toEqual(['O', 'C', 'E']);
    expect(g.options).toEqual({ deck: 'spanish', draw: 3, suits: 4 });
    expect(g.variant.build).toBe('different-suit');
    expect(layout(g, dealt(g, 1))).toMatchObject({ columns: '0+1 1+1 2+1 3+1', stock: 5 });
    const french = smallOf({ game: 'klondike', deck: 'french', suits: 3, ranks: 5, columns: 4 });
    expect(french.variant.build).toBe('alternate-colour');
  });

  it('deal Spider two copies of each card, a short stock of whole rows', () => {
    // 2 suits × 5 ranks × 2 copies = 20 cards; 2 deals of 4 stay in the stock, 12 are dealt
    // round 4 columns: 3 each, the top one up.
    const g = smallOf({ game: 'spider', suits: 2, ranks: 5, columns: 4, stockDeals: 2 });
    expect(g.variant.series).toEqual([2, 2]);
    expect(g.options).toEqual({ deck: 'spanish', draw: 1, suits: 2 });
    expect(layout(g, dealt(g, 1))).toEqual({
      columns: '2+1 2+1 2+1 2+1',
      stock: 8,
      cells: 0,
      cards: 20,
    });
  });

  it('deal the same cards for the same seed, and other cards for another', () => {
    for (const { spec } of SMALL_VARIANTS) {
      const g = smallOf(spec);
      const text = (seed: number) => g.makePosition(dealt(g, seed));
      expect(text(7)).toBe(text(7));
      expect(text(7)).not.toBe(text(8));
    }
  });

  it('refuse a spec that says what the game does not read, or misses what it needs', () => {
    const problem = (spec: unknown) => {
      const made = smallGame(spec as SmallSpec);
      return made.ok ? 'accepted' : made.error.message;
    };
    expect(problem({ game: 'freecell', suits: 2, ranks: 5, columns: 4 })).toBe(
      'small freecell: needs "cells"',
    );
    expect(problem({ game: 'klondike', suits: 2, ranks: 5, columns: 4, cells: 2 })).toMatch(
      /has no "cells" \(it reads game, deck, suits, ranks, columns, draw\)/,
    );
    expect(
      problem({ game: 'freecell', deck: 'spanish', suits: 2, ranks: 5, columns: 4, cells: 1 }),
    ).toMatch(/French deck only/);
    expect(problem({ game: 'klondike', suits: 2, ranks: 4, columns: 4 })).toBe(
      'small klondike: columns of 1 to 4 cards take 10, more than the 8 cards',
    );
    expect(problem({ game: 'klondike', suits: 5, ranks: 4, columns: 2 })).toMatch(
      /suits is 1 to 4, not 5/,
    );
    expect(
      problem({ game: 'australian', suits: 2, ranks: 14, columns: 2, cardsPerColumn: 2 }),
    ).toMatch(/ranks is 2 to 13, not 14/);
    expect(problem({ game: 'klondike', suits: 2, ranks: 5, columns: 2, draw: 2 })).toMatch(
      /draw is 1 or 3/,
    );
    expect(problem({ game: 'spider', suits: 1, ranks: 5, columns: 4, stockDeals: 2 })).toMatch(
      /leave 2 of 10 cards to deal, fewer than one a column/,
    );
    expect(problem({ game: 'spider', suits: 3, ranks: 4, columns: 4, stockDeals: 1 })).toBe(
      'spider: Spider plays 1, 2 or 4 suits, not 3',
    );
    expect(problem({ game: 'golf', suits: 1, ranks: 5, columns: 1 })).toMatch(/unknown game/);
  });

  it('are games like the registry’s: Game.fromVariant of a full variant is Game.create', () => {
    const built = Game.fromVariant(variantOf('spider', { deck: 'french', draw: 1, suits: 2 }));
    const created = Game.create('spider', { deck: 'french', suits: 2 });
    expect(built.ok && created.ok && built.value.makePosition(dealt(built.value, 3))).toBe(
      created.ok && created.value.makePosition(dealt(created.value, 3)),
    );
  });

  it('refuse a hand-made variant the notation cannot say', () => {
    const v = smallVariant({ game: 'freecell', suits: 2, ranks: 5, columns: 4, cells: 1 });
    if (!v.ok) throw new Error(v.error.message);
    const code = (changes: object) => {
      const made = Game.fromVariant({ ...v.value, ...changes });
      return made.ok ? 'accepted' : made.error.message;
    };
    expect(code({ cells: 8 })).toBe('freecell: a game has 0 to 7 cells, not 8');
    expect(code({ columns: [{ cards: 11, faceUp: 11 }] })).toBe(
      'freecell: the columns take 11 cards of 10',
    );
    expect(code({ columns: [{ cards: 9, faceUp: 9 }] })).toBe(
      'freecell: with no stock the columns must take all 10 cards, not 9',
    );
    expect(code({ columns: [{ cards: 10, faceUp: 0 }] })).toMatch(
      /the top card, at least, lies face up/,
    );
    expect(code({ series: [1] })).toMatch(/copies of each of the deck's 2 suits/);
    expect(code({ drawCount: 3 })).toBe('freecell: this game turns one card at a time');
  });
});

describe('rules that follow the small deck', () => {
  // French clubs and diamonds, ace to 4: the 4 plays the king.
  const klondike = smallOf({ game: 'klondike', deck: 'french', suits: 2, ranks: 4, columns: 3 });

  it('let only the top rank fill an empty Klondike column', () => {
    const p = position(
      klondike,
      `
      Stock: AC 2C 3C 4C AD 2D
      4D
      3D
      :`,
    );
    expectLegal(klondike, p, '13');
    expectIllegal(klondike, p, '23', 'ERR_EMPTY_COLUMN_RANK');
  });

  it('win when every foundation reaches the top rank', () => {
    const p = position(
      klondike,
      `
      Foundations: C-4 D-3
      4D
      :
      :`,
    );
    expect(klondike.isWon(p)).toBe(false);
    expect(klondike.isWon(played(klondike, p, '1h'))).toBe(true);
  });

  it('remove a Spider run of the deck’s length, and turn up what it uncovers', () => {
    // Oros and copas, 1 to 3, two copies: a run is 3 2 1 of one suit.
    const spider = smallOf({ game: 'spider', suits: 2, ranks: 3, columns: 3, stockDeals: 1 });
    const p = position(
      spider,
      `
      Stock: 3C 2C 1C
      1O | 3O 2O
      3O 1O
      2O | 3C 1C 2C`,
    );
    const after = played(spider, p, '21');
    expect(after.completed).toEqual([0]);
    expect(after.columns[0]).toEqual({ down: [], up: p.columns[0]!.down });
    expect(spider.makePosition(after)).toBe(
      dedent(`
      Stock: 3C 2C 1C
      Completed: O
      1O
      3O
      2O | 3C 1C 2C`),
    );
  });
});

describe('small positions in the notation', () => {
  it('round-trip for every small variant, from the deal and along random play', () => {
    for (const { name, spec } of SMALL_VARIANTS) {
      const g = smallOf(spec);
      for (let seed = 1; seed <= 10; seed++) {
        let p = dealt(g, seed);
        // A fixed walk: the move at (seed × step) mod the number of legal moves.
        for (let step = 0; step < 30; step++) {
          const text = g.makePosition(p);
          const back = g.parsePosition(text);
          expect(back.ok && g.makePosition(back.value), `${name} seed ${seed}`).toBe(text);
          const moves = g.legalMoves(p);
          if (moves.length === 0) break;
          const next = g.play(p, moves[(seed * (step + 1)) % moves.length]!);
          if (!next.ok)
            throw new Error(`${name}: a listed move was refused: ${next.error.message}`);
          p = next.value;
        }
      }
    }
  });
});
