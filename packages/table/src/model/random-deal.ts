/** A new deal's number, when the player asks for a new game without naming one. */
import type { Game } from '@naipe/rules';

/** New deals are drawn from the first million numbers: short enough to read out and share. */
const RANDOM_DEALS = 1_000_000;

export function randomDeal(game: Game): number {
  const [n = 0] = crypto.getRandomValues(new Uint32Array(1));
  return 1 + (n % Math.min(RANDOM_DEALS, game.info.maxDeal));
}
