/**
 * Deals of a run go to the workers in batches (`analyzeDeals`), so that a worker rarely
 * waits on this thread between two deals: a batch costs one round trip between threads,
 * where the previous deal-by-deal calls cost one per deal, and most deals solve in less
 * time than a round trip takes on a busy machine.
 */
import type { Game, GameOptions } from '@naipe/rules';
import { type AnalysisService, type DealAnalysis, isAbortError } from '@naipe/worker/node';
import type { Budget } from '../budget.js';
import type { ResultLine } from './analyze-results.js';

/**
 * Deals in a lane's first batch, and in every batch of a game whose deals take time: few
 * enough that the last batches of a run end close together and that an interrupted run
 * has little in flight.
 */
export const BATCH_DEALS = 8;
/**
 * A lane doubles its batches, up to MAX_BATCH_DEALS, while a batch's solves take less
 * than QUICK_BATCH_MS in all (the workers' own times, `ms` of each line): FreeCell's deals
 * take a fraction of a millisecond, and each batch costs this thread about a millisecond
 * of its own (the round trip, the pool's bookkeeping, the write), which on two cores is
 * taken from the workers. A batch of the most deals is still a few tens of milliseconds
 * of solving, so the last batches of a run end close together.
 */
export const MAX_BATCH_DEALS = 256;
export const QUICK_BATCH_MS = 40;

export interface Analysis {
  readonly game: Game;
  readonly options: ResultLine['options'];
  readonly budget: Budget;
}

/** Failures that cost a deal its verdict but not the run: it is recorded as unknown. */
const LOST_SOLVES: readonly string[] = ['ERR_TIMEOUT', 'ERR_WORKER_CRASHED', 'ERR_OUT_OF_MEMORY'];

/**
 * Keeps two batches in flight per worker, so a worker finds its next batch queued
 * when it ends one, without queueing the whole range at once; each lane's batches grow
 * while they are quick (MAX_BATCH_DEALS). A batch's lines are reported together as it
 * ends; nothing more starts once `signal` is aborted.
 */
export async function analyseAll(
  deals: Iterator<number>,
  jobs: number,
  signal: AbortSignal,
  analyse: (deals: readonly number[]) => Promise<readonly ResultLine[]>,
  report: (lines: readonly ResultLine[]) => void,
): Promise<void> {
  const nextBatch = (size: number) => {
    const batch: number[] = [];
    for (let next = deals.next(); !next.done; next = deals.next()) {
      batch.push(next.value);
      if (batch.length === size) break;
    }
    return batch;
  };
  const lane = async () => {
    let size = BATCH_DEALS;
    for (let batch = nextBatch(size); batch.length > 0 && !signal.aborted; ) {
      const lines = await analyse(batch);
      report(lines);
      let solving = 0;
      for (const line of lines) solving += line.ms;
      if (solving < QUICK_BATCH_MS && size < MAX_BATCH_DEALS) size *= 2;
      batch = nextBatch(size);
    }
  };
  await Promise.all(Array.from({ length: jobs * 2 }, lane));
}

/**
 * The lines of a batch, in its order; fewer when the run was interrupted. A batch whose
 * worker crashed or overran its time does not say which deal did it, so its deals are
 * then analysed one at a time, and only the guilty one is recorded as unknown.
 */
export async function analyseBatch(
  service: AnalysisService,
  analysis: Analysis,
  deals: readonly number[],
  signal: AbortSignal,
): Promise<readonly ResultLine[]> {
  const { game, options, budget } = analysis;
  const started = performance.now();
  try {
    const answers = await service.analyzeDeals({
      game: game.id,
      options: options as GameOptions,
      deals,
      budget,
      signal,
      solutionAs: 'text',
    });
    return answers.map((answer) => lineOf(analysis, answer));
  } catch (error) {
    if (isAbortError(error)) return [];
    const code = (error as { code?: string }).code ?? '';
    if (!LOST_SOLVES.includes(code)) throw error;
    if (deals.length === 1) return [lostLine(analysis, deals[0]!, code, started)];
  }
  const lines: ResultLine[] = [];
  for (const deal of deals) {
    if (signal.aborted) break;
    const line = await analyseDeal(service, analysis, deal, signal);
    if (line !== undefined) lines.push(line);
  }
  return lines;
}

/** One deal's line, or undefined when the run was interrupted before its answer. */
async function analyseDeal(
  service: AnalysisService,
  analysis: Analysis,
  deal: number,
  signal: AbortSignal,
): Promise<ResultLine | undefined> {
  const { game, options, budget } = analysis;
  const started = performance.now();
  let answer: DealAnalysis;
  try {
    answer = await service.analyzeDeal({
      game: game.id,
      options: options as GameOptions,
      deal,
      budget,
      signal,
      solutionAs: 'text',
    });
  } catch (error) {
    if (isAbortError(error)) return undefined;
    const code = (error as { code?: string }).code ?? '';
    if (LOST_SOLVES.includes(code)) return lostLine(analysis, deal, code, started);
    throw error;
  }
  return lineOf(analysis, answer);
}

/**
 * A solve that overran its budget or killed its worker has no verdict: it is recorded as
 * unknown with the reason, and the run goes on with a fresh worker.
 */
function lostLine(
  { game, options }: Analysis,
  deal: number,
  code: string,
  started: number,
): ResultLine {
  return {
    game: game.id,
    options,
    deal,
    verdict: 'unknown',
    moves: null,
    positions: null,
    ms: roundMs(performance.now() - started),
    error: code,
  };
}

function lineOf({ game, options }: Analysis, answer: DealAnalysis): ResultLine {
  return {
    game: game.id,
    options,
    deal: answer.deal,
    verdict: answer.verdict,
    moves: answer.solutionText ?? null,
    positions: answer.stats.positions,
    ms: roundMs(answer.stats.ms),
  };
}

/** Hundredths of a millisecond: most FreeCell solves take less than one. */
const roundMs = (ms: number) => Math.round(ms * 100) / 100;
