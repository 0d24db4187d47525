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

/**
 * A service whose searches wait until the test answers them, one by one: `answer(n)`
 * settles the oldest search asked, proven winnable when `n` is a deal number.
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
  /** Settles the oldest search asked, then lets the next one be asked. */
  const answer = async (deal: WinnableDeal | Error) => {
    const next = waiting.shift();
    if (!next) throw new Error('no search is waiting');
    if (deal instanceof Error) next.reject(deal);
    else next.resolve(deal);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { solver, findWinnableDeal, answer, waiting };
}

describe('NextDeal', () => {
  it('asks for one deal at a time, each within the game’s try budget, until one is proven', async () => {
    const { solver, findWinnableDeal, answer, waiting } = service();
    const next = new NextDeal(() => solver);
    next.prepare(klondike);
    expect(findWinnableDeal).toHaveBeenCalledTimes(1);
    await answer(unproven(10));
    await answer(unproven(11));
    expect(next.take(klondike)).toBeUndefined();
    await answer(proven(12));
    await next.settled;
    // Three tries, never more than one asked at a time, and none after the proven one.
    expect(findWinnableDeal).toHaveBeenCalledTimes(3);
    expect(waiting).toHaveLength(0);
    const options: GameOptions = { deck: 'french', draw: 3 };
    for (const [request, call] of findWinnableDeal.mock.calls) {
      expect(request).toMatchObject({ game: 'klondike', options, maxDeals: 1 });
      expect(call).toEqual({ budget: dealSearch('klondike', options).budget });
    }
    expect(next.take(klondike)?.deal).toBe(12);
    // Handed out once.
    expect(next.take(klondike)).toBeUndefined();
  });

  it('tries each start at random, and stops after as many tries as a search of its own', async () => {
    const { solver, findWinnableDeal, answer } = service();
    const next = new NextDeal(() => solver);
    next.prepare(spider);
    const { tries } = dealSearch('spider', { suits: 4 });
    for (let i = 0; i < tries; i++) await answer(unproven(i));
    await next.settled;
    expect(findWinnableDeal).toHaveBeenCalledTimes(tries);
    expect(next.take(spider)).toBeUndefined();
    const starts = new Set(findWinnableDeal.mock.calls.map(([request]) => request.from));
    expect(starts.size).toBeGreaterThan(1);
  });

  it('keeps a deal only for its own variant, and starts no second search for the same one', async () => {
    const { solver, findWinnableDeal, answer } = service();
    const next = new NextDeal(() => solver);
    next.prepare(klondike);
    next.prepare(klondike);
    expect(findWinnableDeal).toHaveBeenCalledTimes(1);
    await answer(proven(7));
    await next.settled;
    next.prepare(klondike);
    expect(findWinnableDeal).toHaveBeenCalledTimes(1);
    const draw1 = unwrap(Game.create('klondike', { deck: 'french', draw: 1 }));
    expect(next.take(draw1)).toBeUndefined();
    // Another variant drops the deal found for the first.
    next.prepare(draw1);
    expect(findWinnableDeal).toHaveBeenCalledTimes(2);
    expect(findWinnableDeal.mock.calls[1]![0].options).toEqual({ deck: 'french', draw: 1 });
    expect(next.take(klondike)).toBeUndefined();
  });

  it('asks for nothing more once stopped, and drops what the try under way finds', async () => {
    const { solver, findWinnableDeal, answer } = service();
    const next = new NextDeal(() => solver);
    next.prepare(klondike);
    next.stop();
    await answer(proven(5));
    await next.settled;
    expect(findWinnableDeal).toHaveBeenCalledTimes(1);
    expect(next.take(klondike)).toBeUndefined();
    // Prepared again, it searches again.
    next.prepare(klondike);
    expect(findWinnableDeal).toHaveBeenCalledTimes(2);
  });

  it('ends quietly when the service fails, and asks nothing of a service without the game', async () => {
    const { solver, findWinnableDeal, answer } = service();
    const next = new NextDeal(() => solver);
    next.prepare(klondike);
    await answer(new Error('the solver’s worker crashed'));
    await next.settled;
    expect(findWinnableDeal).toHaveBeenCalledTimes(1);
    expect(next.take(klondike)).toBeUndefined();
    next.prepare(unwrap(Game.create('freecell')));
    expect(findWinnableDeal).toHaveBeenCalledTimes(1);
    const none = new NextDeal(() => undefined);
    none.prepare(klondike);
    await none.settled;
    expect(none.take(klondike)).toBeUndefined();
  });
});
