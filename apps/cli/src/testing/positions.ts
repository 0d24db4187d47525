/** Hand-built positions for the tests, in the position notation. */

/**
 * FreeCell five moves from the end: 1h 4h 1h 2h 3h wins (QS, KS, KH, KC, KD go up).
 * 4h first is illegal (KS on the jack of spades).
 */
export const NEARLY_WON_FREECELL = `Foundations: C-Q D-Q H-Q S-J
KH QS
KC
KD
KS
:
:
:
:
`;

export const NEARLY_WON_FINISH = '1h 4h 1h 2h 3h';

export const WON_FREECELL = `Foundations: C-K D-K H-K S-K
:
:
:
:
:
:
:
:
`;
