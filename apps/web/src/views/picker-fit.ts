/**
 * Whether the play page's picker is wide (the games in a row of buttons, the game's
 * options in a row under them) or compact (one row of two menus, play.ts). It is compact
 * on a phone-sized screen, and beyond it wherever the wide picker's rows would wrap.
 * That is measured, not guessed, as the table measures its toolbar, by `RowFit`: the
 * picker's gauge, the games' row and every game's row of options laid out unseen in the
 * page's language and type, is set against the picker's own width. So the picker changes
 * with the page's width alone (a window resized, a page zoomed), never from one game to
 * another.
 *
 * The picker shows its wide rows where its form has `data-wide` (styles.css), which only
 * this sets: until the first measure, and without ResizeObserver, it stays compact.
 */
import type { RowFit } from '@naipe/table';

const pickerIn = (container: ParentNode) =>
  container.querySelector<HTMLElement>('.picker') ?? undefined;

/**
 * What `fit` watches of the picker drawn last in `container`: the gauge, as wide as the
 * picker, the room there is; and its rows, the room the wide picker needs. Neither
 * changes size when the picker turns wide or compact (the picker itself, taller or
 * shorter then, would be measured again in the next frame).
 */
export function watchPicker(fit: RowFit, container: ParentNode): void {
  const gauge = pickerIn(container)?.querySelector<HTMLElement>('.gauge') ?? undefined;
  fit.watch(gauge, gauge?.querySelector<HTMLElement>('.rows') ?? undefined);
}

/**
 * Draws the picker in `container` wide or compact as `fit` last measured it (not yet
 * measured, or not drawn because another page of the site is shown: nothing changes),
 * and moves the focus to the control that takes the place of the one holding it.
 */
export function fitPicker(fit: RowFit, container: ParentNode): void {
  const picker = pickerIn(container);
  if (!picker || !fit.measured) return;
  const wide = fit.wide;
  if (wide === picker.hasAttribute('data-wide')) return;
  const focused = picker.contains(document.activeElement) ? document.activeElement : null;
  picker.toggleAttribute('data-wide', wide);
  if (focused) counterpart(picker, focused, wide)?.focus();
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
