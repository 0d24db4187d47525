/** Route problems and game names in words, in the site's language. */
import {
  excerpt,
  GAMES,
  type GameId,
  type GameOptions,
  type Locale,
  resolveOptions,
  variantOf,
} from '@naipe/rules';
import { type MessageKey, say } from './i18n.js';
import type { RouteProblem } from './route.js';

export const gameName = (game: GameId, locale: Locale) => GAMES[game].names[locale];

/**
 * A problem with the link in words. A value from the address is quoted as the rules'
 * `excerpt` quotes it: cut short with its length, so a 5,000-digit deal cannot stretch
 * the page, and control characters (a link may carry them percent-encoded) visible.
 */
export function describeProblem(problem: RouteProblem, locale: Locale): string {
  const quoted: Record<string, string> =
    'value' in problem ? { value: excerpt(problem.value, locale) } : {};
  switch (problem.code) {
    case 'ERR_UNKNOWN_VIEW':
      return say(locale, 'problemView', quoted);
    case 'ERR_UNKNOWN_GAME':
      return say(locale, 'problemGame', { ...problem, ...quoted });
    case 'ERR_UNKNOWN_LANGUAGE':
      return say(locale, 'problemLanguage', { ...problem, ...quoted });
    case 'ERR_BAD_OPTION':
      return say(locale, 'problemOption', {
        ...problem,
        ...quoted,
        game: gameName(problem.game, locale),
      });
    case 'ERR_OPTION_NOT_OFFERED':
      return say(locale, 'problemNoOption', { ...problem, game: gameName(problem.game, locale) });
    case 'ERR_BAD_DEAL':
      return say(locale, 'problemDeal', { ...problem, ...quoted });
    case 'ERR_LINK_TOO_LONG':
      return problem.length === undefined
        ? say(locale, 'problemLinkUnread')
        : say(locale, 'problemLinkLong', { length: problem.length.toLocaleString(locale) });
  }
}

/**
 * One option value of `game` as a player reads it: "Española (48)" (Spider: "Española
 * (96)", the cards it deals), "de 3 en 3", "2 palos".
 */
export function optionLabel(
  game: GameId,
  name: keyof GameOptions,
  value: string | number,
  locale: Locale,
) {
  switch (name) {
    case 'deck': {
      const deck = value === 'french' ? 'french' : 'spanish';
      const variant = variantOf(game, resolveOptions(game, { deck }));
      const cards =
        variant.series.reduce((sum, copies) => sum + copies, 0) * variant.deck.ranks.length;
      return say(locale, deck === 'french' ? 'deckFrench' : 'deckSpanish', { n: cards });
    }
    case 'draw':
      return say(locale, 'drawValue', { n: value });
    case 'suits':
      return say(locale, value === 1 ? 'suitsOne' : 'suitsMany', { n: value });
  }
}

export const OPTION_TITLES: Readonly<Record<keyof GameOptions, MessageKey>> = {
  deck: 'deck',
  draw: 'draw',
  suits: 'suits',
};

/** "Solitario clásico · Española (48) · de 3 en 3". */
export function variantName(game: GameId, options: GameOptions, locale: Locale): string {
  const parts = [gameName(game, locale)];
  for (const spec of GAMES[game].options) {
    const value = options[spec.name];
    if (value !== undefined) parts.push(optionLabel(game, spec.name, value, locale));
  }
  return parts.join(' · ');
}

/** 83 s → "1:23", 3 723 s → "1:02:03". */
export function formatDuration(ms: number): string {
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
