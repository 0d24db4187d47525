import { Game, type GameOptions } from '@naipe/rules';
import { describe, expect, it } from 'vitest';
import { GameCache } from './games.js';

/** The game a request gets, which must exist. */
const gameOf = (games: GameCache, id: string, options?: GameOptions): Game => {
  const game = games.get(id, options);
  if (!game.ok) throw new Error(game.error.message);
  return game.value;
};

describe('GameCache', () => {
  it('makes each game once, however the request words it', () => {
    const games = new GameCache();
    const french3 = gameOf(games, 'klondike', { deck: 'french', draw: 3 });
    expect(gameOf(games, 'klondike', { deck: 'french', draw: 3 })).toBe(french3);
    expect(gameOf(games, 'klondike', { draw: 3, deck: 'french' })).toBe(french3);
    const french1 = gameOf(games, 'klondike', { deck: 'french', draw: 1 });
    expect(french1).not.toBe(french3);
    expect(french1.options).toMatchObject({ deck: 'french', draw: 1 });
    // The defaults, left out or written out.
    const plain = gameOf(games, 'klondike');
    expect(gameOf(games, 'klondike', {})).toBe(plain);
    const { deck, draw } = plain.options;
    expect(gameOf(games, 'klondike', { deck, draw })).toBe(plain);
  });

  it('answers a bad request as Game.create does, each time', () => {
    const games = new GameCache();
    // A draw count Klondike does not offer, as a caller in plain JavaScript may send.
    const badDraw = { draw: 2 } as unknown as GameOptions;
    for (let i = 0; i < 2; i++) {
      expect(games.get('klondike', badDraw)).toEqual(Game.create('klondike', badDraw));
      expect(games.get('bridge', undefined)).toMatchObject({
        ok: false,
        error: { code: 'ERR_UNKNOWN_GAME' },
      });
    }
    // Input of the wrong type is never taken for a game made before.
    gameOf(games, 'freecell');
    const name = ['freecell'] as unknown as string;
    expect(games.get(name, undefined)).toMatchObject({ error: { code: 'ERR_UNKNOWN_GAME' } });
    const nullOptions = null as unknown as GameOptions;
    expect(() => games.get('freecell', nullOptions)).toThrow(TypeError);
  });
});
