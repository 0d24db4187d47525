/**
 * Positions that differ only in the waste's size, one dominating the other. Where the
 * waste turns over, with more than one card a draw, and outside a streamlined stage, let P
 * and Q have the same table, foundations and cards in the stock and waste, and waste sizes
 * p and q where q is reachable from p by draws alone (movegen.ts `drawsFrom`). Every line
 * from Q can be played from P, with as many moves: a play from the talon (alone, or after
 * a flip in a compound move: floating.ts) takes the card at a size r reachable from q, so
 * from p too, and reaches the very same position (r - 1 cards left on the waste, whatever
 * the size before); any other move leaves both sizes as they are, and what settles after
 * it reads no waste there (settle.ts looks at the waste's top only with one card a draw or
 * in a streamlined stage; flips read only the columns), so it reaches two positions
 * related again in the same way. A won line ends with the stock and waste empty, so it
 * plays from the talon at some point, or the talon was empty from the start (p = q = 0).
 * So P is won in at most as many moves as Q.
 *
 * The search leaves Q out when the store holds such a P (tt/store.ts `insertPosition`, as
 * if Q were stored). A complete search stays complete. Suppose it expands every position
 * it stores and finds no win, though one of them is winnable; take the winnable stored W
 * fewest moves from a win, d. Some shortest winning line from W starts with a move the
 * search keeps (the proofs of movegen.ts's idle moves and of the safe moves), to S, won in
 * d - 1 moves: S is won at once (found when W is expanded), or stored, or left out for a
 * stored P won in at most d - 1: a stored winnable position nearer a win than W, a
 * contradiction. (Best-first also leaves out a child found lost, `isLost`: never S,
 * which is winnable, since the lost-table test is sound.) The soft threads only ever win; leaving Q out changes only their order.
 *
 * The sizes: with n cards in the stock and waste and k a draw, the draws from p reach p + k,
 * p + 2k, .. below n, then n, and after the turn k, 2k, .. (key.ts `keyedWasteSize` keys
 * every size of that last cycle as 0: an empty waste's). So a size off the cycle (not a
 * multiple of k, below n) dominates every size on it, and every size above it by a
 * multiple of k.
 *
 * Looking each such size up in the store would cost a probe of its index for each: a
 * table (`sizesSeen`), by the position's hash less the waste's, keeps which sizes off the
 * cycle below 24 were stored, so only those are looked up. It may forget or mix positions
 * up (one slot a hash, 16 bits of tag): that only leaves a dominated position in, or costs
 * a look-up that finds nothing. Each entry keeps the store's generation, so an entry of an
 * emptied store counts as empty, and which positions a solve leaves out does not depend
 * on the solves before it.
 * Checked against the exhaustive search in src/klondike-exact.test.ts.
 */
import { FIXED_HEADER, setFixedLength } from '../../core/fixed';
import { Game } from '../../search/game';
import { findPosition, storeGeneration } from '../../tt/store';
import { drawCount, redeal } from './config';
import { WASTE_VALUE } from './hash';
import { keyedWasteSize } from './key';
import { drawsFrom } from './movegen';
import { positionHash, setWasteSize, talonLength, wasteSize } from './position';
import { autoHome } from './score';

/** Whether waste sizes may dominate one another in the running stage (see above). */
@inline
export function wasteSizesDominate(): bool {
  return redeal && drawCount > 1 && !autoHome();
}

/**
 * Per slot: one bit per waste size off the cycle, 1 to 23, that a stored position of the
 * slot's hash has (bits 0..23), a tag of that hash (bits 24..39) and the store's
 * generation (bits 40..63).
 */
const SIZES_SLOTS: i32 = 1 << 20;
const SIZE_BITS: i32 = 24;
const SIZE_MASK: u64 = (1 << SIZE_BITS) - 1;
// In static memory, as large tables are (core/fixed.ts).
const SIZES_SEEN_AT = memory.data(FIXED_HEADER + SIZES_SLOTS * 8, 16);
const sizesSeen = changetype<StaticArray<u64>>(SIZES_SEEN_AT + FIXED_HEADER);
setFixedLength(SIZES_SEEN_AT, SIZES_SLOTS * 8);

/**
 * Whether the store holds the current position with a waste size that dominates its own.
 * Asked once for each new position, before the store takes it: where it is not dominated,
 * its waste size is noted as stored (a store then full only costs a look-up later).
 */
export function isDominatedInStore<F extends Game>(family: F): bool {
  if (!wasteSizesDominate()) return false;
  const slot = <i32>(positionHash >> 44);
  const check = ((<u64>storeGeneration) << 40) | (((positionHash >> 20) & 0xffff) << 24);
  const entry = unchecked(sizesSeen[slot]);
  const sizes = (entry & ~SIZE_MASK) == check ? entry & SIZE_MASK : 0;
  const keyed = keyedWasteSize();
  // Most entries hold no size of this position: the dominating sizes are listed only then.
  let candidates = sizes != 0 ? <u32>sizes & dominatingSizes(keyed) : 0;
  if (candidates != 0) {
    const size = wasteSize;
    let dominated = false;
    for (; candidates != 0 && !dominated; candidates &= candidates - 1) {
      const p = <i32>ctz(candidates);
      dominated = isStoredWithWaste<F>(family, p);
      if (!ASC_NO_ASSERT)
        assert(size == 0 || drawsFrom(p, talonLength, size) >= 0, 'a dominating size reaches not');
    }
    setWasteSize(size);
    if (dominated) return true;
  }
  if (keyed > 0 && keyed < SIZE_BITS)
    unchecked((sizesSeen[slot] = check | sizes | ((<u64>1) << keyed)));
  return false;
}

/** The waste sizes below 24 that dominate `keyed`, one bit each (see above). */
@inline
function dominatingSizes(keyed: i32): u32 {
  const k = drawCount;
  let sizes: u32 = 0;
  if (keyed == 0) {
    // On the cycle: every size off it dominates.
    const end = talonLength < SIZE_BITS ? talonLength : SIZE_BITS;
    for (let p = 1; p < end; p++) if (p % k != 0) sizes |= 1 << p;
  } else {
    // The table holds no size from 24 up (a shift would wrap at 32).
    let p = keyed - k;
    while (p >= SIZE_BITS) p -= k;
    for (; p >= 1; p -= k) sizes |= 1 << p;
  }
  return sizes;
}

/** Whether the store holds the current position with `size` cards on the waste (off the cycle). */
@inline
function isStoredWithWaste<F extends Game>(family: F, size: i32): bool {
  setWasteSize(size);
  if (!ASC_NO_ASSERT) assert(keyedWasteSize() == size, 'a dominating waste size on the cycle');
  return findPosition<F>(family, positionHash + <u64>size * WASTE_VALUE) != 0;
}
