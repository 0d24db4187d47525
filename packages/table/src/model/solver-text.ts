/** The solver's status in words, as the solver line shows it and the live region says it. */
import type { GameId } from '@naipe/rules';
import type { SolverStatus } from '../analysis/verdicts.js';
import { sentences, type Translator } from './i18n.js';

export function solverText(t: Translator, status: SolverStatus, game: GameId): string {
  switch (status.kind) {
    case 'unsupported':
      return t.t('unsupported', { game: t.gameName(game) });
    case 'analysing':
      return t.t('analysing');
    case 'winnable':
      return t.t('winnable');
    case 'lost':
      return t.t('lost');
    case 'impossible-start':
      return t.t('impossibleStart');
    case 'impossible-here':
      return t.t('impossibleHere');
    case 'unknown':
      return t.t('unknown');
    case 'failed':
      return t.t('analysisFailed');
  }
}

/**
 * The warning of a lost game, naming the move that lost it: the last one, an earlier one,
 * or one of those since the last winnable position where the verdicts known cannot tell.
 */
export function lostWarning(
  t: Translator,
  status: Extract<SolverStatus, { kind: 'lost' }>,
): string {
  switch (status.lostBy) {
    case 'last':
      return t.t('lostWarning');
    case 'earlier':
      return t.t('lostEarlierWarning');
    case 'unsure':
      return t.t('lostOneOfWarning');
  }
}

/**
 * What the live region says when the status of a position the player brought about
 * changes: the status, and where it comes with a button, what that button does (the
 * losing move's warning its undo, a deal that cannot be won a new winnable deal).
 */
export function solverSpoken(t: Translator, status: SolverStatus, game: GameId): string {
  const text = solverText(t, status, game);
  switch (status.kind) {
    case 'lost':
      // The button takes back the move just played, or goes back further.
      return sentences(
        lostWarning(t, status),
        text,
        t.t(status.lostBy === 'last' ? 'offerUndoToWinnable' : 'offerUndoToFoundWinnable'),
      );
    case 'impossible-start':
      return sentences(text, t.t('offerWinnableDeal'));
    default:
      return text;
  }
}
