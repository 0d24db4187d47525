import { describe, expect, it } from 'vitest';
import { CliError, EXIT } from '../errors.js';
import {
  type Environment,
  inShard,
  parseShard,
  type Range,
  type Shard,
  SPLITS,
  shardDeals,
  shardSize,
} from './analyze-shard.js';

const RANGE: Range = { from: 1, to: 100 };
const index = (text: string, env: Environment = {}) =>
  parseShard(text, RANGE, 'interleaved', env).index;

function refusal(text: string, env: Environment, range = RANGE): string {
  try {
    parseShard(text, range, 'interleaved', env);
  } catch (error) {
    expect(error).toBeInstanceOf(CliError);
    expect((error as CliError).exitCode).toBe(EXIT.usage);
    return (error as CliError).message;
  }
  throw new Error(`--shard ${text} was accepted`);
}

describe('--shard K/N', () => {
  it('takes K and N as given, and then reads no environment', () => {
    expect(parseShard('3/8', RANGE, 'contiguous', {})).toEqual({
      index: 3,
      count: 8,
      split: 'contiguous',
      of: RANGE,
    });
    expect(index('1/1')).toBe(1);
    expect(index('2/4', { JOB_COMPLETION_INDEX: '0', SLURM_ARRAY_TASK_ID: '7' })).toBe(2);
  });

  it.each([
    ['3', /--shard must be K\/N, such as 2\/8/],
    ['a/4', /--shard must be K\/N/],
    ['0/4', /--shard 0\/4: K must be from 1 to 4, not 0/],
    ['5/4', /--shard 5\/4: K must be from 1 to 4, not 5/],
    ['1/0', /--shard 1\/0: N must be from 1 to 1000000, not 0/],
    ['1/101', /101 shards of 1..100 would leave some without a deal; the range has 100/],
  ])('refuses %s', (text, message) => {
    expect(refusal(text, {})).toMatch(message);
  });
});

describe('--shard auto/N: K from the batch system', () => {
  it('takes a Kubernetes Indexed Job index, 0-based, as K = index + 1', () => {
    expect(index('auto/4', { JOB_COMPLETION_INDEX: '0' })).toBe(1);
    expect(index('auto/4', { JOB_COMPLETION_INDEX: '3' })).toBe(4);
  });

  it('takes a Slurm array task relative to its first task, by its step', () => {
    expect(index('auto/4', { SLURM_ARRAY_TASK_ID: '1', SLURM_ARRAY_TASK_MIN: '1' })).toBe(1);
    expect(index('auto/4', { SLURM_ARRAY_TASK_ID: '4', SLURM_ARRAY_TASK_MIN: '1' })).toBe(4);
    // sbatch --array=0-3
    expect(index('auto/4', { SLURM_ARRAY_TASK_ID: '2', SLURM_ARRAY_TASK_MIN: '0' })).toBe(3);
    // sbatch --array=10-40:10, four tasks 10, 20, 30, 40
    const stepped = { SLURM_ARRAY_TASK_MIN: '10', SLURM_ARRAY_TASK_STEP: '10' };
    expect(index('auto/4', { ...stepped, SLURM_ARRAY_TASK_ID: '30' })).toBe(3);
    expect(
      index('auto/4', { ...stepped, SLURM_ARRAY_TASK_ID: '40', SLURM_ARRAY_TASK_COUNT: '4' }),
    ).toBe(4);
  });

  it.each<[string, Environment, RegExp]>([
    [
      'neither set',
      {},
      /auto takes K from JOB_COMPLETION_INDEX \(a Kubernetes Indexed Job\) or SLURM_ARRAY_TASK_ID \(a Slurm job array\), and neither is set/,
    ],
    [
      'both set',
      { JOB_COMPLETION_INDEX: '1', SLURM_ARRAY_TASK_ID: '1', SLURM_ARRAY_TASK_MIN: '0' },
      /both JOB_COMPLETION_INDEX \(1\) and SLURM_ARRAY_TASK_ID \(1\) are set/,
    ],
    [
      'a Kubernetes index past N',
      { JOB_COMPLETION_INDEX: '4' },
      /JOB_COMPLETION_INDEX is 4, but a job of 4 completions has indexes 0 to 3/,
    ],
    [
      'a Kubernetes index that is no number',
      { JOB_COMPLETION_INDEX: 'x' },
      /JOB_COMPLETION_INDEX must be a whole number, not "x"/,
    ],
    [
      'a Slurm task without its first task',
      { SLURM_ARRAY_TASK_ID: '2' },
      /SLURM_ARRAY_TASK_MIN=\(unset\)/,
    ],
    [
      'a Slurm task past N',
      { SLURM_ARRAY_TASK_ID: '5', SLURM_ARRAY_TASK_MIN: '1' },
      /SLURM_ARRAY_TASK_ID 5 is not one of the 4 tasks from 1 by 1; give the array 1-4/,
    ],
    [
      'a Slurm task off its step',
      { SLURM_ARRAY_TASK_ID: '15', SLURM_ARRAY_TASK_MIN: '10', SLURM_ARRAY_TASK_STEP: '10' },
      /is not one of the 4 tasks from 10 by 10; give the array 10-40:10/,
    ],
    [
      'a Slurm array of another size',
      { SLURM_ARRAY_TASK_ID: '1', SLURM_ARRAY_TASK_MIN: '1', SLURM_ARRAY_TASK_COUNT: '8' },
      /the Slurm array has 8 tasks \(SLURM_ARRAY_TASK_COUNT\), not 4/,
    ],
  ])('refuses %s', (_, env, message) => {
    expect(refusal('auto/4', env)).toMatch(message);
  });
});

describe('shard deals', () => {
  const ranges: Range[] = [
    { from: 1, to: 1 },
    { from: 1, to: 10 },
    { from: 7, to: 30 },
    { from: 100, to: 203 },
  ];
  const shardsOf = (of: Range, count: number, split: Shard['split']) =>
    Array.from({ length: count }, (_, i): Shard => ({ index: i + 1, count, split, of }));

  it.each(SPLITS)('%s: the N shards hold every deal of the range once', (split) => {
    for (const of of ranges) {
      for (let count = 1; count <= Math.min(7, of.to - of.from + 1); count++) {
        const parts = shardsOf(of, count, split).map((shard) => ({
          shard,
          deals: [...shardDeals(shard)],
        }));
        const all = parts.flatMap((p) => p.deals).sort((a, b) => a - b);
        expect(all).toEqual(Array.from({ length: of.to - of.from + 1 }, (_, i) => of.from + i));
        const sizes = parts.map((p) => p.deals.length);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
        for (const { shard, deals } of parts) {
          expect(shardSize(shard)).toBe(deals.length);
          for (let deal = of.from - 1; deal <= of.to + 1; deal++) {
            expect(inShard(shard, deal)).toBe(deals.includes(deal));
          }
        }
      }
    }
  });

  it('interleaves deal by deal, and cuts contiguous parts in order', () => {
    const of = { from: 1, to: 10 };
    expect(shardsOf(of, 3, 'interleaved').map((s) => [...shardDeals(s)])).toEqual([
      [1, 4, 7, 10],
      [2, 5, 8],
      [3, 6, 9],
    ]);
    expect(shardsOf(of, 3, 'contiguous').map((s) => [...shardDeals(s)])).toEqual([
      [1, 2, 3],
      [4, 5, 6],
      [7, 8, 9, 10],
    ]);
  });
});
