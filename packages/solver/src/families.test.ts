/**
 * Which games the solver plays, decided in families.ts: the family and configuration of
 * every game and option of @naipe/rules, or the reason it is not played.
 */
import { readFileSync } from 'node:fs';
import { GAME_IDS, Game, optionSets, unwrap } from '@naipe/rules';
import { describe, expect, it } from 'vitest';
import {
  BUILD_RULES,
  familyOf,
  GROUP_RULES,
  KLONDIKE_LIMITS,
  OPEN_LIMITS,
  SOLVED_GAME_IDS,
  SPIDER_LIMITS,
} from './families.js';
import { supportsGame, unsupportedReason } from './games.js';
import { UNPLAYED_GAMES } from './test-support.js';

/** Every game with every option set it offers. */
const everyGame = GAME_IDS.flatMap((id) =>
  optionSets(id).map((options) => unwrap(Game.create(id, options))),
);

function familyOfGame(id: string) {
  const result = familyOf(unwrap(Game.create(id)).variant);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

describe('familyOf', () => {
  it('plays FreeCell in the open family, alternate colours, any card on an empty column', () => {
    const family = familyOfGame('freecell');
    // Diamonds and hearts are the French deck's red suits (suits 1 and 2).
    expect(family).toEqual({
      id: 'open',
      config: {
        columns: 8,
        cells: 4,
        suits: 4,
        ranks: 13,
        buildRule: 0,
        redSuits: 0b0110,
        emptyColumnRank: 0,
      },
    });
  });

  it("plays Baker's Game in the open family with same-suit building", () => {
    const family = familyOfGame('bakers-game');
    expect(family.id).toBe('open');
    if (family.id === 'open') expect(family.config.buildRule).toBe(1);
  });

  it('plays Klondike in the klondike family: face-down cards, a stock, cards back down', () => {
    expect(familyOfGame('klondike')).toEqual({
      id: 'klondike',
      config: {
        columns: 7,
        suits: 4,
        ranks: 12,
        // The Spanish deck has no colours: a different suit.
        buildRule: 2,
        redSuits: 0,
        draw: 1,
        redeal: 1,
        foundationReturns: 1,
        groups: 0,
        emptyColumnRank: 12,
      },
    });
    const french = familyOf(unwrap(Game.create('klondike', { deck: 'french', draw: 3 })).variant);
    expect(french.ok && french.value.config).toMatchObject({
      ranks: 13,
      buildRule: 0,
      redSuits: 0b0110,
      draw: 3,
      emptyColumnRank: 13,
    });
  });

  it.each([
    ['spanish', 1, 13, [0, 0, 8, 0]],
    ['spanish', 2, 13, [0, 4, 4, 0]],
    ['spanish', 4, 13, [2, 2, 2, 2]],
    ['french', 1, 13, [0, 0, 0, 8]],
    ['french', 2, 13, [0, 0, 4, 4]],
    ['french', 4, 13, [2, 2, 2, 2]],
  ] as const)(
    'plays Spider, %s deck with %i suits, in the spider family',
    (deck, suits, _, copies) => {
      const result = familyOf(unwrap(Game.create('spider', { deck, suits })).variant);
      expect(result.ok).toBe(true);
      // Espadas is the Spanish deck's third suit and copas its second; spades the French
      // deck's fourth and hearts its third (packages/rules deck.ts).
      if (result.ok) {
        expect(result.value).toEqual({
          id: 'spider',
          config: { columns: 10, ranks: deck === 'spanish' ? 12 : 13, copies },
        });
      }
    },
  );

  it('plays Australian Patience in the klondike family: one pass, any face-up group, by suit', () => {
    expect(familyOfGame('australian')).toEqual({
      id: 'klondike',
      config: {
        columns: 7,
        suits: 4,
        ranks: 13,
        buildRule: 1,
        redSuits: 0b0110,
        draw: 1,
        redeal: 0,
        foundationReturns: 0,
        groups: 1,
        emptyColumnRank: 13,
      },
    });
  });

  it.each(UNPLAYED_GAMES)('says in a sentence why it does not play %s', (_, game, clause) => {
    const result = familyOf(game.variant);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toBe(`the solver does not play ${game.info.names.en} yet: ${clause}`);
    }
  });

  it('gives each game and option either a family or a reason, and the helpers agree', () => {
    for (const game of everyGame) {
      const result = familyOf(game.variant);
      expect(supportsGame(game)).toBe(result.ok);
      expect(unsupportedReason(game)).toBe(result.ok ? undefined : result.error);
    }
  });

  it('lists as solved the game ids it plays with every option', () => {
    expect(SOLVED_GAME_IDS).toEqual(
      GAME_IDS.filter((id) => everyGame.filter((g) => g.id === id).every(supportsGame)),
    );
    expect(SOLVED_GAME_IDS).toEqual([
      'freecell',
      'bakers-game',
      'australian',
      'klondike',
      'spider',
    ]);
  });
});

describe("the open family's limits", () => {
  /** The `export const NAME: i32 = value;` lines of the module's open-family config. */
  const declared = (() => {
    const source = readFileSync(
      new URL('../assembly/families/open/config.ts', import.meta.url),
      'utf8',
    );
    const values: Record<string, number> = {};
    for (const [, name, value] of source.matchAll(/export const (\w+): i32 = (-?\d+);/g)) {
      values[name!] = Number(value);
    }
    return values;
  })();

  it('are the module’s own, so no game the bindings accept is refused by it', () => {
    expect(OPEN_LIMITS).toEqual({
      columns: declared.MAX_COLUMNS,
      cells: declared.MAX_CELLS,
      suits: declared.MAX_SUITS,
      ranks: declared.MAX_RANKS,
      depth: declared.MAX_DEPTH,
    });
  });

  it('number the build rules as the module does', () => {
    expect(BUILD_RULES).toEqual({
      'alternate-colour': declared.BUILD_ALTERNATE_COLOUR,
      'same-suit': declared.BUILD_SAME_SUIT,
      'different-suit': declared.BUILD_DIFFERENT_SUIT,
      'any-suit': declared.BUILD_ANY_SUIT,
    });
  });
});

describe("the klondike family's limits", () => {
  const source = readFileSync(
    new URL('../assembly/families/klondike/config.ts', import.meta.url),
    'utf8',
  );
  const declared: Record<string, number> = {};
  for (const [, name, value] of source.matchAll(/export const (\w+): i32 = (-?\d+);/g)) {
    declared[name!] = Number(value);
  }

  it('are the module’s own, and so are its numbers for build and group rules', () => {
    expect(KLONDIKE_LIMITS).toEqual({
      columns: declared.MAX_COLUMNS,
      suits: declared.MAX_SUITS,
      ranks: declared.MAX_RANKS,
      depth: declared.MAX_DEPTH,
      talon: declared.MAX_TALON,
    });
    expect(GROUP_RULES).toEqual({
      'built-run': declared.GROUPS_BUILT_RUN,
      'any-face-up': declared.GROUPS_ANY_FACE_UP,
    });
    for (const rule of ['alternate-colour', 'same-suit', 'different-suit'] as const) {
      const name = `BUILD_${rule.toUpperCase().replace('-', '_')}`;
      expect(BUILD_RULES[rule], name).toBe(declared[name]);
    }
  });
});

describe("the spider family's limits", () => {
  it('are the module’s own', () => {
    const source = readFileSync(
      new URL('../assembly/families/spider/config.ts', import.meta.url),
      'utf8',
    );
    const declared: Record<string, number> = {};
    for (const [, name, value] of source.matchAll(/export const (\w+): i32 = (-?\d+);/g)) {
      declared[name!] = Number(value);
    }
    expect(SPIDER_LIMITS).toEqual({
      columns: declared.MAX_COLUMNS,
      suits: declared.MAX_SUITS,
      ranks: declared.MAX_RANKS,
      copies: declared.MAX_COPIES,
      cards: declared.MAX_DEPTH,
    });
  });
});
