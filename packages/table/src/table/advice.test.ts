/**
 * The hint and the warning as `Advice` gives them, against a solver double that answers
 * each position from a table of verdicts, so each test says what the solver knows.
 */
import { card, cardsOf, FRENCH, Game, type Move, type Position, unwrap } from '@naipe/rules';
import type { ReactiveController } from 'lit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  AnalysisCallOptions,
  AnalysisRequest,
  AnalysisResult,
  AnalysisService,
  Verdict,
} from '../analysis/service.js';
import { sentences, Translator } from '../model/i18n.js';
import { Session } from '../model/session.js';
import { solverSpoken } from '../model/solver-text.js';
import { TableStore } from '../model/storage.js';
import { Advice, type AdviceHost } from './advice.js';
import { PlayController, type PlayHost } from './play-controller.js';

/** A game of `game` from deal `deal` with `moves` (notation) played. */
function sessionOf(game: Game, deal: number, moves: readonly string[]): Session {
  const session = Session.start(game, deal, unwrap(game.deal(deal)));
  for (const text of moves) {
    if (!session.play(unwrap(game.parseMove(text)))) throw new Error(`${text} refused`);
  }
  return session;
}

/**
 * The table around `Advice`: what it says, and a solver whose verdict for a position is
 * `verdictOf(notation)` (a winnable one with `solutionOf` as its solution), given once
 * `answerAfter(notation)` settles where it gives a promise, and whose hint is `hint`.
 */
function table(
  session: Session,
  verdictOf: (key: string) => Verdict,
  options: {
    solutionOf?: (key: string) => Move[];
    hint?: AnalysisResult;
    answerAfter?: (key: string) => Promise<void> | undefined;
    /** Whether a move's words are still to come (`Line.wordsComing`); never, unless given. */
    wordsComing?: () => boolean;
  } = {},
) {
  const game = session.game;
  const said: string[] = [];
  const fired: { name: string; detail: unknown }[] = [];
  /** How many times the host heard that the candidate deal was proven impossible. */
  const candidate = { lost: 0 };
  const host: AdviceHost = {
    t: new Translator('en', game.variant.deck),
    announce: (text) => said.push(text),
    emit: (name, detail) => fired.push({ name, detail }),
    candidateLost: () => candidate.lost++,
    addController: (_: ReactiveController) => {},
    removeController: () => {},
    requestUpdate: () => {},
    updateComplete: Promise.resolve(true),
  };
  const keys = () => session.line().map((p) => game.makePosition(p));
  const advice = new Advice(host, () => ({
    session,
    won: false,
    keys: keys(),
    wordsComing: options.wordsComing?.() ?? false,
  }));
  const answer = (position: Position): AnalysisResult => {
    const key = game.makePosition(position);
    const verdict = verdictOf(key);
    const solution = verdict === 'winnable' ? (options.solutionOf?.(key) ?? []) : undefined;
    return { verdict, ...(solution ? { solution } : {}), stats: {} };
  };
  const service = {
    supports: () => true,
    analyzePosition: vi.fn(async (request: AnalysisRequest, _?: AnalysisCallOptions) => {
      await options.answerAfter?.(game.makePosition(request.position));
      return answer(request.position);
    }),
    hint: vi.fn(async (request: AnalysisRequest, _?: AnalysisCallOptions) =>
      options.hint ? options.hint : answer(request.position),
    ),
    findWinnableDeal: vi.fn(),
  } satisfies AnalysisService;
  advice.solver.service = service;
  /** The table's steps after a change of the line (`PlayController.#moved`). */
  const reached = () => {
    advice.reached();
    advice.analyse();
  };
  return { advice, said, fired, candidate, service, keys, reached };
}

/** Lets every promise callback run: the solver double answers without a timer. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the warning after a losing move', () => {
  it('finds the last winnable position of a restored game by halving, for its button', async () => {
    const game = unwrap(Game.create('klondike', { deck: 'french', draw: 1 }));
    // Eight draws: nine positions, the deal and one per draw, each its own notation.
    const session = sessionOf(game, 3, ['s', 's', 's', 's', 's', 's', 's', 's']);
    const line = session.line().map((p) => game.makePosition(p));
    expect(new Set(line).size).toBe(9);
    // Winnable up to the position after five draws, impossible from the sixth on.
    const { advice, service } = table(session, (key) =>
      line.indexOf(key) <= 5 ? 'winnable' : 'impossible',
    );
    // A restored game: nothing known but what the current position is found to be.
    advice.analyse();
    await vi.waitFor(() =>
      expect(advice.status()).toEqual({ kind: 'lost', undoTo: 5, lostBy: 'earlier' }),
    );
    // Its own verdict (quick, then nothing more: it is a verdict), the deal, then
    // positions 4 (winnable), 6 (impossible) and 5 (winnable): three halvings of 0..8.
    const asked = service.analyzePosition.mock.calls.map(([r]) =>
      line.indexOf(game.makePosition(r.position)),
    );
    expect(asked).toEqual([8, 0, 4, 6, 5]);
  });

  it('keeps looking while the player plays on, and offers the same position', async () => {
    const game = unwrap(Game.create('klondike', { deck: 'french', draw: 1 }));
    const session = sessionOf(game, 3, ['s', 's', 's', 's', 's', 's', 's', 's']);
    const line = session.line().map((p) => game.makePosition(p));
    let answerDeal!: () => void;
    const dealAnswered = new Promise<void>((resolve) => {
      answerDeal = resolve;
    });
    // Winnable up to the position after five draws; impossible after, the draws to come too.
    const verdictOf = (key: string): Verdict => {
      const at = line.indexOf(key);
      return at >= 0 && at <= 5 ? 'winnable' : 'impossible';
    };
    const { advice, service, keys, reached } = table(session, verdictOf, {
      answerAfter: (key) => (key === line[0] ? dealAnswered : undefined),
    });
    advice.analyse();
    await vi.waitFor(() => expect(service.analyzePosition).toHaveBeenCalledTimes(2));
    expect(advice.status()).toEqual({ kind: 'impossible-here' });
    // Two more draws while the deal is being analysed: each is known impossible at once.
    for (const _ of [1, 2]) {
      expect(session.play({ kind: 'stock' })).toBe(true);
      reached();
      expect(advice.status()).toEqual({ kind: 'impossible-here' });
    }
    answerDeal();
    // The warning's button takes the longer line back to the same position.
    await vi.waitFor(() =>
      expect(advice.status()).toEqual({ kind: 'lost', undoTo: 5, lostBy: 'earlier' }),
    );
    expect(keys()).toHaveLength(11);
    // The search went on as it was: the deal was asked once, never given up.
    const asked = service.analyzePosition.mock.calls.map(([r]) =>
      line.indexOf(game.makePosition(r.position)),
    );
    expect(asked).toEqual([8, 0, 4, 6, 5]);
    const signals = service.analyzePosition.mock.calls.map(([, call]) => call?.signal?.aborted);
    expect(signals).not.toContain(true);
  });

  it('is said and fired for each move that loses the game, after an undo too', async () => {
    const game = unwrap(Game.create('klondike', { deck: 'french', draw: 1 }));
    const session = sessionOf(game, 3, []);
    const deal = game.makePosition(session.position);
    const [one, other] = game.legalMoves(session.position);
    // The deal can be won; every move from it loses.
    const { advice, said, fired, reached } = table(session, (key) =>
      key === deal ? 'winnable' : 'impossible',
    );
    const t = new Translator('en', game.variant.deck);
    const warning = solverSpoken(t, { kind: 'lost', undoTo: 0, lostBy: 'last' }, game.id);
    const warnings = () => said.filter((words) => words === warning).length;
    const lost = () => fired.filter((event) => event.name === 'naipe-lost').length;
    advice.reset(true);
    advice.analyse();
    await settle();
    expect(advice.status()?.kind).toBe('winnable');
    expect(session.play(one!)).toBe(true);
    reached();
    await settle();
    expect([warnings(), lost()]).toEqual([1, 1]);
    // Undone, and another move that loses: warned again, its verdict asked.
    expect(session.undo()).toBe(true);
    reached();
    expect(session.play(other!)).toBe(true);
    reached();
    await settle();
    expect(advice.status()?.kind).toBe('lost');
    expect([warnings(), lost()]).toEqual([2, 2]);
    // Undone, and the first one again, then undone and redone: each verdict known already,
    // each warned at once, the event following the move.
    for (const again of [() => session.play(one!), () => session.redo()]) {
      expect(session.undo()).toBe(true);
      reached();
      expect(again()).toBe(true);
      reached();
      expect(said.at(-1)).toBe(warning);
      await settle();
    }
    expect([warnings(), lost()]).toEqual([4, 4]);
    // A move on in the lost game is warned of no more.
    expect(session.play(game.legalMoves(session.position)[0]!)).toBe(true);
    reached();
    await settle();
    expect([warnings(), lost()]).toEqual([4, 4]);
    expect(fired.filter((event) => event.name === 'naipe-lost').map((e) => e.detail)).toEqual(
      Array(4).fill({ reason: 'unwinnable' }),
    );
  });

  it('says its button has come once the search finds a winnable position before', async () => {
    const game = unwrap(Game.create('klondike', { deck: 'french', draw: 1 }));
    const draws = Array<string>(8).fill('s');
    const line = sessionOf(game, 3, draws)
      .line()
      .map((p) => game.makePosition(p));
    const session = sessionOf(game, 3, []);
    const { advice, said, fired, reached } = table(session, (key) =>
      line.indexOf(key) <= 5 ? 'winnable' : 'impossible',
    );
    // Eight draws, each before the position before it was judged.
    advice.reset(true);
    advice.analyse();
    for (const _ of draws) {
      expect(session.play({ kind: 'stock' })).toBe(true);
      reached();
    }
    await settle();
    expect(advice.status()).toEqual({ kind: 'lost', undoTo: 5, lostBy: 'earlier' });
    // Not the warning: the move that lost the game is not known to be the last one.
    expect(said).toEqual([
      'Cannot be won from here',
      'No longer winnable. An earlier position can still be won: the “Undo back to the last winnable position” button goes back to it.',
    ]);
    expect(fired.map((event) => event.name)).toEqual(['naipe-verdict']);
  });

  it('offers no way back when the deal itself cannot be won', async () => {
    const game = unwrap(Game.create('klondike', { deck: 'french', draw: 1 }));
    const session = sessionOf(game, 3, ['s', 's', 's']);
    const { advice, service } = table(session, () => 'impossible');
    advice.analyse();
    await vi.waitFor(() => expect(advice.status()).toEqual({ kind: 'impossible-start' }));
    expect(service.analyzePosition).toHaveBeenCalledTimes(2);
  });

  it('counts a position too hard to judge with the impossible ones: the one offered is proven', async () => {
    const game = unwrap(Game.create('klondike', { deck: 'french', draw: 1 }));
    const session = sessionOf(game, 3, ['s', 's', 's', 's', 's', 's', 's', 's']);
    const line = session.line().map((p) => game.makePosition(p));
    const { advice } = table(session, (key) => {
      const at = line.indexOf(key);
      return at === 4 ? 'unknown' : at <= 5 ? 'winnable' : 'impossible';
    });
    advice.analyse();
    // 4 unknown: 0..4 is searched on, 2 and 3 are winnable; 5 was never asked.
    await vi.waitFor(() =>
      expect(advice.status()).toEqual({ kind: 'lost', undoTo: 3, lostBy: 'unsure' }),
    );
  });
});

describe('the status of a position the player comes to', () => {
  it('is said after a move, not after an undo, in a line that comes back to a position', async () => {
    const game = unwrap(Game.create('freecell'));
    // A card to a free cell and back: the line goes through the deal twice.
    const there = (deal: number) => {
      const position = unwrap(game.deal(deal));
      const key = game.makePosition(position);
      for (const out of game.legalMoves(position)) {
        if (out.kind !== 'transfer' || out.to.kind !== 'cell') continue;
        const moved = unwrap(game.play(position, out));
        const back = game
          .legalMoves(moved)
          .find((m) => game.makePosition(unwrap(game.play(moved, m))) === key);
        if (back) return { deal, out, back };
      }
      return undefined;
    };
    const { deal, out, back } = [1, 2, 3, 4, 5, 6, 7, 8].map(there).find((found) => found)!;
    const session = sessionOf(game, deal, []);
    const start = game.makePosition(session.position);
    // The deal is proven winnable; the position with the card in the cell is too hard.
    const { advice, said, reached } = table(session, (key) =>
      key === start ? 'winnable' : 'unknown',
    );
    advice.reset(true);
    advice.analyse();
    await settle();
    for (const move of [out, back]) {
      expect(session.play(move)).toBe(true);
      reached();
      await settle();
    }
    const t = new Translator('en', game.variant.deck);
    const statuses = [t.t('winnable'), t.t('unknown'), t.t('winnable')];
    expect(said).toEqual(statuses);
    // Undone to the card in the cell: its status changes as an undo's, silently.
    expect(session.undo()).toBe(true);
    reached();
    await settle();
    expect(advice.status()?.kind).toBe('unknown');
    expect(said).toEqual(statuses);
  });
});

describe('the candidate of winnable deals only', () => {
  it('proven impossible is said once in its notice’s words, not the verdict’s; a new deal is not', async () => {
    const game = unwrap(Game.create('freecell'));
    const session = sessionOf(game, 777, []);
    const { advice, said, fired, candidate } = table(session, () => 'impossible');
    const t = new Translator('en', game.variant.deck);
    advice.reset(true);
    advice.watchCandidate();
    advice.analyse();
    await settle();
    expect(advice.status()).toEqual({ kind: 'impossible-start' });
    expect(said).toEqual([t.t('candidateLost')]);
    expect(candidate.lost).toBe(1);
    // The verdict's event is the same as for any deal.
    expect(fired.map((event) => event.name)).toEqual(['naipe-verdict']);
    // Another deal on the table is no candidate: its verdict is said as any other's.
    advice.reset(true);
    advice.analyse();
    await settle();
    expect(said).toEqual([
      t.t('candidateLost'),
      solverSpoken(t, { kind: 'impossible-start' }, game.id),
    ]);
    expect(candidate.lost).toBe(1);
  });

  it('proven impossible while a move’s words are to come is said after an undo', async () => {
    const game = unwrap(Game.create('freecell'));
    const session = sessionOf(game, 777, []);
    let coming = false;
    const { advice, said, candidate, reached } = table(session, () => 'impossible', {
      wordsComing: () => coming,
    });
    const t = new Translator('en', game.variant.deck);
    const play = () => expect(session.play(game.legalMoves(session.position)[0]!)).toBe(true);
    advice.reset(true);
    advice.watchCandidate();
    // A move before the deal's verdict came: its position cannot be won, said so, and the
    // search for the last winnable one finds the deal cannot be either.
    play();
    reached();
    await settle();
    expect(said).toEqual([solverSpoken(t, { kind: 'impossible-here' }, game.id)]);
    expect(candidate.lost).toBe(0);
    said.length = 0;
    // The next move, its words still to come (safe moves follow it): known impossible at
    // once, the deal impossible, the candidate is lost.
    play();
    coming = true;
    reached();
    await settle();
    expect(advice.status()).toEqual({ kind: 'impossible-start' });
    expect(candidate.lost).toBe(1);
    expect(said).toEqual([]);
    // The move undone before its words came (`PlayController.undo`): the notice stays
    // shown, and its words are said after the undo's.
    advice.drop();
    session.undo();
    coming = false;
    reached();
    said.push('Undone');
    advice.release();
    expect(said).toEqual(['Undone', t.t('candidateLost')]);
  });
});

describe('hints', () => {
  it('put a card up that keeps the game winnable before the winning line draws', async () => {
    const game = unwrap(Game.create('klondike', { deck: 'spanish', draw: 1 }));
    const session = sessionOf(game, 3, ['3h']);
    const draw: Move = { kind: 'stock' };
    const progress = game.progressMoves(session.position);
    expect(progress.length).toBeGreaterThan(0);
    const { advice, said } = table(session, () => 'winnable', {
      solutionOf: () => [draw],
      hint: { verdict: 'winnable', solution: [draw], stats: {} },
    });
    await advice.showHint();
    expect(game.makeMove(advice.hint!.move)).toBe(game.makeMove(progress[0]!));
    expect(advice.hint?.proven).toBe(true);
    expect(said.at(-1)).toMatch(/^Hint: /);
  });

  it('keep the draw when no card up keeps the game winnable', async () => {
    const game = unwrap(Game.create('klondike', { deck: 'spanish', draw: 1 }));
    const session = sessionOf(game, 3, ['3h']);
    const now = game.makePosition(session.position);
    const draw: Move = { kind: 'stock' };
    const { advice, service } = table(session, (key) => (key === now ? 'winnable' : 'impossible'), {
      hint: { verdict: 'winnable', solution: [draw], stats: {} },
    });
    await advice.showHint();
    expect(advice.hint?.move.kind).toBe('stock');
    // Each move that puts a card up or turns one, a few at most, was asked about once.
    const tried = Math.min(game.progressMoves(session.position).length, 3);
    expect(service.analyzePosition).toHaveBeenCalledTimes(tried);
  });

  it('in a lost game say so first, and never lead back where the game has been', async () => {
    const game = unwrap(Game.create('klondike', { deck: 'french', draw: 3 }));
    // Deal 1, winnable; say the last draw lost it.
    const session = sessionOf(game, 1, ['3h', '6h', 's', 's']);
    const line = session.line().map((p) => game.makePosition(p));
    const { advice, said } = table(session, (key) =>
      line.indexOf(key) === 0 ? 'winnable' : 'impossible',
    );
    advice.analyse();
    await vi.waitFor(() => expect(advice.status()?.kind).toBe('lost'));
    const through = new Set(line);
    for (let step = 0; step < 60; step++) {
      await advice.showHint();
      const text = said.at(-1)!;
      expect(text.startsWith('No longer winnable. ')).toBe(true);
      if (!advice.hint) break;
      expect(session.play(advice.hint.move)).toBe(true);
      advice.reached();
      // A move from an impossible position is known impossible without asking.
      advice.analyse();
      const key = game.makePosition(session.position);
      expect(through.has(key), `back at a position after ${step} hints`).toBe(false);
      through.add(key);
    }
  });
});

/** FreeCell with the red aces home and A♣ on 2♣ in column 1: the ace up, the two follows. */
function acesUp() {
  const game = unwrap(Game.create('freecell'));
  const taken = [card(0, 1), card(0, 2), card(1, 1), card(2, 1)];
  const rest = cardsOf(FRENCH).filter((c) => !taken.includes(c));
  const columns = [
    { down: [], up: [card(0, 2), card(0, 1)] },
    ...Array.from({ length: 7 }, (_, i) => ({ down: [], up: rest.filter((_, j) => j % 7 === i) })),
  ];
  const setup = { columns, cells: [null, null, null, null], foundations: [0, 1, 1, 0] };
  const start = unwrap(game.fromSetup({ ...setup, stock: [], waste: [], completed: [] }));
  const ace = unwrap(game.parseMove('1h'));
  return { game, start, ace, after: unwrap(game.play(start, ace)) };
}

/**
 * A table with safe moves on whose live region works as the element's: words said before
 * it renders (a microtask after they are said) follow the words it has not shown yet, and
 * `shown` is each text it showed. The solver answers the position after `ace` when the
 * test says, and every other position at once: the deal winnable, the rest impossible.
 */
function safeMovesTable() {
  const { game, start, ace, after } = acesUp();
  const key = (position: Position) => game.makePosition(position);
  const shown: string[] = [];
  const fired: string[] = [];
  let text = '';
  let rendered = '';
  let renderQueued = false;
  const requestUpdate = () => {
    if (renderQueued) return;
    renderQueued = true;
    queueMicrotask(() => {
      renderQueued = false;
      if (text !== rendered) shown.push(text);
      rendered = text;
    });
  };
  let answerAfterAce!: (result: AnalysisResult) => void;
  const afterAce = new Promise<AnalysisResult>((resolve) => {
    answerAfterAce = resolve;
  });
  const t = new Translator('en', game.variant.deck);
  const host: PlayHost = {
    addController: () => {},
    removeController: () => {},
    requestUpdate,
    updateComplete: Promise.resolve(true),
    t,
    autoSafe: true,
    winnableOnly: false,
    announce: (words) => {
      text = text === rendered ? words : sentences(text, words);
      requestUpdate();
    },
    emit: (name) => fired.push(name),
    savingChanged: () => {},
    positionChanged: () => {},
    dealt: () => {},
    candidateLost: () => {},
  };
  const play = new PlayController(host);
  play.solver.service = {
    supports: () => true,
    analyzePosition: async (request) =>
      key(request.position) === key(after)
        ? afterAce
        : { verdict: key(request.position) === key(start) ? 'winnable' : 'impossible', stats: {} },
    hint: vi.fn(),
    findWinnableDeal: vi.fn(),
  };
  const store = new TableStore(undefined, '');
  const winnable: AnalysisResult = { verdict: 'winnable', solution: [], stats: {} };
  play.begin(Session.start(game, null, start), store, 'freecell', true, winnable);
  const warning = solverSpoken(t, { kind: 'lost', undoTo: 0, lostBy: 'last' }, game.id);
  return { play, ace, shown, fired, answerAfterAce, warning };
}

describe('a verdict that comes while safe moves follow a move', () => {
  /** The pause before a safe move (SAFE_MOVE_MS in auto-play.ts, motion allowed). */
  const SAFE_MOVE = 180;
  const TURN = 'ace of clubs to its foundation. Then, automatically: 2 of clubs to its foundation';

  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is said after the move and its safe moves once they are over, not cut off by them', async () => {
    const { play, ace, shown, answerAfterAce, warning } = safeMovesTable();
    play.play(ace);
    answerAfterAce({ verdict: 'impossible', stats: {} });
    await vi.advanceTimersByTimeAsync(1);
    expect(play.status()?.kind).toBe('lost');
    // Said alone now, the verdict would be cut off by the move's words as the safe move ends.
    expect(shown).toEqual([]);
    await vi.advanceTimersByTimeAsync(SAFE_MOVE);
    expect(play.session?.moveCount).toBe(2);
    expect(shown).toEqual([sentences(TURN, warning)]);
  });

  it('is said after them again when the move is played again, its verdict known', async () => {
    const { play, ace, shown, fired, answerAfterAce, warning } = safeMovesTable();
    play.play(ace);
    answerAfterAce({ verdict: 'impossible', stats: {} });
    await vi.advanceTimersByTimeAsync(SAFE_MOVE);
    play.undo();
    play.undo();
    await vi.advanceTimersByTimeAsync(1);
    fired.length = 0;
    shown.length = 0;
    play.play(ace);
    await vi.advanceTimersByTimeAsync(SAFE_MOVE);
    expect(play.session?.moveCount).toBe(2);
    expect(shown).toEqual([sentences(TURN, warning)]);
    // Nothing asked: the warning's event follows the move's, as when the verdict comes.
    expect(fired).toEqual(['naipe-move', 'naipe-lost', 'naipe-move']);
  });

  it('is not said once the move is undone before its safe moves', async () => {
    const { play, ace, shown, answerAfterAce } = safeMovesTable();
    play.play(ace);
    answerAfterAce({ verdict: 'impossible', stats: {} });
    await vi.advanceTimersByTimeAsync(1);
    play.undo();
    await vi.advanceTimersByTimeAsync(5 * SAFE_MOVE);
    expect(play.session?.moveCount).toBe(0);
    expect(shown).toEqual([
      'ace of clubs to its foundation. Undone: ace of clubs to its foundation',
    ]);
  });

  it('stopped by the player’s next move, is said after the move, before the next one', async () => {
    const { play, ace, shown, answerAfterAce, warning } = safeMovesTable();
    play.play(ace);
    answerAfterAce({ verdict: 'impossible', stats: {} });
    await vi.advanceTimersByTimeAsync(1);
    const { game, position } = play.session!;
    const toCell = game
      .legalMoves(position)
      .find((move) => move.kind === 'transfer' && move.to.kind === 'cell');
    expect(play.play(toCell!)).toBe(true);
    await vi.advanceTimersByTimeAsync(5 * SAFE_MOVE);
    expect(shown[0]).toBe(sentences('ace of clubs to its foundation', warning));
    expect(shown.filter((words) => words.includes(warning))).toHaveLength(1);
  });

  it('is said at once after a redo, which no safe move follows', async () => {
    const { play, ace, shown, answerAfterAce, warning } = safeMovesTable();
    play.play(ace);
    answerAfterAce({ verdict: 'impossible', stats: {} });
    await vi.advanceTimersByTimeAsync(1);
    play.undo();
    await vi.advanceTimersByTimeAsync(1);
    shown.length = 0;
    // The last move redone, its safe move still there to play: the table plays none.
    play.redo();
    await vi.advanceTimersByTimeAsync(5 * SAFE_MOVE);
    expect(play.session?.moveCount).toBe(1);
    expect(shown).toEqual([sentences('Redone. ace of clubs to its foundation', warning)]);
  });
});
