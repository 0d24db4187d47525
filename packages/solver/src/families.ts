/**
 * Which games the solver plays, decided once: a `Variant` of @naipe/rules maps to the
 * solver family that plays it and that family's configuration, or to the sentence that
 * says why it is not played. Everything else asks here: the bindings (`Solver`), the
 * main-thread check (`@naipe/solver/games`), `@naipe/worker`'s list of game ids (and so
 * the table and the CLI, which ask the worker).
 *
 * The answer is read from the rules, not from a game's name: any open game with free
 * cells, foundations and FreeCell-style run moves is the `open` family (FreeCell and
 * Baker's Game today). A family added later (Klondike, Spider) claims its variants here.
 */
import {
  err,
  GAME_IDS,
  GAMES,
  type GameId,
  type GameOptions,
  ok,
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

/** A solver family and its configuration. Only one family exists so far. */
export interface OpenFamily {
  readonly id: 'open';
  readonly config: OpenConfig;
}

export type Family = OpenFamily;
export type FamilyId = Family['id'];

/** The family that plays `variant`, or the sentence saying why the solver does not. */
export function familyOf(variant: Variant): Result<Family, string> {
  const reason = openReason(variant);
  if (reason !== undefined) {
    return err(`the solver does not play ${GAMES[variant.game].names.en} yet: ${reason}`);
  }
  return ok({ id: 'open', config: openConfig(variant) });
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

function openConfig(v: Variant): OpenConfig {
  let redSuits = 0;
  v.deck.suits.forEach((suit, index) => {
    if (suit.colour === 'red') redSuits |= 1 << index;
  });
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

/** Every option set a game offers (the empty set for a game without options). */
export function optionSets(id: GameId): GameOptions[] {
  return GAMES[id].options.reduce<GameOptions[]>(
    (sets, option) =>
      sets.flatMap((set) => option.values.map((value) => ({ ...set, [option.name]: value }))),
    [{}],
  );
}

/**
 * The game ids the solver plays with every option they offer: what a service that
 * answers by game id (`@naipe/worker`'s `supports`) may promise.
 */
export const SOLVED_GAME_IDS: readonly GameId[] = GAME_IDS.filter((id) =>
  optionSets(id).every((options) => familyOf(variantOf(id, resolveOptions(id, options))).ok),
);
