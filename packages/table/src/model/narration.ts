/**
 * What the live region says about a move: the move, then what it changed that a player
 * who cannot see the board needs to hear — the card a draw turned up on the waste, a
 * face-down card the move turned over, what a Spider deal made playable, a complete run
 * leaving the table. A move and the safe moves it set off are said together. Undo and
 * redo say which move they took back or played again. Kept short: a Spider deal names
 * at most `NAMED_AFTER_DEAL` moves and counts the rest.
 */
import { type Game, type Move, type Position, suitOf, topOf, wasteTopOf } from '@naipe/rules';
import { sentences, type Translator } from './i18n.js';
import { movingCard } from './session.js';

/** A move with the positions on either side of it. */
export interface Step {
  readonly before: Position;
  /** As the rules resolved it, its card count filled in. */
  readonly move: Move;
  readonly after: Position;
}

/** How many of the moves a Spider deal opened are named; the others are counted. */
export const NAMED_AFTER_DEAL = 2;

/** What is said once a move is played: "You draw: 7 of hearts". */
export function sayPlayed(t: Translator, game: Game, step: Step): string {
  const { before, move, after } = step;
  switch (move.kind) {
    case 'redeal':
      return t.t('redealt');
    case 'stock':
      return game.variant.stock === 'deal'
        ? sentences(
            t.t('dealtCards', { cards: t.count(before.stock.length - after.stock.length) }),
            ...runsOff(t, step),
            sayPlayable(t, game, after),
          )
        : sayDraw(t, step);
    case 'transfer':
      return sentences(
        t.move(move, movingCard(before, move), false),
        ...runsOff(t, step),
        ...turnedUp(t, step),
      );
  }
}

/**
 * What is said of a move and the safe moves that followed it by themselves, at once when
 * they are over: "7 of spades to column 3. Then, automatically: ace of clubs to its
 * foundation. 2 of clubs to its foundation". `played` is what `sayPlayed` said of each.
 */
export function sayTurn(
  t: Translator,
  played: string | undefined,
  automatic: readonly string[],
): string {
  return sentences(
    played,
    automatic.length > 0 ? t.t('thenAutomatically', { moves: sentences(...automatic) }) : undefined,
  );
}

/** What is said once a move is undone: "Undone: 5 of spades to column 1". */
export function sayUndone(t: Translator, game: Game, step: Step): string {
  const { before, move } = step;
  const deals = game.variant.stock === 'deal';
  const said =
    move.kind === 'transfer'
      ? t.move(move, movingCard(before, move), deals)
      : t.t(move.kind === 'redeal' ? 'theRedeal' : deals ? 'theDeal' : 'theDraw');
  return t.t('undoneMove', { move: said });
}

/** What is said once a move is redone: the move as when it was played. */
export function sayRedone(t: Translator, game: Game, step: Step): string {
  return sentences(t.t('redone'), sayPlayed(t, game, step));
}

/** What is said once the warning's button took back `moves` moves. */
export function sayUndoneToWinnable(t: Translator, moves: number): string {
  return moves === 1 ? t.t('undoneToWinnableOne') : t.t('undoneToWinnable', { n: moves });
}

/** A draw names the card now on top of the waste, the only one that plays. */
function sayDraw(t: Translator, { before, after }: Step): string {
  const top = wasteTopOf(after);
  const drawn = after.waste.length - before.waste.length;
  if (top === undefined) return t.t('drew');
  const card = t.card(top);
  return drawn > 1 ? t.t('drewCards', { n: drawn, card }) : t.t('drewCard', { card });
}

/** A sentence for each complete run that left the table with the move. */
function runsOff(t: Translator, { before, after }: Step): string[] {
  return after.completed
    .slice(before.completed.length)
    .map((suit) => t.t('runOff', { suit: t.suitName(suit) }));
}

/** A sentence for each face-down card the move turned up: what a player could not see. */
function turnedUp(t: Translator, { before, after }: Step): string[] {
  return after.columns.flatMap((column, index) => {
    const turned = column.down.length < (before.columns[index]?.down.length ?? 0);
    const card = column.up[0];
    return turned && card !== undefined ? [t.t('turnedUp', { card: t.card(card) })] : [];
  });
}

/** After a Spider deal: the first moves it opened, the others counted, or that none is. */
function sayPlayable(t: Translator, game: Game, position: Position): string {
  const moves = playableAfterDeal(game, position);
  if (moves.length === 0) return t.t('noCardMoves');
  const named = moves
    .slice(0, NAMED_AFTER_DEAL)
    .map((move) => t.move(move, movingCard(position, move), true))
    .join(', ');
  const more = moves.length - NAMED_AFTER_DEAL;
  return more > 0 ? t.t('canPlayMore', { moves: named, more }) : t.t('canPlay', { moves: named });
}

/**
 * One move for each column whose cards can go elsewhere after a deal: the longest run a
 * tap can send (a tap on its base card sends it there), moves onto the same suit first.
 */
export function playableAfterDeal(game: Game, position: Position): Move[] {
  const found: { move: Move; inSuit: boolean }[] = [];
  for (const [index, column] of position.columns.entries()) {
    for (let count = column.up.length; count >= 1; count--) {
      if (game.liftableCount(position, index, column.up.length - count) !== count) continue;
      const move = game.tapMove(position, { kind: 'column', index }, count);
      if (move?.kind !== 'transfer') continue;
      const base = movingCard(position, move);
      const onto = move.to.kind === 'column' ? topOf(position.columns[move.to.index]!) : undefined;
      const inSuit = base !== undefined && onto !== undefined && suitOf(base) === suitOf(onto);
      found.push({ move, inSuit });
      break;
    }
  }
  // Sorting is stable: within each kind, columns stay in order.
  return found.sort((a, b) => Number(b.inSuit) - Number(a.inSuit)).map((f) => f.move);
}
