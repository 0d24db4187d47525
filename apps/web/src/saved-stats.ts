/**
 * Reads the statistics `<naipe-table>` keeps in localStorage (`<storage-key>:stats`, a
 * JSON table from variant key to counts) for the statistics page. The table writes
 * them; this side only reads, and shows nothing it cannot make sense of.
 */
import { GAMES, type GameId, type GameOptions, isGameId } from '@naipe/rules';

export interface GameStats {
  readonly played: number;
  readonly won: number;
  readonly currentStreak: number;
  readonly bestStreak: number;
  readonly bestTimeMs: number | null;
  readonly fewestMoves: number | null;
  readonly hintsUsed: number;
}

export interface VariantStats {
  /** The key the table files them under, e.g. `klondike;deck=spanish;draw=3`. */
  readonly key: string;
  readonly game: GameId;
  readonly options: GameOptions;
  readonly stats: GameStats;
}

const count = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const best = (v: unknown) => v === null || count(v);

function isGameStats(value: unknown): value is GameStats {
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
    s.won <= s.played
  );
}

/** `klondike;deck=spanish;draw=3` → the game and its options; undefined for anything else. */
export function parseVariantKey(key: string): { game: GameId; options: GameOptions } | undefined {
  const [game, ...parts] = key.split(';');
  if (game === undefined || !isGameId(game)) return undefined;
  const options: Record<string, string | number> = {};
  for (const part of parts) {
    const [name, text] = part.split('=');
    const spec = GAMES[game].options.find((s) => s.name === name);
    const value = spec?.values.find((v) => String(v) === text);
    if (!spec || value === undefined) return undefined;
    options[spec.name] = value;
  }
  return { game, options };
}

/** Every readable variant's statistics, in the order of the games, then of their keys. */
export function readSavedStats(raw: string | null): VariantStats[] {
  if (raw === null) return [];
  let table: unknown;
  try {
    table = JSON.parse(raw);
  } catch {
    return [];
  }
  if (typeof table !== 'object' || table === null || Array.isArray(table)) return [];
  const order = Object.keys(GAMES);
  return Object.entries(table)
    .flatMap(([key, stats]) => {
      const variant = parseVariantKey(key);
      return variant && isGameStats(stats) ? [{ key, ...variant, stats }] : [];
    })
    .sort((a, b) => order.indexOf(a.game) - order.indexOf(b.game) || a.key.localeCompare(b.key));
}

/** localStorage's copy, or nothing where storage is forbidden. */
export function storedStats(storageKey: string): VariantStats[] {
  try {
    return readSavedStats(globalThis.localStorage?.getItem(`${storageKey}:stats`) ?? null);
  } catch {
    return [];
  }
}
