/**
 * Spider, Spanish (RULES.md §5, seed 004) and French: every worked example and "vale /
 * no vale" line on a hand-built position. Cards the example does not need wait in the stock.
 */
import { describe, expect, it } from 'vitest';
import {
  expectIllegal,
  expectLegal,
  game,
  moveTexts,
  played,
  position,
  withRestInStock,
} from '../test/support.js';
import { cardsOnTable } from './position.js';

const fourSuits = game('spider', { suits: 4 });
const oneSuit = game('spider');
const french = game('spider', { deck: 'french', suits: 2 });

/**
 * 8 de espadas (column 1) and 7 de copas (2); 8 and 7 de espadas face up together (3);
 * 9 de copas (4); column 5 empty; 5 de oros (6); the rest hold one card each.
 */
const EXAMPLE = `
  Completed: O B B
  8E
  7C
  2C | 8E 7E
  9C
  :
  5O
  1C
  2C
  3C
  4C`;

describe('Spider columns', () => {
  const p = position(fourSuits, withRestInStock(fourSuits, EXAMPLE));

  it('vale: the 7 de copas on the 8 de espadas; the suit does not matter to build', () => {
    expectLegal(fourSuits, p, '21');
  });

  it('vale: the 8 and 7 de espadas, one suit, move together onto the 9 de copas', () => {
    expectLegal(fourSuits, p, '34', 2);
    const moved = played(fourSuits, p, '34');
    expect(moved.columns[3]!.up.length).toBe(3);
    expect(moved.columns[2]).toEqual({ down: [], up: p.columns[2]!.down }); // 2 de copas turned up
  });

  it('no vale: the 8 de espadas with the 7 de copas on it do not move together', () => {
    const mixed = played(fourSuits, p, '21');
    expectIllegal(fourSuits, mixed, '14:2', 'ERR_NOT_A_RUN');
    expectIllegal(fourSuits, mixed, '14', 'ERR_DOES_NOT_BUILD');
    expectLegal(fourSuits, mixed, '15:1'); // the 7 alone may go
  });

  it('vale: an empty column takes any card, like the 5 de oros, or any movable run', () => {
    expectLegal(fourSuits, p, '65');
    expectLegal(fourSuits, p, '35', 1);
    expectLegal(fourSuits, p, '35:2', 2);
    expectIllegal(fourSuits, p, '35:3', 'ERR_BAD_COUNT'); // the 2 de copas is face down
  });

  it('has no cells, foundations or waste', () => {
    expectIllegal(fourSuits, p, '1h', 'ERR_NO_SUCH_PILE');
    expectIllegal(fourSuits, p, '1a', 'ERR_NO_SUCH_PILE');
    expectIllegal(fourSuits, p, 'w1', 'ERR_NO_SUCH_PILE');
    expectIllegal(fourSuits, p, 'r', 'ERR_NO_REDEAL');
  });

  it('the tenth column is written 0', () => {
    expectLegal(fourSuits, p, '90'); // 3 de copas onto the 4 de copas on column 10
    expectIllegal(fourSuits, p, '09', 'ERR_DOES_NOT_BUILD');
  });
});

describe('Spider deals', () => {
  it('no deal while a column is empty; once it is filled, one card goes on every column', () => {
    const p = position(fourSuits, withRestInStock(fourSuits, EXAMPLE));
    expect(cardsOnTable(p)).toBeGreaterThanOrEqual(10);
    expectIllegal(fourSuits, p, 's', 'ERR_DEAL_WITH_EMPTY_COLUMN');
    expect(moveTexts(fourSuits, p)).not.toContain('s');
    const filled = played(fourSuits, p, '35'); // the 7 de espadas fills column 5
    const dealt = played(fourSuits, filled, 's');
    expect(dealt.stock.length).toBe(filled.stock.length - 10);
    dealt.columns.forEach((column, i) => {
      const before = filled.columns[i]!;
      expect(column.down).toEqual(before.down);
      expect(column.up).toEqual([...before.up, filled.stock[filled.stock.length - 1 - i]]);
    });
  });

  const FEWER_THAN_COLUMNS = `
    Completed: E E E E E E
    1E
    2E
    3E
    4E
    5E
    6E
    7E
    8E
    9E
    :`;

  it('unless fewer cards are on the table than there are columns', () => {
    const p = position(oneSuit, withRestInStock(oneSuit, FEWER_THAN_COLUMNS));
    expect(cardsOnTable(p)).toBe(9);
    expectLegal(oneSuit, p, 's');
    expect(played(oneSuit, p, 's').columns[9]!.up).toHaveLength(1);
    const ten = position(
      oneSuit,
      withRestInStock(oneSuit, FEWER_THAN_COLUMNS.replace('1E', 'SE | 1E')),
    );
    expect(cardsOnTable(ten)).toBe(10);
    expectIllegal(oneSuit, ten, 's', 'ERR_DEAL_WITH_EMPTY_COLUMN');
  });

  it('no deal when the stock is empty', () => {
    const p = position(oneSuit, 'Completed: E E E E E E E E\n:\n:\n:\n:\n:\n:\n:\n:\n:\n:');
    expectIllegal(oneSuit, p, 's', 'ERR_STOCK_EMPTY');
    expect(oneSuit.outcome(p)).toBe('won');
  });
});

describe('Spider complete runs', () => {
  it('a complete rey-to-1 run leaves by itself after a move, and the card it uncovers turns up', () => {
    const p = position(
      oneSuit,
      withRestInStock(
        oneSuit,
        `
        Completed: E E E E E E
        5E | RE CE SE 9E 8E 7E 6E 5E 4E 3E 2E
        1E
        :
        :
        :
        :
        :
        :
        :
        :`,
      ),
    );
    const after = played(oneSuit, p, '21');
    expect(after.completed).toHaveLength(7);
    expect(after.columns[0]).toEqual({ down: [], up: p.columns[0]!.down });
    expect(after.columns[1]).toEqual({ down: [], up: [] });
    expect(oneSuit.cardsHome(after)).toBe(84);
  });

  it('and after a deal', () => {
    const p = position(
      oneSuit,
      withRestInStock(
        oneSuit,
        `
        Completed: E E E E E E
        Stock: 1E
        5E | RE CE SE 9E 8E 7E 6E 5E 4E 3E 2E
        RE
        CE
        SE
        9E
        8E
        7E
        6E
        4E
        3E`,
      ),
    );
    const after = played(oneSuit, p, 's');
    expect(after.completed).toHaveLength(7);
    expect(after.columns[0]).toEqual({ down: [], up: p.columns[0]!.down });
    expect(after.stock).toEqual([]);
  });

  it('a run of mixed suits stays on the table', () => {
    const p = position(
      fourSuits,
      withRestInStock(
        fourSuits,
        'Completed: O O B B C\nRE CE SE 9E 8E 7E 6E 5E 4E 3E 2C\n1E\n:\n:\n:\n:\n:\n:\n:\n:',
      ),
    );
    const after = played(fourSuits, p, '21');
    expect(after.completed).toHaveLength(5);
    expect(after.columns[0]!.up).toHaveLength(12);
  });

  it('wins when the eighth run leaves; a French run goes from king to ace', () => {
    const p = position(
      french,
      'Completed: S S S H H H H\nKS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S\nAS\n:\n:\n:\n:\n:\n:\n:\n:',
    );
    expect(french.outcome(p)).toBe('playing');
    const won = played(french, p, '21');
    expect(won.completed).toEqual([3, 3, 3, 2, 2, 2, 2, 3]);
    expect(french.isWon(won)).toBe(true);
    expect(french.outcome(won)).toBe('won');
    expect(french.cardsHome(won)).toBe(104);
    expect(french.makePosition(won).split('\n')[0]).toBe('Completed: S S S H H H H S');
  });
});
