/**
 * Whether the play page's picker is wide (the games in a row of buttons, the game's
 * options in a row under them) or compact (one row of two menus, play.ts). It is compact
 * on a phone-sized screen, and beyond it wherever the wide picker's rows would wrap.
 * That is measured, not guessed, as the table measures its toolbar: the picker's gauge,
 * the games' row and every game's row of options laid out unseen in the page's language
 * and type, is set against the picker's own width. So the picker changes with the
 * page's width alone (a window resized, a page zoomed), never from one game to another.
 *
 * The picker shows its wide rows where its form has `data-wide` (styles.css), which only
 * this sets: until the first measure, and without ResizeObserver, it stays compact.
 */

/** A phone, or a small tablet held upright: the site's phone styles, and the table's. */
export const PHONE_SCREEN = '(max-width: 40rem)';

export class PickerFit {
  #screen: MediaQueryList | undefined =
    typeof matchMedia === 'function' ? matchMedia(PHONE_SCREEN) : undefined;
  #picker: HTMLElement | undefined;
  /**
   * The gauge, as wide as the picker: the room there is; and its rows, the room the wide
   * picker needs. Neither changes size when the picker turns wide or compact, so that
   * nothing watched is left changed after the answer: the picker itself, taller or
   * shorter then, would be left for the next frame, which the browser reports to the
   * page as an error ("ResizeObserver loop completed with undelivered notifications").
   */
  #gauge: HTMLElement | undefined;
  #rows: HTMLElement | undefined;
  #widths = new Map<Element, number>();
  #observer =
    typeof ResizeObserver === 'function'
      ? new ResizeObserver((entries) => this.#measured(entries))
      : undefined;

  constructor() {
    this.#screen?.addEventListener('change', () => this.#decide());
  }

  /** Watches the gauge of the picker drawn last in `container`. */
  watch(container: ParentNode): void {
    const picker = container.querySelector<HTMLElement>('.picker') ?? undefined;
    const gauge = picker?.querySelector<HTMLElement>('.gauge') ?? undefined;
    const rows = gauge?.querySelector<HTMLElement>('.rows') ?? undefined;
    if (picker === this.#picker && gauge === this.#gauge && rows === this.#rows) return;
    this.#observer?.disconnect();
    this.#widths.clear();
    this.#picker = picker;
    this.#gauge = gauge;
    this.#rows = rows;
    for (const element of [gauge, rows]) {
      if (element) this.#observer?.observe(element, { box: 'border-box' });
    }
  }

  #measured(entries: readonly ResizeObserverEntry[]): void {
    for (const entry of entries) {
      // The width as laid out, before the rows' transform draws them at none.
      const width = entry.borderBoxSize[0]?.inlineSize ?? entry.contentRect.width;
      this.#widths.set(entry.target, width);
    }
    this.#decide();
  }

  #decide(): void {
    const picker = this.#picker;
    const room = this.#gauge && this.#widths.get(this.#gauge);
    const needed = this.#rows && this.#widths.get(this.#rows);
    // Not drawn (another page of the site is shown): nothing to decide.
    if (!picker || !room || needed === undefined) return;
    const wide = !(this.#screen?.matches ?? false) && needed <= room;
    if (wide === picker.hasAttribute('data-wide')) return;
    const focused = picker.contains(document.activeElement) ? document.activeElement : null;
    picker.toggleAttribute('data-wide', wide);
    if (focused) counterpart(picker, focused, wide)?.focus();
  }
}

/**
 * Where the focus goes when the control holding it is no longer drawn: from the game's
 * buttons to the game's menu and back, from an option's buttons to the variant's menu,
 * and from that menu to the first option's choice.
 */
function counterpart(picker: HTMLElement, focused: Element, wide: boolean): HTMLElement | null {
  const name = focused.getAttribute('name');
  const game = name === 'game' || name === 'game-menu';
  if (wide) {
    return picker.querySelector<HTMLElement>(
      game ? 'input[name=game]:checked' : '.options input:checked',
    );
  }
  return picker.querySelector<HTMLElement>(
    game ? 'select[name=game-menu]' : 'select[name=variant-menu]',
  );
}
