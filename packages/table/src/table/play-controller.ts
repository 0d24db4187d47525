/**
 * The game in progress and everything the player does to it, apart from input and
 * drawing: playing, undo and redo, new deals, hints, Finish and Play to the end, the
 * clock, saving and statistics, and the solver's verdicts. The element maps clicks and
 * keys onto these methods and renders what they leave behind.
 */
import type { Game, Move } from '@naipe/rules';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { AnalysisResult } from '../analysis/service.js';
import type { SolverStatus } from '../analysis/verdicts.js';
import type { Translator } from '../model/i18n.js';
import { pileId } from '../model/piles.js';
import { offeredOptions, Session } from '../model/session.js';
import {
  EMPTY_STATS,
  type GameStats,
  recordHint,
  recordLoss,
  recordPlayed,
  recordWin,
} from '../model/stats.js';
import { TableStore } from '../model/storage.js';
import { givenUp } from '../model/switching.js';
import { solverText } from './chrome-view.js';
import type { NaipeEventDetails, NaipeEventName } from './events.js';
import { type PositionContext, SolverLink } from './solver-link.js';

export type MoveSource = 'player' | 'auto' | 'finish' | 'solver';

export interface PlayHost extends ReactiveControllerHost {
  readonly t: Translator;
  readonly autoSafe: boolean;
  announce(text: string): void;
  emit<N extends NaipeEventName>(name: N, detail: NaipeEventDetails[N]): void;
  /** Called when the position on the board changes, to clear what pointed at the old one. */
  positionChanged(): void;
}

/** A hint on the board: the cards to move (by where they lie) and where they go. */
export interface Hint {
  readonly move: Move;
  readonly from: string;
  readonly count: number;
  readonly to: string;
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** New deals are drawn from the first million numbers: short enough to read out and share. */
const RANDOM_DEALS = 1_000_000;

export function randomDeal(game: Game): number {
  const [n = 0] = crypto.getRandomValues(new Uint32Array(1));
  return 1 + (n % Math.min(RANDOM_DEALS, game.info.maxDeal));
}

export class PlayController implements ReactiveController {
  session: Session | undefined;
  store = new TableStore(undefined, '');
  variant = '';
  won = false;
  stats: GameStats = EMPTY_STATS;
  hint: Hint | undefined;
  running = false;
  readonly solver: SolverLink;
  /** Notation of each position of the current line: `keys[n]` is the one after n moves. */
  #keys: string[] = [];
  /** Positions the player brought about: only their verdicts raise events. */
  #reached = new Set<string>();
  #lastStatus = '';
  #run: AbortController | undefined;
  #clock: ReturnType<typeof setInterval> | undefined;
  #tickedAt = 0;

  constructor(private readonly host: PlayHost) {
    host.addController(this);
    this.solver = new SolverLink(host, (key, result) => this.#verdictArrived(key, result));
  }

  get game(): Game | undefined {
    return this.session?.game;
  }

  get currentKey(): string | undefined {
    return this.#keys[this.#keys.length - 1];
  }

  get line(): readonly string[] {
    return this.#keys;
  }

  get inProgress(): boolean {
    return (this.session?.moveCount ?? 0) > 0 && !this.won;
  }

  status(): SolverStatus | undefined {
    const game = this.game;
    return game && this.solver.status({ game: game.id, line: this.#keys });
  }

  // ---- Lifecycle -------------------------------------------------------------------

  hostConnected(): void {
    this.#tickedAt = performance.now();
    this.#clock = setInterval(() => this.tick(), 1000);
    document.addEventListener('visibilitychange', this.#onVisibility);
    window.addEventListener('pagehide', this.save);
  }

  hostDisconnected(): void {
    clearInterval(this.#clock);
    document.removeEventListener('visibilitychange', this.#onVisibility);
    window.removeEventListener('pagehide', this.save);
    this.stop();
    this.save();
  }

  readonly #onVisibility = (): void => {
    this.tick();
    if (document.visibilityState === 'hidden') this.save();
  };

  /** Adds the time since the last tick while the game runs and the page is seen. */
  tick(): void {
    const now = performance.now();
    const session = this.session;
    if (session && this.inProgress && document.visibilityState === 'visible') {
      session.elapsedMs += now - this.#tickedAt;
      this.host.requestUpdate();
    }
    this.#tickedAt = now;
  }

  readonly save = (): void => {
    const session = this.session;
    if (!session) return;
    if (this.won) this.store.clearGame(this.variant);
    else this.store.saveGame(this.variant, session);
  };

  /** Puts `session` on the table; `byPlayer` when the player dealt it (events follow). */
  begin(
    session: Session,
    store: TableStore,
    variant: string,
    byPlayer = false,
    known?: AnalysisResult,
  ): void {
    this.stop();
    this.store = store;
    this.variant = variant;
    this.session = session;
    const game = session.game;
    this.#keys = session.line().map((p) => game.makePosition(p));
    this.#reached.clear();
    if (byPlayer) this.#reached.add(this.currentKey!);
    this.solver.reset();
    if (known) this.solver.record(this.currentKey!, known);
    this.hint = undefined;
    this.won = game.isWon(session.position);
    this.#lastStatus = '';
    this.stats = store.loadStats()[variant] ?? EMPTY_STATS;
    this.#tickedAt = performance.now();
    this.save();
    this.analyse();
    this.host.positionChanged();
    this.host.requestUpdate();
  }

  /**
   * Puts the game the table's attributes describe on the table. The game left behind
   * for another game or variant stays saved, to be resumed when the page comes back to
   * it; another deal or position asked for in the same variant abandons the game in
   * progress there (see `givenUp`). Nothing is announced or fired: the page, not the
   * player, set the attributes.
   */
  adopt(session: Session, store: TableStore, variant: string, replaced?: Session): void {
    const old = this.session;
    const lost = givenUp(
      old && {
        slot: { prefix: this.store.prefix, variant: this.variant },
        session: old,
        won: this.won,
      },
      { slot: { prefix: store.prefix, variant }, session, replaced },
    );
    if (lost.tableGame) this.abandon();
    else {
      // Kept for later, with its time up to now.
      this.tick();
      this.save();
    }
    if (lost.replacedGame) store.updateStats(variant, recordLoss);
    this.begin(session, store, variant);
  }

  /**
   * Gives up the game on the table if it is in progress (a move made, not won): it
   * counted as played at its first move and now counts as lost, which ends the streak;
   * its saved copy goes, so it can never count again. Says whether there was one.
   */
  abandon(): boolean {
    const session = this.session;
    if (!session?.counted || this.won) return false;
    this.stats = this.store.updateStats(this.variant, recordLoss);
    this.store.clearGame(this.variant);
    session.counted = false;
    return true;
  }

  /** Forgets the game (bad input replaced it with a message). */
  clear(): void {
    this.stop();
    this.session = undefined;
    this.#keys = [];
    this.solver.reset();
  }

  // ---- Moves -----------------------------------------------------------------------

  #context(): PositionContext | undefined {
    const session = this.session;
    if (!session) return undefined;
    const game = session.game;
    const parentKey = this.#keys[this.#keys.length - 2];
    const parent = parentKey === undefined ? undefined : this.solver.entry(parentKey);
    let nextOnParentLine: string | undefined;
    const first = parent?.state === 'done' ? parent.result.solution?.[0] : undefined;
    if (first && session.moveCount > 0) {
      const before = session.line()[session.moveCount - 1]!;
      const after = game.play(before, first);
      if (after.ok) nextOnParentLine = game.makePosition(after.value);
    }
    return {
      game: game.id,
      options: offeredOptions(game),
      position: session.position,
      line: this.#keys,
      nextOnParentLine,
    };
  }

  analyse(): void {
    const ctx = this.#context();
    if (ctx) this.solver.analyse(ctx);
  }

  /** Records the position after a change of the line and tells the host. */
  #moved(): void {
    const session = this.session!;
    this.#keys.length = session.moveCount;
    this.#keys.push(session.game.makePosition(session.position));
    this.#reached.add(this.currentKey!);
    this.hint = undefined;
    this.save();
    this.analyse();
    this.host.positionChanged();
    this.host.requestUpdate();
  }

  /** Plays a move; false (and a word to the player) if it is not legal. */
  play(move: Move, source: MoveSource = 'player'): boolean {
    const session = this.session;
    if (!session || this.won) return false;
    if (source === 'player' || source === 'auto') this.#stopRun();
    const game = session.game;
    const moving = session.movingCard(move);
    if (!session.play(move)) {
      this.host.announce(this.host.t.t('cannotMove'));
      return false;
    }
    const played = session.history.moves[session.moveCount - 1]!;
    if (!session.counted) {
      session.counted = true;
      this.stats = this.store.updateStats(this.variant, recordPlayed);
    }
    this.#moved();
    this.host.announce(this.host.t.move(played, moving, game.variant.stock === 'deal'));
    this.host.emit('naipe-move', {
      move: game.makeMove(played),
      source,
      moves: session.moveCount,
      position: this.currentKey!,
    });
    if (game.isWon(session.position)) {
      this.#win();
    } else if (game.outcome(session.position) === 'stuck') {
      this.host.announce(this.host.t.t('stuck'));
      this.host.emit('naipe-lost', { reason: 'stuck' });
    } else if (this.host.autoSafe && source !== 'solver' && source !== 'finish') {
      this.#autoSafe();
    }
    return true;
  }

  #win(): void {
    const session = this.session!;
    this.won = true;
    this.stats = this.store.updateStats(this.variant, (s) =>
      recordWin(s, { elapsedMs: session.elapsedMs, moves: session.moveCount }),
    );
    this.save();
    this.host.announce(this.host.t.t('won'));
    this.host.emit('naipe-won', {
      game: session.game.id,
      deal: session.deal,
      moves: session.moveCount,
      elapsedMs: Math.round(session.elapsedMs),
    });
  }

  /** Safe cards go up one by one, each an ordinary undoable move. */
  #autoSafe(): void {
    const session = this.session!;
    const next = session.game.safeFoundationMoves(session.position)[0];
    if (!next) return;
    const run = new AbortController();
    this.#run = run;
    void wait(reducedMotion() ? 60 : 180, run.signal).then(() => {
      if (!run.signal.aborted && this.session === session) this.play(next, 'auto');
    });
  }

  undo(): void {
    this.#stopRun();
    if (!this.session?.undo()) {
      this.host.announce(this.host.t.t('nothingToUndo'));
      return;
    }
    this.won = false;
    this.#moved();
    this.host.announce(this.host.t.t('undone'));
  }

  redo(): void {
    this.#stopRun();
    const session = this.session;
    if (!session?.redo()) {
      this.host.announce(this.host.t.t('nothingToRedo'));
      return;
    }
    this.#moved();
    this.host.announce(this.host.t.t('redone'));
    if (session.game.isWon(session.position)) this.#win();
  }

  /** Undoes back to the position after `moves` moves (the last winnable one). */
  undoTo(moves: number): void {
    this.#stopRun();
    const session = this.session;
    if (!session || moves >= session.moveCount) return;
    while (session.moveCount > moves && session.undo()) {}
    this.won = false;
    this.#moved();
    this.host.announce(this.host.t.t('undone'));
  }

  /** Deals again with the same options; the caller has asked for confirmation. */
  async newDeal(winnableOnly: boolean): Promise<void> {
    const session = this.session;
    if (!session) return;
    const game = session.game;
    this.stop();
    let deal = randomDeal(game);
    let verdict: AnalysisResult | undefined;
    if (winnableOnly && this.solver.supports(game.id)) {
      const found = await this.solver.findWinnableDeal(game.id, offeredOptions(game), deal);
      if (!found || this.session !== session) return;
      deal = found.deal;
      verdict = found.result;
    }
    const start = game.deal(deal);
    if (!start.ok) return;
    // Given up only now that its successor is ready: a failed search leaves it playable.
    if (this.abandon()) this.host.emit('naipe-lost', { reason: 'abandoned' });
    const next = Session.start(game, deal, start.value);
    this.begin(next, this.store, this.variant, true, verdict);
    if (verdict) this.#verdictArrived(this.currentKey!, verdict);
    this.host.announce(`${this.host.t.t('newDeal')} ${this.host.t.t('dealValue', { deal })}`);
    this.host.emit('naipe-new-game', { game: game.id, options: offeredOptions(game), deal });
  }

  // ---- Help from the rules and the solver ------------------------------------------

  async askHint(): Promise<void> {
    const session = this.session;
    const ctx = this.#context();
    if (!session || !ctx || this.won) return;
    const game = session.game;
    session.hints++;
    this.stats = this.store.updateStats(this.variant, recordHint);
    this.save();
    const key = this.currentKey;
    let move = await this.solver.hint(ctx);
    if (this.session !== session || this.currentKey !== key) return;
    if (move && !game.checkMove(session.position, move).ok) move = undefined;
    move ??= game.usefulMove(session.position);
    if (!move) {
      this.host.announce(this.host.t.t('noHint'));
      return;
    }
    const resolved = game.checkMove(session.position, move);
    const full = resolved.ok ? resolved.value : move;
    const moving = session.movingCard(full);
    this.hint = {
      move: full,
      from: full.kind === 'transfer' ? pileId(fromTransferSource(full)) : 'stock',
      count: full.kind === 'transfer' ? (full.count ?? 1) : 0,
      to: full.kind === 'transfer' ? pileId(session.destination(full)!) : 'stock',
    };
    this.host.announce(
      this.host.t.t('hintIs', {
        move: this.host.t.move(full, moving, game.variant.stock === 'deal'),
      }),
    );
    this.host.requestUpdate();
  }

  get canPlayToEnd(): boolean {
    const status = this.status();
    return status?.kind === 'winnable' && (status.result.solution?.length ?? 0) > 0 && !this.won;
  }

  playToEnd(): void {
    const status = this.status();
    if (status?.kind !== 'winnable' || !status.result.solution) return;
    void this.#runMoves(status.result.solution, 'solver');
  }

  finish(): void {
    const session = this.session;
    if (!session?.game.canFinish(session.position)) return;
    void this.#runMoves(session.game.finishMoves(session.position), 'finish');
  }

  async #runMoves(moves: readonly Move[], source: MoveSource): Promise<void> {
    this.#stopRun();
    const run = new AbortController();
    this.#run = run;
    this.running = true;
    this.host.requestUpdate();
    const step = reducedMotion() ? 120 : 280;
    try {
      for (const move of moves) {
        await wait(step, run.signal);
        if (run.signal.aborted || !this.play(move, source)) break;
      }
    } finally {
      if (this.#run === run) {
        this.#run = undefined;
        this.running = false;
        this.host.requestUpdate();
      }
    }
  }

  #stopRun(): void {
    if (!this.#run) return;
    this.#run.abort();
    this.#run = undefined;
    if (this.running) {
      this.running = false;
      this.host.requestUpdate();
    }
  }

  /** Stops Play to the end, Finish, automatic moves and a winnable-deal search. */
  stop(): void {
    this.#stopRun();
    this.solver.dealQuestion.abort();
  }

  #verdictArrived(key: string, result: AnalysisResult): void {
    if (key !== this.currentKey) return;
    const status = this.status();
    if (!status) return;
    const text = solverText(this.host.t, status, this.game!.id);
    const changed = status.kind !== this.#lastStatus;
    this.#lastStatus = status.kind;
    if (!this.#reached.has(key)) return;
    this.host.emit('naipe-verdict', {
      verdict: result.verdict,
      status: status.kind,
      position: key,
    });
    if (status.kind === 'lost' && changed) {
      this.host.announce(`${this.host.t.t('lostWarning')} ${text}`);
      this.host.emit('naipe-lost', { reason: 'unwinnable' });
    } else if (changed) {
      this.host.announce(text);
    }
  }
}

function fromTransferSource(move: Extract<Move, { kind: 'transfer' }>) {
  const from = move.from;
  if (from.kind === 'foundation') return { kind: 'foundation' as const, suit: from.suit ?? 0 };
  if (from.kind === 'waste') return { kind: 'waste' as const };
  return { kind: from.kind, index: from.index };
}
