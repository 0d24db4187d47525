import { GAME_IDS, Game, type GameOptions, optionSets, positionsEqual } from '@naipe/rules';
import { describe, expect, it } from 'vitest';
import { runMain, spawnCli } from '../testing/run.js';

/** Rows of ../shared/vectors/microsoft-deals.md: left to right across columns, bottom row first. */
const MICROSOFT_ROWS: Record<number, string[]> = {
  1: [
    'JD 2D 9H JC 5D 7H 7C 5H',
    'KD KC 9S 5S AD QC KH 3H',
    '2S KS 9D QD JS AS AH 3C',
    '4C 5C TS QH 4H AC 4D 7S',
    '3S TD 4S TH 8H 2C JH 7D',
    '6D 8S 8D QS 6C 3D 8C TC',
    '6S 9C 2H 6H',
  ],
  617: [
    '7D AD 5C 3S 5S 8C 2D AH',
    'TD 7S QD AC 6D 8H AS KH',
    'TH QC 3H 9D 6S 8D 3D TC',
    'KD 5H 9S 3C 8S 7H 4D JS',
    '4C QS 9C 9H 7C 6H 2C 2S',
    '4S TS 2H 5D JC 6C JH QH',
    'JD KS KC 4H',
  ],
};

/** The vector rows turned into the solver board: one line per column, bottom card first. */
function boardOf(rows: readonly string[]): string {
  const cells = rows.map((row) => row.split(' '));
  const columns = Array.from({ length: 8 }, (_, column) =>
    cells.flatMap((row) => (row[column] === undefined ? [] : [row[column]])).join(' '),
  );
  return `${columns.join('\n')}\n`;
}

const flagsOf = (options: GameOptions) =>
  Object.entries(options).flatMap(([name, value]) => [`--${name}`, String(value)]);

describe('naipe deal', () => {
  it.each([1, 617])('prints Microsoft FreeCell deal %i as the 8-line solver board', (deal) => {
    const run = spawnCli(['deal', 'freecell', String(deal)]);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe(boardOf(MICROSOFT_ROWS[deal]!));
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(8);
    for (const line of lines) expect(line).toMatch(/^[2-9TJQKA][CDHS]( [2-9TJQKA][CDHS])*$/);
  });

  it("deals Baker's Game with the same Microsoft numbering", () => {
    const run = spawnCli(['deal', 'bakers-game', '617']);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(boardOf(MICROSOFT_ROWS[617]!));
  });

  const combinations = GAME_IDS.flatMap((id) => optionSets(id).map((options) => ({ id, options })));
  it.each(combinations)(
    'prints a deal of $id $options that parses back to the same deal',
    ({ id, options }) => {
      const run = spawnCli(['deal', id, '123456', ...flagsOf(options)]);
      expect(run.code).toBe(0);
      const game = Game.create(id, options);
      if (!game.ok) throw new Error(game.error.message);
      const parsed = game.value.parsePosition(run.stdout);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const dealt = game.value.deal(123456);
      if (!dealt.ok) throw new Error(dealt.error.message);
      expect(positionsEqual(parsed.value, dealt.value)).toBe(true);
    },
  );

  it('gives different option values different deals', () => {
    const spanish = spawnCli(['deal', 'spider', '5']).stdout;
    const french = spawnCli(['deal', 'spider', '5', '--deck', 'french', '--suits', '4']).stdout;
    expect(spanish).not.toBe(french);
    // Diamonds and hearts exist only in the French deck.
    expect(french).toMatch(/\b[A2-9TJQK][DH]\b/);
    expect(spanish).not.toMatch(/\b[A2-9TJQK][DH]\b/);
  });

  it.each([
    [['deal', 'freecell', '0'], /whole number from 1 to 2147483647, not 0/],
    [['deal', 'freecell', '2147483648'], /from 1 to 2147483647, not 2147483648/],
    [['deal', 'klondike', '1.5'], /from 1 to 4294967295, not "1.5"/],
    [['deal', 'freecell', 'seven'], /not "seven"/],
    [['deal', 'freecell', '--', '-3'], /not "-3"/],
    [['deal', 'freecel', '1'], /unknown game "freecel": expected one of freecell, bakers-game/],
    [['deal', 'freecell'], /missing the deal number/],
    [['deal'], /missing the game/],
    [['deal', 'freecell', '1', '2'], /unexpected argument "2"/],
    [['deal', 'freecell', '1', '--draw', '3'], /freecell has no "draw" option/],
    [['deal', 'klondike', '1', '--draw', '2'], /draw must be one of 1, 3, not "2"/],
    [['deal', 'spider', '1', '--deck', 'german'], /deck must be one of spanish, french/],
    [['deal', 'klondike', '1', '--draw'], /option --draw needs a value/],
    [['deal', 'klondike', '1', '--shuffle'], /unknown option --shuffle/],
  ])('rejects %j as a usage error (exit 2)', async (args, message) => {
    const run = await runMain(args);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^naipe deal: /);
    expect(run.stderr).toMatch(message);
    expect(run.stderr).toMatch(/Run "naipe help deal" for usage/);
  });

  it('exits with 2 and writes only to stderr on a usage error, as a process', () => {
    const run = spawnCli(['deal', 'klondike', '7', '--draw', '5']);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      'naipe deal: klondike option draw must be one of 1, 3, not "5"\nRun "naipe help deal" for usage.\n',
    );
  });

  it('accepts the highest deal number of the seeded games', () => {
    const run = spawnCli(['deal', 'australian', '4294967295']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Stock: /);
  });
});
