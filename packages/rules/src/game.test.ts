import { describe, expect, it } from 'vitest';
import { dealt, game } from '../test/support.js';
import { Game } from './game.js';

describe('Game', () => {
  it('runs the README example', () => {
    const created = Game.create('klondike', { draw: 3 });
    if (!created.ok) throw new Error(created.error.message);
    const g = created.value;
    const start = g.deal(1);
    if (!start.ok) throw new Error(start.error.message);
    const history = g.history(start.value);
    const results = ['61', '73', 's', 'w1'].map((text) => {
      const m = g.parseMove(text);
      if (!m.ok) throw new Error(m.error.message);
      const played = history.play(m.value);
      return played.ok ? 'ok' : played.error.code;
    });
    // The first draw of three turns the caballo, the 2 and the 9 de copas: the 9 is on top
    // and does not go on the 6 de espadas of column 1.
    expect(results).toEqual(['ok', 'ok', 'ok', 'ERR_DOES_NOT_BUILD']);
    expect(g.outcome(history.position)).toBe('playing');
    expect(g.legalMoves(history.position).map((m) => g.makeMove(m))).toContain('s');
  });

  it('names cards for screen readers and logs', () => {
    const klondike = game('klondike');
    const top = dealt(klondike, 1).columns[0]!.up[0]!;
    expect(klondike.makeCard(top)).toBe('7B');
    expect(klondike.cardName(top, 'es')).toBe('siete de bastos');
    expect(klondike.cardName(top, 'pt')).toBe('sete de paus');
    expect(klondike.cardName(top, 'en')).toBe('seven of clubs');
  });

  it('counts the cards home: none at the deal', () => {
    for (const id of ['freecell', 'klondike', 'spider']) {
      const g = game(id);
      expect(g.cardsHome(dealt(g, 5))).toBe(0);
      expect(g.isWon(dealt(g, 5))).toBe(false);
    }
  });
});
