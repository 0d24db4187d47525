import { Game, unwrap } from '@naipe/rules';
import type { AnalysisService, DealAnalysis, DealsRequest } from '@naipe/worker/node';
import { describe, expect, it } from 'vitest';
import {
  analyseAll,
  analyseBatch,
  BATCH_DEALS,
  MAX_BATCH_DEALS,
  QUICK_BATCH_MS,
} from './analyze-deals.js';

const freecell = unwrap(Game.create('freecell'));
const analysis = { game: freecell, options: {}, budget: { maxPositions: 1000 } };
const answer = (deal: number): DealAnalysis => ({
  deal,
  verdict: 'winnable',
  solutionText: `${deal}a`,
  stats: { positions: deal, ms: 1, memoryBytes: 0 },
});
const failure = (code: string) => Object.assign(new Error(code), { code });
/** A batch's result lines, each deal's solve taking `ms`. */
const linesOf = (batch: readonly number[], ms: number) =>
  batch.map((deal) => ({
    ...answer(deal),
    game: 'freecell',
    options: {},
    moves: null,
    positions: 0,
    ms,
  }));

/** A service whose worker "crashes" on the deals in `crashing`, and counts its calls. */
function fakeService(crashing: readonly number[], code = 'ERR_WORKER_CRASHED') {
  const calls: string[] = [];
  const service = {
    analyzeDeals: async ({ deals }: DealsRequest) => {
      calls.push(`batch ${deals.join(',')}`);
      if (deals.some((d) => crashing.includes(d))) throw failure(code);
      return deals.map(answer);
    },
    analyzeDeal: async ({ deal }: { deal: number }) => {
      calls.push(`deal ${deal}`);
      if (crashing.includes(deal)) throw failure(code);
      return answer(deal);
    },
  } as unknown as AnalysisService;
  return { service, calls };
}

describe('analyze batches', () => {
  const signal = new AbortController().signal;

  it('answers a batch in one call, line by line in its order', async () => {
    const { service, calls } = fakeService([]);
    const lines = await analyseBatch(service, analysis, [4, 5, 6], signal);
    expect(calls).toEqual(['batch 4,5,6']);
    expect(lines.map((l) => [l.deal, l.verdict, l.moves, l.positions])).toEqual([
      [4, 'winnable', '4a', 4],
      [5, 'winnable', '5a', 5],
      [6, 'winnable', '6a', 6],
    ]);
  });

  it.each(['ERR_WORKER_CRASHED', 'ERR_TIMEOUT', 'ERR_OUT_OF_MEMORY'])(
    'after %s redoes the batch deal by deal, so only the guilty deal is unknown',
    async (code) => {
      const { service, calls } = fakeService([5], code);
      const lines = await analyseBatch(service, analysis, [4, 5, 6], signal);
      expect(calls).toEqual(['batch 4,5,6', 'deal 4', 'deal 5', 'deal 6']);
      expect(lines.map((l) => [l.deal, l.verdict, l.error])).toEqual([
        [4, 'winnable', undefined],
        [5, 'unknown', code],
        [6, 'winnable', undefined],
      ]);
      expect(lines[1]!.positions).toBeNull();
    },
  );

  it('records a batch of one that crashed as unknown without solving it again', async () => {
    const { service, calls } = fakeService([9]);
    const lines = await analyseBatch(service, analysis, [9], signal);
    expect(calls).toEqual(['batch 9']);
    expect(lines).toMatchObject([{ deal: 9, verdict: 'unknown', error: 'ERR_WORKER_CRASHED' }]);
  });

  it('lets any other failure end the run', async () => {
    const { service } = fakeService([5], 'ERR_INTERNAL');
    await expect(analyseBatch(service, analysis, [4, 5], signal)).rejects.toThrow('ERR_INTERNAL');
  });

  it('hands out every deal once, in batches, on two lanes per job', async () => {
    const batches: number[][] = [];
    let inFlight = 0;
    let most = 0;
    const reported: number[] = [];
    const deals = Array.from({ length: 3 * BATCH_DEALS + 3 }, (_, i) => i + 1);
    await analyseAll(
      deals[Symbol.iterator](),
      2,
      signal,
      async (batch) => {
        batches.push([...batch]);
        most = Math.max(most, ++inFlight);
        await new Promise((resolve) => setImmediate(resolve));
        inFlight--;
        return linesOf(batch, 0);
      },
      (lines) => reported.push(...lines.map((line) => line.deal)),
    );
    expect(batches.map((b) => b.length)).toEqual([BATCH_DEALS, BATCH_DEALS, BATCH_DEALS, 3]);
    expect(batches.flat()).toEqual(deals);
    expect(reported.sort((a, b) => a - b)).toEqual(deals);
    expect(most).toBe(4);
  });

  /** The batch sizes `analyseAll` asks for over `count` deals whose solves take `ms` each. */
  async function batchSizes(count: number, ms: number): Promise<number[]> {
    const sizes: number[] = [];
    const deals = Array.from({ length: count }, (_, i) => i + 1);
    await analyseAll(
      deals[Symbol.iterator](),
      1,
      signal,
      async (batch) => {
        sizes.push(batch.length);
        await new Promise((resolve) => setImmediate(resolve));
        return linesOf(batch, ms);
      },
      () => {},
    );
    return sizes;
  }

  it('doubles the batches of quick deals, up to its most', async () => {
    // Deals of 0.1 ms: 256 of them take 25.6 ms, under QUICK_BATCH_MS, so each lane goes
    // 8, 16, 32, 64, 128, 256 and stays there.
    expect(MAX_BATCH_DEALS * 0.1).toBeLessThan(QUICK_BATCH_MS);
    const sizes = await batchSizes(2000, 0.1);
    expect(sizes.slice(0, 12)).toEqual([8, 8, 16, 16, 32, 32, 64, 64, 128, 128, 256, 256]);
    expect(Math.max(...sizes)).toBe(MAX_BATCH_DEALS);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(2000);
  });

  it('stops doubling once a batch takes QUICK_BATCH_MS', async () => {
    // Deals of 4 ms: 8 take 32 ms (quick), 16 take 64 ms (not): batches of 16 from then on.
    const sizes = await batchSizes(200, 4);
    expect(sizes.slice(0, -1)).toEqual([8, 8, ...Array(sizes.length - 3).fill(16)]);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(200);
  });

  it('keeps the batches of slow deals at their first size', async () => {
    // 8 deals of 5 ms take 40 ms, not under QUICK_BATCH_MS: no batch grows.
    expect(BATCH_DEALS * 5).toBeGreaterThanOrEqual(QUICK_BATCH_MS);
    const sizes = await batchSizes(100, 5);
    expect(sizes.slice(0, -1).every((size) => size === BATCH_DEALS)).toBe(true);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(100);
  });
});
