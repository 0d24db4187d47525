/**
 * Which games the solver plays, decided once: a `Variant` of @naipe/rules maps to the
 * solver family that plays it and that family's configuration, or to the sentence that
 * says why it is not played. Everything else asks here: the bindings (`Solver`), the
 * main-thread check (`@naipe/solver/games`), `@naipe/worker`'s list of game ids (and so
 * the table and the CLI, which ask the worker).
 *
 * The answer is read from the rules, not from a game's name: any open game with free
 * cells, foundations and FreeCell-style run moves is the `open` family (FreeCell and
 * Baker's Game today); a game of columns with face-down cards, a stock drawn onto a waste
 * and foundations is the `klondike` family (Klondike and Australian Patience); any game
 * that builds down regardless of suit, moves runs of one suit, deals rows from a stock
 * and sends complete runs off the table is the `spider` family (Spider with every deck
 * and suit count). A family added later claims its variants here.
 */
import {
  err,
  GAME_IDS,
  GAMES,
  type GameId,
  ok,
  optionSets,
  type Result,
  resolveOptions,
  type Variant,
  variantOf,
} from '@naipe/rules';

/** The module's limits for the open family (assembly/families/open/config.ts). */
export const OPEN_LIMITS = { columns: 16, cells: 8, suits: 4, ranks: 15, depth: 64 } as const;

/** Build rules as the module numbers them (assembly/families/open/config.ts BUILD_*). */
export const BUILD_RULES = {
  'alternate-colour': 0,
  'same-suit': 1,
  'different-suit': 2,
  'any-suit': 3,
} as const;

/**
 * The open family's configuration, the arguments of the module's `configure` in order:
 * columns, cells, the deck's size, how cards build, which suits are red (bit per suit,
 * read by the alternate-colour rule) and the rank an empty column takes (0: any card).
 */
export interface OpenConfig {
  readonly columns: number;
  readonly cells: number;
  readonly suits: number;
  readonly ranks: number;
  readonly buildRule: number;
  readonly redSuits: number;
  readonly emptyColumnRank: number;
}

/** A solver family and its configuration. */
export interface OpenFamily {
  readonly id: 'open';
  readonly config: OpenConfig;
}

/** The module's limits for the klondike family (assembly/families/klondike/config.ts). */
export const KLONDIKE_LIMITS = { columns: 16, suits: 4, ranks: 15, depth: 64, talon: 64 } as const;

/** Which cards move together, as the klondike family numbers it (GROUPS_* in its config.ts). */
export const GROUP_RULES = { 'built-run': 0, 'any-face-up': 1 } as const;

/**
 * The klondike family's configuration, the arguments of the module's `configureKlondike`
 * in order: columns, the deck's size, how cards build, which suits are red, cards a draw
 * turns, whether the waste turns over (1) or not (0), whether a foundation card may come
 * back down (1), which cards move together (GROUP_RULES) and the rank an empty column
 * takes (0: any card).
 */
export interface KlondikeConfig {
  readonly columns: number;
  readonly suits: number;
  readonly ranks: number;
  readonly buildRule: number;
  readonly redSuits: number;
  readonly draw: number;
  readonly redeal: number;
  readonly foundationReturns: number;
  readonly groups: number;
  readonly emptyColumnRank: number;
}

export interface KlondikeFamily {
  readonly id: 'klondike';
  readonly config: KlondikeConfig;
}

/** The module's limits for the Spider family (assembly/families/spider/config.ts). */
export const SPIDER_LIMITS = { columns: 10, suits: 4, ranks: 15, copies: 8, cards: 128 } as const;

/**
 * The Spider family's configuration, the arguments of the module's `configureSpider` in
 * order: columns, ranks, and the copies of each suit's series (by suit index; 0 for a
 * suit the game does not hold).
 */
export interface SpiderConfig {
  readonly columns: number;
  readonly ranks: number;
  readonly copies: readonly [number, number, number, number];
}

export interface SpiderFamily {
  readonly id: 'spider';
  readonly config: SpiderConfig;
}

export type Family = OpenFamily | KlondikeFamily | SpiderFamily;
export type FamilyId = Family['id'];

/** The family that plays `variant`, or the sentence saying why the solver does not. */
export function familyOf(variant: Variant): Result<Family, string> {
  let reason: string | undefined;
  if (variant.removesCompleteRuns) {
    reason = spiderReason(variant);
    if (reason === undefined) return ok({ id: 'spider', config: spiderConfig(variant) });
  } else {
    const open = openReason(variant);
    if (open === undefined) return ok({ id: 'open', config: openConfig(variant) });
    // A game with a stock drawn onto a waste is the klondike family's or no family's.
    reason = variant.stock === 'draw' ? klondikeReason(variant) : open;
    if (reason === undefined) return ok({ id: 'klondike', config: klondikeConfig(variant) });
  }
  return err(`the solver does not play ${GAMES[variant.game].names.en} yet: ${reason}`);
}

/** Why the open family cannot play `variant` (a clause), or undefined when it can. */
function openReason(v: Variant): string | undefined {
  if (v.stock !== 'none') return 'it has a stock (only open games without one are solved)';
  if (v.columns.some((c) => c.faceUp < c.cards))
    return 'it deals face-down cards (only open games are solved)';
  if (!v.foundations) return 'it has no foundations';
  if (v.foundationReturns) return 'its foundation cards come back into play';
  if (v.removesCompleteRuns) return 'it removes complete runs';
  if (v.groups !== 'supermove')
    return 'cards move in groups by its own rule (only FreeCell-style run moves are solved)';
  if (v.series.some((copies) => copies !== 1)) return 'it plays with more than one deck';
  if (
    v.columns.length > OPEN_LIMITS.columns ||
    v.cells > OPEN_LIMITS.cells ||
    v.deck.suits.length > OPEN_LIMITS.suits ||
    v.deck.ranks.length > OPEN_LIMITS.ranks
  ) {
    return "its layout is larger than the solver's limits";
  }
  return undefined;
}

function redSuitsOf(v: Variant): number {
  let redSuits = 0;
  v.deck.suits.forEach((suit, index) => {
    if (suit.colour === 'red') redSuits |= 1 << index;
  });
  return redSuits;
}

function openConfig(v: Variant): OpenConfig {
  const redSuits = redSuitsOf(v);
  return {
    columns: v.columns.length,
    cells: v.cells,
    suits: v.deck.suits.length,
    ranks: v.deck.ranks.length,
    buildRule: BUILD_RULES[v.build],
    redSuits,
    emptyColumnRank: v.emptyColumnRank ?? 0,
  };
}

/** Why the klondike family cannot play `variant` (a clause), or undefined when it can. */
export function klondikeReason(v: Variant): string | undefined {
  if (v.stock !== 'draw') return 'it has no stock drawn onto a waste';
  if (v.cells > 0) return 'it has free cells';
  if (!v.foundations) return 'it has no foundations';
  if (v.removesCompleteRuns) return 'it removes complete runs';
  if (v.groups !== 'built-run' && v.groups !== 'any-face-up')
    return 'cards move in groups by its own rule';
  if (v.build === 'any-suit') return 'it builds regardless of suit';
  if (v.series.some((copies) => copies !== 1)) return 'it plays with more than one deck';
  const dealt = v.columns.reduce((sum, c) => sum + c.cards, 0);
  if (
    v.columns.length > KLONDIKE_LIMITS.columns ||
    v.deck.suits.length > KLONDIKE_LIMITS.suits ||
    v.deck.ranks.length > KLONDIKE_LIMITS.ranks ||
    v.deck.suits.length * v.deck.ranks.length - dealt > KLONDIKE_LIMITS.talon
  ) {
    return "its layout is larger than the solver's limits";
  }
  return undefined;
}

export function klondikeConfig(v: Variant): KlondikeConfig {
  return {
    columns: v.columns.length,
    suits: v.deck.suits.length,
    ranks: v.deck.ranks.length,
    buildRule: BUILD_RULES[v.build],
    redSuits: redSuitsOf(v),
    draw: v.drawCount,
    redeal: v.redeal ? 1 : 0,
    foundationReturns: v.foundationReturns ? 1 : 0,
    groups: GROUP_RULES[v.groups as keyof typeof GROUP_RULES],
    emptyColumnRank: v.emptyColumnRank ?? 0,
  };
}

/** Why the Spider family cannot play `variant` (a clause), or undefined when it can. */
function spiderReason(v: Variant): string | undefined {
  if (v.stock !== 'deal') return 'its stock is not dealt in rows';
  if (v.cells > 0 || v.foundations) return 'it has cells or foundations';
  if (v.build !== 'any-suit' || v.groups !== 'suited-run')
    return 'it does not build regardless of suit with runs of one suit';
  if (v.emptyColumnRank !== undefined) return 'its empty columns take only one rank';
  const cards = v.series.reduce((sum, copies) => sum + copies, 0) * v.deck.ranks.length;
  if (
    v.columns.length > SPIDER_LIMITS.columns ||
    v.series.length > SPIDER_LIMITS.suits ||
    v.deck.ranks.length > SPIDER_LIMITS.ranks ||
    v.series.some((copies) => copies > SPIDER_LIMITS.copies) ||
    cards > SPIDER_LIMITS.cards
  ) {
    return "its layout is larger than the solver's limits";
  }
  return undefined;
}

function spiderConfig(v: Variant): SpiderConfig {
  const copies = [0, 1, 2, 3].map((suit) => v.series[suit] ?? 0);
  return {
    columns: v.columns.length,
    ranks: v.deck.ranks.length,
    copies: copies as unknown as SpiderConfig['copies'],
  };
}

/**
 * The game ids the solver plays with every option they offer: what a service that
 * answers by game id (`@naipe/worker`'s `supports`) may promise.
 */
export const SOLVED_GAME_IDS: readonly GameId[] = GAME_IDS.filter((id) =>
  optionSets(id).every((options) => familyOf(variantOf(id, resolveOptions(id, options))).ok),
);
