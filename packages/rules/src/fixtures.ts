/**
 * Hand-built positions that tests in several packages share (the rules' own tests, the
 * solver's perft): each one's notation once, with what makes it worth testing.
 */

/** 8♠–7♥–6♣ on column 2 and 9♦ on column 1; two free cells, no empty column. */
export const TWO_FREE_CELLS = `
  Foundations: C-5 D-8 H-6 S-7
  Freecells: KH KC - -
  QC JH TC 9D
  KD 8S 7H 6C
  KS QH
  QS JD
  QD JS
  TD 9S 8H
  JC TH 9C
  TS 9H 8C 7C`;

/** A run 9♦ 8♠ 7♥ 6♣ on column 2, T♣ on column 1, one free cell and column 3 empty. */
export const CELL_AND_EMPTY_COLUMN = `
  Foundations: C-5 D-8 H-6 S-7
  Freecells: KH KC KD -
  QC JH TC
  QS 9D 8S 7H 6C
  :
  KS QH JC
  QD JS TH
  JD TS 9H
  TD 9S 8H
  9C 8C 7C`;

/** FreeCell with its cells full of kings, black tops only, every six buried: nothing can move. */
export const FREECELL_STUCK = `
  Foundations: C-5 D-5 H-5 S-5
  Freecells: KC KD KH KS
  6C 6D QC
  6H 7D QS
  6S 7H JC
  7C 8D JS
  7S 8H TC
  8C 9D TS
  TD JD QD 9C
  9H TH JH QH 8S 9S`;

/**
 * Spanish Klondike, the rule page's example: 7 de oros over a face-down card (column 1),
 * 9 de bastos (2), 6 de oros (3), sota de copas (4), 9 de espadas with the 8 de oros on it
 * (5), rey de bastos over a face-down caballo (6), an empty column (7); the 6 de copas on
 * the waste over the caballo de bastos.
 */
export const KLONDIKE_EXAMPLE = `
  Foundations: O-5 C-5 E-7 B-3
  Stock: 9O SO RO 7C 8C 9C CC RC 8E SE RE 5B 6B 7B 8B SB
  Waste: CB 6C
  4B | 7O
  9B
  6O
  SC
  CO | 9E 8O
  CE | RB
  :`;

/**
 * J♥ covered by 4♣ on column 1 and Q♥ on column 2 (the seed's example); 8♥, 9♥ and
 * 9♣ on top of columns 5, 3 and 4; column 6 empty; 3♣ on top of the waste over 5♣.
 */
export const AUSTRALIAN_EXAMPLE = `
  Foundations: C-2 D-K H-7 S-K
  Stock: 8C 6C
  Waste: 5C 3C
  KC JH 4C
  QC QH
  TC 9H
  JC 9C
  8H
  :
  7C TH KH`;
