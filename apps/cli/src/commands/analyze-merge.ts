/**
 * `naipe analyze merge`: joins the results files of the N shards of one analysis into one
 * file, one line per deal in deal order, once every shard is there, whole and of the
 * same analysis. Anything less is refused, naming the files and the deals.
 */
import { formatBudget } from '../budget.js';
import { EXIT, type ExitCode, inputError, usageError } from '../errors.js';
import type { Io } from '../io.js';
import { parseCommandArgs } from '../options.js';
import {
  describeShardHeader,
  headerDifference,
  makeHeader,
  type ResultsHeader,
  type ShardHeader,
  shardOf,
} from './analyze-header.js';
import { type ResultLine, readResultsFile, writeNewResultsFile } from './analyze-results.js';
import { describeShard, shardDeals, shardSize } from './analyze-shard.js';
import { countVerdicts, formatSummary } from './analyze-stats.js';
import { showHelp } from './command.js';

const FLAGS = { out: { type: 'string' } } as const;

/** Deals named in a message, at most this many, then how many more. */
const NAMED_DEALS = 8;

export const MERGE_HELP = `Usage: naipe analyze merge FILE... --out FILE

Joins the results files of the shards of one analysis (each written by
"naipe analyze <game> <range> --shard K/N --out FILE") into the --out file: a
header and one line per deal of the range, in deal order. Then prints the
summary of the whole range, as analyze does.

It refuses (exit 3, nothing written) shards that do not make one whole: files of
different games, options, budgets, ranges, shard counts or splits; two files of
the same shard (they overlap); a shard with no file; a shard file that lacks some
of its deals (resume it with its own command first). It never overwrites: --out
must not exist.`;

interface ShardFile {
  readonly path: string;
  readonly header: ResultsHeader & { readonly shard: ShardHeader };
  readonly done: ReadonlyMap<number, ResultLine>;
}

export async function runMerge(args: readonly string[], io: Io): Promise<ExitCode> {
  const { values, positionals } = parseCommandArgs('analyze', args, FLAGS);
  if (values.help) return showHelp(io, MERGE_HELP);
  if (positionals.length === 0) throw usageError('merge needs the shard files to join', 'analyze');
  if (values.out === undefined) {
    throw usageError('merge needs --out FILE, the file to write', 'analyze');
  }
  const started = performance.now();
  const files = positionals.map(readShardFile);
  const first = files[0]!;
  checkSameAnalysis(files);
  checkEveryShardOnce(files);
  checkEveryDeal(files);

  const { from, to } = first.header.shard;
  const byDeal = new Map<number, ResultLine>();
  for (const file of files) for (const [deal, line] of file.done) byDeal.set(deal, line);
  const { game, options, budget } = first.header;
  writeNewResultsFile(values.out, makeHeader(game, options, budget, undefined), inOrder());
  function* inOrder() {
    for (let deal = from; deal <= to; deal++) yield byDeal.get(deal)!;
  }

  const results = [...byDeal.values()];
  io.stdout.write(
    `${formatSummary({
      counts: countVerdicts(results),
      times: results.map((r) => r.ms),
      analysedNow: 0,
      elapsedMs: performance.now() - started,
      source: `from ${files.length} shard ${files.length === 1 ? 'file' : 'files'}`,
    })}\n`,
  );
  return EXIT.ok;
}

function readShardFile(path: string): ShardFile {
  const { header, done } = readResultsFile(path, { merge: true });
  if (header === undefined || header.shard === null) {
    throw inputError(
      `${path} is not a shard: it was written without --shard (${describeShardHeader(null)}), so there is nothing to merge it with`,
    );
  }
  return { path, header: header as ShardFile['header'], done };
}

/** One game, options, budget, range, count and split in every file. */
function checkSameAnalysis(files: readonly ShardFile[]): void {
  const first = files[0]!;
  for (const file of files.slice(1)) {
    const difference = headerDifference(file.header, first.header, false);
    const a = file.header.shard;
    const b = first.header.shard;
    const sameParts =
      a.count === b.count && a.split === b.split && a.from === b.from && a.to === b.to;
    if (difference === undefined && sameParts) continue;
    throw inputError(
      `${file.path} and ${first.path} are not shards of one analysis: ${
        difference === undefined
          ? `${file.path} is ${describeShardHeader(a)}, ${first.path} is ${describeShardHeader(b)}`
          : `${file.path} holds ${difference} as ${first.path} does`
      }`,
    );
  }
}

function checkEveryShardOnce(files: readonly ShardFile[]): void {
  const byIndex = new Map<number, ShardFile>();
  for (const file of files) {
    const earlier = byIndex.get(file.header.shard.index);
    if (earlier !== undefined) {
      const shared = [...file.done.keys()].filter((deal) => earlier.done.has(deal));
      throw inputError(
        `${earlier.path} and ${file.path} are both ${describeShardHeader(file.header.shard)}: they overlap${
          shared.length === 0 ? '' : ` on ${dealList(shared.sort((x, y) => x - y))}`
        }; give each shard once`,
      );
    }
    byIndex.set(file.header.shard.index, file);
  }
  const { count } = files[0]!.header.shard;
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !byIndex.has(i));
  if (missing.length === 0) return;
  const shard = shardOf({ ...files[0]!.header.shard, index: missing[0]! });
  throw inputError(
    `shard${missing.length === 1 ? '' : 's'} ${missing.join(', ')} of ${count} ${missing.length === 1 ? 'is' : 'are'} missing (${describeShard(shard)} holds ${dealList(take(shardDeals(shard), NAMED_DEALS), shardSize(shard))}); give the files of all ${count} shards`,
  );
}

/** Every deal of each file's shard in its file. */
function checkEveryDeal(files: readonly ShardFile[]): void {
  const problems: string[] = [];
  for (const file of files) {
    const shard = shardOf(file.header.shard);
    if (file.done.size === shardSize(shard)) continue;
    const lacking: number[] = [];
    for (const deal of shardDeals(shard)) {
      if (!file.done.has(deal)) lacking.push(deal);
      if (lacking.length > NAMED_DEALS) break;
    }
    const missing = shardSize(shard) - file.done.size;
    problems.push(
      `${file.path} lacks ${missing} of the ${shardSize(shard)} deals of ${describeShard(shard)}: ${dealList(lacking, missing)}; finish it with: ${resumeCommand(file)}`,
    );
  }
  if (problems.length > 0) throw inputError(problems.join('\n'));
}

/** The command that resumes a shard file: the one that wrote it, as its header says. */
function resumeCommand({ path, header }: ShardFile): string {
  const { index, count, split, from, to } = header.shard;
  const options = Object.entries(header.options).map(([name, value]) => ` --${name} ${value}`);
  return `naipe analyze ${header.game} ${from}..${to} --shard ${index}/${count} --split ${split} --budget ${formatBudget(header.budget)}${options.join('')} --out ${path}`;
}

function take(deals: Iterable<number>, count: number): number[] {
  const taken: number[] = [];
  for (const deal of deals) {
    if (taken.length === count) break;
    taken.push(deal);
  }
  return taken;
}

/** "deals 3, 7, 11" or "deals 3, 7, … and 40 more", from the first deals in order. */
function dealList(deals: readonly number[], total = deals.length): string {
  const named = deals.slice(0, NAMED_DEALS);
  const more = total - named.length;
  return `deal${total === 1 ? '' : 's'} ${named.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}
