/**
 * What the site remembers in this browser, under one localStorage key: the language, the
 * game last played, the options last chosen for each game, and the options of the
 * table's own menu. `readPreferences` reads the saved text and keeps every field of the
 * right shape, dropping the others one by one with a coded problem each, so one bad
 * value never takes the rest with it; `makePreferences` is its inverse.
 */
import { type GameId, isGameId } from '@naipe/rules';
import { CARD_BACKS, type CardBack, type NaipeSettings } from '@naipe/table';

export const PREFERENCES_KEY = 'naipe-site';
/** Where saved text that could not all be read is copied, with the time, before use. */
export const SET_ASIDE_PREFIX = `${PREFERENCES_KEY}:set-aside:`;

/**
 * The table's options the player chooses game by game: whether to deal only winnable
 * deals matters in Australian Patience (most of its deals are lost from the start) and
 * hardly in FreeCell; moving safe cards home by themselves is a way to play one game.
 */
export interface GameSettings {
  readonly winnableOnly?: boolean;
  readonly autoSafe?: boolean;
}

/**
 * The table's menu (its `naipe-settings-change` detail) as the site keeps it: the card's
 * looks are the same for every game.
 */
export type TableSettings = NaipeSettings;

export const DEFAULT_TABLE_SETTINGS: TableSettings = {
  winnableOnly: false,
  autoSafe: false,
  fourColour: false,
  back: 'lattice',
};

export interface Preferences {
  readonly locale?: string;
  /** The game last played, and the options last chosen for each game, as addresses. */
  readonly game?: string;
  readonly options?: Readonly<Record<string, string>>;
  readonly games?: Readonly<Partial<Record<GameId, GameSettings>>>;
  readonly fourColour?: boolean;
  readonly back?: CardBack;
}

export type PreferenceProblem =
  | { readonly code: 'ERR_NOT_JSON' }
  | { readonly code: 'ERR_NOT_AN_OBJECT' }
  /** `field` is the path of the value dropped: `options.klondike`, `games.spider.autoSafe`. */
  | { readonly code: 'ERR_BAD_FIELD'; readonly field: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isCardBack = (value: unknown): value is CardBack =>
  (CARD_BACKS as readonly unknown[]).includes(value);

/** The preferences in `raw` (null: nothing saved), and what had to be dropped. */
export function readPreferences(raw: string | null): {
  prefs: Preferences;
  problems: PreferenceProblem[];
} {
  if (raw === null) return { prefs: {}, problems: [] };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { prefs: {}, problems: [{ code: 'ERR_NOT_JSON' }] };
  }
  if (!isRecord(value)) return { prefs: {}, problems: [{ code: 'ERR_NOT_AN_OBJECT' }] };

  const problems: PreferenceProblem[] = [];
  const bad = (field: string) => problems.push({ code: 'ERR_BAD_FIELD', field });
  const prefs: {
    -readonly [K in keyof Preferences]: Preferences[K];
  } = {};
  for (const [name, field] of Object.entries(value)) {
    switch (name) {
      case 'locale':
      case 'game':
        if (typeof field === 'string') prefs[name] = field;
        else bad(name);
        break;
      case 'options':
        if (isRecord(field)) {
          const options: Record<string, string> = {};
          for (const [game, address] of Object.entries(field)) {
            if (isGameId(game) && typeof address === 'string') options[game] = address;
            else bad(`options.${game}`);
          }
          prefs.options = options;
        } else bad(name);
        break;
      case 'games':
        if (isRecord(field)) prefs.games = readGames(field, bad);
        else bad(name);
        break;
      case 'fourColour':
        if (typeof field === 'boolean') prefs.fourColour = field;
        else bad(name);
        break;
      case 'back':
        if (isCardBack(field)) prefs.back = field;
        else bad(name);
        break;
      default:
        bad(name);
    }
  }
  return { prefs, problems };
}

function readGames(
  field: Record<string, unknown>,
  bad: (field: string) => void,
): Partial<Record<GameId, GameSettings>> {
  const games: Partial<Record<GameId, GameSettings>> = {};
  for (const [game, settings] of Object.entries(field)) {
    if (!isGameId(game) || !isRecord(settings)) {
      bad(`games.${game}`);
      continue;
    }
    const kept: { winnableOnly?: boolean; autoSafe?: boolean } = {};
    for (const [name, value] of Object.entries(settings)) {
      if ((name === 'winnableOnly' || name === 'autoSafe') && typeof value === 'boolean')
        kept[name] = value;
      else bad(`games.${game}.${name}`);
    }
    games[game] = kept;
  }
  return games;
}

export const makePreferences = (prefs: Preferences): string => JSON.stringify(prefs);

/** The table's menu for `game`: what the player chose last, else the table's defaults. */
export function tableSettings(prefs: Preferences, game: GameId): TableSettings {
  const chosen = prefs.games?.[game];
  return {
    winnableOnly: chosen?.winnableOnly ?? DEFAULT_TABLE_SETTINGS.winnableOnly,
    autoSafe: chosen?.autoSafe ?? DEFAULT_TABLE_SETTINGS.autoSafe,
    fourColour: prefs.fourColour ?? DEFAULT_TABLE_SETTINGS.fourColour,
    back: prefs.back ?? DEFAULT_TABLE_SETTINGS.back,
  };
}

/** `prefs` with the table's menu as the player left it while playing `game`. */
export function withTableSettings(
  prefs: Preferences,
  game: GameId,
  settings: TableSettings,
): Preferences {
  const { winnableOnly, autoSafe, fourColour, back } = settings;
  return {
    ...prefs,
    games: { ...prefs.games, [game]: { winnableOnly, autoSafe } },
    fourColour,
    back,
  };
}
