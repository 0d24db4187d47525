import { Game, type GameOptions, unwrap } from '@naipe/rules';
import { describe, expect, it, vi } from 'vitest';
import { dealSearch } from '../analysis/budgets.js';
import type {
  AnalysisCallOptions,
  AnalysisService,
  WinnableDeal,
  WinnableDealRequest,
} from '../analysis/service.js';
import { NextDeal } from './next-deal.js';

const klondike = unwrap(Game.create('klondike', { deck: 'french', draw: 3 }));
const spider = unwrap(Game.create('spider', { suits: 4 }));

const proven = (deal: number): WinnableDeal => ({
  deal,
  result: { verdict: 'winnable', solution: [], stats: {} },
});
const unproven = (deal: number): WinnableDeal => ({
  deal,
  result: { verdict: 'unknown', stats: {} },
});
/** The worker's answer when the one deal tried was proven impossible. */
const impossible = () =>
  Object.assign(new Error('no deal proven winnable among 1 tried'), {
    code: 'ERR_NO_WINNABLE_DEAL',
  });

/** Lets every promise callback run (the searches' next steps). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * A service whose searches wait until the test answers them: `answer` settles the oldest
 * search asked, then lets the next one be asked.
 */
function service() {
  const waiting: { resolve: (deal: WinnableDeal) => void; reject: (error: Error) => void }[] = [];
  const findWinnableDeal = vi.fn(
    (_request: WinnableDealRequest, _call?: AnalysisCallOptions) =>
      new Promise<WinnableDeal>((resolve, reject) => waiting.push({ resolve, reject })),
  );
  const solver = {
    supports: (game: string) => game !== 'freecell',
    analyzePosition: vi.fn(),
    hint: vi.fn(),
    findWinnableDeal,
  } satisfies AnalysisService;
  const answer = async (deal: WinnableDeal | Error) => {
    const next = waiting.shift();
    if (!next) throw new Error('no search is waiting');
    if (deal instanceof Error) next.reject(deal);
    else next.resolve(deal);
    await settle();
  };
  return { solver, findWinnableDeal, answer, waiting };
}

const idle = () => Promise.resolve();
const shown = () => Promise.resolve();
type Wait = () => Promise<void>;

describe('NextDeal', () => {
  it('asks for one deal at a time, each within the game’s try budget, until one is proven', async () => {
    const { solver, findWinnableDeal, answer, waiting } = service();
    const next = new NextDeal({ service: () => solver, idle, shown });
    next.prepare(klondike);
    await settle();
    expect(findWinnableDeal).toHaveBeenCalledTimes(1);
    await answer(unproven(10));
    await answer(impossible());
    await answer(proven(12));
    // Three tries, never more than one asked at a time, and none after the proven one.
    expect(findWinnableDeal).toHaveBeenCalledTimes(3);
    expect(waiting).toHaveLength(0);
    const options: GameOptions = { deck: 'french', draw: 3 };
    for (const [request, call] of findWinnableDeal.mock.calls) {
      // No best candidate: an unproven try is only a try.
      expect(request).toMatchObject({ game: 'klondike', options, maxDeals: 1, candidate: false });
      expect(call).toEqual({ budget: dealSearch('klondike', options).budget });
    }
    expect((await next.next(klondike))?.deal).toBe(12);
    // Handed out once.
    expect(await next.next(klondike)).toBeUndefined();
  });

  it('starts each try at random, and gives up after as many tries as a search of its own', async () => {
    const { solver, findWinnableDeal, answer } = service();
    const next = new NextDeal({ service: () => solver, idle, shown });
    next.prepare(spider);
    const { tries } = dealSearch('spider', { suits: 4 });
    for (let i = 0; i < tries; i++) {
      await settle();
      await answer(unproven(i));
    }
    expect(findWinnableDeal).toHaveBeenCalledTimes(tries);
    expect(await next.next(spider)).toBeUndefined();
    const starts = new Set(findWinnableDeal.mock.calls.map(([request]) => request.from));
    expect(starts.size).toBeGreaterThan(1);
  });

  /** A wait the test ends: `wait()` settles once `end()` is called; `again()` starts a new one. */
  function gate() {
    let end!: () => void;
    let waiting!: Promise<void>;
    const again = () => {
      waiting = new Promise<void>((resolve) => {
        end = resolve;
      });
    };
    again();
    return { wait: () => waiting, end: () => end(), again };
  }

  it.each([
    {
      what: 'the player’s own questions are under way',
      host: (wait: Wait) => ({ idle: wait, shown }),
    },
    { what: 'the page is hidden', host: (wait: Wait) => ({ idle, shown: wait }) },
  ])('asks nothing while $what', async ({ host }) => {
    const { solver, findWinnableDeal, answer } = service();
    const { wait, end, again } = gate();
    const next = new NextDeal({ service: () => solver, ...host(wait) });
    next.prepare(klondike);
    await settle();
    expect(findWinnableDeal).not.toHaveBeenCalled();
    end();
    await settle();
    expect(findWinnableDeal).toHaveBeenCalledTimes(1);
    // Waiting again while the try runs: the next try waits too.
    again();
    await answer(unproven(3));
    expect(findWinnableDeal).toHaveBeenCalledTimes(1);
    end();
    await settle();
    expect(findWinnableDeal).toHaveBeenCalledTimes(2);
  });

  it('waits for the try under way when the deal is wanted, and keeps what it finds', async () => {
    const { solver, findWinnableDeal, answer } = service();
    const next = new NextDeal({ service: () => solver, idle, shown });
    next.prepare(klondike);
    await settle();
    const wanted = next.next(klondike);
    await answer(proven(8));
    expect((await wanted)?.deal).toBe(8);
    expect(findWinnableDeal).toHaveBeenCalledTimes(1);
  });

  it('never has two tries under way: a search prepared again waits for the one before', async () => {
    const { solver, findWinnableDeal, answer } = service();
    const next = new NextDeal({ service: () => solver, idle, shown });
    next.prepare(klondike);
    await settle();
    next.stop();
    next.prepare(klondike);
    await settle();
    expect(findWinnableDeal).toHaveBeenCalledTimes(1);
    // The try before finds the deal: it is kept, and the new search asks nothing.
    await answer(proven(4));
    expect(findWinnableDeal).toHaveBeenCalledTimes(1);
    expect((await next.next(klondike))?.deal).toBe(4);
    // Nor for another variant: its first try waits for the one under way.
    next.prepare(klondike);
    await settle();
    next.prepare(spider);
    await settle();
    expect(findWinnableDeal).toHaveBeenCalledTimes(2);
    await answer(proven(5));
    expect(findWinnableDeal).toHaveBeenCalledTimes(3);
    expect(findWinnableDeal.mock.calls[2]![0].game).toBe('spider');
    expect(await next.next(klondike)).toBeUndefined();
  });

  it('asks for nothing more once stopped', async () => {
    const { solver, findWinnableDeal, answer } = service();
    const next = new NextDeal({ service: () => solver, idle, shown });
    next.prepare(klondike);
    await settle();
    next.stop();
    await answer(unproven(5));
    expect(findWinnableDeal).toHaveBeenCalledTimes(1);
    expect(await next.next(klondike)).toBeUndefined();
    // Prepared again, it searches again.
    next.prepare(klondike);
    await settle();
    expect(findWinnableDeal).toHaveBeenCalledTimes(2);
  });

  it('keeps a deal only for its own variant, and starts no second search for the same one', async () => {
    const { solver, findWinnableDeal, answer } = service();
    const next = new NextDeal({ service: () => solver, idle, shown });
    next.prepare(klondike);
    next.prepare(klondike);
    await settle();
    expect(findWinnableDeal).toHaveBeenCalledTimes(1);
    await answer(proven(7));
    next.prepare(klondike);
    await settle();
    expect(findWinnableDeal).toHaveBeenCalledTimes(1);
    const draw1 = unwrap(Game.create('klondike', { deck: 'french', draw: 1 }));
    expect(await next.next(draw1)).toBeUndefined();
    // Another variant drops the deal found for the first, and what its try under way finds.
    next.prepare(draw1);
    await settle();
    expect(findWinnableDeal).toHaveBeenCalledTimes(2);
    expect(findWinnableDeal.mock.calls[1]![0].options).toEqual({ deck: 'french', draw: 1 });
    next.prepare(klondike);
    await settle();
    await answer(proven(9));
    expect(await next.next(draw1)).toBeUndefined();
  });

  it('searches again on a service that replaced the one it asked', async () => {
    const first = service();
    const second = service();
    let current = first.solver;
    const next = new NextDeal({ service: () => current, idle, shown });
    next.prepare(klondike);
    await settle();
    current = second.solver;
    next.prepare(klondike);
    await settle();
    expect(second.findWinnableDeal).toHaveBeenCalledTimes(1);
    // The old service's answer is not kept, nor does its search go on.
    await first.answer(proven(1));
    expect(first.findWinnableDeal).toHaveBeenCalledTimes(1);
    await second.answer(proven(2));
    expect((await next.next(klondike))?.deal).toBe(2);
  });

  it('ends quietly when the service fails, and asks nothing of a service without the game', async () => {
    const { solver, findWinnableDeal, answer } = service();
    const next = new NextDeal({ service: () => solver, idle, shown });
    next.prepare(klondike);
    await settle();
    await answer(new Error('the solver’s worker crashed'));
    expect(findWinnableDeal).toHaveBeenCalledTimes(1);
    expect(await next.next(klondike)).toBeUndefined();
    next.prepare(unwrap(Game.create('freecell')));
    await settle();
    expect(findWinnableDeal).toHaveBeenCalledTimes(1);
    const none = new NextDeal({ service: () => undefined, idle, shown });
    none.prepare(klondike);
    expect(await none.next(klondike)).toBeUndefined();
  });
});
