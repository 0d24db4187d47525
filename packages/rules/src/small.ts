/**
 * Small variants: each game of the rule book on a reduced deck (fewer suits, fewer ranks)
 * and a smaller layout, for tests and research. A plain exhaustive search settles their
 * deals in milliseconds, so a solver's verdicts can be checked against it on thousands of
 * deals (`exhaustive.ts`). Nothing here changes a rule: the rules read the deck's top rank
 * as the king (rey), the run a Spider column completes and the rank a foundation ends on,
 * so a small variant is the same game on fewer cards.
 */
import { DECKS, type Deck, type DeckId } from './deck.js';
import { Game, type GameError } from './game.js';
import { err, ok, type Result } from './result.js';
import {
  GAMES,
  type GameId,
  isGameId,
  resolveOptions,
  VARIANT_LIMITS,
  type Variant,
  variantOf,
} from './variant.js';

/** A small variant as plain data (it crosses a worker boundary or a file as JSON). */
export interface SmallSpec {
  readonly game: GameId;
  /** Klondike and Spider: `spanish` (their default) or `french`; the other games are French. */
  readonly deck?: DeckId;
  /** The first `suits` suits of the deck, in its order: French C D H S, Spanish O C E B. */
  readonly suits: number;
  /** Ranks 1 to `ranks`; the highest plays the king (rey): it fills empty columns, ends foundations and heads a Spider run. */
  readonly ranks: number;
  readonly columns: number;
  /** FreeCell and Baker's Game (required): free cells, 0 to 7. Every card is dealt. */
  readonly cells?: number;
  /** Australian (required): cards in each column, all face up; the rest is the stock. */
  readonly cardsPerColumn?: number;
  /** Klondike: 1 (default) or 3. Column n gets n cards; the rest is the stock. */
  readonly draw?: 1 | 3;
  /** Spider: copies of each card, 2 (default) as in the real game. */
  readonly copies?: number;
  /** Spider (required): deals in the stock, one card per column each; the rest is dealt. */
  readonly stockDeals?: number;
}

export interface SmallVariantError {
  readonly code: 'ERR_BAD_SMALL_VARIANT';
  readonly message: string;
}

/** The fields a game reads beyond game, deck, suits, ranks and columns. */
const FIELDS: Readonly<Record<GameId, readonly (keyof SmallSpec)[]>> = {
  freecell: ['cells'],
  'bakers-game': ['cells'],
  australian: ['cardsPerColumn'],
  klondike: ['draw'],
  spider: ['copies', 'stockDeals'],
};
const REQUIRED: readonly (keyof SmallSpec)[] = ['cells', 'cardsPerColumn', 'stockDeals'];
const COMMON: readonly string[] = ['game', 'deck', 'suits', 'ranks', 'columns'];

/** The first `suits` suits and `ranks` ranks of a deck. */
export function reducedDeck(deck: Deck, suits: number, ranks: number): Deck {
  return { id: deck.id, suits: deck.suits.slice(0, suits), ranks: deck.ranks.slice(0, ranks) };
}

/** `total` cards one at a time round the columns: the first columns get one more. */
const evenly = (total: number, columns: number) =>
  Array.from(
    { length: columns },
    (_, i) => Math.floor(total / columns) + (i < total % columns ? 1 : 0),
  );

const isCount = (n: unknown, min: number, max: number): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max;

/** The variant a spec describes, or what is wrong with the spec. */
export function smallVariant(spec: SmallSpec): Result<Variant, SmallVariantError> {
  const fail = (message: string) =>
    err<SmallVariantError>({
      code: 'ERR_BAD_SMALL_VARIANT',
      message: `small ${String(spec.game)}: ${message}`,
    });
  if (!isGameId(spec.game))
    return fail(`unknown game: expected one of ${Object.keys(GAMES).join(', ')}`);
  const fields = FIELDS[spec.game];
  for (const name of Object.keys(spec)) {
    if (!COMMON.includes(name) && !fields.includes(name as keyof SmallSpec))
      return fail(`has no "${name}" (it reads ${[...COMMON, ...fields].join(', ')})`);
  }
  for (const name of fields) {
    if (REQUIRED.includes(name) && spec[name] === undefined) return fail(`needs "${name}"`);
  }
  const offersDeck = GAMES[spec.game].options.some((o) => o.name === 'deck');
  if (spec.deck !== undefined && !offersDeck) return fail('is played with the French deck only');
  if (spec.deck !== undefined && !Object.hasOwn(DECKS, spec.deck))
    return fail(`deck is ${Object.keys(DECKS).join(' or ')}, not "${spec.deck}"`);
  if (spec.draw !== undefined && spec.draw !== 1 && spec.draw !== 3)
    return fail(`draw is 1 or 3, not ${spec.draw}`);
  const base = variantOf(
    spec.game,
    resolveOptions(spec.game, { deck: spec.deck, draw: spec.draw ?? 1 }),
  );
  const full = base.deck;
  if (!isCount(spec.suits, 1, full.suits.length))
    return fail(`suits is 1 to ${full.suits.length}, not ${spec.suits}`);
  if (!isCount(spec.ranks, 2, full.ranks.length))
    return fail(`ranks is 2 to ${full.ranks.length}, not ${spec.ranks}`);
  if (!isCount(spec.columns, 1, VARIANT_LIMITS.columns))
    return fail(`columns is 1 to ${VARIANT_LIMITS.columns}, not ${spec.columns}`);
  const deck = reducedDeck(full, spec.suits, spec.ranks);
  const copies = spec.game === 'spider' ? (spec.copies ?? 2) : 1;
  if (!isCount(copies, 1, 8)) return fail(`copies is 1 to 8, not ${copies}`);
  const total = spec.suits * spec.ranks * copies;
  const king = spec.ranks;
  const common = {
    deck,
    series: deck.suits.map(() => 1),
    emptyColumnRank: base.emptyColumnRank === undefined ? undefined : king,
    numbering: 'seeded' as const,
  };
  switch (spec.game) {
    case 'freecell':
    case 'bakers-game': {
      if (!isCount(spec.cells, 0, VARIANT_LIMITS.cells))
        return fail(`cells is 0 to ${VARIANT_LIMITS.cells}, not ${spec.cells}`);
      const columns = evenly(total, spec.columns).map((cards) => ({ cards, faceUp: cards }));
      return ok({ ...base, ...common, columns, cells: spec.cells });
    }
    case 'australian': {
      const per = spec.cardsPerColumn;
      if (!isCount(per, 1, total) || per * spec.columns > total)
        return fail(`${spec.columns} columns of ${per} cards do not fit in ${total} cards`);
      const columns = Array.from({ length: spec.columns }, () => ({ cards: per, faceUp: per }));
      return ok({ ...base, ...common, columns });
    }
    case 'klondike': {
      const dealt = (spec.columns * (spec.columns + 1)) / 2;
      if (dealt > total)
        return fail(
          `columns of 1 to ${spec.columns} cards take ${dealt}, more than the ${total} cards`,
        );
      const columns = Array.from({ length: spec.columns }, (_, i) => ({ cards: i + 1, faceUp: 1 }));
      return ok({ ...base, ...common, columns });
    }
    case 'spider': {
      const deals = spec.stockDeals;
      const dealt = total - (deals ?? 0) * spec.columns;
      if (!isCount(deals, 0, total) || dealt < spec.columns)
        return fail(
          `${deals} deals of ${spec.columns} leave ${dealt} of ${total} cards to deal, fewer than one a column`,
        );
      const columns = evenly(dealt, spec.columns).map((cards) => ({ cards, faceUp: 1 }));
      return ok({ ...base, ...common, series: deck.suits.map(() => copies), columns });
    }
  }
}

/**
 * The game a spec describes; `game.deal(seed)` then gives its seeded, reproducible deals
 * (SplitMix32 and Fisher–Yates over the small deck, laid out as in the full game).
 */
export function smallGame(spec: SmallSpec): Result<Game, SmallVariantError | GameError> {
  const variant = smallVariant(spec);
  return variant.ok ? Game.fromVariant(variant.value) : variant;
}

/**
 * One small variant for every option of the rule book's games, each settled by the
 * exhaustive search in a few milliseconds a deal, with winnable and impossible deals mixed.
 * Klondike's Spanish and French decks differ only from three suits on (with two, a
 * different suit is the other colour), so they use three. Spider's deck changes only the
 * notation; both are listed so both are read.
 */
export const SMALL_VARIANTS: readonly { readonly name: string; readonly spec: SmallSpec }[] = [
  { name: 'freecell', spec: { game: 'freecell', suits: 3, ranks: 5, columns: 4, cells: 1 } },
  { name: 'bakers-game', spec: { game: 'bakers-game', suits: 3, ranks: 5, columns: 4, cells: 1 } },
  {
    name: 'australian',
    spec: { game: 'australian', suits: 2, ranks: 7, columns: 3, cardsPerColumn: 3 },
  },
  {
    name: 'klondike spanish draw 1',
    spec: { game: 'klondike', deck: 'spanish', suits: 2, ranks: 7, columns: 4, draw: 1 },
  },
  {
    name: 'klondike spanish draw 3',
    spec: { game: 'klondike', deck: 'spanish', suits: 3, ranks: 5, columns: 4, draw: 3 },
  },
  {
    name: 'klondike french draw 1',
    spec: { game: 'klondike', deck: 'french', suits: 3, ranks: 5, columns: 4, draw: 1 },
  },
  {
    name: 'klondike french draw 3',
    spec: { game: 'klondike', deck: 'french', suits: 3, ranks: 5, columns: 4, draw: 3 },
  },
  {
    name: 'spider spanish 1 suit',
    spec: { game: 'spider', deck: 'spanish', suits: 1, ranks: 6, columns: 4, stockDeals: 1 },
  },
  {
    name: 'spider spanish 2 suits',
    spec: { game: 'spider', deck: 'spanish', suits: 2, ranks: 5, columns: 4, stockDeals: 2 },
  },
  {
    name: 'spider spanish 4 suits',
    spec: { game: 'spider', deck: 'spanish', suits: 4, ranks: 3, columns: 4, stockDeals: 1 },
  },
  {
    name: 'spider french 2 suits',
    spec: { game: 'spider', deck: 'french', suits: 2, ranks: 4, columns: 4, stockDeals: 1 },
  },
];
