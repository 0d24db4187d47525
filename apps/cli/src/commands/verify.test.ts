import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Game, type Position, unwrap } from '@naipe/rules';
import { describe, expect, it } from 'vitest';
import { NEARLY_WON_FINISH, NEARLY_WON_FREECELL } from '../testing/positions.js';
import { runMain, spawnCli } from '../testing/run.js';

const freecell = unwrap(Game.create('freecell'));

function tempFile(name: string, text: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'naipe-verify-')), name);
  writeFileSync(file, text);
  return file;
}

/** A legal line of play of `length` moves from `start`, chosen by a fixed-seed generator. */
function legalLine(game: Game, start: Position, length: number, seed: number): string[] {
  let state = seed;
  const next = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state >>> 8;
  };
  const line: string[] = [];
  let position = start;
  while (line.length < length) {
    const legal = game.legalMoves(position);
    if (legal.length === 0) break;
    const move = legal[next() % legal.length]!;
    line.push(game.makeMove(move));
    position = unwrap(game.play(position, move));
  }
  return line;
}

describe('naipe verify', () => {
  it('says won and exits 0 for moves that finish the game (position and moves from files)', () => {
    const board = tempFile('board.txt', NEARLY_WON_FREECELL);
    const moves = tempFile('moves.txt', `${NEARLY_WON_FINISH}\n`);
    const run = spawnCli(['verify', 'freecell', '--position', board, '--moves', moves]);
    expect(run).toEqual({ code: 0, stdout: 'won\n', stderr: '' });
  });

  it('reads the moves from stdin, one per line with comments', () => {
    const board = tempFile('board.txt', NEARLY_WON_FREECELL);
    const list = '# the finish\n1h   # queen of spades\n4h\n\n1h 2h\n3h\n';
    const run = spawnCli(['verify', 'freecell', '--position', board, '--moves', '-'], list);
    expect(run).toEqual({ code: 0, stdout: 'won\n', stderr: '' });
  });

  it('reads the position from stdin and the moves from a file', () => {
    const moves = tempFile('moves.txt', NEARLY_WON_FINISH);
    const run = spawnCli(
      ['verify', 'freecell', '--position', '-', '--moves', moves],
      NEARLY_WON_FREECELL,
    );
    expect(run.stdout).toBe('won\n');
    expect(run.code).toBe(0);
  });

  it('says not won with the number of moves played, exit 1', async () => {
    const three = await runMain(
      ['verify', 'freecell', '--position', '-', '--moves', tempFile('m', '1h 4h 1h')],
      NEARLY_WON_FREECELL,
    );
    expect(three).toEqual({ code: 1, stdout: 'not won (3 moves played)\n', stderr: '' });
    const one = await runMain(['verify', 'freecell', '1', '--moves', '-'], '1a');
    expect(one.stdout).toBe('not won (1 move played)\n');
    const none = await runMain(['verify', 'freecell', '1', '--moves', '-'], '# nothing yet\n');
    expect(none.stdout).toBe('not won (0 moves played)\n');
    expect(none.code).toBe(1);
  });

  it('reports the first illegal move with its index, place, rule and code, exit 1', () => {
    const board = tempFile('board.txt', NEARLY_WON_FREECELL);
    // 1h 2h 4h 3h are legal; column 2 is then empty, so the second 2h has nothing to move.
    const run = spawnCli(
      ['verify', 'freecell', '--position', board, '--moves', '-'],
      '1h\n  2h 4h 3h 2h 1h',
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe(
      'illegal move 5 "2h" at line 2, column 12: nothing to move (ERR_NOTHING_TO_MOVE)\n',
    );
  });

  it.each([
    ['4h', 'illegal move 1 "4h" at line 1, column 1:', 'ERR_FOUNDATION_ORDER'],
    ['1a 1a', 'illegal move 2 "1a" at line 1, column 4:', 'ERR_CELL_OCCUPIED'],
    ['12', 'illegal move 1 "12" at line 1, column 1:', 'ERR_DOES_NOT_BUILD'],
    ['1h 5h', 'illegal move 2 "5h" at line 1, column 4:', 'ERR_NOTHING_TO_MOVE'],
    ['19', 'illegal move 1 "19" at line 1, column 1:', 'ERR_NO_SUCH_PILE'],
    ['s', 'illegal move 1 "s" at line 1, column 1:', 'ERR_NO_STOCK'],
  ])('names the rule %s breaks', async (list, start, code) => {
    const board = tempFile('board.txt', NEARLY_WON_FREECELL);
    const run = await runMain(['verify', 'freecell', '--position', board, '--moves', '-'], list);
    expect(run.code).toBe(1);
    expect(run.stdout.startsWith(start)).toBe(true);
    expect(run.stdout.trimEnd().endsWith(`(${code})`)).toBe(true);
  });

  it('replays a long legal line of a numbered deal, and stops at an illegal move put into it', async () => {
    for (const [id, deal] of [
      ['freecell', 5],
      ['klondike', 77],
      ['spider', 8],
      ['australian', 12],
      ['bakers-game', 99],
    ] as const) {
      const game = unwrap(Game.create(id));
      const line = legalLine(game, unwrap(game.deal(deal)), 60, deal);
      const legal = await runMain(['verify', id, String(deal), '--moves', '-'], line.join('\n'));
      expect(legal.stdout).toBe(`not won (${line.length} moves played)\n`);
      expect(legal.code).toBe(1);

      // A move onto the waste is never legal, in any game.
      const broken = [...line.slice(0, 20), '1w', ...line.slice(20)];
      const stopped = await runMain(['verify', id, String(deal), '--moves', '-'], broken.join(' '));
      expect(stopped.stdout).toMatch(
        /^illegal move 21 "1w" at line 1, column \d+: .* \(ERR_\w+\)\n$/,
      );
    }
  });

  it('reports a malformed move with its line and column, exit 3', () => {
    const run = spawnCli(['verify', 'freecell', '1', '--moves', '-'], '1a 2b\n# next\n3c 4x 5d\n');
    expect(run.code).toBe(3);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      'naipe verify: bad move list in <stdin>: line 3, column 5: move 4 "4x": "x" is not a pile: expected 1-9 or 0 (columns), a-d (cells), h (foundation) or w (waste)\n',
    );
  });

  it('checks the whole move list before playing it', async () => {
    // The first move is illegal, but the list is malformed further down: bad data wins.
    const run = await runMain(['verify', 'freecell', '1', '--moves', '-'], '1h\n2h:0');
    expect(run.code).toBe(3);
    expect(run.stderr).toMatch(
      /line 2, column 4: move 2 "2h:0": the number of cards after ":" must be from 1 to 999, not "0"\n$/,
    );
  });

  it.each([
    [['verify', 'freecell', '1'], /missing --moves FILE\|-/],
    [['verify', 'freecell', '--moves', '-'], /missing the deal number/],
    [['verify', 'freecell', '--position', '-', '--moves', '-'], /cannot both read stdin/],
    [['verify', 'freecell', '1', '--moves', '-', '--json'], /unknown option --json/],
  ])('rejects %j as a usage error (exit 2)', async (args, message) => {
    const run = await runMain(args);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
  });

  it('reports an unreadable move file, exit 3', async () => {
    const run = await runMain(['verify', 'freecell', '1', '--moves', tmpdir()]);
    expect(run.code).toBe(3);
    expect(run.stderr).toBe(`naipe verify: cannot read ${tmpdir()}: it is a directory\n`);
  });

  it('agrees with the rules library on the finishing line', () => {
    let position = unwrap(freecell.parsePosition(NEARLY_WON_FREECELL));
    for (const text of NEARLY_WON_FINISH.split(' ')) {
      position = unwrap(freecell.play(position, unwrap(freecell.parseMove(text))));
    }
    expect(freecell.isWon(position)).toBe(true);
  });
});
