/**
 * "Winnable deals only" without the wait: while a game is played, the deal to come next
 * is looked for in the background, so that "New game" deals it at once, with its
 * verdict. A solve cannot be interrupted without ending its worker, and on two cores the
 * pool has only one, so the search asks for one deal per call, each within the game's
 * deal-search budget: a verdict or a hint the player asks for meanwhile waits behind one
 * try at most, never behind the whole search. It stops at the first deal proven
 * winnable, or after as many tries as the search "New game" would make itself.
 */
import type { Game } from '@naipe/rules';
import { dealSearch } from '../analysis/budgets.js';
import type { AnalysisService, WinnableDeal } from '../analysis/service.js';
import { randomDeal } from '../model/random-deal.js';
import { offeredOptions, variantKey } from '../model/session.js';

interface Search {
  readonly variant: string;
  stopped: boolean;
  /** Settles when the search has ended, found or not. */
  ended: Promise<void>;
}

export class NextDeal {
  /** The deal found, for the variant its key names; handed out once. */
  #found: { readonly variant: string; readonly deal: WinnableDeal } | undefined;
  #search: Search | undefined;

  constructor(private readonly service: () => AnalysisService | undefined) {}

  /**
   * Looks for the next deal of `game` (its variant, options included), unless one is
   * found or being looked for already; a deal found for another variant is dropped.
   */
  prepare(game: Game): void {
    const variant = variantKey(game);
    if (this.#found?.variant === variant) return;
    if (this.#search?.variant === variant && !this.#search.stopped) return;
    this.stop();
    this.#found = undefined;
    const service = this.service();
    if (!service?.supports(game.id)) return;
    const search: Search = { variant, stopped: false, ended: Promise.resolve() };
    this.#search = search;
    search.ended = this.#run(service, game, search);
  }

  async #run(service: AnalysisService, game: Game, search: Search): Promise<void> {
    const options = offeredOptions(game);
    const { tries, budget } = dealSearch(game.id, options);
    for (let tried = 0; tried < tries && !search.stopped; tried++) {
      let found: WinnableDeal;
      try {
        found = await service.findWinnableDeal(
          { game: game.id, options, from: randomDeal(game), maxDeals: 1 },
          { budget },
        );
      } catch {
        // Nothing found here: "New game" searches itself, and reports what goes wrong.
        break;
      }
      if (found.result.verdict === 'winnable' && !search.stopped) {
        this.#found = { variant: search.variant, deal: found };
        break;
      }
    }
    search.stopped = true;
  }

  /** The deal found for `game`'s variant, if one is; the next call finds none. */
  take(game: Game): WinnableDeal | undefined {
    const found = this.#found;
    if (found?.variant !== variantKey(game)) return undefined;
    this.#found = undefined;
    return found.deal;
  }

  /** Settles once the search under way, if any, has ended. */
  get settled(): Promise<void> {
    return this.#search?.ended ?? Promise.resolve();
  }

  /** Asks for nothing more; the try under way ends by itself (see above). */
  stop(): void {
    if (this.#search) this.#search.stopped = true;
  }
}
