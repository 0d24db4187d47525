/**
 * The five games described as data. One move generator reads these fields, so a
 * rule lives in exactly one place and each game is the sum of its choices.
 */
import { DECKS, type Deck, type DeckId } from './deck.js';

export const GAME_IDS = ['freecell', 'bakers-game', 'australian', 'klondike', 'spider'] as const;
export type GameId = (typeof GAME_IDS)[number];

/** How a card may be built down on a column card one rank higher. */
export type BuildRule = 'alternate-colour' | 'same-suit' | 'different-suit' | 'any-suit';

/**
 * Which cards of a column move together:
 * - `supermove`: a run built by the build rule, limited to (F+1)×2^E cards (FreeCell);
 * - `any-face-up`: any face-up card with everything on top of it, in any order (Australian);
 * - `built-run`: a face-up run built by the build rule (Klondike);
 * - `suited-run`: a run descending by one in a single suit (Spider).
 */
export type GroupRule = 'supermove' | 'any-face-up' | 'built-run' | 'suited-run';

/** What turning the stock does: draw onto the waste, or deal one card onto every column. */
export type StockRule = 'none' | 'draw' | 'deal';

export interface Variant {
  readonly game: GameId;
  readonly deck: Deck;
  /** How many copies of each series the game uses (Spider: 8 series over 4, 2 or 1 suits). */
  readonly series: readonly number[];
  /** Cards dealt to each column, and how many of them lie face up on top. */
  readonly columns: readonly { readonly cards: number; readonly faceUp: number }[];
  readonly cells: number;
  readonly foundations: boolean;
  /** Klondike lets the top foundation card come back to a column. */
  readonly foundationReturns: boolean;
  readonly build: BuildRule;
  readonly groups: GroupRule;
  /** The rank an empty column accepts at the base of what moves in, or undefined for any card. */
  readonly emptyColumnRank: number | undefined;
  readonly stock: StockRule;
  readonly drawCount: number;
  /** Turning the empty stock's waste over: unlimited in Klondike, never in Australian. */
  readonly redeal: boolean;
  /** Spider: a complete king-to-ace run of one suit leaves the table by itself. */
  readonly removesCompleteRuns: boolean;
  /** Microsoft numbering for FreeCell-family deals, the seeded shuffle for the rest. */
  readonly numbering: 'microsoft' | 'seeded';
}

export interface GameOptions {
  readonly deck?: DeckId;
  readonly draw?: 1 | 3;
  readonly suits?: 1 | 2 | 4;
}

export interface ResolvedOptions {
  readonly deck: DeckId;
  readonly draw: 1 | 3;
  readonly suits: 1 | 2 | 4;
}

export interface OptionSpec {
  readonly name: keyof GameOptions;
  readonly values: readonly (string | number)[];
  readonly default: string | number;
}

export interface GameInfo {
  readonly id: GameId;
  readonly names: Readonly<Record<'es' | 'pt' | 'en', string>>;
  /** The options a player may choose, with their defaults; absent ones are fixed. */
  readonly options: readonly OptionSpec[];
  /** Highest deal number (Microsoft deals stop at 2^31-1, seeded ones at 2^32-1). */
  readonly maxDeal: number;
}

export const GAMES: Readonly<Record<GameId, GameInfo>> = {
  freecell: {
    id: 'freecell',
    names: { es: 'FreeCell', pt: 'FreeCell', en: 'FreeCell' },
    options: [],
    maxDeal: 2 ** 31 - 1,
  },
  'bakers-game': {
    id: 'bakers-game',
    names: { es: 'Baker’s Game', pt: 'Baker’s Game', en: 'Baker’s Game' },
    options: [],
    maxDeal: 2 ** 31 - 1,
  },
  australian: {
    id: 'australian',
    names: { es: 'Solitario australiano', pt: 'Paciência australiana', en: 'Australian Patience' },
    options: [],
    maxDeal: 2 ** 32 - 1,
  },
  klondike: {
    id: 'klondike',
    names: { es: 'Solitario clásico', pt: 'Paciência clássica', en: 'Klondike' },
    options: [
      { name: 'deck', values: ['spanish', 'french'], default: 'spanish' },
      { name: 'draw', values: [1, 3], default: 1 },
    ],
    maxDeal: 2 ** 32 - 1,
  },
  spider: {
    id: 'spider',
    names: { es: 'Spider', pt: 'Spider', en: 'Spider' },
    options: [
      { name: 'deck', values: ['spanish', 'french'], default: 'spanish' },
      { name: 'suits', values: [1, 2, 4], default: 1 },
    ],
    maxDeal: 2 ** 32 - 1,
  },
};

/**
 * What an option is in a game that does not offer it: FreeCell, Baker's Game and
 * Australian Patience use the French deck, Australian turns one card at a time, and
 * every game but Spider holds every suit.
 */
const FIXED_OPTIONS: ResolvedOptions = { deck: 'french', draw: 1, suits: 4 };

/**
 * Each option as chosen, or else its default in `specs`, or else fixed where `specs` do
 * not offer it. Only the registry (`GAMES[...].options`) says what a default is.
 */
function resolveAgainst(specs: readonly OptionSpec[], options: GameOptions): ResolvedOptions {
  const choose = <K extends keyof ResolvedOptions>(name: K): ResolvedOptions[K] => {
    const spec = specs.find((o) => o.name === name);
    if (spec === undefined) return FIXED_OPTIONS[name];
    return (options[name] ?? spec.default) as ResolvedOptions[K];
  };
  return { deck: choose('deck'), draw: choose('draw'), suits: choose('suits') };
}

/** Each option's default as the registry gives it (the games offering an option agree). */
export const DEFAULT_OPTIONS: ResolvedOptions = resolveAgainst(
  GAME_IDS.flatMap((id) => GAMES[id].options),
  {},
);

export function isGameId(id: string): id is GameId {
  return (GAME_IDS as readonly string[]).includes(id);
}

/** Fills in the registry's defaults and pins options a game does not offer (FreeCell is always French). */
export function resolveOptions(game: GameId, options: GameOptions = {}): ResolvedOptions {
  return resolveAgainst(GAMES[game].options, options);
}

/** Every option set a game offers (the empty set for a game without options). */
export function optionSets(id: GameId): GameOptions[] {
  return GAMES[id].options.reduce<GameOptions[]>(
    (sets, option) =>
      sets.flatMap((set) => option.values.map((value) => ({ ...set, [option.name]: value }))),
    [{}],
  );
}

/** Deals columns one card at a time, left to right, until each holds its share. */
const spread = (counts: readonly number[], faceUp: (n: number) => number) =>
  counts.map((cards) => ({ cards, faceUp: faceUp(cards) }));

export function variantOf(game: GameId, options: ResolvedOptions): Variant {
  const deck = DECKS[options.deck];
  const fullDeck = deck.suits.map(() => 1);
  const base = {
    game,
    deck,
    series: fullDeck,
    cells: 0,
    foundations: true,
    foundationReturns: false,
    emptyColumnRank: undefined,
    stock: 'none' as StockRule,
    drawCount: 1,
    redeal: false,
    removesCompleteRuns: false,
    numbering: 'seeded' as const,
  };
  const king = deck.ranks.length;
  switch (game) {
    case 'freecell':
    case 'bakers-game':
      return {
        ...base,
        columns: spread([7, 7, 7, 7, 6, 6, 6, 6], (n) => n),
        cells: 4,
        build: game === 'freecell' ? 'alternate-colour' : 'same-suit',
        groups: 'supermove',
        numbering: 'microsoft',
      };
    case 'australian':
      return {
        ...base,
        columns: spread([4, 4, 4, 4, 4, 4, 4], (n) => n),
        build: 'same-suit',
        groups: 'any-face-up',
        emptyColumnRank: king,
        stock: 'draw',
      };
    case 'klondike':
      return {
        ...base,
        columns: spread([1, 2, 3, 4, 5, 6, 7], () => 1),
        foundationReturns: true,
        build: deck.suits.every((s) => s.colour) ? 'alternate-colour' : 'different-suit',
        groups: 'built-run',
        emptyColumnRank: king,
        stock: 'draw',
        drawCount: options.draw,
        redeal: true,
      };
    case 'spider': {
      const counts =
        options.deck === 'french' ? [6, 6, 6, 6, 5, 5, 5, 5, 5, 5] : [5, 5, 5, 5, 5, 5, 4, 4, 4, 4];
      return {
        ...base,
        series: spiderSeries(deck, options.suits),
        columns: spread(counts, () => 1),
        foundations: false,
        build: 'any-suit',
        groups: 'suited-run',
        stock: 'deal',
        removesCompleteRuns: true,
      };
    }
  }
}

/**
 * Eight series in every Spider: one suit is all espadas (spades), two suits add copas
 * (hearts), four suits use two of each. Returned as copies per suit index.
 */
function spiderSeries(deck: Deck, suits: 1 | 2 | 4): number[] {
  const symbols = deck.id === 'spanish' ? ['E', 'C'] : ['S', 'H'];
  return deck.suits.map((s) => {
    if (suits === 4) return 2;
    if (s.symbol === symbols[0]) return suits === 1 ? 8 : 4;
    if (s.symbol === symbols[1]) return suits === 2 ? 4 : 0;
    return 0;
  });
}

/** What the notation and the card encoding can say: the limits any variant must keep. */
export const VARIANT_LIMITS = {
  /** A card keeps its rank in 4 bits (`suit << 4 | rank`). */
  ranks: 15,
  /** Columns `1`-`9` and `0` in the move notation. */
  columns: 10,
  /** Cells `a`-`g`; `h` is the foundations. */
  cells: 7,
} as const;

/**
 * Why a variant built by hand (not by `variantOf`) cannot be played, or undefined when it
 * can: its deck and layout must fit the notation, and its deal must use every card once.
 */
export function variantProblem(v: Variant): string | undefined {
  const ranks = v.deck.ranks.length;
  const suits = v.deck.suits.length;
  if (ranks < 1 || ranks > VARIANT_LIMITS.ranks)
    return `a deck has 1 to ${VARIANT_LIMITS.ranks} ranks, not ${ranks}`;
  if (suits < 1) return 'a deck has at least one suit';
  if (v.series.length !== suits || v.series.some((n) => !Number.isInteger(n) || n < 0))
    return `series gives the copies of each of the deck's ${suits} suits`;
  if (v.series.every((n) => n === 0)) return 'the game uses no card';
  if (v.columns.length < 1 || v.columns.length > VARIANT_LIMITS.columns)
    return `a game has 1 to ${VARIANT_LIMITS.columns} columns, not ${v.columns.length}`;
  if (!Number.isInteger(v.cells) || v.cells < 0 || v.cells > VARIANT_LIMITS.cells)
    return `a game has 0 to ${VARIANT_LIMITS.cells} cells, not ${v.cells}`;
  for (const [i, c] of v.columns.entries()) {
    const faceUpOk = c.cards === 0 ? c.faceUp === 0 : c.faceUp >= 1 && c.faceUp <= c.cards;
    if (!Number.isInteger(c.cards) || c.cards < 0 || !faceUpOk)
      return `column ${i + 1} deals ${c.cards} cards with ${c.faceUp} face up: the top card, at least, lies face up`;
  }
  const total = v.series.reduce((a, b) => a + b, 0) * ranks;
  const dealt = v.columns.reduce((sum, c) => sum + c.cards, 0);
  if (dealt > total) return `the columns take ${dealt} cards of ${total}`;
  if (v.stock === 'none' && dealt !== total)
    return `with no stock the columns must take all ${total} cards, not ${dealt}`;
  if (v.emptyColumnRank !== undefined && (v.emptyColumnRank < 1 || v.emptyColumnRank > ranks))
    return `an empty column cannot wait for rank ${v.emptyColumnRank} of a ${ranks}-rank deck`;
  if (!Number.isInteger(v.drawCount) || v.drawCount < 1)
    return `a draw turns at least one card, not ${v.drawCount}`;
  return undefined;
}
