/**
 * Progress of a bulk analysis: a bar redrawn in place on a terminal, plain lines now and
 * then when the output is a file or a pipe (a log should not fill with bar frames).
 */
import type { Output } from '../io.js';
import { formatDuration } from './analyze-stats.js';

export interface ProgressOptions {
  /** Deals this run has to analyse. */
  readonly total: number;
  readonly tty: boolean;
  readonly out: Output;
  /** Terminal width, for the bar. */
  readonly columns?: number;
  /** Milliseconds between plain lines when not on a terminal. */
  readonly plainEveryMs?: number;
}

const TTY_EVERY_MS = 150;
const PLAIN_EVERY_MS = 5_000;

export class Progress {
  private done = 0;
  private readonly started = performance.now();
  private readonly timer: ReturnType<typeof setInterval>;

  constructor(private readonly options: ProgressOptions) {
    this.timer = setInterval(
      () => this.render(),
      options.tty ? TTY_EVERY_MS : (options.plainEveryMs ?? PLAIN_EVERY_MS),
    );
    // The bar must never be what keeps a finished run alive.
    this.timer.unref();
  }

  /** Counts `deals` more deals done (one by default). */
  advance(deals = 1): void {
    this.done += deals;
  }

  /** Stops redrawing and clears the bar, leaving the terminal clean for the summary. */
  stop(): void {
    clearInterval(this.timer);
    if (this.options.tty) this.options.out.write('\r\x1b[K');
  }

  private render(): void {
    const { total, tty, out } = this.options;
    const elapsed = performance.now() - this.started;
    const rate = this.done / (elapsed / 1_000);
    const eta = rate > 0 ? ((total - this.done) / rate) * 1_000 : Number.NaN;
    const share = total === 0 ? 1 : this.done / total;
    const figures = `${this.done}/${total} ${(100 * share).toFixed(1)}% ${rate.toFixed(1)} deals/s ETA ${formatDuration(eta)}`;
    if (!tty) {
      out.write(`analyze: ${figures}\n`);
      return;
    }
    const width = Math.max(10, Math.min(40, (this.options.columns ?? 80) - figures.length - 4));
    const filled = Math.round(share * width);
    out.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${figures}\x1b[K`);
  }
}
