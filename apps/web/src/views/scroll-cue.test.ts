/** Where a box's content lies out of sight, from its scroll offsets alone. */
import { describe, expect, it } from 'vitest';
import { overflowOf } from './scroll-cue.js';

describe('overflowOf', () => {
  it.each([
    ['fits', { scrollLeft: 0, scrollWidth: 300, clientWidth: 300 }, 'none'],
    [
      'fits within a fraction of a pixel',
      { scrollLeft: 0, scrollWidth: 300.6, clientWidth: 300 },
      'none',
    ],
    ['at its start', { scrollLeft: 0, scrollWidth: 700, clientWidth: 300 }, 'end'],
    ['in the middle', { scrollLeft: 200, scrollWidth: 700, clientWidth: 300 }, 'both'],
    ['at its end', { scrollLeft: 400, scrollWidth: 700, clientWidth: 300 }, 'start'],
    [
      'at its end, but for a fraction',
      { scrollLeft: 399.5, scrollWidth: 700, clientWidth: 300 },
      'start',
    ],
    [
      'at its end, right to left',
      { scrollLeft: -400, scrollWidth: 700, clientWidth: 300 },
      'start',
    ],
    ['hidden (no size)', { scrollLeft: 0, scrollWidth: 0, clientWidth: 0 }, 'none'],
  ] as const)('%s', (_, box, overflow) => {
    expect(overflowOf(box)).toBe(overflow);
  });
});
