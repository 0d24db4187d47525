/**
 * Moves the table plays on the player's behalf, one at a time so each can be seen:
 * Play to the end (the solver's line), Finish (every card home), and the automatic safe
 * moves that follow a move. Each is an ordinary, undoable move, and a move of the
 * player's own stops whatever is running.
 */
import type { Move } from '@naipe/rules';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { MoveSource } from './events.js';

/** Pauses between the moves of a line, so the eye can follow them. */
const STEP_MS = { normal: 280, reduced: 120 } as const;
/** Pause before a safe card goes up by itself after a move. */
const SAFE_MOVE_MS = { normal: 180, reduced: 60 } as const;

const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

const pause = (ms: { normal: number; reduced: number }) =>
  reducedMotion() ? ms.reduced : ms.normal;

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

export class AutoPlay implements ReactiveController {
  /** A line (Play to the end, Finish) is being played. */
  running = false;
  #run: AbortController | undefined;
  /** The line being played: how many of its moves were played, and whom to tell at its end. */
  #line: { played: number; ended: (played: number) => void } | undefined;
  /** Whom to tell if the safe move waiting to be played is not. */
  #soon: (() => void) | undefined;

  /** `play` makes one move for the table; false when it is not legal (the line stops). */
  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly play: (move: Move, source: MoveSource) => boolean,
  ) {
    host.addController(this);
  }

  hostConnected(): void {}

  hostDisconnected(): void {
    this.stop();
  }

  /**
   * Plays `moves` one by one, each after a pause, until one fails or `stop` is called.
   * `ended` hears how many were played once the line ends, however it ends: at once when
   * it is stopped, so that what stopped it (a move, an undo) can be said after it.
   */
  async playLine(
    moves: readonly Move[],
    source: MoveSource,
    ended?: (played: number) => void,
  ): Promise<void> {
    const run = this.#start();
    const line = { played: 0, ended: ended ?? (() => {}) };
    this.#line = line;
    this.running = true;
    this.host.requestUpdate();
    try {
      for (const move of moves) {
        await wait(pause(STEP_MS), run.signal);
        if (run.signal.aborted || !this.play(move, source)) break;
        line.played++;
      }
    } finally {
      if (this.#run === run) {
        this.#run = undefined;
        this.#line = undefined;
        this.running = false;
        this.host.requestUpdate();
        line.ended(line.played);
      }
    }
  }

  /**
   * Plays `move` after a short pause, unless something else happens first: then
   * `stopped` hears it at once, so that what stopped it can be said after it.
   */
  playSoon(move: Move, source: MoveSource, stopped?: () => void): void {
    const run = this.#start();
    this.#soon = stopped;
    void wait(pause(SAFE_MOVE_MS), run.signal).then(() => {
      if (this.#run !== run || run.signal.aborted) return;
      this.#run = undefined;
      this.#soon = undefined;
      this.play(move, source);
    });
  }

  /** Stops the line or the safe move waiting to be played. */
  stop(): void {
    if (!this.#run) return;
    this.#run.abort();
    this.#run = undefined;
    const line = this.#line;
    const soon = this.#soon;
    this.#line = undefined;
    this.#soon = undefined;
    if (this.running) {
      this.running = false;
      this.host.requestUpdate();
    }
    line?.ended(line.played);
    soon?.();
  }

  #start(): AbortController {
    this.stop();
    const run = new AbortController();
    this.#run = run;
    return run;
  }
}
