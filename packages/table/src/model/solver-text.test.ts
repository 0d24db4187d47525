import { SPANISH } from '@naipe/rules';
import { describe, expect, it } from 'vitest';
import { Translator } from './i18n.js';
import { solverSpoken } from './solver-text.js';

describe('solverSpoken', () => {
  it('says the losing move’s warning with what its button does, as for a lost deal', () => {
    const en = new Translator('en', SPANISH);
    expect(solverSpoken(en, { kind: 'lost', undoTo: 3 }, 'klondike')).toBe(
      'That move left the game without a solution. No longer winnable. The “Undo back to the last winnable position” button takes it back.',
    );
    expect(solverSpoken(en, { kind: 'impossible-start' }, 'klondike')).toBe(
      'Cannot be won from the start. The “New winnable deal” button deals one that can be won.',
    );
    expect(solverSpoken(new Translator('pt', SPANISH), { kind: 'lost', undoTo: 0 }, 'spider')).toBe(
      'Essa jogada deixou o jogo sem solução. Já não dá para vencer. O botão «Desfazer até a última posição vencível» desfaz a jogada.',
    );
    expect(solverSpoken(new Translator('es', SPANISH), { kind: 'lost', undoTo: 0 }, 'spider')).toBe(
      'Esa jugada ha dejado la partida sin solución. Ya no se puede ganar. El botón «Deshacer hasta la última posición ganable» la deshace.',
    );
  });

  it('says any other status as the solver line shows it', () => {
    const es = new Translator('es', SPANISH);
    expect(solverSpoken(es, { kind: 'analysing' }, 'freecell')).toBe('Analizando…');
  });
});
