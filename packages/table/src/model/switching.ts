/**
 * What putting a game on the table gives up. Games are kept per slot (storage prefix and
 * variant), so a player can look at another game and come back to theirs: leaving a slot
 * gives nothing up. Only another game asked for in the same slot (a different deal or
 * position) abandons the one in progress there, whether it is on the table or saved.
 */
import type { Session } from './session.js';

/** Where a game is kept: the table's `storage-key` and the game's variant key. */
export interface Slot {
  readonly prefix: string;
  readonly variant: string;
}

export interface OnTable {
  readonly slot: Slot;
  readonly session: Session;
  readonly won: boolean;
}

export interface Arriving {
  readonly slot: Slot;
  readonly session: Session;
  /** The saved game of the arriving slot that `session` replaces, if any. */
  readonly replaced?: Session | undefined;
}

export interface GivenUp {
  /** The game on the table is abandoned (counted lost, its saved copy dropped). */
  readonly tableGame: boolean;
  /** The saved game the arriving one replaces counts as lost. */
  readonly replacedGame: boolean;
}

const sameSlot = (a: Slot, b: Slot) => a.prefix === b.prefix && a.variant === b.variant;

export function givenUp(onTable: OnTable | undefined, arriving: Arriving): GivenUp {
  const here = !!onTable && sameSlot(onTable.slot, arriving.slot);
  const tableGame =
    here &&
    onTable.session.counted &&
    !onTable.won &&
    !onTable.session.decided &&
    !onTable.session.isSameGame(arriving.session);
  // In the same slot the saved game is the table's own: it counts once, as the table's.
  // A game won once (then undone) already has its result: giving it up is no loss.
  const replaced = arriving.replaced;
  const replacedGame = !!replaced?.counted && !replaced.decided && !(here && tableGame);
  return { tableGame, replacedGame };
}
