import { availableParallelism } from 'node:os';
import { GAMES, type Game } from '@naipe/rules';
import { createNodeAnalysisService } from '@naipe/worker/node';
import { type Budget, parseBudget } from '../budget.js';
import { EXIT, type ExitCode, usageError } from '../errors.js';
import type { Io, Output } from '../io.js';
import { GAME_OPTION_FLAGS, gameFromArgs, parseCommandArgs, takePositionals } from '../options.js';
import { escapeControls } from '../printable.js';
import { analyseAll, analyseBatch } from './analyze-deals.js';
import { makeHeader } from './analyze-header.js';
import { lockResultsFile } from './analyze-lock.js';
import { MERGE_HELP, runMerge } from './analyze-merge.js';
import { Progress } from './analyze-progress.js';
import {
  type EarlierResults,
  formatLines,
  openResultsFile,
  type ResultLine,
  type ResultSink,
  readResultsFile,
} from './analyze-results.js';
import {
  describeShard,
  parseShard,
  parseSplit,
  type Range,
  type Shard,
  shardDeals,
  shardSize,
} from './analyze-shard.js';
import { formatSummary } from './analyze-stats.js';
import { type Command, GAME_OPTIONS_HELP, showHelp } from './command.js';

const FLAGS = {
  ...GAME_OPTION_FLAGS,
  jobs: { type: 'string' },
  budget: { type: 'string', multiple: true },
  out: { type: 'string' },
  shard: { type: 'string' },
  split: { type: 'string' },
} as const;

const DEFAULT_BUDGET: Budget = { maxMs: 5_000 };

export const analyze: Command = {
  name: 'analyze',
  summary: 'solve a range of deals in parallel and report the winnable share',
  help: `Usage: naipe analyze <game> <from>..<to> [--jobs N] [--budget LIMITS] [--out FILE]
                     [--shard K/N [--split interleaved|contiguous]] [game options]
       naipe analyze merge FILE... --out FILE

Solves deals <from> to <to> of <game> on N worker threads and writes one JSON line
per deal:
  {"game","options","deal","verdict","moves","positions","ms"}
verdict is winnable, impossible or unknown (the budget ran out); moves is the
solution as one string of moves separated by spaces (null unless winnable);
positions and ms are the solver's effort. A deal whose worker crashed or overran
its time budget by far is recorded as unknown, with positions null and an "error"
field naming why (ERR_TIMEOUT, ERR_WORKER_CRASHED, ERR_OUT_OF_MEMORY).

At the end it prints the winnable share with its 95% Wilson interval (unknown
deals counted both ways), the impossible and unknown counts and solve-time
percentiles.

With --out the lines go to FILE and the summary to stdout; without it the lines
go to stdout and the summary to stderr. Progress goes to stderr: a bar on a
terminal, a line every few seconds otherwise.

A results file starts with a header line, {"naipe":"analyze results",...}, which
says the game, options, budget and shard it holds the results of.

Resuming: rerun with the same --out and the deals already in FILE are skipped.
Every line is written whole, so Ctrl-C, a kill or a crash leaves a valid file
(a half-written last line is dropped and that deal done again). A file with a
header of another game, options, budget or shard, a result of another game or
options, a deal twice or a deal the game (or the shard) does not have is
refused. While a run writes FILE it holds FILE.lock (its process id), and a
second run on FILE is refused; a lock left by a killed run is taken over.

Options:
  --jobs N          worker threads (default: the hardware threads, here ${availableParallelism()})
  --budget LIMITS   limits per deal: a time (500ms, 5s, 2min), positions (2000000),
                    memory (256MB; 1MB to 1GB), or several: 5s,2000000 (default ${(DEFAULT_BUDGET.maxMs ?? 0) / 1_000}s)
  --out FILE        the results file, appended to and resumed from
  --shard K/N       analyse only part K of N of the range (K from 1 to N), for
                    running one analysis as N processes; auto/N takes K from
                    JOB_COMPLETION_INDEX (Kubernetes Indexed Job, 0-based: K = index+1)
                    or SLURM_ARRAY_TASK_ID (Slurm array: K = (id-MIN)/STEP + 1),
                    refusing if both or neither are set
  --split HOW       how --shard divides the range: interleaved (default: deal
                    FROM+i is part i mod N + 1) or contiguous (N runs of deals)

${GAME_OPTIONS_HELP}

Exit code: 0 when every deal was analysed, 130 when interrupted (rerun to resume),
3 when FILE is refused or locked by a running analyze.

Examples:
  naipe analyze freecell 1..32000 --out freecell.jsonl
  naipe analyze bakers-game 1..1000 --jobs 2 --budget 10s
  naipe analyze freecell 1..32000 --shard 3/4 --out part-3.jsonl

${MERGE_HELP}`,

  async run(args, io) {
    if (args[0] === 'merge') return runMerge(args.slice(1), io);
    const { values, positionals } = parseCommandArgs('analyze', args, FLAGS);
    if (values.help) return showHelp(io, this.help);
    const [id, rangeText] = takePositionals('analyze', positionals, ['game', 'deal range']);
    const game = gameFromArgs('analyze', id, values);
    const range = parseRange(game, rangeText!);
    const jobs = values.jobs === undefined ? availableParallelism() : parseJobs(values.jobs);
    const budget: Budget =
      values.budget === undefined ? DEFAULT_BUDGET : parseBudget(values.budget, 'analyze');
    const options = offeredOptions(game);
    if (values.split !== undefined && values.shard === undefined) {
      throw usageError('--split divides the range into shards: give --shard K/N too', 'analyze');
    }
    const shard =
      values.shard === undefined
        ? undefined
        : parseShard(values.shard, range, parseSplit(values.split), process.env);

    const lock = values.out === undefined ? undefined : lockResultsFile(values.out);
    try {
      return await analyseRange(io, { game, options, range, shard, jobs, budget, out: values.out });
    } finally {
      lock?.release();
    }
  },
};

interface Run {
  readonly game: Game;
  readonly options: ResultLine['options'];
  readonly range: Range;
  readonly shard: Shard | undefined;
  readonly jobs: number;
  readonly budget: Budget;
  readonly out: string | undefined;
}

async function analyseRange(io: Io, run: Run): Promise<ExitCode> {
  const { game, options, range, shard, jobs, budget, out } = run;
  // Workers start on the first call, so a service refused here has started none.
  const service = createNodeAnalysisService({ size: jobs });
  if (!service.supports(game.id)) {
    throw usageError(`the solver does not play ${game.id} yet`, 'analyze');
  }
  const header = makeHeader(game.id, options, budget, shard);
  const earlier: EarlierResults =
    out === undefined
      ? { header: undefined, done: new Map(), wholeBytes: 0, fileBytes: 0 }
      : readResultsFile(out, { resume: header });
  const sink: ResultSink =
    out === undefined
      ? { write: (lines) => io.stdout.write(formatLines(lines)), close: () => {} }
      : openResultsFile(out, earlier, header);
  const summaryOut: Output = out === undefined ? io.stderr : io.stdout;

  // What the summary reads of the range's lines, kept as they come rather than the lines
  // themselves: a large range's solutions need not stay in memory to the end.
  const counts = { winnable: 0, impossible: 0, unknown: 0 };
  const times: number[] = [];
  const count = (line: ResultLine) => {
    counts[line.verdict]++;
    times.push(line.ms);
  };
  for (const [deal, line] of earlier.done) {
    if (deal >= range.from && deal <= range.to) count(line);
  }
  const elsewhere = earlier.done.size - times.length;
  if (elsewhere > 0) {
    io.stderr.write(
      `note: ${escapeControls(out ?? '')} also holds ${elsewhere} ${elsewhere === 1 ? 'deal' : 'deals'} outside ${range.from}..${range.to}, kept in the file and left out of this summary\n`,
    );
  }
  const deals = shard === undefined ? range.to - range.from + 1 : shardSize(shard);
  const todo = deals - times.length;
  const stderr = io.stderr as Output & { isTTY?: boolean; columns?: number };
  const progress = new Progress({
    total: todo,
    tty: stderr.isTTY === true,
    out: io.stderr,
    ...(stderr.columns === undefined ? {} : { columns: stderr.columns }),
  });
  const interrupt = new AbortController();
  const onSignal = () => interrupt.abort();
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const started = performance.now();
  let analysedNow = 0;
  try {
    await analyseAll(
      pending(shard ?? range, earlier.done),
      jobs,
      interrupt.signal,
      (deals) => analyseBatch(service, { game, options, budget }, deals, interrupt.signal),
      (lines) => {
        sink.write(lines);
        for (const line of lines) count(line);
        analysedNow += lines.length;
        progress.advance(lines.length);
      },
    );
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    progress.stop();
    sink.close();
    await service.close();
  }

  summaryOut.write(
    `${formatSummary({
      counts,
      times,
      analysedNow,
      elapsedMs: performance.now() - started,
    })}\n`,
  );
  if (interrupt.signal.aborted) {
    io.stderr.write(
      `interrupted: ${deals - times.length} deals left${shard === undefined ? '' : ` in ${describeShard(shard)}`}; run the same command again to resume${out === undefined ? ' (with --out FILE to keep the results)' : ''}\n`,
    );
    return EXIT.interrupted;
  }
  return EXIT.ok;
}

function parseRange(game: Game, text: string): Range {
  const max = GAMES[game.id].maxDeal;
  const match = /^(-?\d+)(?:\.\.(-?\d+))?$/.exec(text);
  if (!match) {
    throw usageError(
      `the deal range must be FROM..TO such as 1..1000 (or one deal number), not "${text}"`,
      'analyze',
    );
  }
  const from = Number(match[1]);
  const to = Number(match[2] ?? match[1]);
  for (const [n, digits] of [
    [from, match[1]!],
    [to, match[2] ?? match[1]!],
  ] as const) {
    if (n < 1 || n > max) {
      const tooLarge = n > max ? ', which is too large' : '';
      throw usageError(
        `bad deal number in the range: ${game.id} deals are numbered from 1 to ${max}, not ${digits}${tooLarge}`,
        'analyze',
      );
    }
  }
  if (from > to) {
    throw usageError(`the deal range ${text} is empty: FROM must not exceed TO`, 'analyze');
  }
  return { from, to };
}

const MAX_JOBS = 256;

function parseJobs(text: string): number {
  const jobs = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!(jobs >= 1 && jobs <= MAX_JOBS)) {
    const tooLarge = jobs > MAX_JOBS ? ', which is too large' : '';
    throw usageError(
      `--jobs must be a whole number from 1 to ${MAX_JOBS}, not "${text}"${tooLarge}`,
      'analyze',
    );
  }
  return jobs;
}

/** The options the game offers, resolved, so results of one variant match on resume. */
function offeredOptions(game: Game): Record<string, string | number> {
  return Object.fromEntries(GAMES[game.id].options.map((o) => [o.name, game.options[o.name]]));
}

/** The deals of the range or shard not in the file yet. */
function* pending(part: Range | Shard, done: ReadonlyMap<number, unknown>): Generator<number> {
  if ('index' in part) {
    for (const deal of shardDeals(part)) if (!done.has(deal)) yield deal;
    return;
  }
  for (let deal = part.from; deal <= part.to; deal++) if (!done.has(deal)) yield deal;
}
