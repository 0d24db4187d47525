import type { GameOptions } from '@naipe/rules';
import { describe, expect, it } from 'vitest';
import { GameCache } from './games.js';

describe('GameCache', () => {
  it('makes each game and options once', () => {
    const games = new GameCache();
    const first = games.get('klondike', { deck: 'french', draw: 3 });
    const again = games.get('klondike', { deck: 'french', draw: 3 });
    const other = games.get('klondike', { deck: 'french', draw: 1 });
    expect(first.ok && again.ok && other.ok).toBe(true);
    if (!first.ok || !again.ok || !other.ok) return;
    expect(again.value).toBe(first.value);
    expect(other.value).not.toBe(first.value);
    expect(other.value.options).toMatchObject({ draw: 1 });
    // No options and empty options are the same game.
    const plain = games.get('freecell', undefined);
    const empty = games.get('freecell', {});
    expect(plain.ok && empty.ok && plain.value === empty.value).toBe(true);
  });

  it('answers a bad request with its error each time, and keeps nothing for it', () => {
    const games = new GameCache();
    // A draw count Klondike does not offer, as a caller in plain JavaScript may send.
    const badDraw = { draw: 2 } as unknown as GameOptions;
    for (let i = 0; i < 2; i++) {
      const game = games.get('klondike', badDraw);
      expect(game.ok).toBe(false);
      if (!game.ok) expect(game.error.code).toBe('ERR_BAD_OPTION');
    }
    expect(games.get('bridge', undefined)).toMatchObject({
      ok: false,
      error: { code: 'ERR_UNKNOWN_GAME' },
    });
  });
});
