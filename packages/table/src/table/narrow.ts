/**
 * Whether the table is narrow, so that the template draws the narrow toolbar, which keeps
 * to one row: New deal, Undo and Redo as arrows, Hint, and Options as a menu icon, with
 * Play to the end and Statistics in the Options menu and Finish and Stop in the solver
 * line (chrome-view.ts). The styles follow the toolbar's `data-narrow`, so that what the
 * template puts where and how the styles draw it never disagree.
 *
 * The table is narrow on a phone-sized screen, and beyond it wherever the wide toolbar
 * would wrap. That is measured, not guessed: the table's own width counts (a table in a
 * column of a wide page is narrow too), and so do its language and type. The wide
 * toolbar at its fullest (Finish and Play to the end both shown, as near the end of a
 * game of Klondike) is laid out unseen as the toolbar's gauge, and the table is narrow
 * wherever that gauge is wider than the table (its `.table`, across which the toolbar
 * stretches). So the toolbar changes with the table's width alone, never as a game goes
 * on or from one game to another.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * A phone, or a small tablet held upright: up to 640 px wide, the site's phone width too.
 * There the table's type and buttons are smaller, and its toolbar always the narrow one.
 */
export const NARROW_SCREEN = '(max-width: 40rem)';

export class NarrowScreen implements ReactiveController {
  #screen: MediaQueryList | undefined =
    typeof matchMedia === 'function' ? matchMedia(NARROW_SCREEN) : undefined;
  /** Whether the gauge was found wider than the table, the last time either changed. */
  #wraps = false;
  /**
   * The table's `.table`, the room there is, and the gauge beside it, the room the wide
   * toolbar needs: both children of the shadow root, so that what the toolbar turning
   * narrow or wide resizes (the toolbar, and the board, which board-layout.ts observes)
   * lies deeper and is measured again in the same frame. Measured from anything as deep
   * (the toolbar itself), the board's new size would be left for the next frame, which
   * the browser reports to the page as an error ("ResizeObserver loop completed with
   * undelivered notifications").
   */
  #table: Element | undefined;
  #gauge: Element | undefined;
  #widths = new Map<Element, number>();
  #observer =
    typeof ResizeObserver === 'function'
      ? new ResizeObserver((entries) => this.#measured(entries))
      : undefined;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  get matches(): boolean {
    return (this.#screen?.matches ?? false) || this.#wraps;
  }

  #changed = (): void => this.host.requestUpdate();

  hostConnected(): void {
    this.#screen?.addEventListener('change', this.#changed);
    // The screen may have turned, or the table changed width, while it was off the page.
    for (const element of [this.#table, this.#gauge]) if (element) this.#observe(element);
    this.host.requestUpdate();
  }

  hostDisconnected(): void {
    this.#screen?.removeEventListener('change', this.#changed);
    this.#observer?.disconnect();
  }

  /** Watches the table and the gauge drawn last (a table showing a problem has no gauge). */
  hostUpdated(): void {
    const root = this.host.shadowRoot;
    const table = root?.querySelector('.table') ?? undefined;
    const gauge = root?.querySelector('.gauge') ?? undefined;
    if (table === this.#table && gauge === this.#gauge) return;
    this.#observer?.disconnect();
    this.#widths.clear();
    this.#table = table;
    this.#gauge = gauge;
    for (const element of [table, gauge]) if (element) this.#observe(element);
  }

  #observe(element: Element): void {
    this.#observer?.observe(element, { box: 'border-box' });
  }

  #measured(entries: readonly ResizeObserverEntry[]): void {
    for (const entry of entries) {
      // The width as laid out, before the gauge's transform draws it at none.
      const width = entry.borderBoxSize[0]?.inlineSize ?? entry.contentRect.width;
      this.#widths.set(entry.target, width);
    }
    const room = this.#table && this.#widths.get(this.#table);
    const needed = this.#gauge && this.#widths.get(this.#gauge);
    // Not drawn (display: none, or off the page): nothing to decide.
    if (!room || needed === undefined) return;
    const wraps = needed > room;
    if (wraps === this.#wraps) return;
    this.#wraps = wraps;
    this.host.requestUpdate();
  }
}
