/**
 * What the table keeps in the browser for the variant on the table: the game in progress
 * (saved after every change, and when the page is hidden or left) and the player's
 * statistics.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Session } from '../model/session.js';
import { EMPTY_STATS, type GameStats } from '../model/stats.js';
import { TableStore } from '../model/storage.js';

export interface KeptGame {
  readonly session: Session;
  readonly won: boolean;
}

export class Keeping implements ReactiveController {
  store = new TableStore(undefined, '');
  variant = '';
  stats: GameStats = EMPTY_STATS;

  /** `current` is the game on the table. */
  constructor(
    host: ReactiveControllerHost,
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
    this.store = store;
    this.variant = variant;
    this.stats = store.loadStats()[variant] ?? EMPTY_STATS;
  }

  /** Saves the game in progress; a won game leaves nothing to resume. */
  readonly save = (): void => {
    const game = this.current();
    if (!game) return;
    if (game.won) this.store.clearGame(this.variant);
    else this.store.saveGame(this.variant, game.session);
  };

  /** Updates the variant's statistics and keeps them. */
  record(update: (stats: GameStats) => GameStats): void {
    this.stats = this.store.updateStats(this.variant, update);
  }

  /** Forgets the saved game of the variant (it was given up). */
  forget(): void {
    this.store.clearGame(this.variant);
  }
}
