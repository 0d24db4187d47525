import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  card,
  cardName,
  cardsOf,
  DECKS,
  FRENCH,
  isCardOf,
  makeCard,
  parseCard,
  rankOf,
  SPANISH,
  suitOf,
} from './deck.js';

describe('decks', () => {
  it('French has 52 cards in 4 suits of 13, Spanish 48 in 4 suits of 12', () => {
    expect(cardsOf(FRENCH)).toHaveLength(52);
    expect(cardsOf(SPANISH)).toHaveLength(48);
    expect(FRENCH.ranks.map((r) => r.symbol).join('')).toBe('A23456789TJQK');
    expect(SPANISH.ranks.map((r) => r.symbol).join('')).toBe('123456789SCR');
  });

  it('only French suits have colours: diamonds and hearts red, clubs and spades black', () => {
    expect(FRENCH.suits.map((s) => `${s.symbol}:${s.colour}`)).toEqual([
      'C:black',
      'D:red',
      'H:red',
      'S:black',
    ]);
    expect(SPANISH.suits.every((s) => s.colour === undefined)).toBe(true);
  });

  it('a card packs suit and rank in a small integer', () => {
    const c = card(3, 12);
    expect([suitOf(c), rankOf(c)]).toEqual([3, 12]);
    expect(isCardOf(SPANISH, c)).toBe(true);
    expect(isCardOf(SPANISH, card(3, 13))).toBe(false);
    expect(isCardOf(FRENCH, card(3, 13))).toBe(true);
    expect(isCardOf(FRENCH, card(4, 1))).toBe(false);
    expect(isCardOf(FRENCH, card(0, 0))).toBe(false);
  });
});

describe('card notation', () => {
  it('makes and parses every card of both decks', () => {
    for (const deck of Object.values(DECKS)) {
      for (const c of cardsOf(deck)) {
        const text = makeCard(deck, c);
        expect(text).toHaveLength(2);
        expect(parseCard(deck, text)).toEqual({ ok: true, value: c });
      }
    }
  });

  it('reads numeric ranks and lower case from pasted boards', () => {
    expect(parseCard(FRENCH, '10H')).toEqual(parseCard(FRENCH, 'TH'));
    expect(parseCard(FRENCH, 'qs')).toEqual(parseCard(FRENCH, 'QS'));
    expect(parseCard(FRENCH, '1C')).toEqual(parseCard(FRENCH, 'AC'));
    expect(parseCard(SPANISH, '12B')).toEqual(parseCard(SPANISH, 'RB'));
    expect(parseCard(SPANISH, 'AO')).toEqual(parseCard(SPANISH, '1O'));
    // C is both the caballo and copas in the Spanish deck: rank first, suit last.
    expect(makeCard(SPANISH, card(1, 11))).toBe('CC');
  });

  it('rejects bad cards with what was expected', () => {
    for (const bad of ['', 'H', 'XH', '0H', '14H', 'TX', 'T', 'KO', '13O', '♥7', 'ASS']) {
      const parsed = parseCard(bad.endsWith('O') ? SPANISH : FRENCH, bad);
      expect(parsed.ok, bad).toBe(false);
    }
    const noSuit = parseCard(FRENCH, '7X');
    expect(noSuit.ok ? '' : noSuit.error).toContain('C D H S');
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        parseCard(FRENCH, text);
        parseCard(SPANISH, text);
      }),
      { numRuns: 300, seed: 7 },
    );
  });
});

describe('card names', () => {
  it('speaks names in Spanish, Portuguese and English', () => {
    expect(cardName(SPANISH, card(1, 7), 'es')).toBe('siete de copas');
    expect(cardName(SPANISH, card(3, 12), 'es')).toBe('rey de bastos');
    expect(cardName(SPANISH, card(0, 11), 'pt')).toBe('cavalo de ouros');
    expect(cardName(SPANISH, card(2, 10), 'en')).toBe('jack of swords');
    expect(cardName(FRENCH, card(2, 11), 'es')).toBe('J de corazones');
    expect(cardName(FRENCH, card(3, 1), 'en')).toBe('ace of spades');
    expect(cardName(FRENCH, card(1, 13), 'pt')).toBe('rei de ouros');
  });
});
