/**
 * The game in progress and everything the player does to it, apart from input and
 * drawing: playing, undo and redo, new deals, hints, Finish and Play to the end. It
 * holds the session and its line of positions, and leans on four controllers: the
 * clock (game-clock.ts), saving and statistics (keeping.ts), moves played for the
 * player (auto-play.ts) and the solver's verdicts and hints (advice.ts). The element
 * maps clicks and keys onto these methods and renders what they leave behind.
 */
import type { Game, Move } from '@naipe/rules';
import type { ReactiveController } from 'lit';
import type { AnalysisResult } from '../analysis/service.js';
import type { SolverStatus } from '../analysis/verdicts.js';
import { type MessageKey, sentences } from '../model/i18n.js';
import {
  sayPlayed,
  sayRedone,
  sayTurn,
  sayUndone,
  sayUndoneToWinnable,
} from '../model/narration.js';
import { randomDeal } from '../model/random-deal.js';
import { offeredOptions, Session } from '../model/session.js';
import { type GameStats, recordHint, recordLoss, recordPlayed, recordWin } from '../model/stats.js';
import type { TableStore } from '../model/storage.js';
import { givenUp } from '../model/switching.js';
import { Advice, type AdviceHost, type Hint } from './advice.js';
import { AutoPlay } from './auto-play.js';
import type { MoveSource } from './events.js';
import { GameClock } from './game-clock.js';
import { Keeping, type KeepingHost } from './keeping.js';
import { NextDeal, pageShown } from './next-deal.js';
import type { SolverLink } from './solver-link.js';

export type { Hint } from './advice.js';

/** How a new deal was chosen: at random, proven winnable, or the best unproven candidate. */
export type DealtKind = 'random' | 'proven' | 'unproven';

export interface PlayHost extends AdviceHost, KeepingHost {
  readonly autoSafe: boolean;
  /** New deals are proven winnable: the next one is looked for while the player plays. */
  readonly winnableOnly: boolean;
  /** Called when the position on the board changes, to clear what pointed at the old one. */
  positionChanged(): void;
  /**
   * The player's new deal is about to go on the table, chosen as `kind` (an `unproven`
   * one said so with the deal): for the notices about winnable deals only.
   */
  dealt(kind: DealtKind): void;
}

export class PlayController implements ReactiveController {
  session: Session | undefined;
  won = false;
  /** Notation of each position of the current line: `keys[n]` is the one after n moves. */
  #keys: string[] = [];
  readonly #clock: GameClock;
  readonly #keeping: Keeping;
  readonly #auto: AutoPlay;
  readonly #advice: Advice;
  readonly #nextDeal: NextDeal;
  /** On the page: a table taken off it looks for no next deal. */
  #connected = false;
  /**
   * A move followed by safe moves, not said yet: what was said of the move and of each
   * safe move so far. The live region says them together once the safe moves are over,
   * since a safe move said on its own would cut off the words before it.
   */
  #turn: { played: string | undefined; automatic: string[] } | undefined;
  /** A safe move is to be played by itself: from the move before it until it is, or stopped. */
  #safeMoveComing = false;
  /**
   * The line is changing (`#moved`), its words still to be said: what the solver says of
   * the new position meanwhile waits for them (see `Advice.release`).
   */
  #moving = false;
  /** The last "New game" to look for a deal: only it may give the game back its analyses. */
  #dealing: object | undefined;

  constructor(private readonly host: PlayHost) {
    host.addController(this);
    this.#clock = new GameClock(host, () => (this.inProgress ? this.session : undefined));
    this.#keeping = new Keeping(
      host,
      () => this.session && { session: this.session, won: this.won },
    );
    this.#auto = new AutoPlay(host, (move, source) => this.play(move, source));
    this.#advice = new Advice(host, () => ({
      session: this.session,
      won: this.won,
      keys: this.#keys,
      wordsComing: this.#moving || this.#safeMoveComing,
    }));
    this.#nextDeal = new NextDeal({
      service: () => this.solver.service,
      idle: () => this.solver.idle(),
      shown: pageShown,
    });
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

  /** A game in progress whose result is not recorded yet: dealing again loses it. */
  get atStake(): boolean {
    return this.inProgress && !this.session?.decided;
  }

  get solver(): SolverLink {
    return this.#advice.solver;
  }

  get hint(): Hint | undefined {
    return this.#advice.hint;
  }

  set hint(hint: Hint | undefined) {
    this.#advice.hint = hint;
  }

  get stats(): GameStats {
    return this.#keeping.stats;
  }

  /** Play to the end or Finish is playing its moves. */
  get running(): boolean {
    return this.#auto.running;
  }

  /**
   * What the solver line shows: the solver's status of the position on the table, or
   * nothing once the game is won (the win panel says it), unless a winnable deal is
   * being looked for, which the line says.
   */
  status(): SolverStatus | undefined {
    if (this.won && !this.solver.dealQuestion.pending) return undefined;
    return this.#advice.status();
  }

  // ---- Lifecycle -------------------------------------------------------------------

  hostConnected(): void {
    this.#connected = true;
    this.prepareNextDeal();
  }

  hostDisconnected(): void {
    this.#connected = false;
    this.stop();
    this.save();
  }

  /** Adds the time since the last tick while the game runs and the page is seen. */
  tick(): void {
    this.#clock.tick();
  }

  readonly save = (): void => this.#keeping.save();

  /** Puts `session` on the table; `byPlayer` when the player dealt it (events follow). */
  begin(
    session: Session,
    store: TableStore,
    variant: string,
    byPlayer = false,
    known?: AnalysisResult,
  ): void {
    // The moves of the game left are not said any more, nor what they led to.
    this.#turn = undefined;
    this.#advice.drop();
    this.stop();
    this.#keeping.use(store, variant);
    this.session = session;
    const game = session.game;
    this.#keys = session.line().map((p) => game.makePosition(p));
    this.#advice.reset(byPlayer, known);
    this.won = game.isWon(session.position);
    this.#clock.restart();
    this.save();
    this.analyse();
    this.prepareNextDeal();
    this.host.positionChanged();
    this.host.requestUpdate();
  }

  /**
   * With winnable deals only, starts looking for the next deal in the background (see
   * next-deal.ts); otherwise stops looking. Called when a game begins, when the table
   * comes onto the page, and when winnable deals only or the solver changes.
   */
  prepareNextDeal(): void {
    const game = this.session?.game;
    if (game && this.#connected && this.host.winnableOnly) {
      this.#nextDeal.prepare(game);
    } else {
      this.#nextDeal.stop();
    }
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
    const keeping = this.#keeping;
    const lost = givenUp(
      old && {
        slot: { prefix: keeping.store.prefix, variant: keeping.variant },
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
    store.inherit(keeping.store);
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
    // A game won once has its result, even undone since: giving it up is no loss.
    if (!session?.counted || this.won || session.decided) return false;
    this.#keeping.record(recordLoss);
    this.#keeping.forget();
    session.counted = false;
    return true;
  }

  /** Forgets the game (bad input replaced it with a message). */
  clear(): void {
    this.#turn = undefined;
    this.#advice.drop();
    this.stop();
    this.session = undefined;
    this.#keys = [];
    this.solver.reset();
  }

  // ---- Moves -----------------------------------------------------------------------

  analyse(): void {
    this.#advice.analyse();
  }

  /**
   * Records the position after a change of the line and tells the host; `safeMoveComing`
   * when a safe move is to follow it (only a move played can have one). The caller then
   * says the change, and `Advice.release`s what the solver said of the new position
   * meanwhile (a verdict known already), or, once the game is won, `drop`s it.
   */
  #moved(safeMoveComing = false): void {
    const session = this.session!;
    this.#safeMoveComing = safeMoveComing;
    this.#moving = true;
    this.#keys.length = session.moveCount;
    this.#keys.push(session.game.makePosition(session.position));
    this.#advice.reached();
    this.save();
    this.analyse();
    this.#moving = false;
    this.host.positionChanged();
    this.host.requestUpdate();
  }

  /** Plays a move; false (and a word to the player) if it is not legal. */
  play(move: Move, source: MoveSource = 'player'): boolean {
    const session = this.session;
    if (!session || this.won) return false;
    if (source === 'player' || source === 'auto') this.#auto.stop();
    // The safe move waited for is this one, or given up for it (see `#moved`).
    this.#safeMoveComing = false;
    const game = session.game;
    const before = session.position;
    if (!session.play(move)) {
      this.host.announce(sentences(this.#takeTurn(), this.host.t.t('cannotMove')));
      return false;
    }
    const played = session.history.moves[session.moveCount - 1]!;
    if (!session.counted) {
      session.counted = true;
      this.#keeping.record(recordPlayed);
    }
    if (source === 'solver') session.assisted = true;
    // Play to the end and Finish are said once as they start and once as they end.
    const lined = source === 'solver' || source === 'finish';
    const won = game.isWon(session.position);
    // Said and fired once, as the game gets stuck: drawing on in a stuck game changes nothing.
    const stuck =
      !won && game.outcome(session.position) === 'stuck' && game.outcome(before) !== 'stuck';
    // Safe cards go up one by one, each an ordinary undoable move. Decided before the line
    // moves on, so that what the solver says of the new position waits for them too.
    const next =
      !won && !stuck && this.host.autoSafe && !lined
        ? game.safeFoundationMoves(session.position)[0]
        : undefined;
    this.#moved(next !== undefined);
    if (!lined) {
      const said = sayPlayed(this.host.t, game, { before, move: played, after: session.position });
      if (source !== 'auto') this.#turn = { played: said, automatic: [] };
      else if (this.#turn) this.#turn.automatic.push(said);
      else this.#turn = { played: undefined, automatic: [said] };
    }
    // The move, the safe moves after it and what they led to are said at once, when they
    // are over: a second word would cut the first.
    if (!won && !next) this.#sayTurn(stuck ? this.host.t.t('stuck') : undefined);
    this.host.emit('naipe-move', {
      move: game.makeMove(played),
      source,
      moves: session.moveCount,
      position: this.currentKey!,
    });
    if (won) {
      this.#advice.drop();
      this.#win(source, this.#takeTurn());
    } else if (stuck) {
      this.host.emit('naipe-lost', { reason: 'stuck' });
    } else if (next) {
      // Stopped before it is played (by a move, an undo), the turn so far is said first.
      this.#auto.playSoon(next, 'auto', () => {
        this.#safeMoveComing = false;
        this.#sayTurn();
      });
    }
    return true;
  }

  /** What is held of the current turn (see `#turn`), taken to be said now. */
  #takeTurn(): string | undefined {
    const turn = this.#turn;
    this.#turn = undefined;
    return turn && sayTurn(this.host.t, turn.played, turn.automatic);
  }

  /** Says the current turn, with `after` (what it led to), then what the solver said of it. */
  #sayTurn(after?: string): void {
    const text = sentences(this.#takeTurn(), after);
    if (text) this.host.announce(text);
    this.#advice.release();
  }

  /**
   * Every card is home. A game the solver played any move of (Play to the end, even
   * stopped or undone later) is the solver's, not the player's: it stays counted as
   * played, is no win, ends the streak and sets no best time nor fewest moves.
   * One game, one result: the first win is recorded, and reaching the win again (redo,
   * or other moves after an undo) records nothing more.
   */
  #win(source: MoveSource = 'player', said?: string): void {
    const session = this.session!;
    this.won = true;
    if (!session.decided) {
      session.decided = true;
      this.#keeping.record((s) =>
        session.assisted
          ? recordLoss(s)
          : recordWin(s, { elapsedMs: session.elapsedMs, moves: session.moveCount }),
      );
    }
    this.save();
    // Play to the end and Finish say the win themselves as they end; the player's last
    // move (and the safe moves after it) is said with it, and the win panel's moves and time.
    if (source !== 'solver' && source !== 'finish') {
      this.host.announce(sentences(said, this.host.t.t('won'), this.#wonDetail()));
    }
    this.host.emit('naipe-won', {
      game: session.game.id,
      deal: session.deal,
      moves: session.moveCount,
      elapsedMs: Math.round(session.elapsedMs),
      assisted: session.assisted,
    });
  }

  /**
   * Says how a line played for the player (Play to the end, Finish) ended after `moves`
   * moves: the win in `won`'s words, with the game's moves and time, or `stopped`'s.
   */
  #sayLineEnd(moves: number, won: MessageKey, stopped: MessageKey): void {
    const t = this.host.t;
    this.host.announce(
      this.won ? sentences(t.t(won, { moves }), this.#wonDetail()) : t.t(stopped, { moves }),
    );
  }

  /** The win panel's moves and time (chrome-view.ts), said with the win. */
  #wonDetail(): string {
    const session = this.session!;
    return this.host.t.wonDetail(session.moveCount, session.elapsedMs);
  }

  undo(): void {
    // What the solver said of the position left goes with it, unsaid if still held.
    this.#advice.drop();
    this.#auto.stop();
    const session = this.session;
    const step = session?.lastStep();
    if (!session || !step || !session.undo()) {
      this.host.announce(this.host.t.t('nothingToUndo'));
      return;
    }
    this.won = false;
    this.#moved();
    this.host.announce(sayUndone(this.host.t, session.game, step));
    this.#advice.release();
  }

  redo(): void {
    this.#auto.stop();
    const session = this.session;
    if (!session?.redo()) {
      this.host.announce(this.host.t.t('nothingToRedo'));
      return;
    }
    this.#moved();
    const said = sayRedone(this.host.t, session.game, session.lastStep()!);
    if (session.game.isWon(session.position)) {
      this.#advice.drop();
      this.#win('player', said);
    } else {
      this.host.announce(said);
      this.#advice.release();
    }
  }

  /** Undoes back to the position after `moves` moves (the last winnable one). */
  undoTo(moves: number): void {
    this.#advice.drop();
    this.#auto.stop();
    const session = this.session;
    if (!session || moves >= session.moveCount) return;
    const taken = session.moveCount - moves;
    while (session.moveCount > moves && session.undo()) {}
    this.won = false;
    this.#moved();
    this.host.announce(sayUndoneToWinnable(this.host.t, taken));
    this.#advice.release();
  }

  /**
   * Deals again with the same options; the caller has asked for confirmation. With
   * `winnableOnly` (where the solver plays the game) the deal is the first of a few tries
   * proven winnable, or else the most promising of them: answers `unproven` then (the
   * table says so), `proven` or `random` otherwise, undefined when nothing was dealt.
   */
  async newDeal(winnableOnly: boolean): Promise<DealtKind | undefined> {
    const session = this.session;
    if (!session) return undefined;
    const game = session.game;
    this.stop();
    let deal = randomDeal(game);
    let verdict: AnalysisResult | undefined;
    let kind: DealtKind = 'random';
    if (winnableOnly && this.solver.supports(game.id)) {
      const dealing = {};
      this.#dealing = dealing;
      // The positions left are analysed no further: with one worker (two cores), the
      // deal's search would wait behind a full analysis, seconds for a hard position.
      this.#advice.leave();
      const ahead = await this.#nextDeal.next(game);
      // Another "New game" or game meanwhile (the try under way was waited for) wins.
      if (this.session !== session || !this.#connected) return undefined;
      const found =
        ahead ?? (await this.solver.findWinnableDeal(game.id, offeredOptions(game), deal));
      if (!found || this.session !== session) {
        // The search failed: the game stays, and what was stopped for it is asked again.
        if (this.session === session && this.#connected && this.#dealing === dealing) {
          this.#advice.stay();
        }
        return undefined;
      }
      deal = found.deal;
      // An unproven candidate's short search is no verdict: its analysis starts afresh.
      kind = found.result.verdict === 'winnable' ? 'proven' : 'unproven';
      if (kind === 'proven') verdict = found.result;
    }
    const start = game.deal(deal);
    if (!start.ok) return undefined;
    // Given up only now that its successor is ready: a failed search leaves it playable.
    if (this.abandon()) this.host.emit('naipe-lost', { reason: 'abandoned' });
    const next = Session.start(game, deal, start.value);
    const keeping = this.#keeping;
    this.host.dealt(kind);
    this.begin(next, keeping.store, keeping.variant, true, verdict);
    if (verdict) this.#advice.verdictArrived(this.currentKey!, verdict);
    // Its analysis, just asked for, answers later: the candidate is marked before it can.
    if (kind === 'unproven') this.#advice.watchCandidate();
    const t = this.host.t;
    const dealtWords = `${t.t('newDeal')} ${t.t('dealValue', { deal })}`;
    this.host.announce(
      kind === 'unproven' ? `${dealtWords}. ${t.t('notProvenWinnable')}` : dealtWords,
    );
    const detail = { game: game.id, options: offeredOptions(game), deal };
    this.host.emit(
      'naipe-new-game',
      kind === 'random' ? detail : { ...detail, provenWinnable: kind === 'proven' },
    );
    return kind;
  }

  // ---- Help from the rules and the solver ------------------------------------------

  async askHint(): Promise<void> {
    const session = this.session;
    if (!session || this.won) return;
    session.hints++;
    this.#keeping.record(recordHint);
    this.save();
    await this.#advice.showHint();
  }

  get canPlayToEnd(): boolean {
    return (this.#advice.solution?.length ?? 0) > 0 && !this.won;
  }

  /**
   * Plays the solver's line to the win, animated. It is announced once as it starts and
   * once as it ends (how many moves the solver played, and whether that won the game,
   * then with the game's moves and time), never move by move.
   */
  playToEnd(): void {
    const solution = this.#advice.solution;
    const session = this.session;
    if (!solution || !session) return;
    // A move whose safe moves are still to come is said before the line starts.
    this.#auto.stop();
    this.host.announce(this.host.t.t('playingToEnd'));
    void this.#auto.playLine(solution, 'solver', (moves) => {
      if (this.session === session) this.#sayLineEnd(moves, 'solverWon', 'solverStopped');
    });
  }

  /**
   * Klondike's Finish: the safe moves home, animated, said once as they start and once
   * as they end (the win, with the game's moves and time, or how many cards went home
   * before something stopped them).
   */
  finish(): void {
    const session = this.session;
    if (!session?.game.canFinish(session.position)) return;
    // A move whose safe moves are still to come is said before Finish starts.
    this.#auto.stop();
    this.host.announce(this.host.t.t('finishing'));
    void this.#auto.playLine(session.game.finishMoves(session.position), 'finish', (moves) => {
      if (this.session === session) this.#sayLineEnd(moves, 'finishWon', 'finishStopped');
    });
  }

  /** Stops Play to the end, Finish, automatic moves and the winnable-deal searches. */
  stop(): void {
    this.#auto.stop();
    this.solver.dealQuestion.abort();
    this.#nextDeal.stop();
  }
}
