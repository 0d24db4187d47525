import type { Locale } from '@naipe/rules';

/**
 * Statistics per game and variant. A game counts as played from its first move; it is
 * won when every card is home, and lost when it is abandoned before winning (a new deal,
 * another deal or position of the same variant set on the table or replacing its saved
 * game). Another game or variant set on the table abandons nothing: see `switching.ts`.
 */
export interface GameStats {
  readonly played: number;
  readonly won: number;
  readonly currentStreak: number;
  readonly bestStreak: number;
  readonly bestTimeMs: number | null;
  readonly fewestMoves: number | null;
  readonly hintsUsed: number;
}

export const EMPTY_STATS: GameStats = {
  played: 0,
  won: 0,
  currentStreak: 0,
  bestStreak: 0,
  bestTimeMs: null,
  fewestMoves: null,
  hintsUsed: 0,
};

export const recordPlayed = (s: GameStats): GameStats => ({ ...s, played: s.played + 1 });

export const recordHint = (s: GameStats): GameStats => ({ ...s, hintsUsed: s.hintsUsed + 1 });

export const recordLoss = (s: GameStats): GameStats => ({ ...s, currentStreak: 0 });

export function recordWin(s: GameStats, game: { elapsedMs: number; moves: number }): GameStats {
  const currentStreak = s.currentStreak + 1;
  const least = (best: number | null, now: number) => (best === null ? now : Math.min(best, now));
  return {
    ...s,
    won: s.won + 1,
    currentStreak,
    bestStreak: Math.max(s.bestStreak, currentStreak),
    bestTimeMs: least(s.bestTimeMs, Math.round(game.elapsedMs)),
    fewestMoves: least(s.fewestMoves, game.moves),
  };
}

/** Won out of played, as a whole percentage; null before the first game. */
export const winShare = (s: GameStats): number | null =>
  s.played === 0 ? null : Math.round((100 * s.won) / s.played);

/**
 * A whole percentage (`winShare`) as the language writes it: "75 %" in Spanish, with a
 * space that never breaks, "75%" in Portuguese and English.
 */
export const formatShare = (share: number, locale: Locale): string =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share / 100);

const count = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const best = (v: unknown) => v === null || count(v);

/** Whether saved data is a statistics record that makes sense (won ≤ played, and so on). */
export function isGameStats(value: unknown): value is GameStats {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Record<keyof GameStats, unknown>;
  return (
    count(s.played) &&
    count(s.won) &&
    count(s.currentStreak) &&
    count(s.bestStreak) &&
    count(s.hintsUsed) &&
    best(s.bestTimeMs) &&
    best(s.fewestMoves) &&
    (s.won as number) <= (s.played as number) &&
    (s.currentStreak as number) <= (s.bestStreak as number)
  );
}
