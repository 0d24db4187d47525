/**
 * The best line an unknown verdict carries (assembly/search/best-line.ts), on the debug
 * build: on budgets too small for a verdict, in every family and from every kind of
 * stage (soft threads, depth-first, streamlined, best-first), the line is there, every
 * move legal in turn by @naipe/rules, and a hint gives its first move as `bestMove`,
 * never as a proven `move`. Budgets are in positions, so the verdicts do not depend on
 * the machine.
 */
import { card, type Game, unwrap } from '@naipe/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { debugWasmUrl } from './debug.js';
import { progressOf } from './progress.js';
import { Solver } from './solver.js';
import { bakers, expectLegalLine, freecell, KLONDIKE_GAMES, spiderGame } from './test-support.js';

let solver: Solver;
beforeAll(async () => {
  solver = await Solver.create(debugWasmUrl());
});

// Budgets that end in different stages of each family's schedule: FreeCell's soft
// threads (500) and its best-first tries (20,000); Klondike's streamlined depth-first
// try (5,000), its second try (30,000) and its complete best-first search (70,000);
// Spider's first best-first try (5,000) and its second (50,000). Each group's deal is the
// first from `from` on that the search neither wins nor proves at the group's largest
// budget, so at the smaller ones neither: a smaller budget runs a prefix of the same
// stages. Found, not written down, so that a stronger search moves the deal on instead
// of breaking the test.
interface Group {
  readonly name: string;
  readonly game: Game;
  readonly from: number;
  readonly budgets: readonly number[];
}
const spider = (deck: 'spanish' | 'french', suits: 1 | 2 | 4, from: number, budgets: number[]) => ({
  name: `${deck} Spider ${suits} suits`,
  game: spiderGame(deck, suits),
  from,
  budgets,
});
const GROUPS: readonly Group[] = [
  { name: 'FreeCell', game: freecell, from: 11982, budgets: [500, 20_000] },
  { name: "Baker's Game", game: bakers, from: 1, budgets: [1_000] },
  ...KLONDIKE_GAMES.map(([name, game]) => ({
    name,
    game,
    // Spanish draw 1 wins or proves every deal of 1..1641 within 70,000 positions.
    from: name === 'Spanish Klondike draw 1' ? 1601 : 1,
    budgets: [5_000, 30_000, 70_000],
  })),
  spider('spanish', 1, 167, [5_000, 50_000]),
  spider('spanish', 2, 4, [5_000, 50_000]),
  spider('spanish', 4, 2, [5_000, 50_000]),
  spider('french', 1, 72, [5_000, 50_000]),
  spider('french', 2, 3, [5_000]),
  spider('french', 4, 3, [5_000, 50_000]),
];

/** How many deals a group may try before the test says its budget is too large. */
const MOST_DEALS_TRIED = 300;

/** The first deal from `from` on whose verdict at `budget` positions is unknown. */
function unknownDeal(game: Game, from: number, budget: number): number {
  for (let deal = from; deal < from + MOST_DEALS_TRIED; deal++) {
    if (unwrap(solver.solveDeal(game, deal, { maxPositions: budget })).verdict === 'unknown')
      return deal;
  }
  throw new Error(
    `every deal of ${game.id} from ${from} on gets a verdict within ${budget} positions`,
  );
}

describe('the best line of an unknown verdict', () => {
  describe.each(GROUPS)('$name', ({ game, from, budgets }) => {
    let deal = 0;
    beforeAll(() => {
      deal = unknownDeal(game, from, Math.max(...budgets));
    });

    it.each(budgets)('at %i positions: a legal line, and its first move as the hint', (budget) => {
      const start = unwrap(game.deal(deal));
      const result = unwrap(solver.solve(game, start, { maxPositions: budget }));
      expect(result.verdict).toBe('unknown');
      expect(result.solution).toBeUndefined();
      expect(result.bestLine?.length).toBeGreaterThan(0);
      const end = expectLegalLine(game, start, result.bestLine!);
      expect(game.makePosition(end)).not.toBe(game.makePosition(start));
      expect(result.bestLineProgress).toBe(progressOf(game, end));
      const hint = unwrap(solver.hint(game, start, { maxPositions: budget }));
      expect(hint.verdict).toBe('unknown');
      expect(hint.move).toBeUndefined();
      expect(hint.bestMove).toEqual(result.bestLine![0]);
    });
  });

  it('is the same on every solve of the same position and budget', () => {
    const game = spiderGame('spanish', 4);
    const lines = [1, 2].map(() => unwrap(solver.solveDeal(game, 7, { maxPositions: 20_000 })));
    expect(lines[0]!.verdict).toBe('unknown');
    expect(lines[1]).toMatchObject({ verdict: 'unknown', bestLine: lines[0]!.bestLine });
  });

  it('is absent from winnable and impossible verdicts', () => {
    const won = unwrap(solver.solveDeal(freecell, 1));
    expect(won.verdict).toBe('winnable');
    expect(won.bestLine).toBeUndefined();
    const lost = unwrap(
      solver.solveDeal(freecell, 11982, {
        maxPositions: 10_000_000,
        maxMs: 600_000,
      }),
    );
    expect(lost.verdict).toBe('impossible');
    expect(lost.bestLine).toBeUndefined();
    expect(unwrap(solver.hint(freecell, unwrap(freecell.deal(1)))).bestMove).toBeUndefined();
  });

  it('is absent when the budget ends before any position past the start was searched', () => {
    const result = unwrap(solver.solveDeal(spiderGame('spanish', 4), 3, { maxPositions: 2 }));
    expect(result.verdict).toBe('unknown');
    expect(result.bestLine).toBeUndefined();
  });

  it('is skipped when asked: the verdict and the search are the same', () => {
    const game = spiderGame('spanish', 4);
    const budget = { maxPositions: 20_000 };
    const full = unwrap(solver.solveDeal(game, 7, budget));
    const bare = unwrap(solver.solveDeal(game, 7, budget, { bestLine: false }));
    expect(full.bestLine?.length).toBeGreaterThan(0);
    expect(bare).toMatchObject({ verdict: 'unknown', stats: { positions: full.stats.positions } });
    expect(bare).not.toHaveProperty('bestLine');
    expect(bare).not.toHaveProperty('bestLineProgress');
  });
});

describe('progressOf', () => {
  const game = spiderGame('french', 1);
  const spades = (rank: number) => card(0, rank);
  const start = unwrap(game.deal(1));
  const columns = [
    { down: [spades(5)], up: [spades(9), spades(8), spades(7)] },
    { down: [], up: [spades(3), spades(4)] },
  ];

  it('counts cards face up, then face-up cards on the next rank up of their suit', () => {
    // Five cards face up; the 8 on the 9 and the 7 on the 8 are in suited runs (the 4 on
    // the 3 is not: it is one rank above).
    expect(progressOf(game, { ...start, columns, completed: [] })).toBe(5 + 2);
  });

  it('weighs a card home above every card face up or in runs', () => {
    // One run home is 13 cards, each worth 2 x 104 + 1.
    expect(game.cardCount).toBe(104);
    expect(progressOf(game, { ...start, columns, completed: [0] })).toBe(13 * 209 + 7);
  });
});
