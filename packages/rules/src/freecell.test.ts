/**
 * FreeCell and Baker's Game (RULES.md §1-2, seeds 000-002): every worked example and
 * "valid / not valid" line on a hand-built position.
 */
import { describe, expect, it } from 'vitest';
import {
  CELL_AND_EMPTY_COLUMN,
  expectIllegal,
  expectLegal,
  game,
  played,
  playedAll,
  position,
  TWO_FREE_CELLS,
} from '../test/support.js';
import { positionsEqual } from './position.js';

const freecell = game('freecell');
const bakers = game('bakers-game');

/** The same with 7♣ in a third cell: one free cell left. */
const ONE_FREE_CELL = `
  Foundations: C-5 D-8 H-6 S-7
  Freecells: KH KC 7C -
  QC JH TC 9D
  KD 8S 7H 6C
  KS QH
  QS JD
  QD JS
  TD 9S 8H
  JC TH 9C
  TS 9H 8C`;

describe('FreeCell run moves: (F+1)×2^E cards', () => {
  it('moves 8♠–7♥–6♣ onto 9♦ with 2 free cells and no empty column', () => {
    const p = position(freecell, TWO_FREE_CELLS);
    expectLegal(freecell, p, '21', 3);
    expectLegal(freecell, p, '21:3', 3);
    expectIllegal(freecell, p, '21:2', 'ERR_DOES_NOT_BUILD');
    expectIllegal(freecell, p, '21:4', 'ERR_NOT_A_RUN');
    expectIllegal(freecell, p, '21:5', 'ERR_BAD_COUNT');
    expectIllegal(freecell, p, '2c:2', 'ERR_ONE_CARD_ONLY');
    expectIllegal(freecell, p, '2h:2', 'ERR_ONE_CARD_ONLY');
  });

  it('the run move is the same as the single moves through the cells (seed 001, example)', () => {
    const p = position(freecell, TWO_FREE_CELLS);
    const shorthand = played(freecell, p, '21');
    const stepByStep = playedAll(freecell, p, ['2c', '2d', '21', 'd1', 'c1']);
    expect(positionsEqual(shorthand, stepByStep)).toBe(true);
    expect(freecell.makePosition(shorthand)).toContain('QC JH TC 9D 8S 7H 6C');
  });

  it('with one free cell only 2 cards move, so the 3-card run is refused', () => {
    const p = position(freecell, ONE_FREE_CELL);
    expectIllegal(freecell, p, '21', 'ERR_TOO_MANY_CARDS');
    expectIllegal(freecell, p, '21:3', 'ERR_TOO_MANY_CARDS');
  });

  it('1 free cell and 1 empty column move 4 cards onto an occupied column', () => {
    const p = position(freecell, CELL_AND_EMPTY_COLUMN);
    expectLegal(freecell, p, '21', 4);
  });

  it('when the only empty column is the destination, the limit is 2', () => {
    const p = position(freecell, CELL_AND_EMPTY_COLUMN);
    expectLegal(freecell, p, '23', 1); // without a count, the fewest cards
    expectLegal(freecell, p, '23:2', 2);
    expectIllegal(freecell, p, '23:3', 'ERR_TOO_MANY_CARDS');
    expectIllegal(freecell, p, '23:4', 'ERR_TOO_MANY_CARDS');
  });
});

/** 7♥ on column 1, 8♠ on column 2, 8♦ on column 3. */
const SEVEN_OF_HEARTS = `
  Foundations: C-K D-7 H-6 S-7
  QS 7H
  KH 8S
  KS 8D
  KD 9S
  QD TS 9H
  JD 8H
  TD JH
  9D QH JS TH`;

describe('FreeCell single moves', () => {
  const p = position(freecell, SEVEN_OF_HEARTS);

  it('7♥ goes on 8♠, never on 8♦', () => {
    expectLegal(freecell, p, '12');
    expectIllegal(freecell, p, '13', 'ERR_DOES_NOT_BUILD');
  });

  it('a card goes to an empty cell; an occupied cell accepts nothing; cells do not build', () => {
    const inCell = played(freecell, p, '1a');
    expectIllegal(freecell, inCell, '2a', 'ERR_CELL_OCCUPIED');
    expectIllegal(freecell, inCell, 'ba', 'ERR_NOTHING_TO_MOVE');
    expectLegal(freecell, inCell, 'ab');
    expectLegal(freecell, inCell, 'a2');
    expectIllegal(freecell, inCell, 'a3', 'ERR_DOES_NOT_BUILD');
  });

  it('any available card fills an empty column', () => {
    const emptied = playedAll(freecell, p, ['1a', '1b']);
    expect(freecell.makePosition(emptied).split('\n')).toContain(':');
    for (const from of ['2', '3', '5', 'a', 'b']) expectLegal(freecell, emptied, `${from}1`);
  });

  it('foundations build up by suit from the ace, and nothing comes back', () => {
    expectLegal(freecell, p, '3h'); // 8♦ on the 7♦
    expectIllegal(freecell, p, '6h', 'ERR_FOUNDATION_ORDER'); // 8♥ while hearts are at 6
    expectIllegal(freecell, p, '6hH', 'ERR_FOUNDATION_ORDER');
    expectIllegal(freecell, p, '1hS', 'ERR_FOUNDATION_ORDER'); // 7♥ named onto spades
    const up = played(freecell, p, '1hH');
    expectLegal(freecell, up, '6h');
    expectIllegal(freecell, up, 'hH2', 'ERR_FOUNDATION_STAYS');
    expectIllegal(freecell, up, 'hHa', 'ERR_FOUNDATION_STAYS');
  });

  it('names the broken rule for moves the game has no place for', () => {
    expectIllegal(freecell, p, '11', 'ERR_SAME_PILE');
    expectIllegal(freecell, p, '9a', 'ERR_NO_SUCH_PILE');
    expectIllegal(freecell, p, '0a', 'ERR_NO_SUCH_PILE');
    expectIllegal(freecell, p, '1e', 'ERR_NO_SUCH_PILE');
    expectIllegal(freecell, p, '1w', 'ERR_NO_SUCH_PILE');
    expectIllegal(freecell, p, 'w1', 'ERR_NO_SUCH_PILE');
    expectIllegal(freecell, p, 'a1', 'ERR_NOTHING_TO_MOVE');
    expectIllegal(freecell, p, 's', 'ERR_NO_STOCK');
    expectIllegal(freecell, p, 'r', 'ERR_NO_REDEAL');
  });
});

/**
 * Baker's Game (seeds 000, 002): a column ends in 7♥ and another in 8♥; 8♣ on column 3;
 * 2♦ under the 7♥ with the ace of diamonds home; column 8 empty.
 */
const BAKERS_EXAMPLE = `
  Foundations: C-7 D-A H-5 S-K
  KC 2D 7H
  KD QC 8H
  KH 8C
  QD QH 9C
  JD JH TC
  TD TH JC 6H
  9D 8D 7D 6D 5D 4D 3D 9H
  :`;

describe("Baker's Game", () => {
  const p = position(bakers, BAKERS_EXAMPLE);

  it('7♥ goes on 8♥, never on 8♣, and then 2♦ goes up on the ace', () => {
    expectIllegal(bakers, p, '13', 'ERR_DOES_NOT_BUILD');
    expectIllegal(bakers, p, '1h', 'ERR_FOUNDATION_ORDER');
    const built = played(bakers, p, '12');
    expectLegal(bakers, built, '1h');
    expect(played(bakers, built, '1h').foundations).toEqual([7, 2, 5, 13]);
  });

  it('the same 7♥ is refused on 8♠ in FreeCell terms: Baker builds by suit only', () => {
    const q = position(bakers, SEVEN_OF_HEARTS);
    expectIllegal(bakers, q, '12', 'ERR_DOES_NOT_BUILD'); // 7♥ on 8♠
    expectIllegal(bakers, q, '13', 'ERR_DOES_NOT_BUILD'); // 7♥ on 8♦
  });

  it('an empty column accepts any available card, not only kings', () => {
    for (const from of ['1', '2', '3', '4', '7']) expectLegal(bakers, p, `${from}8`);
  });

  it('a cell keeps the seven; it comes back by the normal rule or goes to its foundation', () => {
    const kept = played(bakers, p, '1a');
    expect(kept.cells).toEqual([p.columns[0]!.up[2], null, null, null]);
    expectLegal(bakers, kept, 'a2');
    expectIllegal(bakers, kept, 'a3', 'ERR_DOES_NOT_BUILD');
    expectIllegal(bakers, kept, 'ah', 'ERR_FOUNDATION_ORDER');
    expectLegal(bakers, played(bakers, kept, '6h'), 'ah'); // after the 6♥ goes up
    expectLegal(bakers, kept, 'a8'); // the empty column takes it too
  });

  it('foundations never give a card back; there is no stock and no redeal', () => {
    expectIllegal(bakers, p, 'hS8', 'ERR_FOUNDATION_STAYS');
    expectIllegal(bakers, p, 's', 'ERR_NO_STOCK');
    expectIllegal(bakers, p, 'r', 'ERR_NO_REDEAL');
  });

  it('is won when the four foundations end in kings', () => {
    const last = position(bakers, 'Foundations: C-K D-K H-Q S-K\n:\n:\n:\nKH\n:\n:\n:\n:');
    expect(bakers.outcome(last)).toBe('playing');
    expect(bakers.outcome(played(bakers, last, '4h'))).toBe('won');
  });

  it('run moves keep the FreeCell capacity: 4 with a cell and an empty column, 2 into it', () => {
    const q = position(
      bakers,
      `
      Foundations: C-K D-K H-5 S-5
      Freecells: KH KS QS -
      JH
      QH TH 9H 8H 7H
      :
      JS 6H
      TS 6S
      9S
      8S
      7S`,
    );
    expectLegal(bakers, q, '21', 4);
    expectLegal(bakers, q, '23:2', 2);
    expectIllegal(bakers, q, '23:3', 'ERR_TOO_MANY_CARDS');
    expectIllegal(bakers, q, '21:5', 'ERR_NOT_A_RUN');
  });
});
