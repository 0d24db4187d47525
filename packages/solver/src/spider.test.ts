/**
 * The solver on Spider: hand-built positions with known answers, every winnable verdict
 * replayed through @naipe/rules (the bindings replay it too; the test does it again on
 * its own).
 */
import { type Game, type Position, parsePosition, unwrap } from '@naipe/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { debugWasmUrl } from './debug.js';
import { Solver } from './solver.js';
import { expectSolutionWins, spiderGame } from './test-support.js';

let solver: Solver;
beforeAll(async () => {
  solver = await Solver.create(debugWasmUrl());
});

const oneSuit = spiderGame('spanish', 1);
const fourSuits = spiderGame('spanish', 4);

const at = (game: Game, text: string): Position =>
  unwrap(game.fromSetup(unwrap(parsePosition(text.replace(/^\s+/gm, ''), game.deck))));

function solve(game: Game, position: Position) {
  const result = unwrap(solver.solve(game, position, { maxPositions: 200_000 }));
  if (result.verdict === 'winnable') expectSolutionWins(game, position, result.solution!);
  return result;
}

describe('Spider positions with known answers', () => {
  it('wins where a completed run uncovers the card that wins', () => {
    // The 1 of column 3 completes column 1's run, which leaves and turns up the other 1,
    // which completes column 2's.
    const p = at(
      oneSuit,
      `Completed: E E E E E E
      1E | RE CE SE 9E 8E 7E 6E 5E 4E 3E 2E
      RE CE SE 9E 8E 7E 6E 5E 4E 3E 2E
      1E
      :
      :
      :
      :
      :
      :
      :`,
    );
    const result = solve(oneSuit, p);
    expect(result.verdict).toBe('winnable');
    expect(result.solution).toHaveLength(2);
  });

  it('fills every empty column before the deal it needs, which is refused until then', () => {
    // 19 cards on the table and the last column empty: no deal until a card fills it.
    const p = at(
      oneSuit,
      `Completed: E E E E E E
      Stock: 4E 3E 2E 1E 1E
      RE CE SE 9E 8E 7E 6E 5E 4E 3E 2E
      RE
      CE
      SE
      9E
      8E
      7E
      6E
      5E
      :`,
    );
    expect(oneSuit.checkMove(p, { kind: 'stock' }).ok).toBe(false);
    const result = solve(oneSuit, p);
    expect(result.verdict).toBe('winnable');
    let position = p;
    for (const move of result.solution!) {
      if (move.kind === 'stock') expect(position.columns.every((c) => c.up.length > 0)).toBe(true);
      position = unwrap(oneSuit.play(position, move));
    }
  });

  it('proves a position lost when no move is left and no run can form', () => {
    // Two series of oros; the tops are reyes, sotas, 8s, 6s and 4s, two of each:
    // nothing builds on them, no column is empty, the stock is empty.
    const p = at(
      fourSuits,
      `Completed: B B E E C C
      1O 2O | RO
      1O 2O | RO
      3O CO | SO
      3O CO | SO
      5O 9O | 8O
      5O 9O | 8O
      7O | 6O
      7O | 6O
      4O
      4O`,
    );
    expect(fourSuits.legalMoves(p)).toHaveLength(0);
    expect(solve(fourSuits, p).verdict).toBe('impossible');
  });
});
