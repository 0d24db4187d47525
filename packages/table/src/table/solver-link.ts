/**
 * The table's side of the solver: which service it talks to, what it knows about the
 * positions of the game in progress, and the questions in flight (one verdict, one hint,
 * one winnable-deal search), each abortable and each ignored once stale.
 */
import type { GameId, GameOptions, Move, Position } from '@naipe/rules';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { dealSearch, QUICK_BUDGET } from '../analysis/budgets.js';
import { Question } from '../analysis/question.js';
import type {
  AnalysisRequest,
  AnalysisResult,
  AnalysisService,
  WinnableDeal,
} from '../analysis/service.js';
import {
  type Entry,
  inferFromParent,
  type SolverStatus,
  solverStatus,
} from '../analysis/verdicts.js';

export interface PositionContext {
  readonly game: GameId;
  readonly options: GameOptions;
  readonly position: Position;
  /** Notation keys of the line from the deal to `position`. */
  readonly line: readonly string[];
  /** The position reached by the parent's first solution move, if the parent has one. */
  readonly nextOnParentLine: string | undefined;
}

/** A move the solver suggests: `proven` on a winning line, or else a good move of its best line. */
export interface SolverMove {
  readonly move: Move;
  readonly proven: boolean;
}

/** The move a result suggests, if any. */
function suggested(result: AnalysisResult | undefined): SolverMove | undefined {
  const winning = result?.solution?.[0];
  if (winning) return { move: winning, proven: true };
  const good = result?.verdict === 'unknown' ? result.bestLine?.[0] : undefined;
  return good ? { move: good, proven: false } : undefined;
}

export class SolverLink implements ReactiveController {
  service: AnalysisService | undefined;
  readonly #book = new Map<string, Entry>();
  /** The position whose verdict is being asked for. */
  #asking: string | undefined;
  /** That question's answer to come, so a hint can wait for it instead of asking again. */
  #answer: Promise<AnalysisResult | undefined> | undefined;
  /** Its first answer, within the quick budget: what a hint waits for. */
  #quickAnswer: Promise<AnalysisResult | undefined> | undefined;
  readonly #verdict: Question<AnalysisResult>;
  readonly hintQuestion: Question<AnalysisResult>;
  readonly dealQuestion: Question<WinnableDeal>;
  readonly #lastWinnable: Question<void>;
  /** The line whose last winnable position is being looked for. */
  #lastWinnableLine: readonly string[] = [];

  /**
   * `onVerdict`: a verdict came for a position asked (`analyse`), or followed from its
   * parent's. `onLastWinnable`: the search for the last winnable position judged one of
   * the line's earlier positions (see `findLastWinnable`).
   */
  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly onVerdict: (key: string, result: AnalysisResult) => void,
    private readonly onLastWinnable: () => void = () => {},
  ) {
    host.addController(this);
    this.#verdict = new Question(host);
    this.hintQuestion = new Question(host);
    this.dealQuestion = new Question(host);
    this.#lastWinnable = new Question(host);
  }

  supports(game: GameId): boolean {
    return this.service?.supports(game) ?? false;
  }

  /** Forgets everything: a new game, or another service. */
  reset(): void {
    this.#verdict.abort();
    this.hintQuestion.abort();
    this.#lastWinnable.abort();
    this.#book.clear();
  }

  /**
   * Stops the analyses of the game's positions, each within the service's own budget (the
   * verdict under way, the search for the last winnable position): the game is being left
   * for a deal still to be found, whose search must wait behind none of them. A hint, as
   * quick as one try of that search, is left to answer. `analyse` asks again.
   */
  stopAnalyses(): void {
    this.#verdict.abort();
    this.#lastWinnable.abort();
  }

  /** Settles once no verdict or hint is being asked for: the solver is the player's first. */
  async idle(): Promise<void> {
    while (this.#verdict.pending || this.hintQuestion.pending) {
      await this.#verdict.idle();
      await this.hintQuestion.idle();
    }
  }

  entry(key: string): Entry | undefined {
    return this.#book.get(key);
  }

  /** Records what is known without asking (a dealt winnable deal, say). */
  record(key: string, result: AnalysisResult): void {
    this.#book.set(key, { state: 'done', result });
  }

  status(ctx: Pick<PositionContext, 'game' | 'line'>): SolverStatus {
    return solverStatus(this.#book, ctx.line, this.supports(ctx.game));
  }

  /** Makes sure the current position has, or is getting, a verdict. */
  analyse(ctx: PositionContext): void {
    const service = this.service;
    if (!service?.supports(ctx.game)) return;
    const key = ctx.line[ctx.line.length - 1]!;
    const known = this.#book.get(key);
    if (known?.state === 'done') return;
    if (known?.state === 'pending' && this.#asking === key && this.#verdict.pending) return;
    const parentKey = ctx.line[ctx.line.length - 2];
    const inferred =
      parentKey === undefined
        ? undefined
        : inferFromParent(this.#book.get(parentKey), key, ctx.nextOnParentLine);
    if (inferred) {
      this.record(key, inferred);
      this.onVerdict(key, inferred);
      this.host.requestUpdate();
      return;
    }
    // Looked at quickly before, and left before its full analysis answered: only that
    // is still to come.
    const quickLook = known?.state === 'pending' ? known.quickLook : undefined;
    this.#book.set(key, quickLook ? { state: 'pending', quickLook } : { state: 'pending' });
    this.#asking = key;
    const request = { game: ctx.game, options: ctx.options, position: ctx.position };
    let quickAnswered!: (result: AnalysisResult | undefined) => void;
    this.#quickAnswer = new Promise((resolve) => {
      quickAnswered = resolve;
    });
    this.#answer = this.#verdict.ask(async (signal) => {
      if (quickLook) {
        quickAnswered(quickLook);
        return service.analyzePosition(request, { signal });
      }
      // Quick first, so that a hint asked meanwhile waits no longer than a hint of its own.
      let quick: AnalysisResult;
      try {
        quick = await service.analyzePosition(request, { signal, budget: QUICK_BUDGET });
      } catch (error) {
        quickAnswered(undefined);
        throw error;
      }
      quickAnswered(quick);
      if (quick.verdict !== 'unknown') return quick;
      if (this.#book.get(key)?.state === 'pending') {
        this.#book.set(key, { state: 'pending', quickLook: quick });
        this.host.requestUpdate();
      }
      return service.analyzePosition(request, { signal });
    });
    void this.#answer.then((result) => {
      if (this.#asking === key && !this.#verdict.pending) this.#asking = undefined;
      // The question re-rendered its host already, but before the book knew the answer.
      this.host.requestUpdate();
      if (result) {
        this.#book.set(key, { state: 'done', result });
        this.onVerdict(key, result);
        return;
      }
      // Aborted or failed: a failure is shown, an abort leaves the position to be asked again.
      const state = this.#verdict.state;
      if (state.status === 'error') {
        const message = state.error instanceof Error ? state.error.message : String(state.error);
        this.#book.set(key, { state: 'failed', message });
        console.warn(`<naipe-table>: the analysis failed: ${message}`);
      } else {
        // Asked again when reached again; what the quick look found is kept meanwhile.
        const entry = this.#book.get(key);
        if (entry?.state === 'pending' && this.#asking !== key && !entry.quickLook) {
          this.#book.delete(key);
        }
      }
    });
  }

  /**
   * The solver's next move from the position: on a winning line, or else a good move of
   * the best line found; undefined when it has none (the position is lost, say).
   */
  async hint(ctx: PositionContext): Promise<SolverMove | undefined> {
    const service = this.service;
    if (!service?.supports(ctx.game)) return undefined;
    const key = ctx.line[ctx.line.length - 1]!;
    const known = this.#book.get(key);
    if (known?.state === 'done') return suggested(known.result);
    if (known?.state === 'pending' && known.quickLook) return suggested(known.quickLook);
    // The position's own analysis is under way: its quick answer comes sooner than a
    // second search queued behind it in the same worker.
    if (known?.state === 'pending' && this.#asking === key && this.#quickAnswer) {
      const result = await this.#quickAnswer;
      if (result) return suggested(result);
    }
    const request = { game: ctx.game, options: ctx.options, position: ctx.position };
    // A hint answers with one move, not a whole line, so it is not kept as a verdict.
    const result = await this.hintQuestion.ask((signal) =>
      service.hint(request, { signal, budget: QUICK_BUDGET }),
    );
    return suggested(result);
  }

  /**
   * Whether the position after a move is winnable, within the quick budget, as a hint
   * asks before offering that move; a verdict found is kept (an unknown one is not, so
   * the position is analysed in full once reached).
   */
  async isWinnable(request: AnalysisRequest, key: string): Promise<boolean> {
    const known = this.#book.get(key);
    if (known?.state === 'done') return known.result.verdict === 'winnable';
    const service = this.service;
    if (!service?.supports(request.game)) return false;
    const result = await this.hintQuestion.ask((signal) =>
      service.analyzePosition(request, { signal, budget: QUICK_BUDGET }),
    );
    if (result && result.verdict !== 'unknown' && this.#book.get(key) === undefined) {
      this.#book.set(key, { state: 'done', result });
    }
    return result?.verdict === 'winnable';
  }

  /**
   * Finds the last winnable position of a line that ends impossible with none before it
   * known winnable (a game restored from storage, whose verdicts were not kept, or one
   * whose earlier positions were too hard to judge in time), so that the warning can offer
   * to go back to it. A move from an impossible position leaves it impossible, so along a
   * line the winnable positions come first and the impossible ones after: once the deal
   * is proven winnable, each position asked halves the stretch between the last known
   * winnable and the first known impossible. A position too hard to judge counts with the
   * impossible ones: the position found is always proven winnable, if then not always
   * the last one. A search under way for another line goes on when it serves this one
   * too (see `#servesLine`), and is given up for this one otherwise.
   */
  findLastWinnable(
    request: Omit<AnalysisRequest, 'position'>,
    positions: readonly Position[],
    keys: readonly string[],
  ): void {
    const service = this.service;
    if (!service?.supports(request.game) || keys.length < 2) return;
    if (this.#lastWinnable.pending && this.#servesLine(keys)) return;
    // The caller's line changes as the game goes on; the search keeps the one it was for.
    const line = [...keys];
    this.#lastWinnableLine = line;
    void this.#lastWinnable.ask(async (signal) => {
      const verdictAt = async (index: number) => {
        const key = line[index]!;
        const known = this.#book.get(key);
        if (known?.state === 'done') return known.result.verdict;
        const position = positions[index]!;
        const result = await service.analyzePosition({ ...request, position }, { signal });
        if (signal.aborted) return 'unknown';
        this.#book.set(key, { state: 'done', result });
        this.host.requestUpdate();
        this.onLastWinnable();
        return result.verdict;
      };
      if ((await verdictAt(0)) !== 'winnable') return;
      let winnable = 0;
      let lost = line.length - 1;
      while (lost - winnable > 1 && !signal.aborted) {
        const middle = (winnable + lost) >> 1;
        if ((await verdictAt(middle)) === 'winnable') winnable = middle;
        else lost = middle;
      }
    });
  }

  /**
   * Whether the search for the last winnable position of its line finds that of `keys`
   * too: so it does when both lines go through one position known impossible (a move
   * on from the lost position, say), since the winnable positions of each come before it.
   */
  #servesLine(keys: readonly string[]): boolean {
    const searched = this.#lastWinnableLine;
    for (let i = 0; i < Math.min(searched.length, keys.length) && searched[i] === keys[i]; i++) {
      const entry = this.#book.get(keys[i]!);
      if (entry?.state === 'done' && entry.result.verdict === 'impossible') return true;
    }
    return false;
  }

  /**
   * "Winnable deals only": the first deal from `from` proven winnable, searched as
   * `dealSearch` says for the game, or else the most promising of those tried, its
   * result `unknown`.
   */
  findWinnableDeal(
    game: GameId,
    options: GameOptions,
    from: number,
  ): Promise<WinnableDeal | undefined> {
    const service = this.service;
    if (!service) return Promise.resolve(undefined);
    const { tries, budget } = dealSearch(game, options);
    return this.dealQuestion.ask((signal) =>
      service.findWinnableDeal({ game, options, from, maxDeals: tries }, { signal, budget }),
    );
  }

  hostConnected(): void {}

  hostDisconnected(): void {
    this.reset();
    this.dealQuestion.abort();
  }
}
