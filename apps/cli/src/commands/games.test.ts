import { GAME_IDS, GAMES } from '@naipe/rules';
import { describe, expect, it } from 'vitest';
import { runMain, spawnCli } from '../testing/run.js';

describe('naipe games', () => {
  it('lists every game with its deal range and options, defaults starred', () => {
    const run = spawnCli(['games']);
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines.map((l) => l.split(/\s+/)[0])).toEqual([...GAME_IDS]);
    const klondike = lines.find((l) => l.startsWith('klondike '))!;
    expect(klondike).toMatch(/deals 1\.\.4294967295/);
    expect(klondike).toMatch(/--deck spanish\*\|french/);
    expect(klondike).toMatch(/--draw 1\*\|3/);
    expect(lines.find((l) => l.startsWith('freecell '))).toMatch(
      /FreeCell +deals 1\.\.2147483647$/,
    );
  });

  it('prints the registry as JSON with --json', async () => {
    const run = await runMain(['games', '--json']);
    expect(run.code).toBe(0);
    const games = JSON.parse(run.stdout);
    expect(games).toHaveLength(GAME_IDS.length);
    for (const game of games) {
      const info = GAMES[game.id as keyof typeof GAMES];
      expect(game).toEqual({
        id: info.id,
        name: info.names.en,
        maxDeal: info.maxDeal,
        options: info.options.map((o) => ({ ...o })),
      });
    }
  });

  it('takes no arguments', async () => {
    const run = await runMain(['games', 'freecell']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/unexpected argument "freecell"/);
  });
});
