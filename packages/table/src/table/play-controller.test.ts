import { Game, unwrap } from '@naipe/rules';
import type { ReactiveController } from 'lit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  AnalysisCallOptions,
  AnalysisResult,
  AnalysisService,
  WinnableDeal,
} from '../analysis/service.js';
import { Translator } from '../model/i18n.js';
import { Session } from '../model/session.js';
import { TableStore } from '../model/storage.js';
import { PlayController, type PlayHost } from './play-controller.js';

/** Lets every promise callback run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

interface Call {
  readonly kind: 'analyze' | 'hint' | 'find';
  /** Whether the call names a budget (a quick look, a try) or takes the service's own. */
  readonly budgeted: boolean;
  /** Calls running or queued when this one was asked: what it waits behind. */
  readonly ahead: number;
  state: 'queued' | 'running' | 'answered' | 'aborted';
}

interface Job {
  readonly call: Call;
  readonly resolve: (value: never) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * A service with one worker, as the pool has on two cores: calls run one at a time, first
 * in first out; an abort takes a call out of the queue, or ends it while it runs. Each
 * runs until the test answers it.
 */
function oneWorker() {
  const calls: Call[] = [];
  const queue: Job[] = [];
  let running: Job | undefined;
  const next = () => {
    if (running || queue.length === 0) return;
    running = queue.shift()!;
    running.call.state = 'running';
  };
  const run = <T>(kind: Call['kind'], options?: AnalysisCallOptions) =>
    new Promise<T>((resolve, reject) => {
      const call: Call = {
        kind,
        budgeted: options?.budget !== undefined,
        ahead: queue.length + (running ? 1 : 0),
        state: 'queued',
      };
      const job: Job = { call, resolve: resolve as (value: never) => void, reject };
      calls.push(call);
      queue.push(job);
      options?.signal?.addEventListener(
        'abort',
        () => {
          if (call.state !== 'queued' && call.state !== 'running') return;
          if (running === job) running = undefined;
          else queue.splice(queue.indexOf(job), 1);
          call.state = 'aborted';
          reject(new DOMException('aborted', 'AbortError'));
          next();
        },
        { once: true },
      );
      next();
    });
  const service = {
    supports: () => true,
    analyzePosition: (_request, options) => run<AnalysisResult>('analyze', options),
    hint: (_request, options) => run<AnalysisResult>('hint', options),
    findWinnableDeal: (_request, options) => run<WinnableDeal>('find', options),
  } satisfies AnalysisService;
  /** Ends the running call with `outcome` (an error rejects it). */
  const answer = async (outcome: AnalysisResult | WinnableDeal | Error) => {
    const job = running;
    if (!job) throw new Error('no call is running');
    running = undefined;
    job.call.state = 'answered';
    if (outcome instanceof Error) job.reject(outcome);
    else job.resolve(outcome as never);
    next();
    await settle();
  };
  return { service, calls, answer, running: () => running?.call };
}

const unknown: AnalysisResult = { verdict: 'unknown', stats: {} };
const provenDeal = (deal: number): WinnableDeal => ({
  deal,
  result: { verdict: 'winnable', solution: [], stats: {} },
});

const freecell = unwrap(Game.create('freecell'));

/** A table of FreeCell deal 1 with winnable deals only, on the page, and what it fired. */
function table(service: AnalysisService) {
  const fired: { name: string; detail: unknown }[] = [];
  const controllers: ReactiveController[] = [];
  const host: PlayHost = {
    addController: (controller) => controllers.push(controller),
    removeController: () => {},
    requestUpdate: () => {},
    updateComplete: Promise.resolve(true),
    t: new Translator('en', freecell.deck),
    autoSafe: false,
    winnableOnly: true,
    announce: () => {},
    emit: (name, detail) => fired.push({ name, detail }),
    savingChanged: () => {},
    positionChanged: () => {},
    dealt: () => {},
    candidateLost: () => {},
  };
  const play = new PlayController(host);
  play.solver.service = service;
  // Only the controller itself: the clock and the storage listeners play no part here.
  play.hostConnected();
  const store = new TableStore(undefined, '');
  play.begin(Session.start(freecell, 1, unwrap(freecell.deal(1))), store, 'freecell', true);
  return { play, fired };
}

/** Brings the start of deal 1 to its full analysis (the quick look, `quick`, found no verdict). */
async function hardPosition(solver: ReturnType<typeof oneWorker>, quick = unknown) {
  await settle();
  expect(solver.running()).toMatchObject({ kind: 'analyze', budgeted: true });
  await solver.answer(quick);
  expect(solver.running()).toMatchObject({ kind: 'analyze', budgeted: false });
}

describe('PlayController, New game with winnable deals only', () => {
  beforeEach(() => {
    // The page is seen: the background search waits only for the player's questions.
    vi.stubGlobal('document', { visibilityState: 'visible' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('stops the analysis of the position left before it asks for a deal', async () => {
    const solver = oneWorker();
    const { play, fired } = table(solver.service);
    await hardPosition(solver);
    const full = solver.running()!;
    const dealt = play.newDeal(true);
    await settle();
    const search = solver.calls.find((call) => call.kind === 'find');
    // The search waits behind nothing: the position's full analysis was stopped first.
    expect(search).toMatchObject({ ahead: 0, state: 'running' });
    expect(full.state).toBe('aborted');
    await solver.answer(provenDeal(77));
    expect(await dealt).toBe('proven');
    // Dealt with its verdict: its start is not analysed, and the next deal is looked for.
    expect(play.session?.deal).toBe(77);
    expect(play.status()?.kind).toBe('winnable');
    expect(solver.calls.map((call) => call.kind)).toEqual(['analyze', 'analyze', 'find', 'find']);
    expect(fired).toContainEqual({
      name: 'naipe-new-game',
      detail: { game: 'freecell', options: {}, deal: 77, provenWinnable: true },
    });
  });

  it('analyses the game again when the search fails, which leaves it on the table', async () => {
    const solver = oneWorker();
    const { play } = table(solver.service);
    const good = freecell.legalMoves(unwrap(freecell.deal(1)))[0]!;
    await hardPosition(solver, { ...unknown, bestLine: [good] });
    const dealt = play.newDeal(true);
    await settle();
    await solver.answer(Object.assign(new Error('the worker crashed'), { code: 'ERR_CRASHED' }));
    expect(await dealt).toBeUndefined();
    expect(play.session?.deal).toBe(1);
    await settle();
    // Asked again in full: its quick look found no verdict before, and would not now.
    expect(solver.running()).toMatchObject({ kind: 'analyze', budgeted: false });
    // A hint takes that quick look's good move at once, behind no search.
    await play.askHint();
    expect(play.hint).toMatchObject({ move: good, proven: false });
    expect(solver.calls.map((call) => call.kind)).toEqual([
      'analyze',
      'analyze',
      'find',
      'analyze',
    ]);
  });

  it('asks nothing for the game left when New game is pressed again during the search', async () => {
    const solver = oneWorker();
    const { play } = table(solver.service);
    await hardPosition(solver);
    const first = play.newDeal(true);
    await settle();
    const second = play.newDeal(true);
    await settle();
    expect(await first).toBeUndefined();
    const searches = solver.calls.filter((call) => call.kind === 'find');
    expect(searches.map((call) => call.state)).toEqual(['aborted', 'running']);
    expect(searches[1]?.ahead).toBe(0);
    // Nothing but the quick look, the full analysis and the two searches was asked.
    expect(solver.calls.map((call) => call.kind)).toEqual(['analyze', 'analyze', 'find', 'find']);
    await solver.answer(provenDeal(78));
    expect(await second).toBe('proven');
    expect(play.session?.deal).toBe(78);
  });
});
