/**
 * The solver perft of the klondike family (Klondike, Spanish and French, draw 1 and 3;
 * Australian Patience): the moves the family generates (the module's `listMoves`, debug
 * build) held against @naipe/rules' `legalMoves`, position by position, on fixed
 * positions with hand-derived counts and on random legal playouts of every option; and
 * the leaves of the move tree to depth 3, made and unmade in the module, against the same
 * count over the rules' moves.
 *
 * The solver's moves that draw nothing must be exactly the rules' legal moves, less the
 * ones it leaves out on purpose (LEFT_OUT). Its moves that draw first (the compressed
 * stock: draw, turning the waste over where needed, until a card is on top of the waste,
 * and play it) are shortcuts: each must be that many legal draws and then a legal move,
 * and together they must be exactly the plays of the waste's top card that the rules
 * allow after any run of draws.
 */
import { type Game, type Move, type Position, unwrap } from '@naipe/rules';
import { AUSTRALIAN_EXAMPLE } from '@naipe/rules/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { readKlondikeMoves } from './encoding.js';
import { PerftModule, rulesLeaves } from './perft-support.js';
import { KLONDIKE_GAMES, parsedPosition, playoutPositions } from './test-support.js';

let perft: PerftModule;
beforeAll(async () => {
  perft = await PerftModule.create();
});

const spanish: Game = KLONDIKE_GAMES[0][1];
const french: Game = KLONDIKE_GAMES[2][1];
const australian: Game = KLONDIKE_GAMES[4][1];

interface SolverMove {
  readonly move: Move;
  /** Draws (a turn of the waste counts as one) made before `move`. */
  readonly draws: number;
}

/** The moves the solver generates for `position`, as given (no safe moves played). */
function generated(game: Game, position: Position): SolverMove[] {
  perft.load(game, position);
  const count = perft.wasm.listMoves();
  expect(count).toBeGreaterThanOrEqual(0);
  const moves = readKlondikeMoves(perft.io(), count);
  const bytes = perft.io();
  return moves.map((move, i) => ({ move, draws: bytes[4 * i + 3]! }));
}

const isEmpty = (p: Position, index: number) =>
  p.columns[index]!.down.length + p.columns[index]!.up.length === 0;
const firstEmptyColumn = (p: Position) => p.columns.findIndex((_, i) => isEmpty(p, i));

/** Why the solver leaves a legal move out. */
const LEFT_OUT = {
  draw: 'a draw or turn of the waste by itself: folded into the move that plays the card it turns up',
  wholeColumn: 'a whole column into an empty one: the same position up to column order',
  secondColumn: 'into an empty column after the first: the position of the move into the first',
} as const;

function leftOut(position: Position, move: Move): string | undefined {
  if (move.kind !== 'transfer') return LEFT_OUT.draw;
  if (move.to.kind !== 'column' || !isEmpty(position, move.to.index)) return undefined;
  if (move.from.kind === 'column') {
    const source = position.columns[move.from.index]!;
    if (source.down.length === 0 && source.up.length === move.count) return LEFT_OUT.wholeColumn;
  }
  if (move.to.index !== firstEmptyColumn(position)) return LEFT_OUT.secondColumn;
  return undefined;
}

const keptLegalMoves = (game: Game, position: Position) =>
  game.legalMoves(position).filter((m) => leftOut(position, m) === undefined);

/** The draw a player makes next: `s`, or `r` when the stock is empty. */
const drawMove = (p: Position): Move =>
  p.stock.length === 0 ? { kind: 'redeal' } : { kind: 'stock' };

/**
 * Every play of the waste's top card the rules allow after some run of draws, as
 * `card move` with the fewest draws it takes (the draws from a position form one chain,
 * which ends or comes round).
 */
function wastePlays(game: Game, start: Position): Map<string, number> {
  const plays = new Map<string, number>();
  const seen = new Set<string>();
  let position = start;
  for (let draws = 0; ; draws++) {
    const state = `${position.stock.length}/${position.waste.length}`;
    if (seen.has(state)) break;
    seen.add(state);
    for (const move of keptLegalMoves(game, position)) {
      if (move.kind !== 'transfer' || move.from.kind !== 'waste') continue;
      const text = `${position.waste.at(-1)} ${game.makeMove(move)}`;
      if (!plays.has(text)) plays.set(text, draws);
    }
    const next = game.play(position, drawMove(position));
    if (!next.ok) break;
    position = next.value;
  }
  return plays;
}

/** Checks one position as the file header says; returns how many moves were left out, by reason. */
function checkPosition(game: Game, position: Position): string[] {
  const solverMoves = generated(game, position);
  const text = (m: Move) => game.makeMove(m);
  const plain = solverMoves.filter((m) => m.draws === 0).map((m) => text(m.move));
  expect(new Set(plain).size, 'the solver lists a move twice').toBe(plain.length);
  const skipped: string[] = [];
  const kept: string[] = [];
  for (const move of game.legalMoves(position)) {
    const reason = leftOut(position, move);
    if (reason === undefined) kept.push(text(move));
    else skipped.push(reason);
  }
  expect([...plain].sort(), game.makePosition(position)).toEqual([...kept].sort());

  const solverPlays = new Map<string, number>();
  for (const { move, draws } of solverMoves) {
    if (move.kind !== 'transfer' || move.from.kind !== 'waste') continue;
    let reached = position;
    for (let i = 0; i < draws; i++) reached = unwrap(game.play(reached, drawMove(reached)));
    const played = game.play(reached, move);
    expect(played.ok, `${draws} draws, then ${text(move)}`).toBe(true);
    solverPlays.set(`${reached.waste.at(-1)} ${text(move)}`, draws);
  }
  expect(solverPlays, game.makePosition(position)).toEqual(wastePlays(game, position));
  return skipped;
}

interface FixedCase {
  readonly name: string;
  readonly game: Game;
  readonly position: () => Position;
  /** Moves the solver lists that draw nothing. */
  readonly moves: number;
}

const FIXED: readonly FixedCase[] = [
  {
    // The rules' 5 (packages/rules/src/perft.test.ts) less the draw: 6E on 7B, 8O on 9E,
    // CO on RB, 7B on 8O (4).
    name: 'Spanish Klondike deal 1',
    game: spanish,
    position: () => unwrap(spanish.deal(1)),
    moves: 4,
  },
  {
    // The rules' 2 less the draw: A♠ up (1).
    name: 'French Klondike deal 1',
    game: french,
    position: () => unwrap(french.deal(1)),
    moves: 1,
  },
  {
    // The rules' 10 less the draw: 6O and 6C up, 6C on 7O, 8O on 9B, 5C down on 6O, 9E+8O
    // and 9B on SC, 7E down on 8O, RB into the empty column (9).
    name: 'Spanish Klondike example',
    game: spanish,
    position: () =>
      parsedPosition(
        spanish,
        `Foundations: O-5 C-5 E-7 B-3
        Stock: 9O SO RO 7C 8C 9C CC RC 8E SE RE 5B 6B 7B 8B SB
        Waste: CB 6C
        4B | 7O
        9B
        6O
        SC
        CO | 9E 8O
        CE | RB
        :`,
      ),
    moves: 9,
  },
  {
    // The rules' 23 less the turn of the waste and the reyes de oros, copas and bastos
    // into the second to seventh empty columns (18): 9E up, the three reyes down into
    // the first empty column (4).
    name: 'Spanish Klondike with an empty stock',
    game: spanish,
    position: () =>
      parsedPosition(
        spanish,
        'Foundations: O-R C-R E-8 B-R\nWaste: RE CE SE 9E\n:\n:\n:\n:\n:\n:\n:',
      ),
    moves: 4,
  },
  {
    // The rules' 6 less the draw (5).
    name: 'Australian deal 1',
    game: australian,
    position: () => unwrap(australian.deal(1)),
    moves: 5,
  },
  {
    // The rules' 9 less the draw and K♣ with its two cards, the whole first column, into
    // the empty one (7).
    name: 'Australian example',
    game: australian,
    position: () => parsedPosition(australian, AUSTRALIAN_EXAMPLE),
    moves: 7,
  },
];

describe('klondike solver perft: fixed positions', () => {
  it.each(FIXED)('$name: $moves moves that draw nothing', (c) => {
    const moves = generated(c.game, c.position());
    expect(moves.filter((m) => m.draws === 0)).toHaveLength(c.moves);
    checkPosition(c.game, c.position());
    for (const depth of [1, 2, 3]) {
      expect(perft.leaves(c.game, c.position(), depth), `depth ${depth}`).toBe(
        rulesLeaves(c.game, c.position(), depth, keptLegalMoves),
      );
    }
  });
});

describe.each(KLONDIKE_GAMES.map(([name, game], i) => [name, game, 21 + i] as const))(
  'klondike solver perft: random playouts of %s',
  (_, game, seed) => {
    let positions: Position[] = [];
    beforeAll(() => {
      positions = playoutPositions(game, 600, 120, seed);
    });

    it("generates the rules' moves in each of 600 positions", () => {
      const reasons = new Map<string, number>();
      let shortcuts = 0;
      for (const position of positions) {
        for (const reason of checkPosition(game, position))
          reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
        shortcuts += generated(game, position).filter((m) => m.draws > 0).length;
      }
      expect(shortcuts).toBeGreaterThan(600);
      expect(reasons.get(LEFT_OUT.draw)).toBeGreaterThan(300);
    });

    it('counts the leaves of the move tree to depth 3 as the rules do', () => {
      const sample = positions.filter((_, i) => i % 30 === 15);
      for (const position of sample) {
        for (const depth of [1, 2, 3]) {
          expect(perft.leaves(game, position, depth), `depth ${depth}`).toBe(
            rulesLeaves(game, position, depth, keptLegalMoves),
          );
        }
      }
    });
  },
);
