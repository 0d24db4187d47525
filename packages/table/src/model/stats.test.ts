import { describe, expect, it } from 'vitest';
import {
  EMPTY_STATS,
  formatShare,
  isGameStats,
  recordHint,
  recordLoss,
  recordPlayed,
  recordWin,
  winShare,
} from './stats.js';

describe('statistics', () => {
  it('count games, wins, streaks and bests', () => {
    let s = EMPTY_STATS;
    s = recordWin(recordPlayed(s), { elapsedMs: 90_000, moves: 100 });
    s = recordWin(recordPlayed(s), { elapsedMs: 120_000, moves: 80 });
    s = recordLoss(recordPlayed(s));
    s = recordWin(recordPlayed(recordHint(s)), { elapsedMs: 60_000.4, moves: 95 });
    expect(s).toEqual({
      played: 4,
      won: 3,
      currentStreak: 1,
      bestStreak: 2,
      bestTimeMs: 60_000,
      fewestMoves: 80,
      hintsUsed: 1,
    });
    expect(winShare(s)).toBe(75);
    expect(winShare(EMPTY_STATS)).toBeNull();
  });

  it.each([
    ['es', 75, '75\u00a0%'],
    ['es', 100, '100\u00a0%'],
    ['pt', 75, '75%'],
    ['pt', 0, '0%'],
    ['en', 75, '75%'],
    ['en', 100, '100%'],
  ] as const)('write a share in %s: %i as %j', (locale, share, written) => {
    expect(formatShare(share, locale)).toBe(written);
  });

  it('recognise records that make sense and only those', () => {
    expect(isGameStats(EMPTY_STATS)).toBe(true);
    expect(isGameStats(recordWin(recordPlayed(EMPTY_STATS), { elapsedMs: 1, moves: 1 }))).toBe(
      true,
    );
    expect(isGameStats({ ...EMPTY_STATS, won: 1 })).toBe(false);
    expect(isGameStats({ ...EMPTY_STATS, played: -1 })).toBe(false);
    expect(isGameStats({ ...EMPTY_STATS, bestTimeMs: 'fast' })).toBe(false);
    expect(isGameStats({ ...EMPTY_STATS, currentStreak: 2 })).toBe(false);
    expect(isGameStats(null)).toBe(false);
  });
});
