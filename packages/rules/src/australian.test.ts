/**
 * Australian Patience (RULES.md §3, seed 003): every worked example and "valid / not
 * valid" line on a hand-built position.
 */
import { describe, expect, it } from 'vitest';
import {
  AUSTRALIAN_EXAMPLE,
  expectIllegal,
  expectLegal,
  game,
  moveTexts,
  played,
  playedAll,
  position,
} from '../test/support.js';

const australian = game('australian');

describe('Australian moves', () => {
  const p = position(australian, AUSTRALIAN_EXAMPLE);

  it('J♥ with 4♣ on it goes onto Q♥: only the J must fit', () => {
    expectLegal(australian, p, '12', 2);
    expectIllegal(australian, p, '12:1', 'ERR_DOES_NOT_BUILD');
    const moved = played(australian, p, '12');
    expect(australian.makePosition(moved).split('\n')).toContain('QC QH JH 4C');
  });

  it('the 4♣ goes up only after A♣, 2♣ and 3♣', () => {
    expectIllegal(australian, p, '1h', 'ERR_FOUNDATION_ORDER');
    expectLegal(australian, played(australian, p, 'wh'), '1h');
  });

  it('columns build down by suit: 8♥ on 9♥, not on 9♣', () => {
    expectLegal(australian, p, '53');
    expectIllegal(australian, p, '54', 'ERR_DOES_NOT_BUILD');
  });

  it('any face-up card moves with every card on top of it, in whatever order', () => {
    // T♥ with K♥ on it onto J♣? No: the moved card must fit, T♥ needs J♥.
    expectIllegal(australian, p, '74:2', 'ERR_DOES_NOT_BUILD');
    const jackUp = played(australian, p, '12'); // Q♥ J♥ 4♣ on column 2
    expectIllegal(australian, jackUp, '72:2', 'ERR_DOES_NOT_BUILD'); // T♥ onto 4♣
    expectIllegal(australian, p, '12:4', 'ERR_BAD_COUNT');
  });

  it('only a king fills an empty column, alone or with the cards on top of it', () => {
    expectLegal(australian, p, '76', 1); // K♥ alone
    expectLegal(australian, p, '16', 3); // K♣ with J♥ and 4♣ on it
    expectIllegal(australian, p, '26', 'ERR_EMPTY_COLUMN_RANK'); // Q♥
    expectIllegal(australian, p, '26:2', 'ERR_EMPTY_COLUMN_RANK'); // Q♣ with Q♥
    expectIllegal(australian, p, '76:2', 'ERR_EMPTY_COLUMN_RANK'); // T♥ with K♥
    expectIllegal(australian, p, 'w6', 'ERR_EMPTY_COLUMN_RANK');
  });

  it('nothing moves from the columns to the waste; 5♣ must reach the table first', () => {
    expectIllegal(australian, p, '1w', 'ERR_TO_WASTE');
    const fiveOnTop = played(australian, p, 'wh'); // 3♣ up uncovers the 5♣
    expect(fiveOnTop.waste).toEqual(p.waste.slice(0, 1));
    expectIllegal(australian, fiveOnTop, 'w1', 'ERR_DOES_NOT_BUILD'); // 5♣ is not under 4♣
  });

  it('only the top waste card plays; taking it uncovers the one below', () => {
    const chain = playedAll(australian, p, ['wh', '1h', 'wh']); // 3♣, 4♣, 5♣ go up
    expect(chain.foundations).toEqual([5, 13, 7, 13]);
    expect(chain.waste).toEqual([]);
    expectIllegal(australian, chain, 'wh', 'ERR_NOTHING_TO_MOVE');
  });

  it('foundation cards never come back', () => {
    expectIllegal(australian, p, 'hC1', 'ERR_FOUNDATION_STAYS');
    expectIllegal(australian, p, 'hH5', 'ERR_FOUNDATION_STAYS');
  });
});

describe('Australian stock and waste', () => {
  const p = position(australian, AUSTRALIAN_EXAMPLE);

  it('a card may be drawn at any time, even while other moves exist', () => {
    const moves = moveTexts(australian, p);
    expect(moves).toContain('s');
    expect(moves.filter((m) => m !== 's').length).toBeGreaterThan(0);
    const drawn = played(australian, p, 's');
    // The new card blocks the old one: the 3♣ no longer plays, the 6♣ on it cannot go up.
    expectIllegal(australian, drawn, 'wh', 'ERR_FOUNDATION_ORDER');
    expect(australian.makePosition(drawn).split('\n').slice(0, 3)).toEqual([
      'Foundations: C-2 D-K H-7 S-K',
      'Stock: 8C',
      'Waste: 5C 3C 6C',
    ]);
  });

  it('the waste is never turned back into a stock', () => {
    const empty = playedAll(australian, p, ['s', 's']);
    expect(empty.stock).toEqual([]);
    expectIllegal(australian, empty, 's', 'ERR_STOCK_EMPTY');
    expectIllegal(australian, empty, 'r', 'ERR_NO_REDEAL');
    expectIllegal(australian, p, 'r', 'ERR_NO_REDEAL');
  });

  it('an empty stock alone is not a loss: the game goes on while moves remain', () => {
    const empty = playedAll(australian, p, ['s', 's']);
    expect(australian.outcome(empty)).toBe('playing');
  });

  it('lost when the stock is empty and no legal move remains', () => {
    // The T♠ that would free everything is buried in the waste under the J♠.
    const lost = position(
      australian,
      'Foundations: C-K D-K H-Q S-9\nWaste: KH TS QS KS JS\n:\n:\n:\n:\n:\n:\n:',
    );
    expect(moveTexts(australian, lost)).toEqual([]);
    expect(australian.outcome(lost)).toBe('stuck');
    const alive = position(
      australian,
      'Foundations: C-K D-K H-Q S-9\nWaste: KH JS QS KS TS\n:\n:\n:\n:\n:\n:\n:',
    );
    expect(australian.outcome(alive)).toBe('playing');
    const won = playedAll(australian, alive, ['wh', 'w1', 'w1', 'wh', '1h', '1h', 'wh']);
    expect(australian.outcome(won)).toBe('won');
  });
});
