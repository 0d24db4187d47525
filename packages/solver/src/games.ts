/**
 * Which games the solver plays, answered from the rules alone: no module is loaded, so a
 * page's main thread can ask before any worker starts (`@naipe/solver/games`).
 */
import type { Game } from '@naipe/rules';
import { unsupportedReason } from './encoding.js';

export { unsupportedReason };

/** True when the solver plays `game` (same answer as `Solver#supportsGame`). */
export function supportsGame(game: Game): boolean {
  return unsupportedReason(game) === undefined;
}
