import { type GameId, type Locale, SPANISH } from '@naipe/rules';
import { describe, expect, it } from 'vitest';
import type { SolverStatus } from '../analysis/verdicts.js';
import { Translator } from './i18n.js';
import { solverSpoken } from './solver-text.js';

describe('solverSpoken', () => {
  it('says the losing move’s warning with what its button does, as for a lost deal', () => {
    const cases: [Locale, SolverStatus, GameId, string][] = [
      [
        'en',
        { kind: 'lost', undoTo: 3, lostBy: 'last' },
        'klondike',
        'That move left the game without a solution. No longer winnable. The “Undo back to the last winnable position” button takes it back.',
      ],
      [
        'en',
        { kind: 'impossible-start' },
        'klondike',
        'Cannot be won from the start. The “New winnable deal” button deals one that can be won.',
      ],
      [
        'pt',
        { kind: 'lost', undoTo: 0, lostBy: 'last' },
        'spider',
        'Essa jogada deixou o jogo sem solução. Já não dá para vencer. O botão «Desfazer até a última posição vencível» desfaz a jogada.',
      ],
      [
        'es',
        { kind: 'lost', undoTo: 0, lostBy: 'last' },
        'spider',
        'Esa jugada ha dejado la partida sin solución. Ya no se puede ganar. El botón «Deshacer hasta la última posición ganable» la deshace.',
      ],
    ];
    for (const [locale, status, game, said] of cases) {
      expect(solverSpoken(new Translator(locale, SPANISH), status, game), locale).toBe(said);
    }
  });

  it('blames the move that lost the game, not the last one where that was earlier', () => {
    const said = (locale: 'es' | 'pt' | 'en', lostBy: 'earlier' | 'unsure') =>
      solverSpoken(
        new Translator(locale, SPANISH),
        { kind: 'lost', undoTo: 2, lostBy },
        'klondike',
      );
    expect(said('es', 'earlier')).toBe(
      'Una jugada anterior ya había dejado la partida sin solución. Ya no se puede ganar. Una posición anterior aún se puede ganar: el botón «Deshacer hasta la última posición ganable» vuelve a ella.',
    );
    expect(said('pt', 'earlier')).toBe(
      'Uma jogada anterior já tinha deixado o jogo sem solução. Já não dá para vencer. Uma posição anterior ainda dá para vencer: o botão «Desfazer até a última posição vencível» volta a ela.',
    );
    expect(said('en', 'earlier')).toBe(
      'An earlier move had already left the game without a solution. No longer winnable. An earlier position can still be won: the “Undo back to the last winnable position” button goes back to it.',
    );
    expect(said('es', 'unsure')).toMatch(
      /^Una de las jugadas desde la última posición ganable ha dejado la partida sin solución\. /,
    );
    expect(said('pt', 'unsure')).toMatch(
      /^Uma das jogadas desde a última posição vencível deixou o jogo sem solução\. /,
    );
    expect(said('en', 'unsure')).toMatch(
      /^One of the moves since the last winnable position left the game without a solution\. /,
    );
  });

  it('says any other status as the solver line shows it', () => {
    const es = new Translator('es', SPANISH);
    expect(solverSpoken(es, { kind: 'analysing' }, 'freecell')).toBe('Analizando…');
  });
});
