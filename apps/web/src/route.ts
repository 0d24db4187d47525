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
  | { readonly code: 'ERR_BAD_DEAL'; readonly value: string; readonly max: number };

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
export function parseDeal(text: string, game: GameId): number | undefined {
  if (!/^\d{1,10}$/.test(text.trim())) return undefined;
  const deal = Number(text.trim());
  return deal >= 1 && deal <= GAMES[game].maxDeal ? deal : undefined;
}

/**
 * Reads the route from a query string. Anything wrong is dropped, with a problem naming
 * it; when any parameter of the game was wrong the deal is dropped too, because the
 * link no longer says for sure which game it meant, and a normal game opens instead.
 */
export function readRoute(
  search: string,
  fallback: Choice = { game: DEFAULT_GAME, options: defaultOptions(DEFAULT_GAME) },
): { route: Route; problems: RouteProblem[] } {
  const params = new URLSearchParams(search);
  const problems: RouteProblem[] = [];

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
  let choice = fallback;
  let gameProblem = false;
  if (gameText !== null) {
    if (isGameId(gameText)) {
      const { options, problems: optionProblems } = readOptions(gameText, params);
      choice = { game: gameText, options };
      problems.push(...optionProblems);
      gameProblem = optionProblems.length > 0;
    } else {
      problems.push({ code: 'ERR_UNKNOWN_GAME', value: gameText, allowed: GAME_IDS.join(', ') });
      gameProblem = true;
    }
  }

  const dealText = params.get('deal');
  let deal: number | undefined;
  if (dealText !== null && gameText !== null && !gameProblem) {
    deal = parseDeal(dealText, choice.game);
    if (deal === undefined)
      problems.push({ code: 'ERR_BAD_DEAL', value: dealText, max: GAMES[choice.game].maxDeal });
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
