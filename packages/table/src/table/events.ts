/**
 * The events `<naipe-table>` fires. Each is prefixed, bubbles, crosses shadow roots,
 * and fires only for what the player did, never when a property is set from outside.
 */
import type { GameOptions, Locale } from '@naipe/rules';
import type { Verdict } from '../analysis/service.js';
import type { SolverStatus } from '../analysis/verdicts.js';
import type { CardBack } from './board-view.js';

/**
 * Who made a move: the player, the table's automatic safe moves, Finish, or Play to the
 * end (the solver's line).
 */
export type MoveSource = 'player' | 'auto' | 'finish' | 'solver';

export interface NaipeMoveDetail {
  /** The move in the rules' notation, with its card count (`35:3`, `1h`, `s`). */
  readonly move: string;
  readonly source: MoveSource;
  /** Moves on the board after it. */
  readonly moves: number;
  /** The position after it, in notation. */
  readonly position: string;
}

export interface NaipeWonDetail {
  readonly game: string;
  readonly deal: number | null;
  readonly moves: number;
  readonly elapsedMs: number;
  /** The solver played a move of this game (Play to the end): it is not the player's win. */
  readonly assisted: boolean;
}

export interface NaipeLostDetail {
  /**
   * `unwinnable`: the solver's status of a position the player's move or redo reached
   * turned "no longer winnable" (impossible, an earlier position of the line winnable):
   * the last move may have lost the game, an earlier one, or one of those since the last
   * winnable position where the verdicts known cannot tell (the warning says which; this
   * detail does not). Fired once as the status turns, not for moves on in a lost game,
   * nor where the search for the last winnable position turns "cannot be won from here"
   * into "no longer winnable". `stuck`: no move is left; `abandoned`: the player dealt
   * again before winning.
   */
  readonly reason: 'unwinnable' | 'stuck' | 'abandoned';
}

export interface NaipeVerdictDetail {
  readonly verdict: Verdict;
  readonly status: SolverStatus['kind'];
  readonly position: string;
}

export interface NaipeNewGameDetail {
  readonly game: string;
  readonly options: GameOptions;
  readonly deal: number | null;
  /**
   * Present when the deal came from "winnable deals only": true when the solver proved
   * it winnable, false when no deal tried was proven and this is the best candidate.
   */
  readonly provenWinnable?: boolean;
}

export interface NaipeLocaleChangeDetail {
  /** The language the player chose in the table's menu: `es`, `pt` or `en`. */
  readonly locale: Locale;
}

/** The options of the table's own menu, as properties of the element. */
export interface NaipeSettings {
  readonly winnableOnly: boolean;
  readonly autoSafe: boolean;
  readonly fourColour: boolean;
  readonly back: CardBack;
}

export interface NaipeSettingsChangeDetail {
  /** The setting the player changed, with its new value (`{ back: 'rings' }`). */
  readonly changed: Partial<NaipeSettings>;
  /** Every setting of the menu as it is now. */
  readonly settings: NaipeSettings;
}

declare global {
  interface HTMLElementEventMap {
    'naipe-move': CustomEvent<NaipeMoveDetail>;
    'naipe-won': CustomEvent<NaipeWonDetail>;
    'naipe-lost': CustomEvent<NaipeLostDetail>;
    'naipe-verdict': CustomEvent<NaipeVerdictDetail>;
    'naipe-new-game': CustomEvent<NaipeNewGameDetail>;
    'naipe-locale-change': CustomEvent<NaipeLocaleChangeDetail>;
    'naipe-settings-change': CustomEvent<NaipeSettingsChangeDetail>;
  }
}

export type NaipeEventName = keyof NaipeEventDetails;

export interface NaipeEventDetails {
  'naipe-move': NaipeMoveDetail;
  'naipe-won': NaipeWonDetail;
  'naipe-lost': NaipeLostDetail;
  'naipe-verdict': NaipeVerdictDetail;
  'naipe-new-game': NaipeNewGameDetail;
  'naipe-locale-change': NaipeLocaleChangeDetail;
  'naipe-settings-change': NaipeSettingsChangeDetail;
}

/** Fires one of the table's events from `target`, bubbling out of its shadow root. */
export function fire<N extends NaipeEventName>(
  target: EventTarget,
  name: N,
  detail: NaipeEventDetails[N],
): void {
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
