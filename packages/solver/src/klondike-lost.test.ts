/**
 * The lost-position tests (families/klondike/stuck.ts, taken.ts, deadlock.ts) against wins
 * of hard French deals, on the debug build: no position of a known winning line may be
 * seen lost; and positions lost only by a holder taken first (taken.ts), seen at once.
 * French deal 2 was long taken for impossible (unknown in both draw counts after millions
 * of positions); the lines below win it, found by the solver from a position a few moves
 * in and replayed here from the deal, so they hold a test that fires on real deals to the
 * truth, where the small decks of klondike-exact.test.ts cannot reach.
 */
import { Game, type Position, unwrap } from '@naipe/rules';
import { exhaustiveVerdict, smallGame } from '@naipe/rules/testing';
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

/** Whether the solver proves `position` impossible within a few stores: seen lost at once. */
function seenLost(game: Game, position: Position): boolean {
  const result = unwrap(solver.solve(game, position, { maxPositions: 8, maxMs: 600_000 }));
  return result.verdict === 'impossible';
}

describe('klondike lost positions: a holder taken first (taken.ts)', () => {
  // French clubs, diamonds and hearts, A to 5 (5 is the king), draw 3 (with one card a
  // draw, every stock card that can go home goes before the first move in the streamlined
  // try, and 3♥ with them: the twin would never meet its bar). 3♥ lies on the
  // face-down 3♦, and 4♣ is the one holder of both. In the lost position 2♥ lies under
  // 3♦: 3♥ can only go onto 4♣ and stay there, so 3♦ never moves, nor 2♥ and 2♦ under it.
  // In its twin 2♥ is in the stock (and A♣ face down, so 3♥ is no safe move home, played
  // at once), so 3♥ can go home instead and leave 4♣ to 3♦: its bar must be lifted.
  const game = unwrap(
    smallGame({ game: 'klondike', deck: 'french', suits: 3, ranks: 5, columns: 2, draw: 3 }),
  );
  const lost = unwrap(
    game.parsePosition('Stock: AC 2C 3C 5C AD 4D 5D AH 4H 5H\n2D 2H 3D | 3H\n4C'),
  );
  const twin = unwrap(
    game.parsePosition('Stock: 2C 3C 5C AD 4D 5D AH 2H 5H\nAC 2D 4H 3D | 3H\n4C'),
  );

  it('sees the lost position lost at once, as the exhaustive search finds it', () => {
    expect(exhaustiveVerdict(game, lost).verdict).toBe('impossible');
    expect(seenLost(game, lost)).toBe(true);
  });

  it('wins the twin, where the taker has another way out', () => {
    expect(exhaustiveVerdict(game, twin).verdict).toBe('winnable');
    expect(seenLost(game, twin)).toBe(false);
    const solved = unwrap(solver.solve(game, twin));
    expect(solved.verdict).toBe('winnable');
  });

  // A taker higher in the column: the lost position again, but with A♦ face down between
  // 3♦ and 3♥, on which 3♥ does not build, so 3♥ leaves only as the base of a move, onto
  // 4♣; A♦ then goes home and 3♦ finds 4♣ taken. In the twin 2♥ is in the stock, so 3♥ can
  // go home and leave 4♣ to 3♦.
  it.each([
    {
      deck: 'french',
      lost: 'Stock: AC 2C 3C 5C 4D 5D AH 4H 5H\n2D 2H 3D AD | 3H\n4C',
      twin: 'Stock: 2C 3C 5C 4D 5D AH 2H 5H\nAC 2D 4H 3D AD | 3H\n4C',
      columns: 2,
    },
    // Spanish oros, copas and espadas, 1 to 5 (5 the rey, which alone fills the empty
    // third column), building down by a different suit: 3 de copas lies over 1 de espadas
    // on the face-down 3 de oros, and 4 de espadas is the one holder of both (4 de copas
    // lies under 3 de oros, 4 de oros under that). 3 de copas can go home only after 2 de
    // copas, at the bottom in the lost position, in the stock in the twin.
    {
      deck: 'spanish',
      lost: 'Stock: 1C 1O 2E 3E 5O 5C 5E\n2C 2O 4O 4C 3O 1E | 3C\n4E\n:',
      twin: 'Stock: 1C 2C 1O 2E 3E 5O 5C 5E\n2O 4O 4C 3O 1E | 3C\n4E\n:',
      columns: 3,
    },
  ] as const)('$deck: a taker over a card between them, lost, and its twin won', (shape) => {
    const small = unwrap(
      smallGame({
        game: 'klondike',
        deck: shape.deck,
        suits: 3,
        ranks: 5,
        columns: shape.columns,
        draw: 3,
      }),
    );
    const lostHere = unwrap(small.parsePosition(shape.lost));
    const twinHere = unwrap(small.parsePosition(shape.twin));
    expect(exhaustiveVerdict(small, lostHere).verdict).toBe('impossible');
    expect(seenLost(small, lostHere)).toBe(true);
    expect(exhaustiveVerdict(small, twinHere).verdict).toBe('winnable');
    expect(seenLost(small, twinHere)).toBe(false);
    expect(unwrap(solver.solve(small, twinHere)).verdict).toBe('winnable');
  });

  // French deal 82: 4♠ lies on the face-down 4♣, over K♦ and A♣; both red 5s hold the
  // two 4s, and 5♦ lies under J♣, which only a red queen on a black king could take (both
  // kings are buried) or A♣ home free. So 4♠ can only go onto 5♥ and stay there, and A♣
  // never comes out (the complete search proved it in 3.7 M positions before). Deal 126:
  // 6♥ lies on 6♦ over 7♣; the black 7s hold both, 6♥ can only go onto 7♠ (7♣ is under
  // it) and stay there (home needs 5♥, under 7♣), so 6♦ never moves. Deal 175, a taker
  // higher in the column: T♦ lies on T♠ over the face-down T♥; the black jacks hold both
  // tens, T♦ can only go onto J♠ (J♣ is column 7's bottom card; home needs 4♦, under T♥)
  // and stay there, so T♥ never moves (the complete search proved it in 733,671 positions).
  it.each([
    { deal: 175, draw: 3 as const },
    { deal: 175, draw: 1 as const },
    { deal: 82, draw: 3 as const },
    { deal: 82, draw: 1 as const },
    { deal: 126, draw: 3 as const },
    { deal: 126, draw: 1 as const },
  ])('sees French deal $deal, draw $draw, lost at once', ({ deal, draw }) => {
    const french = unwrap(Game.create('klondike', { deck: 'french', draw }));
    expect(seenLost(french, unwrap(french.deal(deal)))).toBe(true);
  });
});

describe('klondike lost positions: kings fill the columns that empty (stuck.ts)', () => {
  // Three suits, A to 5 (5 the king, the only card an empty column takes), two columns,
  // draw 1. The king C lies face down under a king X of another suit, over A♣ (1 de espadas)
  // and over a low card of X's suit and of C's. The second column's card can only go onto
  // X, so the second column is the one that ever empties, and X, which cannot go home, must
  // take it before C can move: C never moves, nor the ace under it. stuck.ts alone counts
  // the second column for C. In the twin the low cards of X's suit are all in the stock, so
  // X can go home first and leave the column to C.
  it.each([
    {
      deck: 'french',
      lost: 'Stock: 2C 3C 5C AD 3D 4D AH 3H 4H\n2D 2H AC 5D | 5H\n4C',
      twin: 'Stock: 2C 3C 5C AD 3D 4D AH 2H 3H 4H\n2D AC 5D | 5H\n4C',
    },
    {
      deck: 'spanish',
      lost: 'Stock: 2E 3E 5E 1O 3O 4O 1C 3C 4C\n2O 2C 1E 5O | 5C\n4E',
      twin: 'Stock: 2E 3E 5E 1O 3O 4O 1C 2C 3C 4C\n2O 1E 5O | 5C\n4E',
    },
  ] as const)('$deck: a king under a king, lost, and its twin won', (shape) => {
    const small = unwrap(
      smallGame({ game: 'klondike', deck: shape.deck, suits: 3, ranks: 5, columns: 2, draw: 1 }),
    );
    const lostHere = unwrap(small.parsePosition(shape.lost));
    const twinHere = unwrap(small.parsePosition(shape.twin));
    expect(exhaustiveVerdict(small, lostHere).verdict).toBe('impossible');
    expect(seenLost(small, lostHere)).toBe(true);
    expect(exhaustiveVerdict(small, twinHere).verdict).toBe('winnable');
    expect(seenLost(small, twinHere)).toBe(false);
    expect(unwrap(solver.solve(small, twinHere)).verdict).toBe('winnable');
  });

  // The lost position with a third column holding only 5♣, which cannot go home (A♣ is
  // buried): that column empties only by 5♣ filling another, so it adds no empty column,
  // and 5♥ still takes the one 4♣ leaves.
  it('a column with a king at its bottom adds no empty column', () => {
    const small = unwrap(
      smallGame({ game: 'klondike', deck: 'french', suits: 3, ranks: 5, columns: 3, draw: 1 }),
    );
    const lostHere = unwrap(
      small.parsePosition('Stock: 2C 3C AD 3D 4D AH 3H 4H\n2D 2H AC 5D | 5H\n4C\n5C'),
    );
    expect(exhaustiveVerdict(small, lostHere).verdict).toBe('impossible');
    expect(seenLost(small, lostHere)).toBe(true);
  });

  // The lost position with a third column of 3♣ under 5♣, which cannot go home (A♣ is
  // buried): 3♣ can leave (onto a red 4 on 5♣), but only after 5♣ has taken the column
  // that 4♣ leaves, so the third column adds no empty column for good, and 5♦ never gets
  // one. stuck.ts counted that column before, and so found 5♦ a way out. In the twins a
  // fourth column holds only 3♦ (which can go onto 4♣), or is empty: 5♦ gets its column.
  it.each([
    'Stock: 2C AD 3D 4D AH 3H 4H\n2D 2H AC 5D | 5H\n4C\n3C | 5C',
    'Stock: 2C 3C 2D 4D AH 3H 4H\nAC 2H AD 5D | 5H\n4C\n3D | 5C',
  ])('a column with a king over its bottom card adds no empty column (%s)', (text) => {
    const small = unwrap(
      smallGame({ game: 'klondike', deck: 'french', suits: 3, ranks: 5, columns: 3, draw: 1 }),
    );
    const lostHere = unwrap(small.parsePosition(text));
    expect(exhaustiveVerdict(small, lostHere).verdict).toBe('impossible');
    expect(seenLost(small, lostHere)).toBe(true);
  });

  it.each([
    'Stock: 2C AD 4D AH 3H 4H\n2D 2H AC 5D | 5H\n4C\n3C | 5C\n3D',
    'Stock: 2C AD 3D 4D AH 3H 4H\n2D 2H AC 5D | 5H\n4C\n3C | 5C\n:',
  ])('a column with a king over its bottom card, and one more that empties: won (%s)', (text) => {
    const small = unwrap(
      smallGame({ game: 'klondike', deck: 'french', suits: 3, ranks: 5, columns: 4, draw: 1 }),
    );
    const twinHere = unwrap(small.parsePosition(text));
    expect(exhaustiveVerdict(small, twinHere).verdict).toBe('winnable');
    expect(seenLost(small, twinHere)).toBe(false);
    expect(unwrap(solver.solve(small, twinHere)).verdict).toBe('winnable');
  });

  // The French twin at draw 3, with a stock whose hearts reach home only after some
  // turns of the waste: 5♥ is not sent home at once, and its suit being free must still
  // leave the empty column to 5♦.
  it('a king over it whose suit can go home takes no column for good', () => {
    const small = unwrap(
      smallGame({ game: 'klondike', deck: 'french', suits: 3, ranks: 5, columns: 2, draw: 3 }),
    );
    const twinHere = unwrap(
      small.parsePosition('Stock: 5C 4D 3C 4H 2C 2H AH 3D 3H AD\n2D AC 5D | 5H\n4C'),
    );
    expect(exhaustiveVerdict(small, twinHere).verdict).toBe('winnable');
    expect(seenLost(small, twinHere)).toBe(false);
    expect(unwrap(solver.solve(small, twinHere)).verdict).toBe('winnable');
  });
});
