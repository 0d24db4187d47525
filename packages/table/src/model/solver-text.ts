/** The solver's status in words, as the solver line shows it and the live region says it. */
import type { GameId } from '@naipe/rules';
import type { SolverStatus } from '../analysis/verdicts.js';
import type { Translator } from './i18n.js';

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
