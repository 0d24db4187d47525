/**
 * The solver's part in play: a verdict for each position the game reaches (asked through
 * `SolverLink`), the words and events for the verdicts of positions the player brought
 * about (the warning after a losing move among them), and hints.
 */
import type { Move } from '@naipe/rules';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { AnalysisResult } from '../analysis/service.js';
import type { SolverStatus } from '../analysis/verdicts.js';
import { sentences, type Translator } from '../model/i18n.js';
import { pileId } from '../model/piles.js';
import { offeredOptions, type Session } from '../model/session.js';
import { solverSpoken, solverText } from '../model/solver-text.js';
import type { NaipeEventDetails, NaipeEventName } from './events.js';
import { type PositionContext, SolverLink } from './solver-link.js';

export interface AdviceHost extends ReactiveControllerHost {
  readonly t: Translator;
  announce(text: string): void;
  emit<N extends NaipeEventName>(name: N, detail: NaipeEventDetails[N]): void;
  /**
   * The candidate deal on the table (see `Advice.watchCandidate`) is proven impossible:
   * the live region has said so in the words of the notice that tells it, for the host
   * to show (or says them after the words of the move still to come, even if it is
   * undone first).
   */
  candidateLost(): void;
}

/** The game on the table as the solver sees it: the session and its line of positions. */
export interface Line {
  readonly session: Session | undefined;
  readonly won: boolean;
  /** Notation of each position of the line: `keys[n]` is the one after n moves. */
  readonly keys: readonly string[];
  /**
   * The words of the change that brought the line to its position are still to be said:
   * the play controller says them once the line has moved on (and, where the table is to
   * play safe moves by itself after a move, once those are over), then `release`s what
   * was said of the position meanwhile.
   */
  readonly wordsComing: boolean;
}

/** A hint on the board: the cards to move (by where they lie) and where they go. */
export interface Hint {
  readonly move: Move;
  /**
   * On a winning line the solver found; false for a good move (the solver's best line
   * where it has no verdict, or a useful move by the rules), which may not keep the game winnable.
   */
  readonly proven: boolean;
  readonly from: string;
  readonly count: number;
  readonly to: string;
}

/** How many moves that put a card up or turn one over a hint tries before a draw. */
const PROGRESS_TRIED = 3;

export class Advice implements ReactiveController {
  readonly solver: SolverLink;
  hint: Hint | undefined;
  /** Positions the player brought about: only their verdicts raise events. */
  readonly #reached = new Set<string>();
  /**
   * The status of the last position with a verdict the player came to (by a verdict that
   * came, or by a move or an undo to a position judged before): words are said as a move
   * changes it, never again while it stays (a lost game played on).
   */
  #lastStatus = '';
  /**
   * How many moves the line had, as of the last `reached` or `reset`: a line one longer
   * came by a move or a redo. Not told by the position before, which a line that goes
   * through a position twice (a card to a free cell and back) would mistake an undo for.
   */
  #moves = 0;
  /**
   * Words about the position the line came to (its verdict, the warning), held while the
   * words of the move that brought it there are still to come (`Line.wordsComing`): a
   * verdict known at once, or one that comes while safe moves follow the move. Said by
   * `release` in the same tick as the move's, which the live region joins: the move
   * first, then what it led to. Said alone before them, they would be heard first, or
   * be cut off by them.
   */
  #held: string | undefined;
  /**
   * The candidate's notice's words (`watchCandidate`), held as `#held` is, but kept when
   * that goes (`drop`): the host shows the notice as they are held, and a notice shown
   * must be heard, whatever the position it came at. Said by the next `release`.
   */
  #heldNotice: string | undefined;
  /**
   * The game on the table is the most promising of the deals winnable deals only tried,
   * none proven winnable, and its own analysis has not proven it impossible yet.
   */
  #candidate = false;

  constructor(
    private readonly host: AdviceHost,
    private readonly line: () => Line,
  ) {
    host.addController(this);
    this.solver = new SolverLink(
      host,
      (key, result) => this.verdictArrived(key, result),
      () => this.#lastWinnableFound(),
    );
  }

  hostConnected(): void {}

  get #currentKey(): string | undefined {
    const keys = this.line().keys;
    return keys[keys.length - 1];
  }

  status(): SolverStatus | undefined {
    const { session, keys } = this.line();
    return session && this.solver.status({ game: session.game.id, line: keys });
  }

  /**
   * A new game is on the table: what was known goes. `byPlayer` when the player dealt it
   * (its verdict is an event); `known`, its start's verdict if the deal came with one.
   */
  reset(byPlayer: boolean, known?: AnalysisResult): void {
    this.solver.reset();
    this.#reached.clear();
    this.#lastStatus = '';
    this.hint = undefined;
    this.#held = undefined;
    this.#heldNotice = undefined;
    this.#candidate = false;
    this.#moves = this.line().keys.length - 1;
    const key = this.#currentKey;
    if (key === undefined) return;
    if (byPlayer) this.#reached.add(key);
    if (known) this.solver.record(key, known);
  }

  /**
   * The game just put on the table is the candidate of winnable deals only (the most
   * promising deal tried, none proven winnable): should its analysis prove it cannot be
   * won from the start, the live region says so once, in the words of the notice the
   * host then shows (`candidateLost`), and not the verdict's too, which would tell the
   * player the same a second time in other words.
   */
  watchCandidate(): void {
    this.#candidate = true;
  }

  /** The game is being left for a deal still to be found: see `SolverLink.stopAnalyses`. */
  leave(): void {
    this.solver.stopAnalyses();
  }

  /** The game stays after all (no deal was found): what `leave` stopped is asked again. */
  stay(): void {
    this.analyse();
    if (this.status()?.kind === 'impossible-here') this.#findLastWinnable();
  }

  /** The player's move (or undo, or redo) brought the line to a new position. */
  reached(): void {
    const { session, keys } = this.line();
    const key = keys[keys.length - 1];
    // A move or a redo.
    const forward = keys.length - 1 === this.#moves + 1;
    this.#moves = keys.length - 1;
    if (key !== undefined) this.#reached.add(key);
    this.hint = undefined;
    // Once the game is won the win panel speaks.
    if (key === undefined || !session || session.game.isWon(session.position)) return;
    // A position judged before is asked nothing: what its verdict says, it says now.
    if (this.solver.entry(key)?.state !== 'done') return;
    if (forward) this.#statusKnown(key);
    else this.#lastStatus = this.status()?.kind ?? '';
  }

  #context(): PositionContext | undefined {
    const { session, keys } = this.line();
    if (!session) return undefined;
    const game = session.game;
    const parentKey = keys[keys.length - 2];
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
      line: keys,
      nextOnParentLine,
    };
  }

  /** Makes sure the current position has, or is getting, a verdict. */
  analyse(): void {
    const ctx = this.#context();
    if (ctx) this.solver.analyse(ctx);
  }

  /** The solver's winning line from the current position, when it has one. */
  get solution(): readonly Move[] | undefined {
    const status = this.status();
    return status?.kind === 'winnable' ? status.result.solution : undefined;
  }

  /**
   * Shows the next move of a winning line on the board, and says it; without one, a good
   * move (of the solver's best line where it has no verdict, or a useful move of the
   * rules), said as such. Where the winning line draws or deals next, a card up or a card
   * turned over that keeps the game winnable comes first (RULES.md, "At the table"). A
   * move that is not proven never leads back to a position the game has been through, so
   * that following the hints cannot go round in a circle; in a lost game the hint says
   * so before its move.
   */
  async showHint(): Promise<void> {
    const { session, keys } = this.line();
    const ctx = this.#context();
    if (!session || !ctx) return;
    const game = session.game;
    const key = this.#currentKey;
    const stale = () => this.line().session !== session || this.#currentKey !== key;
    let suggestion = await this.solver.hint(ctx);
    if (stale()) return;
    if (suggestion && !game.checkMove(session.position, suggestion.move).ok) suggestion = undefined;
    const seen = new Set(keys);
    if (suggestion && !suggestion.proven && this.#leadsTo(seen, suggestion.move)) {
      suggestion = undefined;
    }
    if (suggestion?.proven && suggestion.move.kind === 'stock') {
      const progress = await this.#winnableProgress(ctx);
      if (stale()) return;
      if (progress) suggestion = { move: progress, proven: true };
    }
    const useful = suggestion ? undefined : game.usefulMove(session.position, seen);
    const move = suggestion?.move ?? useful;
    const proven = suggestion?.proven ?? false;
    const status = this.status();
    const lost =
      status?.kind === 'lost' ||
      status?.kind === 'impossible-start' ||
      status?.kind === 'impossible-here';
    // In a lost game the hint first says so: its move can only take the game further.
    const before = lost && status ? `${solverText(this.host.t, status, game.id)}. ` : '';
    if (!move) {
      this.host.announce(before + this.host.t.t('noHint'));
      return;
    }
    const resolved = game.checkMove(session.position, move);
    const full = resolved.ok ? resolved.value : move;
    const moving = session.movingCard(full);
    this.hint = {
      move: full,
      proven,
      from: full.kind === 'transfer' ? pileId(fromTransferSource(full)) : 'stock',
      count: full.kind === 'transfer' ? (full.count ?? 1) : 0,
      to: full.kind === 'transfer' ? pileId(session.destination(full)!) : 'stock',
    };
    // A move the solver has not proven is never called the hint to a win.
    const said = this.host.t.move(full, moving, game.variant.stock === 'deal');
    const shown = proven ? 'hintIs' : useful ? 'rulesMoveIs' : 'goodMoveIs';
    this.host.announce(before + this.host.t.t(shown, { move: said }));
    this.host.requestUpdate();
  }

  /** Whether `move` from the current position leads to one of the positions `seen`. */
  #leadsTo(seen: ReadonlySet<string>, move: Move): boolean {
    const session = this.line().session!;
    const after = session.game.play(session.position, move);
    return after.ok && seen.has(session.game.makePosition(after.value));
  }

  /** A move that puts a card up or turns one over and keeps the game winnable, if any. */
  async #winnableProgress(ctx: PositionContext): Promise<Move | undefined> {
    const session = this.line().session!;
    const game = session.game;
    // A few at most, cards up first: each is a quick search, and the hint waits for them.
    for (const move of game.progressMoves(session.position).slice(0, PROGRESS_TRIED)) {
      const after = game.play(session.position, move);
      if (!after.ok) continue;
      const request = { game: ctx.game, options: ctx.options, position: after.value };
      if (await this.solver.isWinnable(request, game.makePosition(after.value))) return move;
    }
    return undefined;
  }

  /** Looks for the last winnable position of the line, for the warning's undo button. */
  #findLastWinnable(): void {
    const { session, keys } = this.line();
    if (!session) return;
    const game = session.game;
    this.solver.findLastWinnable(
      { game: game.id, options: offeredOptions(game) },
      session.line(),
      keys,
    );
  }

  /** A verdict came for `key`: said and fired if the player brought that position about. */
  verdictArrived(key: string, result: AnalysisResult): void {
    // Once the game is won the win panel speaks; a verdict coming late says nothing.
    if (key !== this.#currentKey || this.line().won) return;
    this.#statusKnown(key, result);
  }

  /**
   * The verdict of the current position, `key`, is known: `result` as it came, or else
   * one known before, which a move or a redo reached. Said if the player brought the
   * position about and the status changed, with `naipe-lost` where it turned lost (by
   * the last move or an earlier one: see `LostBy`); `naipe-verdict` fires for a verdict
   * that came.
   */
  #statusKnown(key: string, result?: AnalysisResult): void {
    const status = this.status();
    const game = this.line().session?.game;
    if (!status || !game) return;
    const changed = status.kind !== this.#lastStatus;
    this.#lastStatus = status.kind;
    // No position before is known winnable: look for the last one, for the warning.
    if (status.kind === 'impossible-here') this.#findLastWinnable();
    if (!this.#reached.has(key)) return;
    if (result) {
      this.host.emit('naipe-verdict', {
        verdict: result.verdict,
        status: status.kind,
        position: key,
      });
    }
    if (!changed) return;
    if (status.kind === 'impossible-start' && this.#candidate) {
      this.#candidate = false;
      // Heard even where an undo leaves the position before its move's words are said.
      const words = this.host.t.t('candidateLost');
      if (this.line().wordsComing) this.#heldNotice = words;
      else this.host.announce(words);
      this.host.candidateLost();
      return;
    }
    // A verdict with a button beside it is said with what the button does.
    this.#say(solverSpoken(this.host.t, status, game.id));
    if (status.kind !== 'lost') return;
    // A verdict that came follows the move's event; one known before fires after it too
    // (the table fires `naipe-move` once the line has reached the position).
    if (result) this.host.emit('naipe-lost', { reason: 'unwinnable' });
    else queueMicrotask(() => this.host.emit('naipe-lost', { reason: 'unwinnable' }));
  }

  /**
   * The search for the last winnable position judged one: where that turns "cannot be
   * won from here" into "no longer winnable", the warning's undo button has come, and is
   * said to be there (the warning's own words are not: which move they blame may change
   * as the search goes on).
   */
  #lastWinnableFound(): void {
    const key = this.#currentKey;
    const status = this.status();
    const game = this.line().session?.game;
    if (key === undefined || !game || this.line().won || status?.kind !== 'lost') return;
    if (this.#lastStatus !== 'impossible-here') return;
    this.#lastStatus = status.kind;
    if (!this.#reached.has(key)) return;
    const t = this.host.t;
    this.#say(sentences(solverText(t, status, game.id), t.t('offerUndoToFoundWinnable')));
  }

  /**
   * The words of the move that brought the line to its position were said: what was
   * held for them (see `#held`) is said now, after them.
   */
  release(): void {
    const held = sentences(this.#held, this.#heldNotice);
    this.#held = undefined;
    this.#heldNotice = undefined;
    if (held) this.host.announce(held);
  }

  /**
   * What was held for a move's words goes unsaid: the position it was about is left. The
   * candidate's notice's words stay (see `#heldNotice`): the notice stays too.
   */
  drop(): void {
    this.#held = undefined;
  }

  /**
   * Says `words` about the current position: now, or, while the words of the move that
   * brought it about are still to come, after them (see `#held`).
   */
  #say(words: string): void {
    if (this.line().wordsComing) {
      this.#held = sentences(this.#held, words);
    } else {
      this.host.announce(words);
    }
  }
}

function fromTransferSource(move: Extract<Move, { kind: 'transfer' }>) {
  const from = move.from;
  if (from.kind === 'foundation') return { kind: 'foundation' as const, suit: from.suit ?? 0 };
  if (from.kind === 'waste') return { kind: 'waste' as const };
  return { kind: from.kind, index: from.index };
}
