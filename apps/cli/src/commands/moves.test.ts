import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Game, unwrap } from '@naipe/rules';
import { describe, expect, it } from 'vitest';
import { NEARLY_WON_FREECELL, WON_FREECELL } from '../testing/positions.js';
import { runMain, spawnCli } from '../testing/run.js';

const freecell = unwrap(Game.create('freecell'));

describe('naipe moves', () => {
  it('lists the legal moves of a position read from stdin, one per line', () => {
    const board = spawnCli(['deal', 'freecell', '1']).stdout;
    const run = spawnCli(['moves', 'freecell', '--position', '-'], board);
    expect(run.code).toBe(0);
    const expected = freecell.legalMoves(unwrap(freecell.deal(1))).map((m) => freecell.makeMove(m));
    // Deal 1 allows nothing but its eight top cards into the four cells.
    expect(expected).toHaveLength(32);
    expect(run.stdout).toBe(`${expected.join('\n')}\n`);
  });

  it('reads the position from a file, and every listed move plays', () => {
    const dir = mkdtempSync(join(tmpdir(), 'naipe-moves-'));
    const file = join(dir, 'board.txt');
    writeFileSync(file, NEARLY_WON_FREECELL);
    const run = spawnCli(['moves', 'freecell', '--position', file]);
    expect(run.code).toBe(0);
    const position = unwrap(freecell.parsePosition(NEARLY_WON_FREECELL));
    const listed = run.stdout.trimEnd().split('\n');
    expect(listed).toContain('1h');
    expect(listed).toContain('15:2');
    expect(listed).not.toContain('4h');
    expect(listed).toHaveLength(freecell.legalMoves(position).length);
    for (const text of listed) {
      expect(freecell.play(position, unwrap(freecell.parseMove(text))).ok).toBe(true);
    }
  });

  it('takes a deal number instead of --position, with game options', async () => {
    const byNumber = await runMain(['moves', 'klondike', '9', '--draw', '3', '--deck', 'french']);
    const board = await runMain(['deal', 'klondike', '9', '--draw', '3', '--deck', 'french']);
    const byPosition = await runMain(
      ['moves', 'klondike', '--position', '-', '--draw', '3', '--deck', 'french'],
      board.stdout,
    );
    expect(byNumber.code).toBe(0);
    expect(byNumber.stdout).toBe(byPosition.stdout);
    expect(byNumber.stdout.split('\n')).toContain('s');
  });

  it('prints one JSON object with --json', async () => {
    const run = await runMain(
      ['moves', 'freecell', '--position', '-', '--json'],
      NEARLY_WON_FREECELL,
    );
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report).toMatchObject({ game: 'freecell', deal: null, outcome: 'playing' });
    expect(report.moves).toContain('1h');
    const dealt = JSON.parse((await runMain(['moves', 'spider', '3', '--json'])).stdout);
    expect(dealt.deal).toBe(3);
    expect(dealt.moves).toContain('s');
  });

  it('prints nothing for a won position, and says so in JSON', async () => {
    const plain = await runMain(['moves', 'freecell', '--position', '-'], WON_FREECELL);
    expect(plain).toEqual({ code: 0, stdout: '', stderr: '' });
    const json = await runMain(['moves', 'freecell', '--position', '-', '--json'], WON_FREECELL);
    expect(JSON.parse(json.stdout)).toMatchObject({ outcome: 'won', moves: [] });
  });

  it('reports a malformed position with its line and column (exit 3)', () => {
    const broken = NEARLY_WON_FREECELL.replace('KC', 'KC 1X');
    const run = spawnCli(['moves', 'freecell', '--position', '-'], broken);
    expect(run.code).toBe(3);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(
      /^naipe moves: bad freecell position in <stdin>: line 3, column 4: "1X" is not a card/,
    );
  });

  it.each([
    [NEARLY_WON_FREECELL.replace('KD\n', ''), /expected 8 columns, found 7/],
    [
      NEARLY_WON_FREECELL.replace('KD', 'KD KC'),
      /: KC appears 2 times \(first on line 3, column 1; again on line 4, column 4\); the game has 1\n$/,
    ],
    [NEARLY_WON_FREECELL.replace('Foundations:', 'Fundations:'), /line 1, column 1: unknown line/],
    ['', /line 1, column 1: no columns/],
  ])('rejects a bad position (exit 3): %#', async (text, message) => {
    const run = await runMain(['moves', 'freecell', '--position', '-'], text);
    expect(run.code).toBe(3);
    expect(run.stderr).toMatch(message);
  });

  it('reports an unreadable file (exit 3)', async () => {
    const run = await runMain(['moves', 'freecell', '--position', '/no/such/board.txt']);
    expect(run.code).toBe(3);
    expect(run.stderr).toBe('naipe moves: cannot read /no/such/board.txt: no such file\n');
  });

  it.each([
    [['moves', 'freecell'], /missing the deal number \(or --position FILE\|-\)/],
    [['moves', 'freecell', '1', '--position', '-'], /either a deal number or --position, not both/],
    [['moves', 'freecell', '--position'], /option --position needs a value/],
    [
      ['moves', 'freecell', '--position', '-x'],
      /--position needs a value; .* write --position=VALUE/,
    ],
    [['moves', 'freecell', '1', '--json=yes'], /option --json takes no value/],
    [['moves', 'nope', '1'], /unknown game "nope"/],
  ])('rejects %j as a usage error (exit 2)', async (args, message) => {
    const run = await runMain(args);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
  });
});
