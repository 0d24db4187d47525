import { GAME_IDS, GAMES } from '@naipe/rules';
import { SOLVED_GAME_IDS } from '@naipe/solver';
import { describe, expect, it } from 'vitest';
import { NEARLY_WON_FREECELL } from '../testing/positions.js';
import { runMain, spawnCli } from '../testing/run.js';

describe('naipe help solve', () => {
  it('names every game the solver plays, which is every game with every option', async () => {
    const help = await runMain(['help', 'solve']);
    const paragraph = help.stdout.split('\n\n')[1]!.replace(/\s+/g, ' ');
    expect(SOLVED_GAME_IDS).toEqual(GAME_IDS);
    expect(paragraph).toContain(
      `The solver plays, with every option: ${GAME_IDS.slice(0, -1)
        .map((id) => GAMES[id].names.en)
        .join(', ')} and ${GAMES[GAME_IDS.at(-1)!].names.en}.`,
    );
    expect(help.stdout).toContain('from 1MB to 1GB');
  });
});

describe('naipe solve', () => {
  it('finds FreeCell deal 1 winnable, and its output verifies as a move list', () => {
    const run = spawnCli(['solve', 'freecell', '1']);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    const [verdict, figures, solution, ...rest] = run.stdout.split('\n');
    expect(verdict).toBe('# freecell deal 1: winnable');
    expect(figures).toMatch(/^# \d+ moves; \d+ positions, \d+ ms, \d+\.\d MiB$/);
    expect(rest).toEqual(['']);
    const moves = solution!.split(' ');
    expect(figures).toContain(`# ${moves.length} moves;`);
    for (const move of moves) expect(move).toMatch(/^([1-8a-d][1-8a-dh])(:\d+)?$/);

    // The whole output, comments included, is a move list for naipe verify.
    const verified = spawnCli(['verify', 'freecell', '1', '--moves', '-'], run.stdout);
    expect(verified).toEqual({ code: 0, stdout: 'won\n', stderr: '' });
  });

  it.each([
    [['klondike', '4', '--deck', 'french', '--draw', '3']],
    [['klondike', '1']],
    [['australian', '7']],
  ])('solves %j with the draws shown as draws, and the moves verify', (args) => {
    const run = spawnCli(['solve', ...args]);
    expect(run.code).toBe(0);
    const [verdict, , solution] = run.stdout.split('\n');
    expect(verdict).toBe(`# ${args[0]} deal ${args[1]}: winnable`);
    const moves = solution!.split(' ');
    // Draws and turns of the waste one by one; cards from the waste, columns, foundations.
    for (const move of moves) expect(move).toMatch(/^(s|r|[1-7w][1-7h](:\d+)?|h[A-Z][1-7])$/);
    expect(moves).toContain('s');
    const verified = spawnCli(
      ['verify', ...args.slice(0, 2), '--moves', '-', ...args.slice(2)],
      run.stdout,
    );
    expect(verified).toEqual({ code: 0, stdout: 'won\n', stderr: '' });
  });

  it('prints exactly one JSON object with --json, whose moves win', () => {
    const run = spawnCli(['solve', 'bakers-game', '3', '--json']);
    expect(run.code).toBe(0);
    expect(run.stdout.trimEnd().split('\n')).toHaveLength(1);
    const report = JSON.parse(run.stdout);
    expect(Object.keys(report)).toEqual(['game', 'deal', 'verdict', 'moves', 'positions', 'ms']);
    expect(report).toMatchObject({ game: 'bakers-game', deal: 3, verdict: 'winnable' });
    expect(Number.isInteger(report.positions) && Number.isInteger(report.ms)).toBe(true);
    const verified = spawnCli(
      ['verify', 'bakers-game', '3', '--moves', '-'],
      report.moves.join('\n'),
    );
    expect(verified.stdout).toBe('won\n');
  });

  it('solves a Spider deal (one suit), deals from the stock included, and it verifies', () => {
    const run = spawnCli(['solve', 'spider', '1', '--suits', '1', '--budget', '500000', '--json']);
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report).toMatchObject({ game: 'spider', deal: 1, verdict: 'winnable' });
    expect(report.moves).toContain('s');
    const verified = spawnCli(
      ['verify', 'spider', '1', '--suits', '1', '--moves', '-'],
      report.moves.join('\n'),
    );
    expect(verified.stdout).toBe('won\n');
  });

  it('proves FreeCell deal 11982 impossible, exit 1', () => {
    const text = spawnCli(['solve', 'freecell', '11982']);
    expect(text.code).toBe(1);
    expect(text.stdout).toMatch(
      /^# freecell deal 11982: impossible\n# \d+ positions, \d+ ms, [\d.]+ MiB\n$/,
    );
    const json = spawnCli(['solve', 'freecell', '11982', '--json']);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toMatchObject({
      deal: 11982,
      verdict: 'impossible',
      moves: [],
    });
  });

  it('answers unknown within a positions budget, exit 5', () => {
    const run = spawnCli(['solve', 'freecell', '11982', '--budget', '500', '--json']);
    expect(run.code).toBe(5);
    const report = JSON.parse(run.stdout);
    expect(report.verdict).toBe('unknown');
    expect(report.moves).toEqual([]);
    expect(report.bestLine.length).toBeGreaterThan(0);
    expect(report.positions).toBeLessThanOrEqual(500);
  });

  it('gives the best line found where the verdict is unknown, as a comment, every move legal', () => {
    const run = spawnCli(['solve', 'freecell', '11982', '--budget', '500']);
    expect(run.code).toBe(5);
    const [verdict, , best, ...rest] = run.stdout.split('\n');
    expect(verdict).toBe('# freecell deal 11982: unknown');
    expect(rest).toEqual(['']);
    const found = /^# best line found \(not proven\): (\d+) moves: (.+)$/.exec(best!);
    expect(found).not.toBeNull();
    const moves = found![2]!.split(' ');
    expect(moves).toHaveLength(Number(found![1]));
    // The output as a move list is only comments; the line itself plays to its end.
    const verified = spawnCli(['verify', 'freecell', '11982', '--moves', '-'], moves.join('\n'));
    expect(verified.stdout).toBe(`not won (${moves.length} moves played)\n`);
  });

  it('solves a position read from stdin', async () => {
    const run = await runMain(
      ['solve', 'freecell', '--position', '-', '--json'],
      NEARLY_WON_FREECELL,
    );
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report).toMatchObject({ game: 'freecell', deal: null, verdict: 'winnable' });
    expect(report.moves).toHaveLength(5);
    const text = await runMain(['solve', 'freecell', '--position', '-'], NEARLY_WON_FREECELL);
    expect(text.stdout.split('\n')[0]).toBe('# freecell position: winnable');
  });

  it.each([
    [['solve', 'freecell', '1', '--budget', 'soon'], /bad --budget "soon"/],
    [
      ['solve', 'freecell', '1', '--budget', '500KB'],
      /^naipe solve: bad --budget "500KB": the memory limit is too small: it must be from 1MB to 1GB\n/,
    ],
    [
      ['solve', 'freecell', '1', '--budget', '2GB'],
      /^naipe solve: bad --budget "2GB": the memory limit is too large: it must be from 1MB to 1GB\n/,
    ],
    [['solve', 'freecell', '1', '--budget', '1s', '--budget', '2s'], /time limit twice/],
    [['solve', 'freecell'], /missing the deal number \(or --position FILE\|-\)/],
    [['solve', 'freecell', '0'], /from 1 to 2147483647, not 0/],
  ])('rejects %j as a usage error (exit 2)', async (args, message) => {
    const run = await runMain(args);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(message);
  });

  it('takes the least memory the message allows, 1MB, and gives a verdict', async () => {
    const run = await runMain(['solve', 'freecell', '1', '--budget', '1MB,1000']);
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^# freecell deal 1: (winnable|unknown)\n/);
  });

  it('rejects a bad position as bad input (exit 3)', async () => {
    const run = await runMain(
      ['solve', 'freecell', '--position', '-'],
      NEARLY_WON_FREECELL.replace('KS', 'KS QS'),
    );
    expect(run.code).toBe(3);
    expect(run.stderr).toMatch(
      /^naipe solve: bad freecell position in <stdin>: QS appears 2 times/,
    );
  });
});
