import { describe, expect, it } from 'vitest';
import { parseVariantKey, readSavedStats } from './saved-stats.js';

const stats = (played: number, won: number) => ({
  played,
  won,
  currentStreak: won > 0 ? 1 : 0,
  bestStreak: won > 0 ? 1 : 0,
  bestTimeMs: won > 0 ? 61_000 : null,
  fewestMoves: won > 0 ? 90 : null,
  hintsUsed: 2,
});

describe('readSavedStats', () => {
  it('lists readable variants in game order', () => {
    const raw = JSON.stringify({
      'spider;deck=spanish;suits=2': stats(3, 0),
      freecell: stats(2, 1),
      'klondike;deck=french;draw=3': stats(1, 1),
    });
    expect(readSavedStats(raw).map((e) => [e.game, e.options])).toEqual([
      ['freecell', {}],
      ['klondike', { deck: 'french', draw: 3 }],
      ['spider', { deck: 'spanish', suits: 2 }],
    ]);
  });

  it('skips what does not make sense and survives garbage', () => {
    const raw = JSON.stringify({
      freecell: { ...stats(1, 2) },
      poker: stats(1, 1),
      'klondike;draw=5': stats(1, 1),
      'bakers-game': stats(4, 0),
    });
    expect(readSavedStats(raw).map((e) => e.key)).toEqual(['bakers-game']);
    expect(readSavedStats('{not json')).toEqual([]);
    expect(readSavedStats('[1,2]')).toEqual([]);
    expect(readSavedStats(null)).toEqual([]);
  });
});

describe('parseVariantKey', () => {
  it('reads the table’s variant keys', () => {
    expect(parseVariantKey('australian')).toEqual({ game: 'australian', options: {} });
    expect(parseVariantKey('spider;deck=french;suits=4')).toEqual({
      game: 'spider',
      options: { deck: 'french', suits: 4 },
    });
    expect(parseVariantKey('freecell;draw=1')).toBeUndefined();
  });
});
