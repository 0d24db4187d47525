/**
 * "Winnable deals only" without the wait: while a game is played, the deal to come next
 * is looked for in the background, so that "New game" deals it at once, with its
 * verdict. The player's own questions come first: each try waits until no verdict or
 * hint is being asked for. And since a solve cannot be interrupted without ending its
 * worker (on two cores the pool has only one), each call asks for one deal within the
 * game's try budget, so that a question asked meanwhile waits behind one short try at
 * most. The search stops at the first deal proven winnable, or after as many tries as
 * "New game" would make itself. Nor does it search while the page is hidden: a tab in
 * the background spends no battery on a deal nobody is waiting for.
 */
import type { Game } from '@naipe/rules';
import type { ServiceErrorCode } from '@naipe/worker';
import { dealSearch } from '../analysis/budgets.js';
import type { AnalysisService, WinnableDeal } from '../analysis/service.js';
import { randomDeal } from '../model/random-deal.js';
import { offeredOptions, variantKey } from '../model/session.js';

interface Search {
  readonly variant: string;
  readonly service: AnalysisService;
  /** No more tries are asked for. */
  stopped: boolean;
  /** The try under way or last made; settles (never rejects) once its answer is noted. */
  attempt: Promise<void>;
}

export interface NextDealHost {
  readonly service: () => AnalysisService | undefined;
  /** Settles once the player's own questions to the solver are answered. */
  readonly idle: () => Promise<void>;
  /** Settles once the page is seen: at once when it is. */
  readonly shown: () => Promise<void>;
}

/**
 * The worker's answer when the one deal of a try was not proven winnable: impossible, or
 * unknown (a background try asks for no candidate).
 */
const NO_WINNABLE_DEAL: ServiceErrorCode = 'ERR_NO_WINNABLE_DEAL';

export class NextDeal {
  /** The deal found, for the variant its key names; handed out once. */
  #found: { readonly variant: string; readonly deal: WinnableDeal } | undefined;
  #search: Search | undefined;

  constructor(private readonly host: NextDealHost) {}

  /**
   * Looks for the next deal of `game` (its variant, options included), unless one is
   * found or being looked for already; a deal found for another variant is dropped.
   */
  prepare(game: Game): void {
    const variant = variantKey(game);
    if (this.#found?.variant === variant) return;
    const service = this.host.service();
    const current = this.#search;
    if (current && !current.stopped && current.variant === variant && current.service === service)
      return;
    if (current) current.stopped = true;
    this.#found = undefined;
    if (!service?.supports(game.id)) {
      this.#search = undefined;
      return;
    }
    const search: Search = {
      variant,
      service,
      stopped: false,
      // The try under way of the search before on this service is waited for, so that
      // no two tries run at once; for the same variant, it may find the deal itself.
      attempt: current?.service === service ? current.attempt : Promise.resolve(),
    };
    this.#search = search;
    void this.#run(game, search);
  }

  /** Whether what `search` finds is still wanted: no other variant or service took over. */
  #wanted(search: Search): boolean {
    const current = this.#search;
    return current?.variant === search.variant && current.service === search.service;
  }

  async #run(game: Game, search: Search): Promise<void> {
    const options = offeredOptions(game);
    const { tries, budget } = dealSearch(game.id, options);
    for (let tried = 0; tried < tries; tried++) {
      await search.attempt;
      await this.host.shown();
      await this.host.idle();
      if (search.stopped || this.#found?.variant === search.variant) break;
      // An unproven deal is no use here: no best candidate, so none is solved twice.
      const request = {
        game: game.id,
        options,
        from: randomDeal(game),
        maxDeals: 1,
        candidate: false,
      };
      const attempt = search.service.findWinnableDeal(request, { budget }).then(
        (found) => {
          const proven = found.result.verdict === 'winnable';
          if (proven && this.#wanted(search)) {
            this.#found = { variant: search.variant, deal: found };
          }
          return proven ? 'found' : 'unproven';
        },
        // Any other failure: "New game" searches itself, and reports what goes wrong.
        (error: { code?: string }) => (error?.code === NO_WINNABLE_DEAL ? 'unproven' : 'failed'),
      );
      search.attempt = attempt.then(() => {});
      if ((await attempt) !== 'unproven') break;
    }
    search.stopped = true;
  }

  /**
   * The deal found for `game`'s variant, if one is, once the try under way has answered
   * (it may be the one): the search asks for nothing more. The next call finds none.
   */
  async next(game: Game): Promise<WinnableDeal | undefined> {
    const variant = variantKey(game);
    const search = this.#search;
    if (search?.variant === variant) {
      search.stopped = true;
      await search.attempt;
    }
    const found = this.#found;
    if (found?.variant !== variant) return undefined;
    this.#found = undefined;
    return found.deal;
  }

  /** Asks for nothing more; the try under way ends by itself and its find is kept. */
  stop(): void {
    if (this.#search) this.#search.stopped = true;
  }
}

/** Settles once the document is seen: at once when it is, else when it is shown again. */
export function pageShown(): Promise<void> {
  if (document.visibilityState !== 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    const onChange = () => {
      if (document.visibilityState === 'hidden') return;
      document.removeEventListener('visibilitychange', onChange);
      resolve();
    };
    document.addEventListener('visibilitychange', onChange);
  });
}
