import { describe, expect, it } from 'vitest';
import { dealt, game, withRestInStock } from '../test/support.js';
import type { Setup } from './position.js';
import type { SetupErrorCode } from './validate.js';

const freecell = game('freecell');
const DEAL_1 = freecell.makePosition(dealt(freecell, 1));
const [FIRST, ...OTHERS] = DEAL_1.split('\n') as [string, ...string[]];

function refusal(g: ReturnType<typeof game>, text: string) {
  const parsed = g.parsePosition(text);
  return parsed.ok ? undefined : { code: parsed.error.code, message: parsed.error.message };
}

describe('position validation', () => {
  const CASES: readonly [string, ReturnType<typeof game>, string, SetupErrorCode, string][] = [
    [
      '7 columns in FreeCell',
      freecell,
      OTHERS.join('\n'),
      'ERR_COLUMN_COUNT',
      'expected 8 columns, found 7',
    ],
    ['9 columns in FreeCell', freecell, `${DEAL_1}\n:`, 'ERR_COLUMN_COUNT', 'found 9'],
    [
      'a card twice',
      freecell,
      `${DEAL_1} 6S`,
      'ERR_DUPLICATE_CARD',
      '6S appears 2 times (first on line 1, column 19; again on line 8, column 19); the game has 1',
    ],
    [
      'a card missing',
      freecell,
      [FIRST.slice(0, -3), ...OTHERS].join('\n'),
      'ERR_MISSING_CARD',
      '6S is missing',
    ],
    [
      'five cells',
      freecell,
      `Freecells: - - - - 6S\n${[FIRST.slice(0, -3), ...OTHERS].join('\n')}`,
      'ERR_CELL_COUNT',
      'this game has 4 free cells, found 5',
    ],
    [
      'face-down cards in FreeCell',
      freecell,
      [`JD | ${FIRST.slice(3)}`, ...OTHERS].join('\n'),
      'ERR_FACE_DOWN',
      'column 1: this game has no face-down cards',
    ],
    [
      'a stock in FreeCell',
      freecell,
      `Stock: 6S\n${[FIRST.slice(0, -3), ...OTHERS].join('\n')}`,
      'ERR_NO_STOCK',
      'no stock',
    ],
    [
      'a card both in a column and on its foundation',
      freecell,
      `Foundations: C-0 D-0 H-0 S-A\n${DEAL_1}`,
      'ERR_DUPLICATE_CARD',
      'AS appears 2 times (first on line 1, column 26; again on line 7, column 7)',
    ],
  ];

  for (const [what, g, text, code, mentions] of CASES) {
    it(`refuses ${what} with ${code}`, () => {
      const refused = refusal(g, text);
      expect(refused?.code).toBe(code);
      expect(refused?.message).toContain(mentions);
    });
  }

  it('refuses face-down cards in Australian, where all are dealt face up', () => {
    const australian = game('australian');
    const text = australian.makePosition(dealt(australian, 1)).replace('\n9S QC', '\n9S | QC');
    expect(refusal(australian, text)?.code).toBe('ERR_FACE_DOWN');
  });

  it('refuses a face-down top card (a setup built in code, the notation cannot say it)', () => {
    const klondike = game('klondike');
    const p = dealt(klondike, 1);
    const setup: Setup = {
      ...p,
      columns: p.columns.map((c, i) => (i === 1 ? { down: [...c.down, ...c.up], up: [] } : c)),
    };
    const checked = klondike.fromSetup(setup);
    expect(checked.ok ? '' : checked.error).toEqual({
      code: 'ERR_FACE_DOWN_TOP',
      message: 'column 2: the top card of a column is face up',
    });
  });

  it('names the piles of a card twice in a setup built in code, which has no lines', () => {
    const p = dealt(freecell, 1);
    const twice: Setup = {
      ...p,
      columns: p.columns.map((c, i) =>
        i === 4 ? { ...c, up: [...c.up, p.columns[0]!.up[0]!] } : c,
      ),
    };
    const checked = freecell.fromSetup(twice);
    expect(checked.ok ? '' : checked.error).toEqual({
      code: 'ERR_DUPLICATE_CARD',
      message:
        'JD appears 2 times (first in column 1, card 1; again in column 5, card 7); the game has 1',
    });
  });

  it('refuses piles a game does not have', () => {
    const spider = game('spider');
    const klondike = game('klondike');
    const spiderDeal = spider.makePosition(dealt(spider, 1));
    const klondikeDeal = klondike.makePosition(dealt(klondike, 1));
    expect(refusal(spider, `Foundations: O-0 C-0 E-1 B-0\n${spiderDeal}`)?.code).toBe(
      'ERR_NO_FOUNDATIONS',
    );
    expect(refusal(spider, `Waste: 1E\n${spiderDeal}`)?.code).toBe('ERR_NO_WASTE');
    expect(refusal(klondike, `Completed: O\n${klondikeDeal}`)?.code).toBe('ERR_NO_COMPLETED_RUNS');
    expect(refusal(klondike, `Freecells: -\n${klondikeDeal}`)?.code).toBe('ERR_CELL_COUNT');
    // An all-empty Foundations line means nothing and is accepted.
    expect(spider.parsePosition(`Foundations: O-0 C-0 E-0 B-0\n${spiderDeal}`).ok).toBe(true);
  });

  it('refuses cards foreign to the game: copas in one-suit Spider', () => {
    const spider = game('spider');
    const refused = refusal(spider, 'Completed: E E E E E E E C\n:\n:\n:\n:\n:\n:\n:\n:\n:\n:');
    expect(refused?.code).toBe('ERR_FOREIGN_CARD');
    expect(refused?.message).toBe("1C (on line 1, column 26) is not in this game's deck");
    expect(refusal(spider, 'Completed: E E E E E E E\n1O\n:\n:\n:\n:\n:\n:\n:\n:\n:')?.code).toBe(
      'ERR_FOREIGN_CARD',
    );
  });

  it('counts two decks in Spider: a card three times is a duplicate, once is missing one', () => {
    const spider = game('spider', { suits: 4 });
    const three = withRestInStock(
      spider,
      'Completed: O O C C E E\n1B 1B\n:\n:\n:\n:\n:\n:\n:\n:\n:',
    );
    expect(spider.parsePosition(three).ok).toBe(true);
    const refused = refusal(spider, `${three}\n`.replace('\n:\n', '\n1B\n'));
    expect(refused?.code).toBe('ERR_DUPLICATE_CARD');
    expect(refused?.message).toBe(
      '1B appears 3 times (first on line 3, column 1; again on line 3, column 4 and on line 4, column 1); the game has 2',
    );
    const missing = refusal(spider, three.replace(/^Stock: 2B /, 'Stock: '));
    expect(missing).toEqual({ code: 'ERR_MISSING_CARD', message: '2B is missing (1 of 2 found)' });
  });

  it('refuses a complete Spider run left on the table', () => {
    const spider = game('spider');
    const refused = refusal(
      spider,
      withRestInStock(
        spider,
        'Completed: E E E E E E\n5E | RE CE SE 9E 8E 7E 6E 5E 4E 3E 2E 1E\n:\n:\n:\n:\n:\n:\n:\n:\n:',
      ),
    );
    expect(refused).toEqual({
      code: 'ERR_RUN_NOT_REMOVED',
      message: 'column 1: a complete run leaves the table by itself',
    });
  });

  it('fills in the cells and foundations the text leaves out', () => {
    const p = freecell.parsePosition(DEAL_1);
    expect(p.ok && p.value.cells).toEqual([null, null, null, null]);
    expect(p.ok && p.value.foundations).toEqual([0, 0, 0, 0]);
    const fewer = freecell.parsePosition(
      `Freecells: 6S\n${[FIRST.slice(0, -3), ...OTHERS].join('\n')}`,
    );
    expect(fewer.ok && fewer.value.cells.length).toBe(4);
  });
});
