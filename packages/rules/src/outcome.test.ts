/**
 * The outcome of a position: won, stuck or playing. Klondike, whose stock turns round for
 * ever, is stuck only when no card can move however often the stock turns. Each game's own
 * "won" and "lost" lines of the rule pages stay with its other examples.
 */
import { describe, expect, it } from 'vitest';
import { FREECELL_STUCK, game, moveTexts, played, position } from '../test/support.js';

const freecell = game('freecell');
const spanish = game('klondike');
const spanish3 = game('klondike', { draw: 3 });

describe('FreeCell outcome', () => {
  it('is stuck when no legal move is left', () => {
    const p = position(freecell, FREECELL_STUCK);
    expect(moveTexts(freecell, p)).toEqual([]);
    expect(freecell.outcome(p)).toBe('stuck');
    expect(freecell.isWon(p)).toBe(false);
  });

  it('is won with all 52 cards on the foundations', () => {
    const p = position(
      freecell,
      `
      Foundations: C-K D-K H-K S-Q
      KS
      :
      :
      :
      :
      :
      :
      :`,
    );
    expect(freecell.outcome(p)).toBe('playing');
    const won = played(freecell, p, '1h');
    expect(freecell.isWon(won)).toBe(true);
    expect(freecell.outcome(won)).toBe('won');
    expect(freecell.cardsHome(won)).toBe(52);
    expect(freecell.makePosition(won)).toBe(
      ['Foundations: C-K D-K H-K S-K', ':', ':', ':', ':', ':', ':', ':', ':'].join('\n'),
    );
  });
});

/**
 * Only espadas are left; one in each column (they never build on each other) and three in
 * the stock, with the 3 de espadas between the 4 and the sota. No empty column, so the
 * reyes on the foundations cannot come back down.
 */
const HIDDEN_THREE = `
  Foundations: O-R C-R E-2 B-R
  Stock: 4E 3E SE
  5E
  6E
  7E
  8E
  9E
  CE
  RE`;

describe('Klondike outcome', () => {
  it('is playing while turning the stock can still bring a card into play', () => {
    // Draw one: the 3 de espadas comes up on the second draw and goes home.
    expect(spanish.outcome(position(spanish, HIDDEN_THREE))).toBe('playing');
  });

  it('is stuck when no card can ever move, however often the stock turns', () => {
    // Draw three: the three cards turn as one group, the 4 on top every time.
    const p = position(spanish3, HIDDEN_THREE);
    expect(moveTexts(spanish3, p)).toEqual(['s']);
    expect(spanish3.outcome(p)).toBe('stuck');
    expect(spanish3.outcome(played(spanish3, p, 's'))).toBe('stuck');
  });
});
