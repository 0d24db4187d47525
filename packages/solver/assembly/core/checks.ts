/**
 * The debug build's checks of the search's shortcuts, counted by kind. Where a shortcut
 * skips work (a child left unmade, an answer taken from a cache), the debug build does the
 * work anyway and asserts the shortcut's answer; the tests read the counts (index.ts
 * `checksMade`) to know those checks ran on the positions they solve, so that a shortcut
 * that is never taken there, or no longer taken at all, does not pass unseen. The release
 * build counts nothing.
 */

/** A child left unmade as the move straight back to its parent (search/best-first.ts, dfs.ts). */
export const CHECK_MOVE_BACK: i32 = 0;
/** A foundation card safe home not brought down (klondike movegen.ts). */
export const CHECK_SAFE_RETURN: i32 = 1;
/** A Klondike table found among those seen lost (klondike tables-seen.ts). */
export const CHECK_TABLE_SEEN_LOST: i32 = 2;
/** A Klondike table found among those seen not lost (klondike tables-seen.ts). */
export const CHECK_TABLE_SEEN_NOT_LOST: i32 = 3;
/** A Klondike talon play written with the moves onto its card (klondike talon-plays.ts). */
export const CHECK_COVERED_TALON_PLAY: i32 = 4;
export const CHECK_KINDS: i32 = 5;

const made = new StaticArray<f64>(CHECK_KINDS);

/** Counts one check of `kind`; a no-op in the release build. */
@inline
export function countCheck(kind: i32): void {
  if (!ASC_NO_ASSERT) unchecked((made[kind] += 1));
}

/** Forgets the counts (a new solve). */
export function resetChecks(): void {
  for (let kind = 0; kind < CHECK_KINDS; kind++) unchecked((made[kind] = 0));
}

/** The checks of `kind` made since the last reset. */
export function checksOfKind(kind: i32): f64 {
  return unchecked(made[kind]);
}
