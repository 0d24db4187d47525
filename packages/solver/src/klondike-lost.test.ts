/**
 * The lost-position tests (families/klondike/stuck.ts, deadlock.ts) against wins of hard
 * French deals, on the debug build: no position of a known winning line may be seen lost.
 * French deal 2 was long taken for impossible (unknown in both draw counts after millions
 * of positions); the lines below win it, found by the solver from a position a few moves
 * in and replayed here from the deal, so they hold a test that fires on real deals to the
 * truth, where the small decks of klondike-exact.test.ts cannot reach.
 */
import { Game, unwrap } from '@naipe/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { debugWasmUrl } from './debug.js';
import { Solver } from './solver.js';

let solver: Solver;
beforeAll(async () => {
  solver = await Solver.create(debugWasmUrl());
});

/**
 * French deal 2: A♦ home, J♥ from the stock onto Q♣ and a black 10 onto J♥ free 9♥ and
 * then 5♣, the start of every way to a first empty column (3♠ must leave K♠ onto a red 4
 * on 5♣, both red 6s lying under K♥ or Q♦; and 9♦ leaves J♦ only onto a black 10 on J♥).
 */
const WINS = [
  {
    draw: 3 as const,
    line: `
    5h s s s s w5 s s s s s s s s s s w5 3h 35 s s s r s s wh 52:4 s w2 s s s s s wh r s s s
    s w2 62 s s s r s s s s s w3 61 63 16:2 61:3 s r s s s s wh 5h 61 6h 46 42 4h w4 s w1 s
    r s s s wh w1 w5 s s r s w1 wh 2h s s w5 wh 41:2 s r s w4 54:3 5h 25:8 14:5 42:2 w1 wh
    32:2 3h 5h 4h 5h 4h 5h 7h 1h s w7 57 5h 41 4h 14:2 1h 75:2 7h 41:3 4h 56:4 5h 76 71 67:4
    6h 4h 76:5 76 7h 2h 2h wh wh 2h 2h 6h 1h s wh 2h 6h 1h 6h 1h 6h 1h 6h 1h 6h 1h 6h`,
  },
  {
    draw: 1 as const,
    line: `
    5h s s s s s s s s s s s s w5 s s s s w5 3h 35 s s s s s s s s r s s s s s s wh s s s s
    s s s s s wh s s s s s s s wh r s s wh s s s s s s w5 s s s s s w5 65 61 s s w1 s s s s
    r s s s w1 s s s s w1 s s s s s s s s r s s w1 s s s s s s s s w3 63 52:7 5h 56 s s s r
    s s s s w6 s s s w5 51:2 31:2 45 4h 4h 14:3 1h 41:4 13:2 64:3 64 6h s s s s r s s s s wh
    s s wh s s s r s wh 26:8 31:2 3h 6h 6h 12:4 1h 6h 1h 7h 1h 1h 7h s w3 76 s s s w4 74 75
    76 7h 2h s s r s wh 2h s wh 2h s s wh 2h 6h 2h 4h 6h 4h 6h wh 4h 6h 1h 4h 5h 6h 1h 4h 5h
    6h 3h 4h 6h`,
  },
];

describe('klondike lost positions: known wins of hard French deals', () => {
  it.each(WINS)(
    'deal 2, draw $draw: no position of a winning line is seen lost',
    ({ draw, line }) => {
      const game = unwrap(Game.create('klondike', { deck: 'french', draw }));
      let position = unwrap(game.deal(2));
      const moves = line.trim().split(/\s+/);
      for (const [index, text] of moves.entries()) {
        // A position seen lost is proven so within the start's own few stores (one a stage).
        const result = unwrap(solver.solve(game, position, { maxPositions: 8, maxMs: 600_000 }));
        expect(result.verdict, `after ${index} moves`).not.toBe('impossible');
        position = unwrap(game.play(position, unwrap(game.parseMove(text))));
      }
      expect(game.isWon(position)).toBe(true);
    },
  );
});
