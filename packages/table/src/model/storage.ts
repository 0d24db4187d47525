/**
 * What the table keeps in the browser: the game in progress per variant, and the
 * statistics. Nothing read from storage is trusted: what cannot be read is set aside
 * under its own key (so nothing is lost for good), a notice is raised, and the table
 * goes on with the rest.
 *
 * Storage that refuses a write (full, forbidden, missing) never stops play, and never
 * goes unnoticed: every write says whether it was kept, statistics not yet written wait
 * in memory for the next write, and the caller tells the player. When a write does not
 * fit, the table makes room only from its own set-aside copies, oldest first: the game
 * in progress and the statistics are the player's, and are never removed to make room.
 */
import { GAME_IDS, type GameId, type GameOptions } from '@naipe/rules';
import { parseVariantKey, Session } from './session.js';
import { EMPTY_STATS, type GameStats, isGameStats } from './stats.js';

/** The part of the Web Storage API the table uses, so tests can give a plain map. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** With `key`, lets the table find its set-aside copies to make room when full. */
  readonly length?: number;
  key?(index: number): string | null;
}

export interface SetAside {
  readonly key: string;
  /** Where the unreadable data now is; null if there was no room for it: it was removed. */
  readonly movedTo: string | null;
  readonly reason: string;
}

export class TableStore {
  /** Everything set aside since this store was made, for the notice. */
  readonly setAside: SetAside[] = [];
  /** Why the last write that was not kept failed (a `QuotaExceededError`, say). */
  lastError: unknown;
  /** Statistics changed since their last write that was kept, by variant. */
  #unsavedStats: Record<string, GameStats> = {};

  constructor(
    /** Undefined where the browser gives no storage: then nothing can be kept. */
    private readonly store: KeyValueStore | undefined,
    /** What every key starts with: the table's `storage-key`; empty keeps nothing. */
    readonly prefix: string,
    private readonly now: () => number = Date.now,
  ) {}

  private gameKey(variant: string) {
    return `${this.prefix}:game:${variant}`;
  }

  private get statsKey() {
    return `${this.prefix}:stats`;
  }

  private get setAsidePrefix() {
    return `${this.prefix}:set-aside:`;
  }

  private read(key: string): string | null {
    try {
      return this.store?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  /** Writes (or, for null, removes) `key`; says whether storage took it. */
  private write(key: string, value: string | null): boolean {
    if (this.prefix === '') return true;
    if (!this.store) {
      this.lastError = new Error('this browser gives no localStorage');
      return false;
    }
    for (;;) {
      try {
        if (value === null) this.store.removeItem(key);
        else this.store.setItem(key, value);
        return true;
      } catch (error) {
        this.lastError = error;
        if (value === null || !this.dropOldestSetAside(key)) return false;
      }
    }
  }

  /**
   * Removes the oldest set-aside copy but `keep`, to make room; false if there is none.
   * A copy this store made is then reported as removed, so no notice says it is there.
   */
  private dropOldestSetAside(keep: string): boolean {
    const store = this.store;
    if (!store?.key || store.length === undefined) return false;
    let oldest: { key: string; time: number } | undefined;
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key === null || key === keep || !key.startsWith(this.setAsidePrefix)) continue;
      const time = Number.parseInt(key.slice(this.setAsidePrefix.length), 10);
      if (!oldest || time < oldest.time) oldest = { key, time };
    }
    if (!oldest) return false;
    try {
      store.removeItem(oldest.key);
    } catch {
      return false;
    }
    const made = this.setAside.findIndex((item) => item.movedTo === oldest.key);
    if (made >= 0) this.setAside[made] = { ...this.setAside[made]!, movedTo: null };
    return true;
  }

  /**
   * Moves unreadable data to a key of its own. The original goes first, so a value
   * that nearly filled storage still finds room for its copy; a copy that cannot be
   * kept even so is reported as removed, never as set aside.
   */
  private putAside(key: string, raw: string, reason: string): void {
    const movedTo = `${this.setAsidePrefix}${this.now()}:${key}`;
    this.write(key, null);
    const kept = this.write(movedTo, raw);
    this.setAside.push({ key, movedTo: kept ? movedTo : null, reason });
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

  /**
   * Saves the game, then any statistics still waiting: the game first, since it is what
   * the player is doing now. Says whether both were kept.
   */
  saveGame(variant: string, session: Session): boolean {
    const game = this.write(this.gameKey(variant), JSON.stringify(session.save()));
    return this.writeUnsavedStats() && game;
  }

  /** Removes the saved game (won or given up), then writes statistics still waiting. */
  clearGame(variant: string): boolean {
    const game = this.write(this.gameKey(variant), null);
    return this.writeUnsavedStats() && game;
  }

  /** Every variant's statistics that can be read; unreadable entries are set aside one by one. */
  loadStats(): Record<string, GameStats> {
    return { ...this.readStats(), ...this.#unsavedStats };
  }

  private readStats(): Record<string, GameStats> {
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

  /** Updates and keeps a variant's statistics; if storage refuses them, they wait in memory. */
  updateStats(variant: string, change: (s: GameStats) => GameStats): GameStats {
    const next = change(this.loadStats()[variant] ?? EMPTY_STATS);
    this.#unsavedStats[variant] = next;
    this.writeUnsavedStats();
    return next;
  }

  /** Whether every statistic changed through this store is in storage. */
  get statsSaved(): boolean {
    return Object.keys(this.#unsavedStats).length === 0;
  }

  private writeUnsavedStats(): boolean {
    if (this.statsSaved) return true;
    if (!this.write(this.statsKey, JSON.stringify(this.loadStats()))) return false;
    this.#unsavedStats = {};
    return true;
  }

  /** Takes on the statistics `earlier` (the table's previous store) could not write yet. */
  inherit(earlier: TableStore): void {
    if (earlier === this || earlier.prefix !== this.prefix) return;
    this.#unsavedStats = { ...earlier.#unsavedStats, ...this.#unsavedStats };
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
