/**
 * The first line of a results file: what the file is the analysis of (game, options,
 * budget, and for a shard which part of which range), so that a resumed run or a merge
 * can tell a file of another analysis before mixing its figures in.
 */
import { type Budget, formatBudget } from '../budget.js';
import { type Shard, SPLITS, type Split } from './analyze-shard.js';

/** Marks the header line; no result line has this field. */
const KIND = 'analyze results';
const FORMAT = 1;

export type Options = Readonly<Record<string, string | number>>;

export interface ShardHeader {
  readonly index: number;
  readonly count: number;
  readonly split: Split;
  readonly from: number;
  readonly to: number;
}

export interface ResultsHeader {
  readonly naipe: typeof KIND;
  readonly format: typeof FORMAT;
  readonly game: string;
  /** The options the game offers, resolved: `{}` for FreeCell, `{deck, draw}` for Klondike. */
  readonly options: Options;
  /** The limits per deal; the verdicts depend on them (what runs out is unknown). */
  readonly budget: Budget;
  /** The part of the range this file is for; null for a whole analysis or a merge. */
  readonly shard: ShardHeader | null;
}

export function makeHeader(
  game: string,
  options: Options,
  budget: Budget,
  shard: Shard | undefined,
): ResultsHeader {
  return {
    naipe: KIND,
    format: FORMAT,
    game,
    options,
    budget,
    shard:
      shard === undefined
        ? null
        : {
            index: shard.index,
            count: shard.count,
            split: shard.split,
            from: shard.of.from,
            to: shard.of.to,
          },
  };
}

export const shardOf = (header: ShardHeader): Shard => ({
  index: header.index,
  count: header.count,
  split: header.split,
  of: { from: header.from, to: header.to },
});

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isCount = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 1;

function isShardHeader(value: unknown): value is ShardHeader {
  if (!isObject(value)) return false;
  const { index, count, split, from, to } = value;
  return (
    isCount(index) &&
    isCount(count) &&
    index <= count &&
    (SPLITS as readonly unknown[]).includes(split) &&
    isCount(from) &&
    isCount(to) &&
    from <= to &&
    count <= to - from + 1
  );
}

/** Whether a parsed line is a header: it says so (`naipe`), and then must be whole. */
export const claimsHeader = (value: unknown) => isObject(value) && value.naipe === KIND;

export function isHeader(value: unknown): value is ResultsHeader {
  if (!isObject(value) || value.naipe !== KIND || value.format !== FORMAT) return false;
  const { game, options, budget, shard } = value;
  return (
    typeof game === 'string' &&
    isObject(options) &&
    Object.values(options).every((v) => typeof v === 'string' || typeof v === 'number') &&
    isObject(budget) &&
    Object.values(budget).every(isCount) &&
    (shard === null || isShardHeader(shard))
  );
}

const sameEntries = (a: object, b: object) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

export const sameOptions = (a: Options, b: Options) => sameEntries(a, b);

export const describeOptions = (options: Options) => {
  const entries = Object.entries(options);
  return entries.length === 0 ? '' : ` (${entries.map(([k, v]) => `${k} ${v}`).join(', ')})`;
};

export const describeShardHeader = (shard: ShardHeader | null) =>
  shard === null
    ? 'no shard (the whole analysis)'
    : `shard ${shard.index}/${shard.count} of ${shard.from}..${shard.to} (${shard.split})`;

/**
 * What differs between two headers, worded for a message, or undefined when they are of
 * one analysis. `compareShard` false leaves the shard out (merge compares shards itself).
 */
export function headerDifference(
  found: ResultsHeader,
  wanted: ResultsHeader,
  compareShard: boolean,
): string | undefined {
  if (found.game !== wanted.game || !sameOptions(found.options, wanted.options)) {
    return `results of ${found.game}${describeOptions(found.options)}, not of ${wanted.game}${describeOptions(wanted.options)}`;
  }
  if (!sameEntries(found.budget, wanted.budget)) {
    return `results with --budget ${formatBudget(found.budget)}, not ${formatBudget(wanted.budget)}`;
  }
  if (compareShard && !sameEntries(found.shard ?? {}, wanted.shard ?? {})) {
    return `the results of ${describeShardHeader(found.shard)}, not of ${describeShardHeader(wanted.shard)}`;
  }
  return undefined;
}
