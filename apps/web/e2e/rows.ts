/** A box on the page, as far as rows go: its top and bottom edges. */
export interface VerticalExtent {
  readonly top: number;
  readonly bottom: number;
}

/** How many rows the boxes lie in, top to bottom: a box below all of a row starts the next. */
export function rows(boxes: readonly VerticalExtent[]): number {
  let count = 0;
  let bottom = Number.NEGATIVE_INFINITY;
  for (const box of [...boxes].sort((a, b) => a.top - b.top)) {
    if (box.top >= bottom) count++;
    bottom = box.top >= bottom ? box.bottom : Math.max(bottom, box.bottom);
  }
  return count;
}
