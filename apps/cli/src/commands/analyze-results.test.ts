import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { complaints, lineCount, NEVER_DONE, startCli, tempOut, until } from '../testing/analyze.js';
import { runMain, spawnCli } from '../testing/run.js';
import { lockPathOf } from './analyze-lock.js';

/** A results file as `naipe analyze` writes it, for these deals of FreeCell: its header, then its result lines. */
function freecellResults(range: string) {
  const out = tempOut();
  const run = spawnCli(['analyze', 'freecell', range, '--jobs', '1', '--out', out]);
  expect(run.code).toBe(0);
  const text = readFileSync(out, 'utf8');
  const [header, ...lines] = text.trimEnd().split('\n');
  return { out, text, header: header!, lines };
}

/** A line of the file with one field changed. */
const withField = (line: string, field: string, value: unknown) =>
  JSON.stringify({ ...JSON.parse(line), [field]: value });

/** Runs analyze on a file it must refuse: exit 3, the message, the file untouched. */
function refused(out: string, args: readonly string[], message: RegExp) {
  const before = readFileSync(out, 'utf8');
  const run = spawnCli(['analyze', ...args, '--jobs', '1', '--out', out]);
  expect(run.code).toBe(3);
  expect(run.stdout).toBe('');
  expect(run.stderr).toMatch(message);
  expect(readFileSync(out, 'utf8')).toBe(before);
  expect(existsSync(lockPathOf(out))).toBe(false);
}

describe('naipe analyze --out: a file of one game, options and range', () => {
  it('refuses a file written for another game, leaving it untouched', () => {
    const out = tempOut();
    expect(spawnCli(['analyze', 'bakers-game', '1..2', '--jobs', '1', '--out', out]).code).toBe(0);
    refused(
      out,
      ['freecell', '1..3'],
      /line 1 says the file holds results of bakers-game, not of freecell; give each analysis its own --out file/,
    );
  });

  it('refuses a file written with other options', () => {
    const { out, header, lines } = freecellResults('1..2');
    writeFileSync(out, `${header}\n${lines[0]}\n${withField(lines[1]!, 'options', { draw: 3 })}\n`);
    refused(
      out,
      ['freecell', '1..2'],
      /line 3 is a result of freecell \(draw 3\), not of freecell;/,
    );
  });

  it('refuses a deal twice, naming both lines', () => {
    const { out, text, lines } = freecellResults('1..3');
    writeFileSync(out, `${text}${lines[0]}\n`);
    const deal = JSON.parse(lines[0]!).deal;
    refused(
      out,
      ['freecell', '1..3'],
      new RegExp(`line 5 has deal ${deal} again \\(first on line 2\\)`),
    );
  });

  it.each([[-3], [0], [2147483648], [1.5]])(
    'refuses deal %d, which FreeCell does not have',
    (deal) => {
      const { out, text, lines } = freecellResults('1..2');
      writeFileSync(out, `${text}${withField(lines[0]!, 'deal', deal)}\n`);
      const message = Number.isInteger(deal)
        ? new RegExp(
            `line 4 has deal ${deal}, which is not a freecell deal: they are numbered from 1 to 2147483647`,
          )
        : /line 4 is not an analyze result line/;
      refused(out, ['freecell', '1..2'], message);
    },
  );

  it('says which deals in the file lie outside the range, and leaves them out of the summary', () => {
    const { out, text } = freecellResults('1..4');
    const run = spawnCli(['analyze', 'freecell', '2..3', '--jobs', '1', '--out', out]);
    expect(run.code).toBe(0);
    expect(complaints(run.stderr)).toBe(
      `note: ${out} also holds 2 deals outside 2..3, kept in the file and left out of this summary`,
    );
    expect(run.stdout).toContain('deals:      2 (0 analysed now, 2 from the file)');
    expect(readFileSync(out, 'utf8')).toBe(text);
  });

  it('resumes a file an older version wrote without a header, and adds none', () => {
    const { out, lines } = freecellResults('1..3');
    writeFileSync(out, `${lines.join('\n')}\n`);
    const run = spawnCli(['analyze', 'freecell', '1..5', '--jobs', '1', '--out', out]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('deals:      5 (2 analysed now, 3 from the file)');
    const after = readFileSync(out, 'utf8').trimEnd().split('\n');
    expect(after.slice(0, 3)).toEqual(lines);
    expect(after.map((l) => JSON.parse(l).deal)).toHaveLength(5);
    refused(
      out,
      ['freecell', '1..5', '--shard', '1/2'],
      /line 1 is a result, not a header: the file was written without --shard by an older naipe analyze/,
    );
  });

  it('writes moves as one string of moves separated by spaces, as the README says', () => {
    const { lines } = freecellResults('1..1');
    const line = JSON.parse(lines[0]!);
    expect(line.verdict).toBe('winnable');
    expect(typeof line.moves).toBe('string');
    expect(line.moves).toMatch(/^\S+( \S+)+$/);
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    expect(readme).toMatch(/"moves": "6a 6b [^"]*"/);
  });
});

describe('naipe analyze --out: one run at a time', () => {
  it('refuses a second run on the same file while the first runs, and unlocks on exit', async () => {
    const out = tempOut();
    const first = startCli(['analyze', 'freecell', NEVER_DONE, '--jobs', '1', '--out', out]);
    await until(() => lineCount(out) >= 1);
    const lock = readFileSync(lockPathOf(out), 'utf8');
    expect(lock).toBe(`${first.child.pid}\n`);

    const second = spawnCli(['analyze', 'freecell', NEVER_DONE, '--jobs', '1', '--out', out]);
    expect(second.code).toBe(3);
    expect(second.stderr).toContain(
      `${out} is being written by another "naipe analyze" (process ${first.child.pid}`,
    );

    first.child.kill('SIGINT');
    expect((await first.done).code).toBe(130);
    expect(existsSync(lockPathOf(out))).toBe(false);
    // No line was written twice by the two runs.
    const deals = readFileSync(out, 'utf8')
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l).deal);
    expect(new Set(deals).size).toBe(deals.length);
  }, 120_000);

  it('takes over the lock a killed run left, since its process is gone', async () => {
    const out = tempOut();
    const killed = startCli(['analyze', 'freecell', NEVER_DONE, '--jobs', '1', '--out', out]);
    await until(() => lineCount(out) >= 1);
    killed.child.kill('SIGKILL');
    await killed.done;
    expect(readFileSync(lockPathOf(out), 'utf8')).toBe(`${killed.child.pid}\n`);

    const resumed = spawnCli(['analyze', 'freecell', '1..20', '--jobs', '1', '--out', out]);
    expect(complaints(resumed.stderr)).not.toMatch(/being written/);
    expect(resumed.code).toBe(0);
    expect(existsSync(lockPathOf(out))).toBe(false);
  }, 120_000);

  it('says the folder of --out does not exist, or is a file, rather than what the lock made', async () => {
    const folder = join(dirname(tempOut()), 'missing');
    const missing = await runMain([
      'analyze',
      'klondike',
      '1..3',
      '--out',
      join(folder, 'x.jsonl'),
    ]);
    expect(missing).toEqual({
      code: 3,
      stdout: '',
      stderr: `naipe analyze: cannot write ${join(folder, 'x.jsonl')}: the folder ${folder} does not exist\n`,
    });
    const file = tempOut();
    writeFileSync(file, 'notes\n');
    const underFile = await runMain([
      'analyze',
      'klondike',
      '1..3',
      '--out',
      join(file, 'x.jsonl'),
    ]);
    expect(underFile.code).toBe(3);
    expect(underFile.stderr).toBe(
      `naipe analyze: cannot write ${join(file, 'x.jsonl')}: ${file} is not a folder\n`,
    );
  });

  it('takes over a lock whose process has ended, and refuses one whose process lives', () => {
    const out = tempOut();
    const ended = spawnSync(process.execPath, ['-e', '']);
    writeFileSync(lockPathOf(out), `${ended.pid}\n`);
    expect(spawnCli(['analyze', 'freecell', '1..2', '--jobs', '1', '--out', out]).code).toBe(0);
    expect(existsSync(lockPathOf(out))).toBe(false);

    // This test's own process is alive, and is not the run's.
    writeFileSync(lockPathOf(out), `${process.pid}\n`);
    const blocked = spawnCli(['analyze', 'freecell', '1..2', '--jobs', '1', '--out', out]);
    expect(blocked.code).toBe(3);
    expect(blocked.stderr).toContain(`(process ${process.pid}, see ${lockPathOf(out)})`);
    expect(readFileSync(lockPathOf(out), 'utf8')).toBe(`${process.pid}\n`);
  });
});
