/**
 * The site's address is its state: which page, which game with which options, which
 * deal, which language. `readRoute` parses a query string into that state and lists,
 * as coded problems, every parameter it had to drop; `writeRoute` is its inverse, and
 * a share link is `writeRoute` of the deal on the table.
 */
import {
  GAME_IDS,
  GAMES,
  type GameId,
  type GameOptions,
  isGameId,
  LOCALES,
  type Locale,
  type OptionSpec,
} from '@naipe/rules';
import { isLocale } from './i18n.js';
import { LONGEST_LINK_QUERY, TOO_LONG_PARAM, TOO_LONG_VALUE } from './long-links.js';

export const VIEWS = ['play', 'rules', 'stats'] as const;
export type View = (typeof VIEWS)[number];

/** A game with the options it offers, all of them set. */
export interface Choice {
  readonly game: GameId;
  readonly options: GameOptions;
}

export interface Route {
  readonly view: View;
  readonly choice: Choice;
  /** The deal to open; absent means the saved game or a new deal. */
  readonly deal: number | undefined;
  readonly locale: Locale | undefined;
}

export type RouteProblem =
  | { readonly code: 'ERR_UNKNOWN_VIEW'; readonly value: string }
  | { readonly code: 'ERR_UNKNOWN_GAME'; readonly value: string; readonly allowed: string }
  | { readonly code: 'ERR_UNKNOWN_LANGUAGE'; readonly value: string; readonly allowed: string }
  | {
      readonly code: 'ERR_BAD_OPTION';
      readonly game: GameId;
      readonly name: string;
      readonly value: string;
      readonly allowed: string;
    }
  | { readonly code: 'ERR_OPTION_NOT_OFFERED'; readonly game: GameId; readonly name: string }
  | { readonly code: 'ERR_BAD_DEAL'; readonly value: string; readonly max: number }
  /** `length` is unknown when the server could not read the link at all. */
  | { readonly code: 'ERR_LINK_TOO_LONG'; readonly length: number | undefined };

export const DEFAULT_GAME: GameId = 'freecell';

const OPTION_NAMES = ['deck', 'draw', 'suits'] as const;

/** The default of every option a game offers. */
export function defaultOptions(game: GameId): GameOptions {
  return Object.fromEntries(GAMES[game].options.map((spec) => [spec.name, spec.default]));
}

function optionValue(spec: OptionSpec, text: string): string | number | undefined {
  return spec.values.find((v) => String(v) === text);
}

/** A deal number as a player may type it: digits only, within the game's range. */
export const parseDeal = (text: string, game: GameId): number | undefined =>
  parseDealUpTo(text, GAMES[game].maxDeal);

function parseDealUpTo(text: string, max: number): number | undefined {
  if (!/^\d{1,10}$/.test(text.trim())) return undefined;
  const deal = Number(text.trim());
  return deal >= 1 && deal <= max ? deal : undefined;
}

/** The highest deal number of any game, for a deal whose game the link got wrong. */
const MAX_ANY_DEAL = Math.max(...GAME_IDS.map((id) => GAMES[id].maxDeal));

/**
 * Reads the route from a query string. Anything wrong is dropped, with a problem naming
 * it, and every parameter is checked, so one problem never hides another. When any
 * parameter of the game was wrong the deal is dropped too, because the link no longer
 * says for sure which game it meant, and a normal game opens instead. A deal without a
 * game is a deal of the default game, FreeCell, whose numbers are the ones people share.
 */
export function readRoute(
  search: string,
  fallback: Choice = { game: DEFAULT_GAME, options: defaultOptions(DEFAULT_GAME) },
): { route: Route; problems: RouteProblem[] } {
  const params = new URLSearchParams(search);
  const problems: RouteProblem[] = [];

  if (params.get(TOO_LONG_PARAM) === TOO_LONG_VALUE) {
    problems.push({ code: 'ERR_LINK_TOO_LONG', length: undefined });
  } else if (search.replace(/^\?/, '').length > LONGEST_LINK_QUERY) {
    problems.push({ code: 'ERR_LINK_TOO_LONG', length: search.replace(/^\?/, '').length });
  }

  const viewText = params.get('view');
  let view: View = 'play';
  if (viewText !== null) {
    if ((VIEWS as readonly string[]).includes(viewText)) view = viewText as View;
    else problems.push({ code: 'ERR_UNKNOWN_VIEW', value: viewText });
  }

  const langText = params.get('lang');
  let locale: Locale | undefined;
  if (langText !== null) {
    if (isLocale(langText)) locale = langText;
    else
      problems.push({
        code: 'ERR_UNKNOWN_LANGUAGE',
        value: langText,
        allowed: LOCALES.join(', '),
      });
  }

  const gameText = params.get('game');
  const dealText = params.get('deal');
  let choice = fallback;
  let gameProblem = false;
  let dealGame: GameId | undefined;
  if (gameText !== null) {
    if (isGameId(gameText)) {
      const { options, problems: optionProblems } = readOptions(gameText, params);
      choice = { game: gameText, options };
      problems.push(...optionProblems);
      gameProblem = optionProblems.length > 0;
      dealGame = gameText;
    } else {
      problems.push({ code: 'ERR_UNKNOWN_GAME', value: gameText, allowed: GAME_IDS.join(', ') });
      gameProblem = true;
    }
  } else if (dealText !== null) {
    choice = { game: DEFAULT_GAME, options: defaultOptions(DEFAULT_GAME) };
    dealGame = DEFAULT_GAME;
  }

  let deal: number | undefined;
  if (dealText !== null) {
    const max = dealGame === undefined ? MAX_ANY_DEAL : GAMES[dealGame].maxDeal;
    const number = parseDealUpTo(dealText, max);
    if (number === undefined) problems.push({ code: 'ERR_BAD_DEAL', value: dealText, max });
    else if (!gameProblem) deal = number;
  }
  return { route: { view, choice, deal, locale }, problems };
}

function readOptions(
  game: GameId,
  params: URLSearchParams,
): { options: GameOptions; problems: RouteProblem[] } {
  const problems: RouteProblem[] = [];
  const options: Record<string, string | number> = { ...defaultOptions(game) };
  const specs = GAMES[game].options;
  for (const name of OPTION_NAMES) {
    const text = params.get(name);
    if (text === null) continue;
    const spec = specs.find((s) => s.name === name);
    if (!spec) {
      problems.push({ code: 'ERR_OPTION_NOT_OFFERED', game, name });
      continue;
    }
    const value = optionValue(spec, text);
    if (value === undefined)
      problems.push({
        code: 'ERR_BAD_OPTION',
        game,
        name,
        value: text,
        allowed: spec.values.join(', '),
      });
    else options[name] = value;
  }
  return { options: options as GameOptions, problems };
}

/** The query string for a route: only what differs from a plain visit, options in full. */
export function writeRoute(route: Partial<Route> & { readonly choice: Choice }): string {
  const params = new URLSearchParams();
  if (route.view && route.view !== 'play') params.set('view', route.view);
  params.set('game', route.choice.game);
  for (const spec of GAMES[route.choice.game].options) {
    const value = route.choice.options[spec.name] ?? spec.default;
    params.set(spec.name, String(value));
  }
  if (route.deal !== undefined) params.set('deal', String(route.deal));
  if (route.locale) params.set('lang', route.locale);
  return `?${params.toString()}`;
}

/** The address that opens `deal` of `choice` for anyone, in their own language. */
export function shareLink(base: string, choice: Choice, deal: number): string {
  const url = new URL(base);
  url.search = writeRoute({ choice, deal });
  url.hash = '';
  return url.href;
}
