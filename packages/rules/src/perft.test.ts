/**
 * Legal-move counts of fixed positions, like a chess engine's perft. Each count was made by
 * hand from the position (the comment shows how), and every count is checked again by
 * brute force: every move the notation can say is put to `checkMove`, and the accepted
 * ones must be exactly the generated list.
 */
import { describe, expect, it } from 'vitest';
import { bruteForceMoves } from '../test/brute-force.js';
import {
  AUSTRALIAN_EXAMPLE,
  CELL_AND_EMPTY_COLUMN,
  dealt,
  FREECELL_STUCK,
  game,
  KLONDIKE_EXAMPLE,
  moveTexts,
  position,
  withRestInStock,
} from '../test/support.js';
import type { Game } from './game.js';
import type { Position } from './position.js';

interface PerftCase {
  readonly name: string;
  readonly game: Game;
  readonly position: () => Position;
  readonly count: number;
}

const freecell = game('freecell');
const bakers = game('bakers-game');
const australian = game('australian');
const klondike = game('klondike');
const klondikeFrench = game('klondike', { deck: 'french' });
const spider = game('spider');
const spider4 = game('spider', { suits: 4 });

const CASES: readonly PerftCase[] = [
  {
    // Tops 6S 9C 2H 6H 6C 3D 8C TC: nothing builds, no ace; 8 tops × 4 empty cells.
    name: 'FreeCell deal 1',
    game: freecell,
    position: () => dealt(freecell, 1),
    count: 32,
  },
  {
    // Tops JD KS KC 4H JC 6C JH QH: J♣ on Q♥, Q♥ on K♠ or K♣ (3), plus 8 × 4 to the cells.
    name: 'FreeCell deal 617',
    game: freecell,
    position: () => dealt(freecell, 617),
    count: 35,
  },
  {
    // 6♣ up (1). Onto T♣: the 4-card run from 9♦ (capacity (1+1)×2 = 4) and 9♥ (2); onto
    // J♣: T♥ and the run T♦ 9♠ 8♥ (2); onto T♥: 9♠ 8♥ (1); onto 9♥: 8♠ 7♥ 6♣ (1); onto
    // 8♥: 7♣ (1). Into the empty column (capacity 2): 2 counts from each of six columns
    // whose top 3 or 4 cards form runs, 1 from column 8, and the three kings in cells (15).
    // To the free cell: 7 tops (7). Cell to cell: 3. Total 1 + 7 + 15 + 7 + 3 + 1 = 34.
    name: 'FreeCell with a cell and an empty column',
    game: freecell,
    position: () => position(freecell, CELL_AND_EMPTY_COLUMN),
    count: 34,
  },
  {
    // Cells full of kings, black tops, every six buried.
    name: 'FreeCell stuck',
    game: freecell,
    position: () => position(freecell, FREECELL_STUCK),
    count: 0,
  },
  {
    // Tops 6S 9C 2H 6H 6C 3D 8C TC: 8♣ on 9♣ and 9♣ on T♣ build by suit (2), + 32.
    name: "Baker's Game deal 1",
    game: bakers,
    position: () => dealt(bakers, 1),
    count: 34,
  },
  {
    // Tops JD KS KC 4H JC 6C JH QH: only J♥ on Q♥ builds by suit (1), + 32.
    name: "Baker's Game deal 617",
    game: bakers,
    position: () => dealt(bakers, 617),
    count: 33,
  },
  {
    // Tops 5C JC 4H 7S 2S JH 6C. T♣ with K♥ J♥ on it onto J♣, 6♠ with 5♣ onto 7♠, A♠ with
    // K♦ 6♣ onto 2♠, T♥ with 7♠ onto J♥, 5♣ onto 6♣ (5); no ace on top; draw (1).
    name: 'Australian deal 1',
    game: australian,
    position: () => dealt(australian, 1),
    count: 6,
  },
  {
    // Up: 8♥ and the waste's 3♣ (2). Onto 4♣: 3♣ from the waste; onto Q♥: J♥ with 4♣;
    // onto 9♥: 8♥; onto K♥: Q♥; into the empty column: K♣ with its two cards, K♥ (6).
    // Draw (1). Total 9.
    name: 'Australian example',
    game: australian,
    position: () => position(australian, AUSTRALIAN_EXAMPLE),
    count: 9,
  },
  {
    // Tops 7B CB 9E RB CO 6E 8O: 6E on 7B, 8O on 9E, CO on RB, 7B on 8O (4); draw (1).
    name: 'Spanish Klondike deal 1',
    game: klondike,
    position: () => dealt(klondike, 1),
    count: 5,
  },
  {
    // Tops 9S QC AS 4D JC 2S 6C: only A♠ up (1); draw (1).
    name: 'French Klondike deal 1',
    game: klondikeFrench,
    position: () => dealt(klondikeFrench, 1),
    count: 2,
  },
  {
    // Up: 6 de oros, 6 de copas from the waste (2). 6C (waste) on 7O; 8O on 9B; 5 de copas
    // down from its foundation on 6O; 9E+8O and 9B on SC; 7 de espadas down on 8O; rey de
    // bastos to the empty column (7). Draw (1). Total 10.
    name: 'Spanish Klondike example',
    game: klondike,
    position: () => position(klondike, KLONDIKE_EXAMPLE),
    count: 10,
  },
  {
    // Stock empty, the 9 de espadas on top of the waste: it goes up (1). Down from the
    // foundations: the reyes de oros, copas and bastos into each of the 7 empty columns
    // (21); the 8 de espadas is no rey. Turn the waste over (1): `s` here is that same
    // move, which `checkMove` resolves to `r`, so it counts once. Total 23.
    name: 'Spanish Klondike with an empty stock',
    game: klondike,
    position: () =>
      position(klondike, 'Foundations: O-R C-R E-8 B-R\nWaste: RE CE SE 9E\n:\n:\n:\n:\n:\n:\n:'),
    count: 23,
  },
  {
    // Tops 7E 2E 5E RE 8E SE RE 7E 6E SE: 7E on 8E (two sevens), 5E on 6E, 6E on either
    // 7E (5); deal (1).
    name: 'Spanish Spider deal 1',
    game: spider,
    position: () => dealt(spider, 1),
    count: 6,
  },
  {
    // On 8E: 7C, 7E (2); on 9C: 8E, 8E+7E (2); 4C on 5O, 1C on 2C, 2C on 3C, 3C on 4C (4);
    // into the empty column: one group from each of 9 columns, two from column 3 (10);
    // no deal with an empty column. Total 18.
    name: 'Four-suit Spider example',
    game: spider4,
    position: () =>
      position(
        spider4,
        withRestInStock(spider4, 'Completed: O B B\n8E\n7C\n2C | 8E 7E\n9C\n:\n5O\n1C\n2C\n3C\n4C'),
      ),
    count: 18,
  },
];

describe('perft: legal-move counts of fixed positions', () => {
  for (const c of CASES) {
    it(`${c.name}: ${c.count} moves`, () => {
      const p = c.position();
      const generated = moveTexts(c.game, p);
      expect(generated).toHaveLength(c.count);
      expect(new Set(generated).size).toBe(c.count);
      expect([...generated].sort()).toEqual(bruteForceMoves(c.game, p));
    });
  }
});
