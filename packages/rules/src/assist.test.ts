/**
 * The table's helpers: where a tap sends a card, what a drag may lift and where it may
 * land, the safe automatic moves, Klondike's Finish and the rule-of-thumb useful move.
 */
import { describe, expect, it } from 'vitest';
import {
  dealt,
  game,
  KLONDIKE_EXAMPLE,
  played,
  position,
  TWO_FREE_CELLS,
  withRestInStock,
} from '../test/support.js';
import type { Pile } from './move.js';

const column = (index: number): Pile => ({ kind: 'column', index });
const cellPile = (index: number): Pile => ({ kind: 'cell', index });

const freecell = game('freecell');
const klondike = game('klondike');
const klondikeFrench = game('klondike', { deck: 'french' });
const spider4 = game('spider', { suits: 4 });
const australian = game('australian');

describe('tapMove', () => {
  const fcp = position(freecell, TWO_FREE_CELLS);
  const kp = position(klondike, KLONDIKE_EXAMPLE);
  const tap = (g: typeof freecell, p: typeof fcp, from: Pile, count = 1) => {
    const m = g.tapMove(p, from, count);
    return m && g.makeMove(m);
  };

  it('sends a card up to its foundation first', () => {
    expect(tap(klondike, kp, column(2))).toBe('3h'); // the 6 de oros
    expect(tap(klondike, kp, { kind: 'waste' })).toBe('wh'); // the 6 de copas, not onto the 7
  });

  it('otherwise to the first column that takes it, occupied columns before empty ones', () => {
    expect(tap(freecell, fcp, column(7))).toBe('86'); // 7♣ on 8♥
    expect(tap(freecell, fcp, column(1), 3)).toBe('21:3'); // the run onto 9♦
    expect(tap(klondike, kp, column(4), 2)).toBe('54:2');
    expect(tap(klondike, kp, column(4))).toBe('52'); // the 8 de oros alone, onto the 9 de bastos
    expect(tap(klondike, kp, column(5))).toBe('67'); // the rey to the empty column
    const emptyAndOccupied = position(
      freecell,
      'Foundations: C-K D-K H-4 S-6\nKH 7S\n7H 8H\n:\n5H TH 9H\nQH JH\nKS QS\nJS TS\n9S 8S 6H',
    );
    expect(tap(freecell, emptyAndOccupied, column(7))).toBe('81'); // 6♥ on 7♠, not to column 3
    expect(tap(freecell, emptyAndOccupied, column(1))).toBe('23'); // 8♥ has only the empty column
  });

  it('in FreeCell falls back to the first free cell; a cell card does not hop to another cell', () => {
    expect(tap(freecell, fcp, column(3))).toBe('4c'); // J♦ has no black queen
    expect(tap(freecell, fcp, cellPile(0))).toBeUndefined(); // K♥: nowhere to go
    expect(tap(klondike, kp, column(3))).toBeUndefined(); // the sota: no caballo, no cells
  });

  it('never brings a foundation card down', () => {
    expect(tap(klondike, kp, { kind: 'foundation', suit: 2 })).toBeUndefined();
    expect(
      klondike.checkMove(kp, {
        kind: 'transfer',
        from: { kind: 'foundation', suit: 2 },
        to: column(4),
      }).ok,
    ).toBe(true);
  });

  it('in Spider prefers a card of the same suit, then any other, then an empty column', () => {
    const p = position(
      spider4,
      withRestInStock(spider4, 'Completed: O B B\n8E\n7C\n2C | 8E 7E\n9C\n:\n5O\n1C\n2C\n3C\n8C'),
    );
    expect(tap(spider4, p, column(1))).toBe('20'); // 7 de copas onto the 8 de copas on column 10
    expect(tap(spider4, p, column(2))).toBe('31'); // 7 de espadas onto the 8 de espadas
    expect(tap(spider4, p, column(2), 2)).toBe('34:2'); // 8+7 de espadas onto the 9 de copas
    expect(tap(spider4, p, column(3))).toBe('45'); // the 9 de copas: only the empty column
  });

  it('in Australian moves a buried card with the cards on it', () => {
    const p = position(
      australian,
      'Foundations: C-2 D-K H-7 S-K\nStock: 8C 6C\nWaste: 5C 3C\nKC JH 4C\nQC QH\nTC 9H\nJC 9C\n8H\n:\n7C TH KH',
    );
    expect(tap(australian, p, column(0), 2)).toBe('12:2');
    expect(tap(australian, p, column(0), 3)).toBe('16:3');
    expect(tap(australian, p, column(4))).toBe('5h');
  });
});

describe('liftableCount and dropTargets', () => {
  it('a drag lifts a built run from its first card, within the FreeCell capacity', () => {
    const p = position(freecell, TWO_FREE_CELLS);
    expect([0, 1, 2, 3, 4].map((i) => freecell.liftableCount(p, 1, i))).toEqual([0, 3, 2, 1, 0]);
    const oneCell = position(
      freecell,
      TWO_FREE_CELLS.replace('KH KC - -', 'KH KC 7C -').replace('TS 9H 8C 7C', 'TS 9H 8C'),
    );
    // One free cell, no empty column: at most 2 cards, so 8♠ 7♥ 6♣ cannot be lifted.
    expect([1, 2, 3].map((i) => freecell.liftableCount(oneCell, 1, i))).toEqual([0, 2, 1]);
    expect(freecell.liftableCount(p, 9, 0)).toBe(0);
    expect(freecell.liftableCount(p, 0, -1)).toBe(0);
  });

  it('face-down cards and broken runs are not lifted', () => {
    const p = position(klondike, KLONDIKE_EXAMPLE);
    expect(klondike.liftableCount(p, 4, 0)).toBe(2); // 9E with 8O on it
    expect(klondike.liftableCount(p, 4, 1)).toBe(1);
    expect(klondike.liftableCount(p, 0, 0)).toBe(1);
    const spider = game('spider', { suits: 4 });
    const sp = played(
      spider,
      position(
        spider,
        withRestInStock(spider, 'Completed: O B B\n8E\n7C\n2C | 8E 7E\n9C\n:\n5O\n1C\n2C\n3C\n4C'),
      ),
      '21',
    );
    expect(spider.liftableCount(sp, 0, 0)).toBe(0); // 8 de espadas under the 7 de copas
    expect(spider.liftableCount(sp, 0, 1)).toBe(1);
    expect(spider.liftableCount(sp, 2, 0)).toBe(2);
  });

  it('lists every legal drop place of a card or run', () => {
    const p = position(freecell, TWO_FREE_CELLS);
    expect(freecell.dropTargets(p, column(1), 1)).toEqual([
      { kind: 'foundation' },
      cellPile(2),
      cellPile(3),
    ]);
    expect(freecell.dropTargets(p, column(1), 3)).toEqual([column(0)]);
    expect(freecell.dropTargets(p, column(7), 1)).toEqual([column(5), cellPile(2), cellPile(3)]);
    const kp = position(klondike, KLONDIKE_EXAMPLE);
    expect(klondike.dropTargets(kp, { kind: 'waste' }, 1)).toEqual([
      { kind: 'foundation' },
      column(0),
    ]);
    expect(klondike.dropTargets(kp, { kind: 'foundation', suit: 2 }, 1)).toEqual([column(4)]);
    expect(klondike.dropTargets(kp, column(5), 1)).toEqual([column(6)]);
    expect(klondike.dropTargets(kp, column(1), 1)).toEqual([column(3)]);
  });
});

describe('safeFoundationMoves', () => {
  it('French Klondike: a card goes up safely once both cards that could build on it are home', () => {
    const p = position(
      klondikeFrench,
      `
      Foundations: C-5 D-6 H-5 S-6
      Stock: 6C 7C 8C 9C TC JC QC 8D 9D TD JD QD KD 7H 8H 9H TH JH KH 8S 9S TS JS QS KS
      6H
      7S
      7D
      :
      QH
      KC
      :`,
    );
    // 6♥ (both black 5s home) is safe; 7♠ (6♥ still out) and 7♦ (6♣ still out) are not.
    const legalUp = klondikeFrench
      .legalMoves(p)
      .filter((m) => m.kind === 'transfer' && m.to.kind === 'foundation');
    expect(legalUp.map((m) => klondikeFrench.makeMove(m))).toEqual(['1h', '2h', '3h']);
    expect(klondikeFrench.safeFoundationMoves(p).map((m) => klondikeFrench.makeMove(m))).toEqual([
      '1h',
    ]);
  });

  it('Spanish Klondike: all three other suits one rank lower must be home', () => {
    const p = position(klondike, KLONDIKE_EXAMPLE);
    // 6 de oros: the 5s of copas (5) and espadas (7) are home, bastos (3) is not.
    expect(klondike.safeFoundationMoves(p)).toEqual([]);
    const bastosHome = position(
      klondike,
      KLONDIKE_EXAMPLE.replace('B-3', 'B-5').replace('4B | 7O', '6B | 7O').replace('5B 6B ', ''),
    );
    expect(klondike.safeFoundationMoves(bastosHome).map((m) => klondike.makeMove(m))).toEqual([
      '3h',
      'wh',
    ]);
  });

  it('aces always; every foundation move in games that build by suit; none in Spider', () => {
    expect(
      klondikeFrench
        .safeFoundationMoves(dealt(klondikeFrench, 1))
        .map((m) => klondikeFrench.makeMove(m)),
    ).toEqual(['3h']);
    const bakers = game('bakers-game');
    const p = position(
      bakers,
      'Foundations: C-7 D-A H-5 S-K\nKC 2D 7H\nKD QC 8H\nKH 8C\nQD QH 9C\nJD JH TC\nTD TH JC 6H\n9D 8D 7D 6D 5D 4D 3D 9H\n:',
    );
    expect(bakers.safeFoundationMoves(p).map((m) => bakers.makeMove(m))).toEqual(['3h', '6h']);
    expect(game('spider').safeFoundationMoves(dealt(game('spider'), 1))).toEqual([]);
  });
});

describe('usefulMove', () => {
  it('puts a card up first', () => {
    const p = position(klondike, KLONDIKE_EXAMPLE);
    const m = klondike.usefulMove(p);
    expect(m && klondike.makeMove(m)).toBe('3h');
  });

  it('then uncovers a face-down card before drawing', () => {
    const p = dealt(klondike, 1);
    const m = klondike.usefulMove(p);
    // 6 de espadas onto the 7 de bastos turns the sota de oros up (the draw would come last).
    expect(m && klondike.makeMove(m)).toBe('61');
  });

  it('deals in Spider when nothing else is left, and offers nothing when stuck', () => {
    const spider = game('spider');
    // Tops 1 1 3 3 5 5 7 7 9 9: no card is one rank below another.
    const onlyDeal = position(
      spider,
      withRestInStock(spider, 'Completed: E E E E E E\n1E\n1E\n3E\n3E\n5E\n5E\n7E\n7E\n9E\n9E'),
    );
    const m = spider.usefulMove(onlyDeal);
    expect(m && spider.makeMove(m)).toBe('s');
    const stuck = position(
      freecell,
      'Foundations: C-5 D-5 H-5 S-5\nFreecells: KC KD KH KS\n6C 6D QC\n6H 7D QS\n6S 7H JC\n7C 8D JS\n7S 8H TC\n8C 9D TS\nTD JD QD 9C\n9H TH JH QH 8S 9S',
    );
    expect(freecell.usefulMove(stuck)).toBeUndefined();
  });

  it('counts a card up, an uncovering and an emptying as progress, never a draw', () => {
    const p = dealt(klondike, 1);
    const progress = klondike.progressMoves(p).map((m) => klondike.makeMove(m));
    // Each of these lays a column's only face-up card on another column, turning a card up.
    expect(progress.sort()).toEqual(['17', '54', '61', '73']);
    const example = position(klondike, KLONDIKE_EXAMPLE);
    expect(klondike.progressMoves(example).map((m) => klondike.makeMove(m))).toContain('3h');
    expect(klondike.progressMoves(example).some((m) => m.kind === 'stock')).toBe(false);
  });

  it('offers nothing once a whole turn of the stock offers no card a place', () => {
    const french3 = game('klondike', { deck: 'french', draw: 3 });
    // Deal 8: with A♠ home nothing in the columns moves, and no stock card fits anywhere
    // on any pass; drawing on would go round for ever.
    const start = dealt(french3, 8);
    const up = french3.usefulMove(start);
    expect(up && french3.makeMove(up)).toBe('1h');
    const after = played(french3, start, '1h');
    expect(french3.outcome(after)).toBe('stuck');
    expect(french3.usefulMove(after)).toBeUndefined();
  });

  it('never offers a move back to a position the game has been through', () => {
    const p = dealt(klondike, 1);
    const best = klondike.usefulMove(p)!;
    const seen = new Set([klondike.makePosition(played(klondike, p, klondike.makeMove(best)))]);
    const next = klondike.usefulMove(p, seen);
    expect(next && klondike.makeMove(next)).not.toBe(klondike.makeMove(best));
    // Following the rule of thumb from a deal, each position new, ends: it never circles.
    for (const [g, deal] of [
      [klondikeFrench, 3],
      [spider4, 5],
      [australian, 2],
    ] as const) {
      let current = dealt(g, deal);
      const through = new Set([g.makePosition(current)]);
      for (let step = 0; ; step++) {
        expect(step, `${g.id} deal ${deal} still going`).toBeLessThan(5_000);
        const move = g.usefulMove(current, through);
        if (!move) break;
        current = played(g, current, g.makeMove(move));
        const key = g.makePosition(current);
        expect(through.has(key), `${g.id} deal ${deal} back at step ${step}`).toBe(false);
        through.add(key);
      }
    }
  });

  it('does not suggest moving a whole column into an empty one', () => {
    // The lone K♠ could go to any empty column, which changes nothing: draw instead.
    const french = game('klondike', { deck: 'french' });
    const p = position(french, 'Foundations: C-K D-K H-K S-J\nStock: QS\nKS\n:\n:\n:\n:\n:\n:');
    // Kings could also come down from the foundations: no better.
    const m = french.usefulMove(p);
    expect(m && french.makeMove(m)).toBe('s');
  });
});
