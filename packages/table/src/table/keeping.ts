/**
 * What the table keeps in the browser for the variant on the table: the game in progress
 * (saved after every change, and when the page is hidden or left) and the player's
 * statistics. When storage refuses them (full, forbidden, missing), play goes on, the
 * host hears it once, every later save tries again, and the host hears when one works.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Session } from '../model/session.js';
import { EMPTY_STATS, type GameStats } from '../model/stats.js';
import { TableStore } from '../model/storage.js';

export interface KeptGame {
  readonly session: Session;
  readonly won: boolean;
}

export interface KeepingHost extends ReactiveControllerHost {
  /** Storage stopped keeping the game (`error` says why), or took it again. */
  savingChanged(saving: boolean, error: unknown): void;
}

export class Keeping implements ReactiveController {
  store = new TableStore(undefined, '');
  variant = '';
  stats: GameStats = EMPTY_STATS;
  /** False from a save storage refused until one it takes. */
  saving = true;

  /** `current` is the game on the table. */
  constructor(
    private readonly host: KeepingHost,
    private readonly current: () => KeptGame | undefined,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    document.addEventListener('visibilitychange', this.#onVisibility);
    window.addEventListener('pagehide', this.save);
  }

  hostDisconnected(): void {
    document.removeEventListener('visibilitychange', this.#onVisibility);
    window.removeEventListener('pagehide', this.save);
  }

  readonly #onVisibility = (): void => {
    if (document.visibilityState === 'hidden') this.save();
  };

  /** Keeps from now on in `store`, under `variant`, whose statistics it reads. */
  use(store: TableStore, variant: string): void {
    store.inherit(this.store);
    this.store = store;
    this.variant = variant;
    this.stats = store.loadStats()[variant] ?? EMPTY_STATS;
  }

  /** Saves the game in progress; a won game leaves nothing to resume. */
  readonly save = (): void => {
    const game = this.current();
    if (!game) return;
    this.#kept(
      game.won
        ? this.store.clearGame(this.variant)
        : this.store.saveGame(this.variant, game.session),
    );
  };

  /**
   * Updates the variant's statistics and keeps them. Only a save says storage works
   * again: it writes the game as well, and statistics alone may fit where it does not.
   */
  record(update: (stats: GameStats) => GameStats): void {
    this.stats = this.store.updateStats(this.variant, update);
    if (!this.store.statsSaved) this.#kept(false);
  }

  /** Forgets the saved game of the variant (it was given up). */
  forget(): void {
    if (!this.store.clearGame(this.variant)) this.#kept(false);
  }

  #kept(saved: boolean): void {
    if (saved === this.saving) return;
    this.saving = saved;
    this.host.savingChanged(saved, this.store.lastError);
  }
}
