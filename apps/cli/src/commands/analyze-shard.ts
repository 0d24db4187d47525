/**
 * Shards of a bulk analysis: `--shard K/N` takes the K-th of N parts of a deal range, so
 * N processes (a Kubernetes Indexed Job, a Slurm job array, N shells) analyse the range
 * between them, each into its own results file, which `analyze merge` then joins.
 *
 * K may be read from the batch system instead (`--shard auto/N`):
 * - Kubernetes Indexed Job: `JOB_COMPLETION_INDEX`, 0-based, so K = index + 1;
 * - Slurm job array: K = (SLURM_ARRAY_TASK_ID - SLURM_ARRAY_TASK_MIN) / SLURM_ARRAY_TASK_STEP + 1
 *   (the step is 1 unless the array was given one, as in `--array=0-30:10`), and when
 *   SLURM_ARRAY_TASK_COUNT is set it must be N.
 * Both set at once is refused rather than guessed. A K given as a number always wins,
 * and then the environment is not read.
 */
import { usageError } from '../errors.js';

export interface Range {
  readonly from: number;
  readonly to: number;
}

export const SPLITS = ['interleaved', 'contiguous'] as const;
export type Split = (typeof SPLITS)[number];

/**
 * Interleaved by default: deal from + i goes to shard (i mod N) + 1, so every shard gets
 * an even share of the easy and the hard stretches of the range and they end together.
 */
export const DEFAULT_SPLIT: Split = 'interleaved';

export interface Shard {
  /** 1..count. */
  readonly index: number;
  readonly count: number;
  readonly split: Split;
  /** The whole range the shards divide. */
  readonly of: Range;
}

export type Environment = Readonly<Record<string, string | undefined>>;

const MAX_SHARDS = 1_000_000;

const K8S_INDEX = 'JOB_COMPLETION_INDEX';
const SLURM_ID = 'SLURM_ARRAY_TASK_ID';
const SLURM_MIN = 'SLURM_ARRAY_TASK_MIN';
const SLURM_STEP = 'SLURM_ARRAY_TASK_STEP';
const SLURM_COUNT = 'SLURM_ARRAY_TASK_COUNT';

const wholeNumber = (text: string | undefined) =>
  text !== undefined && /^\d+$/.test(text) ? Number(text) : undefined;

export function parseSplit(text: string | undefined): Split {
  if (text === undefined) return DEFAULT_SPLIT;
  if ((SPLITS as readonly string[]).includes(text)) return text as Split;
  throw usageError(`--split must be ${SPLITS.join(' or ')}, not "${text}"`, 'analyze');
}

/** `K/N` or `auto/N`, with K from `env` for `auto`. */
export function parseShard(text: string, of: Range, split: Split, env: Environment): Shard {
  const match = /^(\d+|auto)\/(\d+)$/.exec(text);
  if (!match) {
    throw usageError(
      `--shard must be K/N, such as 2/8 (part 2 of 8), or auto/N to take K from the batch system, not "${text}"`,
      'analyze',
    );
  }
  const count = Number(match[2]);
  if (count < 1 || count > MAX_SHARDS) {
    throw usageError(
      `--shard ${text}: N must be from 1 to ${MAX_SHARDS}, not ${match[2]}`,
      'analyze',
    );
  }
  const deals = of.to - of.from + 1;
  if (count > deals) {
    throw usageError(
      `--shard ${text}: ${count} shards of ${of.from}..${of.to} would leave some without a deal; the range has ${deals}`,
      'analyze',
    );
  }
  const index = match[1] === 'auto' ? indexFromEnvironment(text, count, env) : Number(match[1]);
  if (index < 1 || index > count) {
    throw usageError(`--shard ${text}: K must be from 1 to ${count}, not ${index}`, 'analyze');
  }
  return { index, count, split, of };
}

function indexFromEnvironment(text: string, count: number, env: Environment): number {
  const k8s = env[K8S_INDEX];
  const slurm = env[SLURM_ID];
  const problem = (message: string) => usageError(`--shard ${text}: ${message}`, 'analyze');
  if (k8s !== undefined && slurm !== undefined) {
    throw problem(
      `both ${K8S_INDEX} (${k8s}) and ${SLURM_ID} (${slurm}) are set, so which batch system runs this is unclear; give K as a number`,
    );
  }
  if (k8s !== undefined) {
    const index = wholeNumber(k8s);
    if (index === undefined) throw problem(`${K8S_INDEX} must be a whole number, not "${k8s}"`);
    if (index >= count) {
      throw problem(
        `${K8S_INDEX} is ${index}, but a job of ${count} completions has indexes 0 to ${count - 1}; give the job completions: ${count}`,
      );
    }
    return index + 1;
  }
  if (slurm !== undefined) {
    const id = wholeNumber(slurm);
    const min = wholeNumber(env[SLURM_MIN]);
    const step = env[SLURM_STEP] === undefined ? 1 : wholeNumber(env[SLURM_STEP]);
    const tasks = env[SLURM_COUNT] === undefined ? undefined : wholeNumber(env[SLURM_COUNT]);
    if (id === undefined || min === undefined || step === undefined || step < 1) {
      throw problem(
        `${SLURM_ID} and ${SLURM_MIN} must be whole numbers and ${SLURM_STEP} at least 1, not ${SLURM_ID}=${slurm} ${SLURM_MIN}=${env[SLURM_MIN] ?? '(unset)'} ${SLURM_STEP}=${env[SLURM_STEP] ?? '(unset)'}`,
      );
    }
    if (tasks !== undefined && tasks !== count) {
      throw problem(`the Slurm array has ${tasks} tasks (${SLURM_COUNT}), not ${count}`);
    }
    if (id < min || (id - min) % step !== 0 || (id - min) / step >= count) {
      throw problem(
        `${SLURM_ID} ${id} is not one of the ${count} tasks from ${min} by ${step}; give the array ${min}-${min + (count - 1) * step}${step === 1 ? '' : `:${step}`}`,
      );
    }
    return (id - min) / step + 1;
  }
  throw problem(
    `auto takes K from ${K8S_INDEX} (a Kubernetes Indexed Job) or ${SLURM_ID} (a Slurm job array), and neither is set; give K as a number`,
  );
}

/** The position in the whole range of shard `index`'s first deal, for a contiguous split. */
const contiguousStart = (shard: Shard, index: number) =>
  shard.of.from + Math.floor(((index - 1) * (shard.of.to - shard.of.from + 1)) / shard.count);

/** Whether `deal` is one of this shard's. */
export function inShard(shard: Shard, deal: number): boolean {
  const { of } = shard;
  if (deal < of.from || deal > of.to) return false;
  if (shard.split === 'interleaved') return (deal - of.from) % shard.count === shard.index - 1;
  return (
    deal >= contiguousStart(shard, shard.index) && deal < contiguousStart(shard, shard.index + 1)
  );
}

/** This shard's deals in order: contiguous parts differ in size by one deal at most. */
export function* shardDeals(shard: Shard): Generator<number> {
  if (shard.split === 'interleaved') {
    for (let deal = shard.of.from + shard.index - 1; deal <= shard.of.to; deal += shard.count) {
      yield deal;
    }
    return;
  }
  const end = contiguousStart(shard, shard.index + 1);
  for (let deal = contiguousStart(shard, shard.index); deal < end; deal++) yield deal;
}

export function shardSize(shard: Shard): number {
  if (shard.split === 'contiguous') {
    return contiguousStart(shard, shard.index + 1) - contiguousStart(shard, shard.index);
  }
  const deals = shard.of.to - shard.of.from + 1;
  return Math.floor((deals - shard.index) / shard.count) + 1;
}

export const describeShard = (shard: Shard) =>
  `shard ${shard.index}/${shard.count} of ${shard.of.from}..${shard.of.to} (${shard.split})`;
