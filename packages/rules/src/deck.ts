/**
 * Decks as data. A card is a small integer `suit << 4 | rank`, with rank 1..ranks
 * and suit an index into its deck's suits, so nothing assumes 52 cards or 13 ranks.
 */
import { err, ok, type Result } from './result.js';

export const LOCALES = ['es', 'pt', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export type Names = Readonly<Record<Locale, string>>;

export const DECK_IDS = ['french', 'spanish'] as const;
export type DeckId = (typeof DECK_IDS)[number];

export type Colour = 'red' | 'black';

export interface SuitInfo {
  /** Letter used in the notation (`H` in `TH`, `O` in `7O`). */
  readonly symbol: string;
  /** The pip shown on a card face. */
  readonly pip: string;
  /** Only French suits have a colour; Spanish games ask for a different suit instead. */
  readonly colour: Colour | undefined;
  /** Plural suit name as used after "de"/"of": "copas", "cups". */
  readonly names: Names;
}

export interface RankInfo {
  /** Notation symbol, one character (`T` for ten, `S` for sota). */
  readonly symbol: string;
  /** What is printed in a card corner. */
  readonly label: string;
  readonly names: Names;
}

export interface Deck {
  readonly id: DeckId;
  readonly suits: readonly SuitInfo[];
  /** Ranks low to high; `ranks[0]` is rank 1. */
  readonly ranks: readonly RankInfo[];
}

/** A card: `suit << 4 | rank`. */
export type Card = number;

export const card = (suit: number, rank: number): Card => (suit << 4) | rank;
export const rankOf = (c: Card): number => c & 15;
export const suitOf = (c: Card): number => c >> 4;

const names = (es: string, pt: string, en: string): Names => ({ es, pt, en });

export const FRENCH: Deck = {
  id: 'french',
  suits: [
    { symbol: 'C', pip: '♣', colour: 'black', names: names('tréboles', 'paus', 'clubs') },
    { symbol: 'D', pip: '♦', colour: 'red', names: names('diamantes', 'ouros', 'diamonds') },
    { symbol: 'H', pip: '♥', colour: 'red', names: names('corazones', 'copas', 'hearts') },
    { symbol: 'S', pip: '♠', colour: 'black', names: names('picas', 'espadas', 'spades') },
  ],
  ranks: [
    { symbol: 'A', label: 'A', names: names('as', 'ás', 'ace') },
    ...['2', '3', '4', '5', '6', '7', '8', '9'].map((n) => ({
      symbol: n,
      label: n,
      names: names(n, n, n),
    })),
    { symbol: 'T', label: '10', names: names('10', '10', '10') },
    { symbol: 'J', label: 'J', names: names('J', 'valete', 'jack') },
    { symbol: 'Q', label: 'Q', names: names('Q', 'dama', 'queen') },
    { symbol: 'K', label: 'K', names: names('K', 'rei', 'king') },
  ],
};

const SPANISH_NUMBERS: readonly Names[] = [
  names('as', 'ás', 'ace'),
  names('dos', 'dois', 'two'),
  names('tres', 'três', 'three'),
  names('cuatro', 'quatro', 'four'),
  names('cinco', 'cinco', 'five'),
  names('seis', 'seis', 'six'),
  names('siete', 'sete', 'seven'),
  names('ocho', 'oito', 'eight'),
  names('nueve', 'nove', 'nine'),
];

export const SPANISH: Deck = {
  id: 'spanish',
  suits: [
    { symbol: 'O', pip: 'oros', colour: undefined, names: names('oros', 'ouros', 'coins') },
    { symbol: 'C', pip: 'copas', colour: undefined, names: names('copas', 'copas', 'cups') },
    {
      symbol: 'E',
      pip: 'espadas',
      colour: undefined,
      names: names('espadas', 'espadas', 'swords'),
    },
    { symbol: 'B', pip: 'bastos', colour: undefined, names: names('bastos', 'paus', 'clubs') },
  ],
  ranks: [
    ...SPANISH_NUMBERS.map((n, i) => ({ symbol: String(i + 1), label: String(i + 1), names: n })),
    { symbol: 'S', label: '10', names: names('sota', 'sota', 'jack') },
    { symbol: 'C', label: '11', names: names('caballo', 'cavalo', 'knight') },
    { symbol: 'R', label: '12', names: names('rey', 'rei', 'king') },
  ],
};

export const DECKS: Readonly<Record<DeckId, Deck>> = { french: FRENCH, spanish: SPANISH };

/** Every card of one full deck, suit by suit, ranks low to high. */
export function cardsOf(deck: Deck): Card[] {
  const cards: Card[] = [];
  deck.suits.forEach((_, suit) => {
    for (let rank = 1; rank <= deck.ranks.length; rank++) cards.push(card(suit, rank));
  });
  return cards;
}

export function isCardOf(deck: Deck, c: Card): boolean {
  const rank = rankOf(c);
  return rank >= 1 && rank <= deck.ranks.length && suitOf(c) < deck.suits.length;
}

/** `TD`, `QS`, `7C` (siete de copas), `RB` (rey de bastos). */
export function makeCard(deck: Deck, c: Card): string {
  return `${rankSymbol(deck, rankOf(c))}${deck.suits[suitOf(c)]?.symbol ?? '?'}`;
}

export function rankSymbol(deck: Deck, rank: number): string {
  return deck.ranks[rank - 1]?.symbol ?? '?';
}

/**
 * Reads a card written as rank then suit. Besides each deck's own symbols it accepts
 * numeric ranks (`10H`, `12O`) and lower case, so pasted boards from other programs read.
 */
export function parseCard(deck: Deck, text: string): Result<Card, string> {
  const upper = text.toUpperCase();
  const suitIndex = deck.suits.findIndex((s) => s.symbol === upper.slice(-1));
  if (upper.length < 2 || suitIndex < 0) {
    return err(`a suit letter (${deck.suits.map((s) => s.symbol).join(' ')}) at the end`);
  }
  const rank = parseRank(deck, upper.slice(0, -1));
  if (rank === undefined) {
    return err(`a rank (${deck.ranks.map((r) => r.symbol).join(' ')}) before the suit`);
  }
  return ok(card(suitIndex, rank));
}

export function parseRank(deck: Deck, text: string): number | undefined {
  const upper = text.toUpperCase();
  const bySymbol = deck.ranks.findIndex((r) => r.symbol === upper);
  if (bySymbol >= 0) return bySymbol + 1;
  if (/^\d{1,2}$/.test(upper)) {
    const n = Number(upper);
    if (n >= 1 && n <= deck.ranks.length) return n;
  }
  if (upper === 'A') return 1;
  return undefined;
}

/** The spoken name of a card: "siete de copas", "sete de copas", "seven of cups", "J de corazones". */
export function cardName(deck: Deck, c: Card, locale: Locale): string {
  const rank = deck.ranks[rankOf(c) - 1]?.names[locale] ?? '?';
  const suit = deck.suits[suitOf(c)]?.names[locale] ?? '?';
  return locale === 'en' ? `${rank} of ${suit}` : `${rank} de ${suit}`;
}
