/**
 * The worker's side of comlink, in this thread: what it promises about the order of its
 * messages, which no pool test can observe reliably because two ports race.
 */
import { compileSolverModule } from '@naipe/solver';
import { describe, expect, it } from 'vitest';
import { loadSolver } from './load-solver.js';
import type { SearchProgress } from './types.js';
import { createWorkerApi } from './worker-api.js';

describe('findWinnableDeal in the worker', () => {
  it('answers only once every progress report has been acknowledged', async () => {
    const api = createWorkerApi(loadSolver);
    await api.init(await compileSolverModule());
    const heard: SearchProgress[] = [];
    const acknowledge: (() => void)[] = [];
    // A listener across a port: each report is acknowledged later, when the caller's
    // thread gets to it, as a comlink proxy's reply would be.
    const onProgress = (progress: SearchProgress) =>
      new Promise<void>((resolve) => {
        heard.push(progress);
        acknowledge.push(resolve);
      });
    let answered = false;
    // Baker's Game 23 is impossible and 24 winnable: two reports before the answer.
    const answer = api
      .findWinnableDeal({ game: 'bakers-game', from: 23, maxDeals: 5 }, onProgress)
      .then((found) => {
        answered = true;
        return found;
      });
    // The search itself is synchronous: both deals are tried and reported by now.
    expect(heard.map((p) => p.deal)).toEqual([23, 24]);
    acknowledge[0]!();
    // A turn of the event loop runs every callback that could answer without the second.
    await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBe(false);
    acknowledge[1]!();
    const found = await answer;
    expect(answered).toBe(true);
    expect(found).toMatchObject({ ok: true, value: { verdict: 'winnable', deal: 24, tried: 2 } });
  });
});
