/**
 * How far a position has come, to rank positions no verdict separates (the ends of best
 * lines of different deals): cards home weigh most, then cards turned face up, then
 * face-up cards in suited runs. Cards home alone ties too often: in Spider they come home
 * thirteen at a time, so at small budgets every deal has none.
 */
import { type Game, type Position, rankOf, suitOf } from '@naipe/rules';

export function progressOf(game: Game, position: Position): number {
  let faceUp = 0;
  let inSuitedRuns = 0;
  for (const column of position.columns) {
    faceUp += column.up.length;
    for (let i = 1; i < column.up.length; i++) {
      const under = column.up[i - 1]!;
      const card = column.up[i]!;
      if (suitOf(card) === suitOf(under) && rankOf(card) + 1 === rankOf(under)) inSuitedRuns++;
    }
  }
  // Each of the lesser counts is at most the deck's size, so their sum never reaches the
  // weight of one card home.
  const cards = game.cardCount;
  return game.cardsHome(position) * (2 * cards + 1) + faceUp + inSuitedRuns;
}
