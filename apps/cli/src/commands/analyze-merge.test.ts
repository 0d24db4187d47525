import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { complaints, readHeader, readLines, tempOut } from '../testing/analyze.js';
import { spawnCli } from '../testing/run.js';

const RANGE = '1..24';
const DEALS = Array.from({ length: 24 }, (_, i) => i + 1);

/** Runs one shard of Baker's Game 1..24 into its own file in `dir`; returns the file. */
function shard(dir: string, spec: string, extra: readonly string[] = [], name = spec) {
  const out = join(dir, `part-${name.replace('/', '-of-')}.jsonl`);
  const run = spawnCli([
    'analyze',
    'bakers-game',
    RANGE,
    '--shard',
    spec,
    '--jobs',
    '1',
    ...extra,
    '--out',
    out,
  ]);
  expect(complaints(run.stderr)).toBe('');
  expect(run.code).toBe(0);
  return out;
}

const merge = (files: readonly string[], out: string) =>
  spawnCli(['analyze', 'merge', ...files, '--out', out]);

/** A merge that must be refused: exit 3, the message, no --out file. */
function refused(files: readonly string[], message: RegExp) {
  const out = join(dirname(files[0]!), 'merged-refused.jsonl');
  const run = merge(files, out);
  expect(run.stdout).toBe('');
  expect(run.stderr).toMatch(message);
  expect(run.code).toBe(3);
  expect(existsSync(out)).toBe(false);
}

/** Four interleaved shards of Baker's Game 1..24, made once for the whole file. */
const dir = dirname(tempOut());
let four: string[] = [];
beforeAll(() => {
  four = ['1/4', '2/4', '3/4', '4/4'].map((spec) => shard(dir, spec));
}, 120_000);

describe('naipe analyze --shard K/N, then merge', () => {
  it('analyses four shards apart and merges them into the whole analysis', () => {
    for (const [i, file] of four.entries()) {
      expect(readHeader(file)).toEqual({
        naipe: 'analyze results',
        format: 1,
        game: 'bakers-game',
        options: {},
        budget: { maxMs: 5000 },
        shard: { index: i + 1, count: 4, split: 'interleaved', from: 1, to: 24 },
      });
      // Interleaved: shard K holds K, K + 4, K + 8, ...
      expect(readLines(file).map((l) => l.deal)).toEqual(DEALS.filter((d) => (d - 1) % 4 === i));
    }
    const out = join(dir, 'merged.jsonl');
    const run = merge(four, out);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(readHeader(out)).toMatchObject({
      game: 'bakers-game',
      budget: { maxMs: 5000 },
      shard: null,
    });
    const merged = readLines(out);
    expect(merged.map((l) => l.deal)).toEqual(DEALS);

    // The same verdicts and solutions as one run over the whole range.
    const whole = tempOut();
    expect(spawnCli(['analyze', 'bakers-game', RANGE, '--jobs', '2', '--out', whole]).code).toBe(0);
    const byDeal = (lines: Record<string, unknown>[]) =>
      lines
        .map(({ deal, verdict, moves }) => ({ deal, verdict, moves }))
        .sort((a, b) => Number(a.deal) - Number(b.deal));
    expect(byDeal(merged)).toEqual(byDeal(readLines(whole)));

    const impossible = merged.filter((l) => l.verdict === 'impossible').length;
    expect(impossible).toBeGreaterThan(0);
    expect(run.stdout).toContain('deals:      24 (from 4 shard files)');
    expect(run.stdout).toContain(`impossible: ${impossible}`);
  }, 120_000);

  it('splits into contiguous parts with --split contiguous', () => {
    const part = shard(dirname(tempOut()), '2/4', ['--split', 'contiguous']);
    expect(readLines(part).map((l) => l.deal)).toEqual([7, 8, 9, 10, 11, 12]);
    expect(readHeader(part)).toMatchObject({ shard: { index: 2, count: 4, split: 'contiguous' } });
  }, 60_000);

  it('takes K from the Kubernetes or Slurm index with --shard auto/N', () => {
    const out = tempOut();
    const k8s = ['analyze', 'bakers-game', RANGE, '--shard', 'auto/4', '--jobs', '1', '--out', out];
    expect(spawnCli(k8s, '', { JOB_COMPLETION_INDEX: '2' }).code).toBe(0);
    expect(readHeader(out)).toMatchObject({ shard: { index: 3, count: 4 } });
    expect(readLines(out).map((l) => l.deal)).toEqual([3, 7, 11, 15, 19, 23]);

    const slurmOut = tempOut();
    const slurm = [...k8s.slice(0, -1), slurmOut];
    const run = spawnCli(slurm, '', { SLURM_ARRAY_TASK_ID: '5', SLURM_ARRAY_TASK_MIN: '4' });
    expect(run.code).toBe(0);
    expect(readHeader(slurmOut)).toMatchObject({ shard: { index: 2, count: 4 } });

    const neither = spawnCli(['analyze', 'bakers-game', RANGE, '--shard', 'auto/4']);
    expect(neither.code).toBe(2);
    expect(neither.stderr).toMatch(/and neither is set; give K as a number/);
  }, 60_000);

  it('resumes a shard on its own, and refuses to resume it as another shard', () => {
    const out = tempOut();
    const first = [
      'analyze',
      'bakers-game',
      '1..40',
      '--shard',
      '2/4',
      '--jobs',
      '1',
      '--out',
      out,
    ];
    expect(spawnCli(first).code).toBe(0);
    const lines = readFileSync(out, 'utf8').split('\n');
    // As a run killed after three deals would leave it.
    writeFileSync(out, `${lines.slice(0, 4).join('\n')}\n`);
    const resumed = spawnCli(first);
    expect(resumed.code).toBe(0);
    expect(resumed.stdout).toContain('deals:      10 (7 analysed now, 3 from the file)');
    expect(readLines(out).map((l) => l.deal)).toEqual([2, 6, 10, 14, 18, 22, 26, 30, 34, 38]);

    const other = spawnCli([...first.slice(0, 4), '3/4', ...first.slice(5)]);
    expect(other.code).toBe(3);
    expect(other.stderr).toContain(
      'line 1 says the file holds the results of shard 2/4 of 1..40 (interleaved), not of shard 3/4 of 1..40 (interleaved)',
    );
    const whole = spawnCli(['analyze', 'bakers-game', '1..40', '--jobs', '1', '--out', out]);
    expect(whole.code).toBe(3);
    expect(whole.stderr).toContain('not of no shard (the whole analysis)');
  }, 60_000);

  it('refuses a shard file with a deal its shard does not hold', () => {
    const out = join(dirname(tempOut()), 'foreign.jsonl');
    const [header, ...lines] = readFileSync(four[0]!, 'utf8').trimEnd().split('\n');
    const foreign = { ...JSON.parse(lines[0]!), deal: 2 };
    writeFileSync(out, `${header}\n${JSON.stringify(foreign)}\n`);
    refused(
      [out, ...four.slice(1)],
      /foreign\.jsonl line 2 has deal 2, which shard 1\/4 of 1..24 \(interleaved\) does not hold/,
    );
  });
});

describe('naipe analyze merge refuses shards that do not make one whole', () => {
  it('refuses a missing shard, naming it and its deals', () => {
    refused(
      [four[0]!, four[1]!, four[3]!],
      /shard 3 of 4 is missing \(shard 3\/4 of 1..24 \(interleaved\) holds deals 3, 7, 11, 15, 19, 23\); give the files of all 4 shards/,
    );
  });

  it('refuses two files of one shard, naming the deals they share', () => {
    const copy = join(dir, 'copy-of-2.jsonl');
    copyFileSync(four[1]!, copy);
    refused(
      [...four, copy],
      /part-2-of-4\.jsonl and \S+copy-of-2\.jsonl are both shard 2\/4 of 1..24 \(interleaved\): they overlap on deals 2, 6, 10, 14, 18, 22; give each shard once/,
    );
  });

  it('refuses an unfinished shard, naming its missing deals and the command that finishes it', () => {
    const short = join(dir, 'short-3.jsonl');
    const lines = readFileSync(four[2]!, 'utf8').split('\n');
    writeFileSync(short, `${lines.slice(0, 3).join('\n')}\n`);
    refused(
      [four[0]!, four[1]!, short, four[3]!],
      /short-3\.jsonl lacks 4 of the 6 deals of shard 3\/4 of 1..24 \(interleaved\): deals 11, 15, 19, 23; finish it with: naipe analyze bakers-game 1..24 --shard 3\/4 --split interleaved --budget 5000ms --out \S+short-3\.jsonl/,
    );
  });

  it.each([
    ['another game', ['freecell'], /holds results of freecell, not of bakers-game as/],
    [
      'another budget',
      ['bakers-game', '--budget', '10s'],
      /holds results with --budget 10000ms, not 5000ms as/,
    ],
    [
      'another shard count',
      ['bakers-game', '--shard', '4/6'],
      /part-4-of-6\.jsonl is shard 4\/6 of 1..24 \(interleaved\), \S+ is shard 1\/4 of 1..24/,
    ],
    [
      'another split',
      ['bakers-game', '--split', 'contiguous'],
      /is shard 4\/4 of 1..24 \(contiguous\), \S+ is shard 1\/4 of 1..24 \(interleaved\)/,
    ],
  ])(
    'refuses a shard of %s',
    (_, [game, ...extra], message) => {
      const other = dirname(tempOut());
      const shardSpec = extra.includes('--shard') ? [] : ['--shard', '4/4'];
      const spec = extra.includes('--shard') ? extra[extra.indexOf('--shard') + 1]! : '4/4';
      const out = join(other, `part-${spec.replace('/', '-of-')}.jsonl`);
      const run = spawnCli([
        'analyze',
        game!,
        RANGE,
        ...shardSpec,
        ...extra,
        '--jobs',
        '1',
        '--out',
        out,
      ]);
      expect(run.code).toBe(0);
      refused([...four.slice(0, 3), out], message);
    },
    60_000,
  );

  it('refuses a file written without --shard', () => {
    const whole = tempOut();
    expect(spawnCli(['analyze', 'bakers-game', '1..2', '--jobs', '1', '--out', whole]).code).toBe(
      0,
    );
    refused([...four, whole], /results\.jsonl is not a shard: it was written without --shard/);
  });

  it('refuses a file that is not a results file, and an --out file that exists', () => {
    const notes = join(dir, 'notes.txt');
    writeFileSync(notes, 'notes\n');
    refused([notes, ...four], /notes\.txt line 1 is not an analyze result line/);

    const out = join(dir, 'taken.jsonl');
    writeFileSync(out, 'mine\n');
    const run = merge(four, out);
    expect(run.code).toBe(3);
    expect(run.stderr).toContain(
      `${out} exists already; give --out a new file, nothing was overwritten`,
    );
    expect(readFileSync(out, 'utf8')).toBe('mine\n');

    const folder = join(dir, 'missing');
    const nowhere = merge(four, join(folder, 'merged.jsonl'));
    expect(nowhere.code).toBe(3);
    expect(nowhere.stderr).toBe(
      `naipe analyze: cannot write ${join(folder, 'merged.jsonl')}: the folder ${folder} does not exist\n`,
    );
  });

  it('says what is missing from the command line', () => {
    expect(spawnCli(['analyze', 'merge', '--out', 'x.jsonl']).stderr).toMatch(
      /merge needs the shard files/,
    );
    expect(spawnCli(['analyze', 'merge', four[0]!]).stderr).toMatch(/merge needs --out FILE/);
    expect(spawnCli(['analyze', 'bakers-game', RANGE, '--split', 'contiguous']).stderr).toMatch(
      /--split divides the range into shards: give --shard K\/N too/,
    );
  });
});
