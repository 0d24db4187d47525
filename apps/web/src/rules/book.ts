/**
 * The rule book in every locale, each written from the seed rule pages to the shape in
 * `shape.ts`.
 */
import type { GameId, Locale } from '@naipe/rules';
import { RULES_EN } from './en.js';
import { RULES_ES } from './es.js';
import { RULES_PT } from './pt.js';
import type { RulesBook, RulesSection } from './shape.js';

export const RULES: Readonly<Record<Locale, RulesBook>> = {
  es: RULES_ES,
  pt: RULES_PT,
  en: RULES_EN,
};

/**
 * The sections after a game's own, as its page shows them: playing at the table, opened
 * by how a tap plays in that game, and what the solver adds.
 */
export function tableSections(book: RulesBook, game: GameId): RulesSection[] {
  const [table, ...rest] = book.shared;
  if (!table) return [...rest];
  return [{ heading: table.heading, items: [book.games[game].tap, ...table.items] }, ...rest];
}
