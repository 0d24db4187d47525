/**
 * Whether a wide row (the table's toolbar, the site's game picker) fits in the room it
 * has, or its compact form should be drawn instead. That is measured, not guessed: the
 * wide row is laid out unseen as a gauge, in the page's language and type, and set
 * against the room (an element as wide as the row would be). The answer changes with
 * the room's width alone (a window resized, a page zoomed, a column narrowed), never as
 * what the row shows changes. On a phone-sized screen the compact form is drawn anyway.
 *
 * Watch two elements whose sizes do not change when the row turns wide or compact, so
 * that nothing watched is left changed after the answer: an element resized by it would
 * be measured again in the next frame, which the browser reports to the page as an error
 * ("ResizeObserver loop completed with undelivered notifications").
 */

/**
 * A phone, or a small tablet held upright: up to 640 px wide, the site's phone width
 * too. There the table's type and buttons are smaller, and its toolbar and the site's
 * picker always compact.
 */
export const PHONE_SCREEN = '(max-width: 40rem)';

export class RowFit {
  #screen: MediaQueryList | undefined =
    typeof matchMedia === 'function' ? matchMedia(PHONE_SCREEN) : undefined;
  /** Whether the row was found wider than its room, the last time either changed. */
  #wraps = false;
  /** Whether the elements watched now have both been measured. */
  #measured = false;
  #room: Element | undefined;
  #row: Element | undefined;
  #widths = new Map<Element, number>();
  #observer =
    typeof ResizeObserver === 'function'
      ? new ResizeObserver((entries) => this.#measure(entries))
      : undefined;

  /**
   * @param changed called when the answer may have changed: the screen turned, the
   *   row's fit changed, the elements watched were first measured, or the page got the
   *   elements back (`connect`).
   */
  constructor(private readonly changed: () => void) {}

  /**
   * Whether to draw the wide row: not a phone-sized screen, and the row found no wider
   * than its room (until first measured, the row is taken to fit).
   */
  get wide(): boolean {
    return !(this.#screen?.matches ?? false) && !this.#wraps;
  }

  /** Whether the elements watched now have both been measured (so `wide` is about them). */
  get measured(): boolean {
    return this.#measured;
  }

  /** Starts listening to the screen, and watches the elements again (they may have changed size). */
  connect(): void {
    this.#screen?.addEventListener('change', this.changed);
    for (const element of [this.#room, this.#row]) if (element) this.#observe(element);
    this.changed();
  }

  disconnect(): void {
    this.#screen?.removeEventListener('change', this.changed);
    this.#observer?.disconnect();
  }

  /**
   * Watches `room`, the width there is, and `row`, the width the wide row needs (either
   * missing where it is not drawn). The same two again change nothing.
   */
  watch(room: Element | undefined, row: Element | undefined): void {
    if (room === this.#room && row === this.#row) return;
    this.#observer?.disconnect();
    this.#widths.clear();
    this.#measured = false;
    this.#room = room;
    this.#row = row;
    for (const element of [room, row]) if (element) this.#observe(element);
  }

  #observe(element: Element): void {
    this.#observer?.observe(element, { box: 'border-box' });
  }

  #measure(entries: readonly ResizeObserverEntry[]): void {
    for (const entry of entries) {
      // The width as laid out, before a gauge's transform draws it at none.
      const width = entry.borderBoxSize[0]?.inlineSize ?? entry.contentRect.width;
      this.#widths.set(entry.target, width);
    }
    const room = this.#room && this.#widths.get(this.#room);
    const needed = this.#row && this.#widths.get(this.#row);
    // Not drawn (display: none, or off the page): nothing to decide.
    if (!room || needed === undefined) return;
    const wraps = needed > room;
    if (wraps === this.#wraps && this.#measured) return;
    this.#wraps = wraps;
    this.#measured = true;
    this.changed();
  }
}
