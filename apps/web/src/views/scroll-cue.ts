/**
 * A box that scrolls sideways, shown to be one. A phone shows its scrollbar only while it
 * scrolls, so a table cut at the screen's edge looks whole: its frame (the box's parent)
 * says where more lies out of sight, in `data-overflow` (`none`, `start`, `end` or
 * `both`), which the styles draw as a shadow on that edge; and while the box scrolls it is
 * a stop for Tab, so that the keyboard scrolls it too (its name from its role and label,
 * which the template gives it).
 */

/** Each box watched, with what stops watching it. */
const watching = new Map<HTMLElement, () => void>();

/** Where more of the box's content lies out of sight, for its frame's `data-overflow`. */
export function overflowOf(box: {
  readonly scrollLeft: number;
  readonly scrollWidth: number;
  readonly clientWidth: number;
}): 'none' | 'start' | 'end' | 'both' {
  const room = box.scrollWidth - box.clientWidth;
  // Scroll offsets can be fractions of a pixel (zoom, device pixels): within one is none.
  if (room < 1) return 'none';
  const scrolled = Math.abs(box.scrollLeft);
  const start = scrolled >= 1;
  const end = scrolled <= room - 1;
  return start && end ? 'both' : start ? 'start' : end ? 'end' : 'none';
}

function mark(box: HTMLElement): void {
  const overflow = overflowOf(box);
  box.parentElement?.setAttribute('data-overflow', overflow);
  if (overflow === 'none') box.removeAttribute('tabindex');
  else box.tabIndex = 0;
}

/**
 * A `ref` callback: watches the box it is given (its size, its content's size, its
 * scrolling), and stops watching boxes no longer on the page when given none.
 */
export function watchOverflow(box: Element | undefined): void {
  if (box instanceof HTMLElement && !watching.has(box)) {
    const update = () => mark(box);
    const sizes = new ResizeObserver(update);
    sizes.observe(box);
    for (const child of box.children) sizes.observe(child);
    box.addEventListener('scroll', update, { passive: true });
    watching.set(box, () => {
      sizes.disconnect();
      box.removeEventListener('scroll', update);
    });
    update();
  }
  for (const [watched, stop] of watching) {
    if (watched.isConnected || watched === box) continue;
    stop();
    watching.delete(watched);
  }
}
