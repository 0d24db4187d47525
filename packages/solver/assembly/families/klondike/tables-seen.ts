/**
 * Klondike's lost-table test (stuck.ts, strengthened by taken.ts), with the tables it has
 * answered for. The test reads the columns alone, every card off them counting alike
 * wherever it lies, so its answer is the table's, whatever the stock, waste and
 * foundations; and the search meets the same columns under many talons and foundations.
 * So both answers are kept:
 * - tables seen not lost, by hash (position.ts `tableHash`) alone: a wrong match (another
 *   table of the same hash) only leaves a lost position to be expanded, as a search
 *   without the test would, never a wrong verdict;
 * - tables seen lost, by hash and by their cards (position.ts `tableCode`), compared in full: a
 *   match is the same table up to the order of its columns, never another one, so no
 *   position is taken for lost that the test would not find lost.
 * Each position loaded starts a new generation, mixed into the hashes, so a solve meets no
 * entry of another (of another game, whose rules may answer otherwise, least of all) and
 * searches the same positions whatever came before it.
 */
import { CHECK_TABLE_SEEN_LOST, CHECK_TABLE_SEEN_NOT_LOST, countCheck } from '../../core/checks';
import { FIXED_HEADER, setFixedLength } from '../../core/fixed';
import { CARD_SLOTS } from './config';
import { tableCode, tableHash } from './position';
import { hasStuckCard } from './stuck';
import { hasTakenOrStuckCard } from './taken';

const NOT_LOST_SLOTS: i32 = 1 << 18;
// In static memory, as large tables are (core/fixed.ts).
const NOT_LOST_AT = memory.data(FIXED_HEADER + NOT_LOST_SLOTS * 8, 16);
const notLost = changetype<StaticArray<u64>>(NOT_LOST_AT + FIXED_HEADER);
setFixedLength(NOT_LOST_AT, NOT_LOST_SLOTS * 8);

/**
 * Tables seen lost: per slot, the table's hash (as `notLost` has it) and its code. An
 * unwritten slot (zero) matches only a table of hash 0 and no cards, which no position of
 * a generation has: the empty table's hash is the generation's salt, never 0, since a game
 * is configured before any position is loaded and each starts a generation
 * (`forgetTablesSeen`).
 */
const LOST_SLOTS: i32 = 1 << 17;
const LOST_ENTRY_BYTES: i32 = 8 + CARD_SLOTS;
const LOST_AT = memory.data(LOST_SLOTS * LOST_ENTRY_BYTES, 16);

let tablesSalt: u64 = 0;

/** Starts a new generation of the tables seen (a new position, or a new game). */
export function forgetTablesSeen(): void {
  tablesSalt += 0x9e3779b97f4a7c15;
}

/** Whether the code at `at` is the table's (position.ts `tableCode`). */
function isTableCode(at: usize): bool {
  const code = changetype<usize>(tableCode);
  let differ: u64 = 0;
  for (let i = 0; i < CARD_SLOTS; i += 8)
    differ |= load<u64>(at + <usize>i) ^ load<u64>(code + <usize>i);
  return differ == 0;
}

/** stuck.ts's test, strengthened by holders taken first (taken.ts), worked out once per table. */
export function isLostByStuckCards(): bool {
  const hash = tableHash() ^ tablesSalt;
  const slot = <i32>(hash >> 46) & (NOT_LOST_SLOTS - 1);
  if (unchecked(notLost[slot]) == hash) {
    if (!ASC_NO_ASSERT) {
      assert(!hasTakenOrStuckCard(), 'a table seen not lost is lost');
      countCheck(CHECK_TABLE_SEEN_NOT_LOST);
    }
    return false;
  }
  const entry = LOST_AT + <usize>((<i32>(hash >> 24) & (LOST_SLOTS - 1)) * LOST_ENTRY_BYTES);
  if (load<u64>(entry) == hash) {
    if (isTableCode(entry + 8)) {
      if (!ASC_NO_ASSERT) {
        assert(hasTakenOrStuckCard(), 'a table seen lost is not lost');
        countCheck(CHECK_TABLE_SEEN_LOST);
      }
      return true;
    }
  }
  const lost = hasTakenOrStuckCard();
  // Bars only add to B: whatever stuck.ts sees, taken.ts sees too.
  if (!ASC_NO_ASSERT) assert(lost || !hasStuckCard(), 'taken.ts misses a stuck card');
  if (lost) {
    store<u64>(entry, hash);
    memory.copy(entry + 8, changetype<usize>(tableCode), CARD_SLOTS);
  } else unchecked((notLost[slot] = hash));
  return lost;
}
