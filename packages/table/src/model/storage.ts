/**
 * What the table keeps in the browser: the game in progress per variant, and the
 * statistics. Nothing read from storage is trusted: what cannot be read is set aside
 * under its own key (so nothing is lost for good), a notice is raised, and the table
 * goes on with the rest. Storage that refuses to work (private mode, quota) is skipped.
 */
import { GAME_IDS, type GameId, type GameOptions } from '@naipe/rules';
import { parseVariantKey, Session } from './session.js';
import { EMPTY_STATS, type GameStats, isGameStats } from './stats.js';

/** The part of the Web Storage API the table uses, so tests can give a plain map. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface SetAside {
  readonly key: string;
  readonly movedTo: string;
  readonly reason: string;
}

export class TableStore {
  /** Everything set aside since this store was made, for the notice. */
  readonly setAside: SetAside[] = [];

  constructor(
    private readonly store: KeyValueStore | undefined,
    /** What every key starts with: the table's `storage-key`. */
    readonly prefix: string,
    private readonly now: () => number = Date.now,
  ) {}

  private gameKey(variant: string) {
    return `${this.prefix}:game:${variant}`;
  }

  private get statsKey() {
    return `${this.prefix}:stats`;
  }

  private read(key: string): string | null {
    try {
      return this.store?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  private write(key: string, value: string | null): void {
    try {
      if (value === null) this.store?.removeItem(key);
      else this.store?.setItem(key, value);
    } catch {
      // Storage full or forbidden: the game goes on unsaved rather than breaking.
    }
  }

  private putAside(key: string, raw: string, reason: string): void {
    const movedTo = `${this.prefix}:set-aside:${this.now()}:${key}`;
    this.write(movedTo, raw);
    this.write(key, null);
    this.setAside.push({ key, movedTo, reason });
  }

  private parse(key: string): { raw: string; value: unknown } | undefined {
    const raw = this.read(key);
    if (raw === null) return undefined;
    try {
      return { raw, value: JSON.parse(raw) };
    } catch {
      this.putAside(key, raw, 'not JSON');
      return undefined;
    }
  }

  loadGame(variant: string): Session | undefined {
    const key = this.gameKey(variant);
    const parsed = this.parse(key);
    if (!parsed) return undefined;
    const restored = Session.restore(parsed.value);
    if (restored.ok) return restored.session;
    this.putAside(key, parsed.raw, restored.reason);
    return undefined;
  }

  saveGame(variant: string, session: Session): void {
    this.write(this.gameKey(variant), JSON.stringify(session.save()));
  }

  clearGame(variant: string): void {
    this.write(this.gameKey(variant), null);
  }

  /** Every variant's statistics that can be read; unreadable entries are set aside one by one. */
  loadStats(): Record<string, GameStats> {
    const parsed = this.parse(this.statsKey);
    if (!parsed) return {};
    const value = parsed.value;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      this.putAside(this.statsKey, parsed.raw, 'statistics are not a table');
      return {};
    }
    const good: Record<string, GameStats> = {};
    const bad: Record<string, unknown> = {};
    for (const [variant, stats] of Object.entries(value)) {
      if (isGameStats(stats)) good[variant] = stats;
      else bad[variant] = stats;
    }
    if (Object.keys(bad).length > 0) {
      this.putAside(
        this.statsKey,
        JSON.stringify(bad),
        `unreadable statistics for ${Object.keys(bad).join(', ')}`,
      );
      this.write(this.statsKey, JSON.stringify(good));
    }
    return good;
  }

  updateStats(variant: string, change: (s: GameStats) => GameStats): GameStats {
    const all = this.loadStats();
    const next = change(all[variant] ?? EMPTY_STATS);
    this.write(this.statsKey, JSON.stringify({ ...all, [variant]: next }));
    return next;
  }
}

/** One variant's statistics, with the game and options its key names. */
export interface VariantStatistics {
  /** The key they are filed under, e.g. `klondike;deck=spanish;draw=3`. */
  readonly key: string;
  readonly game: GameId;
  readonly options: GameOptions;
  readonly stats: GameStats;
}

export interface Statistics {
  /** Every readable variant, in the order of the games, then of their keys. */
  readonly variants: readonly VariantStatistics[];
  /** What could not be read, now set aside under its own key (see `TableStore`). */
  readonly setAside: readonly SetAside[];
  /** Keys naming no game and options the rules know (kept: a newer version may). */
  readonly unknownKeys: readonly string[];
}

/**
 * The statistics `<naipe-table>` keeps under `storageKey` (its `storage-key`), for a
 * page that shows them. Reading sets aside what cannot be read, as the table does.
 */
export function readStatistics(storage: KeyValueStore | undefined, storageKey: string): Statistics {
  const store = new TableStore(storage, storageKey);
  const variants: VariantStatistics[] = [];
  const unknownKeys: string[] = [];
  for (const [key, stats] of Object.entries(store.loadStats())) {
    const named = parseVariantKey(key);
    if (named) variants.push({ key, ...named, stats });
    else unknownKeys.push(key);
  }
  variants.sort(
    (a, b) => GAME_IDS.indexOf(a.game) - GAME_IDS.indexOf(b.game) || a.key.localeCompare(b.key),
  );
  return { variants, setAside: store.setAside, unknownKeys };
}
