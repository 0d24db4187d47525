import { Game, unwrap } from '@naipe/rules';
import { describe, expect, it } from 'vitest';
import { CliError, EXIT } from './errors.js';
import { parseMoveList } from './move-list.js';

const freecell = unwrap(Game.create('freecell'));
const klondike = unwrap(Game.create('klondike'));

function failure(run: () => unknown): CliError {
  try {
    run();
  } catch (error) {
    if (error instanceof CliError) return error;
    throw error;
  }
  throw new Error('expected a CliError');
}

describe('parseMoveList', () => {
  it('keeps each move with its index, line and column', () => {
    const list = parseMoveList(freecell, {
      name: 'm.txt',
      text: '3a 38\r\n  # a comment line 3h\n\t1h # trailing comment 2h\na3',
    });
    expect(list.map(({ text, index, line, column }) => [text, index, line, column])).toEqual([
      ['3a', 1, 1, 1],
      ['38', 2, 1, 4],
      ['1h', 3, 3, 2],
      ['a3', 4, 4, 1],
    ]);
    expect(list[0]!.move).toEqual(unwrap(freecell.parseMove('3a')));
  });

  it('reads the other games’ moves: stock, redeal, counts, foundation sources', () => {
    const list = parseMoveList(klondike, { name: 'm', text: 's r 35:3 hO3 w7' });
    expect(list.map((m) => klondike.makeMove(m.move))).toEqual(['s', 'r', '35:3', 'hO3', 'w7']);
  });

  it('is empty for a list of comments and blank lines', () => {
    expect(parseMoveList(freecell, { name: 'm', text: '\n# only this\n   \n' })).toEqual([]);
  });

  it.each([
    ['1a\n  zz', 'line 2, column 3: move 2 "zz": "z" is not a pile'],
    ['1a 2', 'line 1, column 5: move 2 "2": expected a destination pile'],
    ['1a 23:x', 'line 1, column 7: move 2 "23:x": expected the number of cards to move after ":"'],
    ['1a 23:4x', 'line 1, column 8: move 2 "23:4x": expected the end of the move after ":4"'],
    ['hx1', 'line 1, column 2: move 1 "hx1": a foundation as the source needs its suit'],
  ])('reports %j with the line and column in the file', (text, message) => {
    const error = failure(() => parseMoveList(freecell, { name: 'list.txt', text }));
    expect(error.exitCode).toBe(EXIT.badInput);
    expect(error.message).toContain(`bad move list in list.txt: ${message}`);
  });
});
