/**
 * Card sets as counts: how many copies of each card a position holds, so the check that a
 * position holds its deck exactly works for one deck and for two (Spider's duplicate
 * cards) alike. A card is a byte, `suit << 4 | rank` as in @naipe/rules.
 */

const CARD_VALUES: i32 = 256;
const counts = new StaticArray<u8>(CARD_VALUES);
let total: i32 = 0;

export function clearCards(): void {
  // Word stores: memory.fill is a call into the host, slow for a few hundred bytes.
  const base = changetype<usize>(counts);
  for (let at: usize = 0; at < <usize>CARD_VALUES; at += 8) store<u64>(base + at, 0);
  total = 0;
}

/** Counts one more `card`; false when the deck holds only `copies` of it (it is there too often). */
export function addCard(card: i32, copies: i32): bool {
  const count = <i32>counts[card & 0xff] + 1;
  if (count > copies) return false;
  counts[card & 0xff] = <u8>count;
  total++;
  return true;
}

/** Cards counted since `clearCards`. */
export function cardsCounted(): i32 {
  return total;
}
