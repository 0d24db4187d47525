import { appendFileSync, readFileSync } from 'node:fs';
import { Game, type Position, unwrap } from '@naipe/rules';
import { describe, expect, it } from 'vitest';
import {
  complaints,
  lineCount,
  NEVER_DONE,
  readLines,
  startCli,
  tempOut,
  until,
} from '../testing/analyze.js';
import { spawnCli } from '../testing/run.js';
import { Progress } from './analyze-progress.js';
import { percentile, wilsonInterval, winnableInterval } from './analyze-stats.js';

/** The result lines of deals 1..400, the range the killed or interrupted runs resume with. */
const resumedRange = (lines: readonly Record<string, unknown>[]) =>
  lines.filter((l) => (l.deal as number) <= 400);

const KEYS = ['game', 'options', 'deal', 'verdict', 'moves', 'positions', 'ms'];

describe('naipe analyze (spawned)', () => {
  it('writes one parseable line per deal whose moves win, and a summary', () => {
    const out = tempOut();
    const run = spawnCli(['analyze', 'bakers-game', '20..31', '--jobs', '2', '--out', out]);
    expect(complaints(run.stderr)).toBe('');
    expect(run.code).toBe(0);
    const lines = readLines(out);
    expect(lines.map((l) => l.deal).sort((a, b) => Number(a) - Number(b))).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 20),
    );
    const bakers = unwrap(Game.create('bakers-game'));
    for (const line of lines) {
      expect(Object.keys(line)).toEqual(KEYS);
      expect(line).toMatchObject({ game: 'bakers-game', options: {} });
      expect(['winnable', 'impossible']).toContain(line.verdict);
      expect(typeof line.positions).toBe('number');
      expect(typeof line.ms).toBe('number');
      if (line.verdict !== 'winnable') {
        expect(line.moves).toBeNull();
        continue;
      }
      let position: Position = unwrap(bakers.deal(line.deal as number));
      for (const move of unwrap(bakers.parseMoves(line.moves as string))) {
        position = unwrap(bakers.play(position, move));
      }
      expect(bakers.isWon(position)).toBe(true);
    }
    const impossible = lines.filter((l) => l.verdict === 'impossible').length;
    expect(impossible).toBeGreaterThan(0);
    expect(run.stdout).toContain('deals:      12 (12 analysed now, 0 from the file)');
    expect(run.stdout).toContain(`impossible: ${impossible}`);
    expect(run.stdout).toMatch(/95% Wilson interval [\d.]+% to [\d.]+%/);
    expect(run.stdout).toMatch(/solve time: p50 \S+, p90 \S+, p99 \S+, max \S+/);
  }, 60_000);

  it('writes the lines to stdout and the summary to stderr without --out', () => {
    const run = spawnCli(['analyze', 'freecell', '1..3', '--jobs', '1', '--budget', '5s,500000']);
    expect(run.code).toBe(0);
    const lines = run.stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => l.deal).sort()).toEqual([1, 2, 3]);
    expect(run.stderr).toContain('deals:      3 (3 analysed now, 0 from the file)');
  }, 60_000);

  it('resumes: a rerun over a larger range skips the deals already in the file', () => {
    const out = tempOut();
    expect(spawnCli(['analyze', 'freecell', '1..6', '--jobs', '2', '--out', out]).code).toBe(0);
    const first = readFileSync(out, 'utf8');
    const run = spawnCli(['analyze', 'freecell', '1..10', '--jobs', '2', '--out', out]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('deals:      10 (4 analysed now, 6 from the file)');
    const after = readFileSync(out, 'utf8');
    expect(after.startsWith(first)).toBe(true);
    expect(new Set(readLines(out).map((l) => l.deal)).size).toBe(10);
    expect(lineCount(out)).toBe(10);
  }, 60_000);

  it('leaves a file that resumes correctly when killed, dropping a torn last line', async () => {
    const out = tempOut();
    const killed = startCli(['analyze', 'freecell', NEVER_DONE, '--jobs', '1', '--out', out]);
    await until(() => lineCount(out) >= 5);
    killed.child.kill('SIGKILL');
    expect((await killed.done).signal).toBe('SIGKILL');
    const survived = readLines(out);
    const kept = resumedRange(survived).length;
    // What a crash in the middle of a write would leave behind.
    appendFileSync(out, '{"game":"freecell","options":{},"deal":99');

    const resumed = spawnCli(['analyze', 'freecell', '1..400', '--jobs', '1', '--out', out]);
    expect(complaints(resumed.stderr)).toBe('');
    expect(resumed.code).toBe(0);
    expect(resumed.stdout).toContain(
      `deals:      400 (${400 - kept} analysed now, ${kept} from the file)`,
    );
    const lines = readLines(out);
    expect(lines).toHaveLength(survived.length + 400 - kept);
    expect(new Set(lines.map((l) => l.deal)).size).toBe(lines.length);
    expect(resumedRange(lines)).toHaveLength(400);
    expect(lines.slice(0, survived.length)).toEqual(survived);
  }, 120_000);

  it('stops on SIGINT with the summary so far and exit code 130, then resumes', async () => {
    const out = tempOut();
    const interrupted = startCli(['analyze', 'freecell', NEVER_DONE, '--jobs', '1', '--out', out]);
    await until(() => lineCount(out) >= 5);
    interrupted.child.kill('SIGINT');
    expect((await interrupted.done).code).toBe(130);
    expect(interrupted.output().stderr).toMatch(
      /interrupted: \d+ deals left; run the same command/,
    );
    const done = lineCount(out);
    expect(interrupted.output().stdout).toContain(`(${done} analysed now, 0 from the file)`);

    const kept = resumedRange(readLines(out)).length;
    const resumed = spawnCli(['analyze', 'freecell', '1..400', '--jobs', '1', '--out', out]);
    expect(resumed.code).toBe(0);
    expect(resumed.stdout).toContain(`(${400 - kept} analysed now, ${kept} from the file)`);
  }, 120_000);

  it.each([
    [['freecell', '5..2'], /the deal range 5..2 is empty/],
    [['freecell', '1-5'], /the deal range must be FROM..TO such as 1..1000/],
    [['freecell', '0..5'], /freecell deals are numbered from 1 to 2147483647, not 0/],
    [['freecell', '1..5', '--jobs', 'two'], /--jobs must be a whole number from 1 to 256/],
    [['freecell', '1..5', '--budget', 'soon'], /bad --budget "soon"/],
    [['freecell', '1..5', '--suits', '2'], /freecell has no "suits" option/],
  ])('refuses %j with a usage error', (args, message) => {
    const run = spawnCli(['analyze', ...args]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(message);
  });

  it('refuses a --out file that is not a results file, leaving it untouched', () => {
    const out = tempOut();
    appendFileSync(out, 'notes about deals\nmore notes\n');
    const run = spawnCli(['analyze', 'freecell', '1..2', '--out', out]);
    expect(run.code).toBe(3);
    expect(run.stderr).toContain('line 1 is not an analyze result line');
    expect(readFileSync(out, 'utf8')).toBe('notes about deals\nmore notes\n');
  });
});

describe('analyze summary figures', () => {
  it('computes the Wilson score interval', () => {
    const close = (x: number) => Number(x.toFixed(4));
    const at = (s: number, n: number) => {
      const { low, high } = wilsonInterval(s, n);
      return [close(low), close(high)];
    };
    expect(at(0, 10)).toEqual([0, 0.2775]);
    expect(at(10, 10)).toEqual([0.7225, 1]);
    expect(at(50, 100)).toEqual([0.4038, 0.5962]);
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 1 });
  });

  it('counts unknown deals as impossible for the low end and winnable for the high end', () => {
    const both = winnableInterval({ winnable: 90, impossible: 5, unknown: 5 });
    expect(both.low).toBeCloseTo(wilsonInterval(90, 100).low, 10);
    expect(both.high).toBeCloseTo(wilsonInterval(95, 100).high, 10);
  });

  it('takes nearest-rank percentiles', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect([0.5, 0.9, 0.99, 1].map((q) => percentile(sorted, q))).toEqual([50, 90, 99, 100]);
    expect(percentile([7], 0.5)).toBe(7);
  });
});

describe('analyze progress', () => {
  const collect = () => {
    let text = '';
    return { out: { write: (s: string) => (text += s) }, text: () => text };
  };

  it('prints plain lines with rate and ETA when not on a terminal', async () => {
    const sink = collect();
    const progress = new Progress({ total: 10, tty: false, out: sink.out, plainEveryMs: 20 });
    for (let i = 0; i < 4; i++) progress.advance();
    await until(() => sink.text().includes('\n'));
    progress.stop();
    expect(sink.text()).toMatch(/^analyze: 4\/10 40\.0% [\d.]+ deals\/s ETA \S+\n/);
    expect(sink.text()).not.toContain('\r');
  });

  it('redraws a bar in place on a terminal and clears it when stopped', async () => {
    const sink = collect();
    const progress = new Progress({ total: 4, tty: true, out: sink.out, columns: 80 });
    progress.advance();
    await until(() => sink.text().includes('['));
    progress.stop();
    // ESC spelled out: the bar's erase-line code is ESC [ K.
    const text = sink.text().replaceAll('\u001b', '<ESC>');
    expect(text).toMatch(/^\r\[#+\.+\] 1\/4 25\.0% [\d.]+ deals\/s ETA \S+<ESC>\[K/);
    expect(text.endsWith('\r<ESC>[K')).toBe(true);
  });
});
