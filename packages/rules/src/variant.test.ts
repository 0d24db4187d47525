import { describe, expect, it } from 'vitest';
import { ALL_VARIANTS, game, variantName } from '../test/support.js';
import { variantCards } from './deal.js';
import { makeCard } from './deck.js';
import { Game } from './game.js';
import { DEFAULT_OPTIONS, GAME_IDS, GAMES, optionSets, resolveOptions } from './variant.js';

describe('the game registry', () => {
  it('lists the five games with their options and defaults', () => {
    expect(GAME_IDS).toEqual(['freecell', 'bakers-game', 'australian', 'klondike', 'spider']);
    expect(GAMES.klondike.options).toEqual([
      { name: 'deck', values: ['spanish', 'french'], default: 'spanish' },
      { name: 'draw', values: [1, 3], default: 1 },
    ]);
    expect(GAMES.spider.options).toEqual([
      { name: 'deck', values: ['spanish', 'french'], default: 'spanish' },
      { name: 'suits', values: [1, 2, 4], default: 1 },
    ]);
    for (const id of ['freecell', 'bakers-game', 'australian'] as const) {
      expect(GAMES[id].options).toEqual([]);
    }
  });

  it('resolves the documented defaults', () => {
    expect(resolveOptions('klondike')).toEqual({ deck: 'spanish', draw: 1, suits: 4 });
    expect(resolveOptions('spider')).toEqual({ deck: 'spanish', draw: 1, suits: 1 });
    expect(resolveOptions('freecell').deck).toBe('french');
    for (const info of Object.values(GAMES)) {
      const resolved = resolveOptions(info.id) as unknown as Record<string, unknown>;
      for (const spec of info.options) expect(resolved[spec.name]).toBe(spec.default);
    }
  });

  it('lists every option set each game offers, as written out in the tests', () => {
    expect(GAME_IDS.flatMap((id) => optionSets(id).map((options) => ({ id, options })))).toEqual(
      ALL_VARIANTS,
    );
  });

  it('gives each option one default, the one every game offering it registers', () => {
    expect(DEFAULT_OPTIONS).toEqual({ deck: 'spanish', draw: 1, suits: 1 });
    for (const info of Object.values(GAMES)) {
      for (const spec of info.options)
        expect(spec.default, info.id).toBe(DEFAULT_OPTIONS[spec.name]);
    }
  });

  it('pins the options a game does not offer, whatever is asked', () => {
    expect(resolveOptions('freecell', { deck: 'spanish', draw: 3, suits: 1 })).toEqual({
      deck: 'french',
      draw: 1,
      suits: 4,
    });
    expect(resolveOptions('klondike', { deck: 'french', draw: 3, suits: 2 })).toEqual({
      deck: 'french',
      draw: 3,
      suits: 4,
    });
  });

  it('counts 52, 48, 96 and 104 cards', () => {
    const counts = Object.fromEntries(
      ALL_VARIANTS.map((v) => [variantName(v), game(v.id, v.options).cardCount]),
    );
    expect(counts).toEqual({
      freecell: 52,
      'bakers-game': 52,
      australian: 52,
      'klondike spanish 1': 48,
      'klondike spanish 3': 48,
      'klondike french 1': 52,
      'klondike french 3': 52,
      'spider spanish 1': 96,
      'spider spanish 2': 96,
      'spider spanish 4': 96,
      'spider french 1': 104,
      'spider french 2': 104,
      'spider french 4': 104,
    });
    for (const v of ALL_VARIANTS) {
      const g = game(v.id, v.options);
      expect(variantCards(g.variant), variantName(v)).toHaveLength(g.cardCount);
    }
  });

  it('Spider uses 8 series: all espadas, 4 espadas + 4 copas, or 2 of each suit', () => {
    const series = (deck: 'spanish' | 'french', suits: 1 | 2 | 4) => {
      const g = game('spider', { deck, suits });
      const bySuit: Record<string, number> = {};
      for (const c of variantCards(g.variant)) {
        const suit = makeCard(g.deck, c).slice(-1);
        bySuit[suit] = (bySuit[suit] ?? 0) + 1;
      }
      const ranks = g.deck.ranks.length;
      return Object.fromEntries(Object.entries(bySuit).map(([s, n]) => [s, n / ranks]));
    };
    expect(series('spanish', 1)).toEqual({ E: 8 });
    expect(series('spanish', 2)).toEqual({ C: 4, E: 4 });
    expect(series('spanish', 4)).toEqual({ O: 2, C: 2, E: 2, B: 2 });
    expect(series('french', 1)).toEqual({ S: 8 });
    expect(series('french', 2)).toEqual({ H: 4, S: 4 });
    expect(series('french', 4)).toEqual({ C: 2, D: 2, H: 2, S: 2 });
  });

  it('French Klondike alternates colours, Spanish Klondike changes suit', () => {
    expect(game('klondike', { deck: 'french' }).variant.build).toBe('alternate-colour');
    expect(game('klondike').variant.build).toBe('different-suit');
    expect(game('freecell').variant.build).toBe('alternate-colour');
    expect(game('bakers-game').variant.build).toBe('same-suit');
    expect(game('australian').variant.build).toBe('same-suit');
    expect(game('spider').variant.build).toBe('any-suit');
  });
});

describe('Game.create', () => {
  const failure = (id: string, options: object = {}) => {
    const created = Game.create(id, options);
    return created.ok ? undefined : created.error;
  };

  it('rejects an unknown game, naming the known ones', () => {
    for (const id of ['solitaire', '', 'FreeCell', 'constructor', '__proto__']) {
      const error = failure(id);
      expect(error?.code, id).toBe('ERR_UNKNOWN_GAME');
      expect(error?.message).toContain('freecell, bakers-game, australian, klondike, spider');
    }
  });

  it('rejects options a game does not offer', () => {
    expect(failure('freecell', { deck: 'french' })).toEqual({
      code: 'ERR_BAD_OPTION',
      message: 'freecell has no "deck" option',
    });
    expect(failure('klondike', { suits: 2 })).toEqual({
      code: 'ERR_BAD_OPTION',
      message: 'klondike has no "suits" option (it has deck, draw)',
    });
    expect(failure('spider', { draw: 3 })?.code).toBe('ERR_BAD_OPTION');
  });

  it('rejects bad option values, naming the good ones', () => {
    expect(failure('klondike', { draw: 2 })).toEqual({
      code: 'ERR_BAD_OPTION',
      message: 'klondike option draw must be one of 1, 3, not "2"',
    });
    expect(failure('klondike', { draw: '3' })?.code).toBe('ERR_BAD_OPTION');
    expect(failure('spider', { suits: 3 })?.message).toContain('1, 2, 4');
    expect(failure('spider', { deck: 'german' })?.message).toContain('spanish, french');
  });

  it('accepts every offered combination and ignores options left undefined', () => {
    for (const v of ALL_VARIANTS)
      expect(Game.create(v.id, v.options).ok, variantName(v)).toBe(true);
    expect(Game.create('klondike', { draw: undefined }).ok).toBe(true);
    expect(game('klondike', { draw: 3 }).options).toEqual({ deck: 'spanish', draw: 3, suits: 4 });
  });
});
