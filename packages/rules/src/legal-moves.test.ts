/**
 * The move generator's order and form. How many moves it finds in fixed positions, each
 * count derived by hand and checked by brute force, is in `perft.test.ts`.
 */
import { describe, expect, it } from 'vitest';
import { game, KLONDIKE_EXAMPLE, moveTexts, position, TWO_FREE_CELLS } from '../test/support.js';

const klondike = game('klondike');
const freecell = game('freecell');

describe('legalMoves', () => {
  it('lists moves to the foundations first, then to each column in turn, and the stock last', () => {
    const p = position(klondike, KLONDIKE_EXAMPLE);
    // By destination: the foundations, then columns 1 to 7; for each destination the
    // sources in order: columns, cells, the waste, the foundations.
    expect(moveTexts(klondike, p)).toEqual([
      '3h', // the 6 de oros up
      'wh', // the 6 de copas up
      'w1', // the 6 de copas onto the 7 de oros
      '52', // the 8 de oros onto the 9 de bastos
      'hC3', // the 5 de copas down onto the 6 de oros
      '24', // the 9 de bastos onto the sota de copas
      '54:2', // the 9 de espadas with the 8 de oros on it, onto the sota too
      'hE5', // the 7 de espadas down onto the 8 de oros
      '67', // the rey de bastos into the empty column
      's', // the stock last
    ]);
  });

  it('gives every transfer its card count', () => {
    const p = position(freecell, TWO_FREE_CELLS);
    const moves = freecell.legalMoves(p);
    expect(moves.length).toBeGreaterThan(0);
    for (const m of moves) {
      if (m.kind === 'transfer') expect(m.count, freecell.makeMove(m)).toBeGreaterThanOrEqual(1);
    }
    expect(moveTexts(freecell, p).filter((m) => m.startsWith('21'))).toEqual(['21:3']);
  });
});
