/**
 * The Node client on real worker_threads and the real solver: parallel verdicts match
 * the solver run in this thread, cancellation and supersession stop busy workers at
 * once, and crashed or exhausted workers are replaced.
 */
import { Game, type Move, unwrap } from '@naipe/rules';
import { Solver } from '@naipe/solver';
import {
  type AnalysisService,
  createNodeAnalysisService,
  type DealAnalysis,
} from '@naipe/worker/node';
import { afterEach, describe, expect, it } from 'vitest';
import { LONG_SEARCH_DEALS, longSearch, until, watchWorkers } from './testing.js';

/** A budget by positions, not time, so verdicts do not depend on the machine's load. */
const BUDGET = { maxPositions: 300_000, maxMs: 120_000 };

const services: AnalysisService[] = [];
function service(options: Parameters<typeof createNodeAnalysisService>[0]) {
  const created = createNodeAnalysisService(options);
  services.push(created);
  return created;
}
afterEach(async () => {
  await Promise.all(services.splice(0).map((s) => s.close()));
});

const movesText = (game: Game, moves: readonly Move[] | undefined) =>
  moves?.map((m) => game.makeMove(m)).join(' ');

describe('parallel analysis', () => {
  it('gives the verdicts and solutions of the solver run in this thread', async () => {
    const cases = [
      ...Array.from({ length: 10 }, (_, i) => ({ game: 'freecell', deal: i + 1 })),
      // Baker's Game 23 and 28 are impossible: both verdicts are compared.
      ...Array.from({ length: 10 }, (_, i) => ({ game: 'bakers-game', deal: i + 20 })),
    ];
    const solver = await Solver.create();
    const expected = cases.map(({ game, deal }) => {
      const g = unwrap(Game.create(game));
      const solved = unwrap(solver.solveDeal(g, deal, BUDGET));
      return { verdict: solved.verdict, moves: movesText(g, solved.solution) };
    });
    expect(expected.map((e) => e.verdict)).toContain('impossible');
    expect(expected.map((e) => e.verdict)).toContain('winnable');

    const workers = watchWorkers();
    const pool = service({ size: 2, onWorkerStart: workers.onWorkerStart });
    const answers = await Promise.all(cases.map((c) => pool.analyzeDeal({ ...c, budget: BUDGET })));
    const actual = answers.map((a, i) => ({
      verdict: a.verdict,
      moves: movesText(unwrap(Game.create(cases[i]!.game)), a.solution),
    }));
    expect(actual).toEqual(expected);
    expect(answers.map((a) => a.deal)).toEqual(cases.map((c) => c.deal));
    expect(workers.started).toHaveLength(2);
  }, 60_000);

  it('gives the solution as one string of move notation with solutionAs: text', async () => {
    const pool = service({ size: 1 });
    const freecell = unwrap(Game.create('freecell'));
    const asMoves = await pool.analyzeDeal({ game: 'freecell', deal: 7, budget: BUDGET });
    const asText = await pool.analyzeDeal({
      game: 'freecell',
      deal: 7,
      budget: BUDGET,
      solutionAs: 'text',
    });
    expect(asText.verdict).toBe('winnable');
    expect(asText.solution).toBeUndefined();
    expect(asText.solutionText).toBe(movesText(freecell, asMoves.solution));
    const impossible = await pool.analyzeDeal({
      game: 'freecell',
      deal: 11982,
      budget: BUDGET,
      solutionAs: 'text',
    });
    expect(impossible).toMatchObject({ verdict: 'impossible' });
    expect(impossible.solutionText).toBeUndefined();
    await expect(
      // @ts-expect-error: a format the service does not know, as from untyped callers
      pool.analyzeDeal({ game: 'freecell', deal: 1, solutionAs: 'json' }),
    ).rejects.toMatchObject({
      code: 'ERR_BAD_REQUEST',
      message: 'solutionAs must be "moves" or "text", not "json"',
    });
  }, 60_000);

  it('analyses a batch of deals in one call, in order, as one call each would', async () => {
    const pool = service({ size: 1 });
    const deals = [11982, 3, 1, 2];
    const one = await Promise.all(
      deals.map((deal) => pool.analyzeDeal({ game: 'freecell', deal, budget: BUDGET })),
    );
    const batch = await pool.analyzeDeals({ game: 'freecell', deals, budget: BUDGET });
    const freecell = unwrap(Game.create('freecell'));
    const summary = (answers: readonly DealAnalysis[]) =>
      answers.map((a) => [a.deal, a.verdict, movesText(freecell, a.solution), a.stats.positions]);
    expect(summary(batch)).toEqual(summary(one));
    expect(batch[0]!.verdict).toBe('impossible');

    const asText = await pool.analyzeDeals({ game: 'freecell', deals: [1, 2], solutionAs: 'text' });
    expect(asText.map((a) => a.solutionText)).toEqual(
      one.slice(2).map((a) => movesText(freecell, a.solution)),
    );
    await expect(pool.analyzeDeals({ game: 'freecell', deals: [] })).rejects.toMatchObject({
      code: 'ERR_BAD_REQUEST',
      message: 'deals must be an array of 1 to 10000 deal numbers, not 0 of them',
    });
    await expect(pool.analyzeDeals({ game: 'freecell', deals: [1, 0] })).rejects.toMatchObject({
      code: 'ERR_BAD_DEAL_NUMBER',
      message: 'deals[1] must be a whole number from 1 to 2147483647, not 0',
    });
  }, 60_000);

  it('analyses a position given as notation text or as position data', async () => {
    const freecell = unwrap(Game.create('freecell'));
    const position = unwrap(freecell.deal(1));
    const pool = service({ size: 1 });
    const fromText = await pool.analyzePosition({
      game: 'freecell',
      position: freecell.makePosition(position),
      budget: BUDGET,
    });
    const fromData = await pool.analyzePosition({ game: 'freecell', position, budget: BUDGET });
    expect(fromText.verdict).toBe('winnable');
    expect(movesText(freecell, fromData.solution)).toBe(movesText(freecell, fromText.solution));
    const hint = await pool.hint({ game: 'freecell', position, budget: BUDGET });
    expect(hint.verdict).toBe('winnable');
    expect(hint.move).toEqual(fromText.solution![0]);
  }, 30_000);
});

describe('cancellation', () => {
  it('stops a long solve promptly by recycling its worker, and the pool stays usable', async () => {
    const workers = watchWorkers();
    const pool = service({ size: 1, onWorkerStart: workers.onWorkerStart });
    const controller = new AbortController();
    let tried = 0;
    const search = longSearch(pool, {
      signal: controller.signal,
      onProgress: (p) => {
        tried = p.tried;
      },
    });
    const outcome = search.catch((error: unknown) => error);
    await until(() => tried > 20);

    controller.abort();
    const error = await outcome;
    // The search has millions of deals to go: an answer now, not at its end, is the pool
    // giving up the worker. How long that takes is benchmarks/worker/abort-latency.mjs.
    const triedWhenAnswered = tried;
    expect(error).toMatchObject({ name: 'AbortError', code: 'ERR_ABORTED' });
    expect(triedWhenAnswered).toBeLessThan(LONG_SEARCH_DEALS);
    await until(() => workers.exited.has(workers.started[0]!), 5_000);

    const next = await pool.analyzeDeal({ game: 'freecell', deal: 1, budget: BUDGET });
    expect(next.verdict).toBe('winnable');
    expect(workers.started).toHaveLength(2);
  }, 30_000);

  it('drops a queued call without disturbing the running one', async () => {
    const workers = watchWorkers();
    const pool = service({ size: 1, onWorkerStart: workers.onWorkerStart });
    const running = new AbortController();
    let tried = 0;
    const search = longSearch(pool, {
      signal: running.signal,
      onProgress: (p) => {
        tried = p.tried;
      },
    }).catch((error: unknown) => error);
    const queued = new AbortController();
    const waiting = pool.analyzeDeal({ game: 'freecell', deal: 2, signal: queued.signal });
    await until(() => tried > 20);
    queued.abort(new Error('the player left'));
    await expect(waiting).rejects.toMatchObject({
      code: 'ERR_ABORTED',
      message: 'the analysis was cancelled: the player left',
    });
    const before = tried;
    await until(() => tried > before + 20);
    expect(workers.exited.size).toBe(0);
    running.abort();
    expect(await search).toMatchObject({ code: 'ERR_ABORTED' });
  }, 30_000);

  it('rejects at once a call whose signal is already aborted, starting no worker', async () => {
    const workers = watchWorkers();
    const pool = service({ size: 1, onWorkerStart: workers.onWorkerStart });
    await expect(
      pool.analyzeDeal({ game: 'freecell', deal: 1, signal: AbortSignal.abort() }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(workers.started).toHaveLength(0);
  });
});

describe('supersession', () => {
  it('a newer hint with the same key rejects the stale one and does not wait for it', async () => {
    const freecell = unwrap(Game.create('freecell'));
    const pool = service({ size: 1 });
    let tried = 0;
    const stale = longSearch(pool, {
      key: 'table-1',
      onProgress: (p) => {
        tried = p.tried;
      },
    }).catch((error: unknown) => error);
    await until(() => tried > 20);
    const position = unwrap(freecell.deal(5));
    const fresh = await pool.hint({ game: 'freecell', position, key: 'table-1', budget: BUDGET });
    expect(await stale).toMatchObject({ name: 'AbortError', code: 'ERR_SUPERSEDED' });
    expect(fresh.verdict).toBe('winnable');
    expect(freecell.checkMove(position, fresh.move!).ok).toBe(true);
  }, 30_000);

  it('of two hints asked at once for one table only the newer is answered', async () => {
    const freecell = unwrap(Game.create('freecell'));
    const pool = service({ size: 2 });
    const older = pool.hint({ game: 'freecell', position: unwrap(freecell.deal(7)), key: 't' });
    const newer = pool.hint({ game: 'freecell', position: unwrap(freecell.deal(8)), key: 't' });
    const other = pool.hint({ game: 'freecell', position: unwrap(freecell.deal(9)), key: 'u' });
    await expect(older).rejects.toMatchObject({ code: 'ERR_SUPERSEDED' });
    expect((await newer).verdict).toBe('winnable');
    expect((await other).verdict).toBe('winnable');
  }, 30_000);
});

describe('failing workers', () => {
  it('replaces a worker killed mid-call; the call rejects clearly and the next one works', async () => {
    const workers = watchWorkers();
    const pool = service({ size: 1, onWorkerStart: workers.onWorkerStart });
    let tried = 0;
    const search = longSearch(pool, {
      onProgress: (p) => {
        tried = p.tried;
      },
    }).catch((error: unknown) => error);
    await until(() => tried > 20);
    await workers.started[0]!.terminate();
    expect(await search).toMatchObject({
      code: 'ERR_WORKER_CRASHED',
      message: expect.stringMatching(/worker stopped unexpectedly \(exit code \d+\)/),
    });
    const next = await pool.analyzeDeal({ game: 'freecell', deal: 3, budget: BUDGET });
    expect(next.verdict).toBe('winnable');
    expect(workers.started).toHaveLength(2);
  }, 30_000);

  it('replaces a worker whose JavaScript heap runs out, rejecting with ERR_OUT_OF_MEMORY', async () => {
    const workers = watchWorkers();
    const pool = service({
      size: 1,
      onWorkerStart: workers.onWorkerStart,
      resourceLimits: { maxOldGenerationSizeMb: 1, maxYoungGenerationSizeMb: 1 },
    });
    for (const deal of [1, 2]) {
      await expect(pool.analyzeDeal({ game: 'freecell', deal })).rejects.toMatchObject({
        code: 'ERR_OUT_OF_MEMORY',
        message: expect.stringContaining('out of memory'),
      });
    }
    expect(workers.started).toHaveLength(2);
  }, 30_000);

  it('survives a solver that cannot grow its memory to the budget', async () => {
    const pool = service({ size: 1 });
    const error = await pool
      .analyzeDeal({ game: 'freecell', deal: 1, budget: { maxMemoryBytes: 4000 * 2 ** 20 } })
      .catch((e: unknown) => e);
    // A trap in the module (out of memory), or the solver declining the budget.
    expect(error).toMatchObject({ code: expect.stringMatching(/^ERR_(OUT_OF_MEMORY|BUDGET)$/) });
    expect((await pool.analyzeDeal({ game: 'freecell', deal: 1 })).verdict).toBe('winnable');
  }, 30_000);
});
