/**
 * The shape of a rule book: one page per game and the pages every game shares (how the
 * table is played, what the solver adds). Each locale's book (`en.ts`, `es.ts`, `pt.ts`)
 * is written to this shape, so a translation can never drift from the structure.
 */
import type { GameId } from '@naipe/rules';

export interface RulesSection {
  readonly heading: string;
  /** Short paragraphs or list items, one per rule. */
  readonly items: readonly string[];
}

export interface RulesPage {
  /** One sentence: what the game is and how it is won. */
  readonly summary: string;
  /**
   * Where a tap sends a card in this game, which differs from game to game (Spider has
   * no foundations, FreeCell has cells): the first item of the section on playing at the
   * table, before what every game shares (`RulesBook.shared`, `tableSections`).
   */
  readonly tap: string;
  readonly sections: readonly RulesSection[];
}

export interface RulesBook {
  readonly games: Readonly<Record<GameId, RulesPage>>;
  /**
   * Sections after every game's own: playing at the table (which the game's `tap` opens),
   * and the solver.
   */
  readonly shared: readonly RulesSection[];
}
