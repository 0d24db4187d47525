/**
 * Which games the solver plays, answered from the rules alone (families.ts): no module is
 * loaded, so a page's main thread can ask before any worker starts (`@naipe/solver/games`).
 */
import type { Game } from '@naipe/rules';
import { familyOf } from './families.js';

export { familyOf, SOLVED_GAME_IDS } from './families.js';

/** Why the solver does not play `game` (a sentence), or undefined when it does. */
export function unsupportedReason(game: Game): string | undefined {
  const family = familyOf(game.variant);
  return family.ok ? undefined : family.error;
}

/** True when the solver plays `game` (same answer as `Solver#supportsGame`). */
export function supportsGame(game: Game): boolean {
  return familyOf(game.variant).ok;
}
