/**
 * The time a game takes: it runs while a game is in progress and the page is seen, and is
 * added to the session's `elapsedMs` once a second (and whenever the page is hidden or
 * shown), so that a saved game keeps its time.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Session } from '../model/session.js';

/** How often the shown time moves on. */
const TICK_MS = 1000;

export class GameClock implements ReactiveController {
  #timer: ReturnType<typeof setInterval> | undefined;
  #tickedAt = 0;

  /** `running` names the session whose time runs now, if any. */
  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly running: () => Session | undefined,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.#tickedAt = performance.now();
    this.#timer = setInterval(this.tick, TICK_MS);
    document.addEventListener('visibilitychange', this.tick);
  }

  hostDisconnected(): void {
    clearInterval(this.#timer);
    document.removeEventListener('visibilitychange', this.tick);
  }

  /** Adds the time since the last tick while the game runs and the page is seen. */
  readonly tick = (): void => {
    const now = performance.now();
    const session = this.running();
    if (session && document.visibilityState === 'visible') {
      session.elapsedMs += now - this.#tickedAt;
      this.host.requestUpdate();
    }
    this.#tickedAt = now;
  };

  /** Counts from now on: a game was just put on the table. */
  restart(): void {
    this.#tickedAt = performance.now();
  }
}
