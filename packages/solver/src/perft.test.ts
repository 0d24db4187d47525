/**
 * The solver perft: the moves the open family generates (the module's `listMoves`, debug
 * build) held against @naipe/rules' `legalMoves`, position by position, on fixed
 * positions with hand-derived counts and on thousands of positions of random legal
 * playouts of FreeCell and Baker's Game; and the leaves of the move tree to depth 3, made
 * and unmade in the module, against the same count over the rules' moves.
 *
 * The solver's single-card and run moves must be exactly the rules' legal moves, less the
 * ones it leaves out on purpose (LEFT_OUT: each leads to a position the solver reaches by
 * a move it keeps, up to the order of columns and cells, which the search's keys ignore;
 * the test plays both and compares). Its lifts (cards into free cells so the card under
 * them goes home or onto a column) are shortcuts: each must be a sequence of legal moves.
 */
import { type Game, type Move, type Pile, type Position, seededRandom, unwrap } from '@naipe/rules';
import { CELL_AND_EMPTY_COLUMN, FREECELL_STUCK } from '@naipe/rules/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { debugWasmUrl } from './debug.js';
import { PerftModule, rulesLeaves } from './perft-support.js';
import { Solver } from './solver.js';
import {
  bakers,
  freecell,
  type PlayoutPool,
  parsedPosition,
  playoutPositions,
} from './test-support.js';
import { compileSolverModule } from './wasm.js';

let perft: PerftModule;
let solver: Solver;
beforeAll(async () => {
  const module = await compileSolverModule(debugWasmUrl());
  perft = await PerftModule.create(module);
  solver = await Solver.create(module);
});

/** Pile numbers of the module's moves (assembly/families/open/config.ts). */
const PILE_CELL = 16;
const PILE_FOUNDATION = 24;

type Transfer = Extract<Move, { kind: 'transfer' }>;

interface SolverMove {
  readonly move: Transfer;
  /** Cards sent one by one into free cells from the source column before `move`. */
  readonly lift: number;
}

function pileOf(pile: number): Pile {
  if (pile < PILE_CELL) return { kind: 'column', index: pile };
  if (pile < PILE_FOUNDATION) return { kind: 'cell', index: pile - PILE_CELL };
  return { kind: 'foundation' };
}

/** The moves the solver generates for `position`, as given (no safe moves played). */
function generated(game: Game, position: Position): SolverMove[] {
  perft.load(game, position);
  const count = perft.wasm.listMoves();
  expect(count).toBeGreaterThanOrEqual(0);
  const bytes = perft.io();
  return Array.from({ length: count }, (_, i) => ({
    move: {
      kind: 'transfer',
      from: pileOf(bytes[4 * i]!),
      to: pileOf(bytes[4 * i + 1]!),
      count: bytes[4 * i + 2]!,
    },
    lift: bytes[4 * i + 3]!,
  }));
}

const firstFreeCell = (p: Position) => p.cells.indexOf(null);
const firstEmptyColumn = (p: Position) =>
  p.columns.findIndex((c) => c.down.length + c.up.length === 0);

/**
 * A lift as the legal moves it stands for: each lifted card into the first free cell,
 * then the move (the sequence stops early at a step that is not legal, for the caller).
 */
function asLegalMoves(game: Game, start: Position, { move, lift }: SolverMove): Move[] {
  const moves: Move[] = [];
  let position = start;
  for (let i = 0; i < lift; i++) {
    const toCell: Move = {
      kind: 'transfer',
      from: move.from,
      to: { kind: 'cell', index: firstFreeCell(position) },
      count: 1,
    };
    moves.push(toCell);
    const played = game.play(position, toCell);
    if (!played.ok) return moves;
    position = played.value;
  }
  return [...moves, move];
}

/** The position up to the order of its columns and cells (what the search's keys keep). */
function canonical(p: Position): string {
  const columns = p.columns
    .map((c) => [...c.down, ...c.up].join(' '))
    .filter((c) => c !== '')
    .sort();
  const cells = p.cells.filter((c) => c !== null).sort((a, b) => a - b);
  return JSON.stringify({ columns, cells, foundations: p.foundations });
}

/** Why the solver leaves a legal move out, each reason with the move that stands for it. */
const LEFT_OUT = {
  cellToCell: 'a card from one cell to another: the same position up to cell order',
  wholeColumn: 'a whole column into an empty one: the same position up to column order',
  secondCell: 'into a free cell after the first: the position of the move into the first',
  secondColumn: 'into an empty column after the first: the position of the move into the first',
} as const;

/**
 * Whether the solver leaves `move` out, and if so the reason and the position (up to
 * column and cell order) that a kept move or no move at all reaches instead.
 */
function leftOut(
  game: Game,
  position: Position,
  move: Transfer,
): { reason: string; instead: Position } | undefined {
  const { from, to } = move;
  if (from.kind === 'cell' && to.kind === 'cell') {
    return { reason: LEFT_OUT.cellToCell, instead: position };
  }
  if (to.kind === 'column' && from.kind === 'column') {
    const source = position.columns[from.index]!;
    const empty = position.columns[to.index]!.up.length === 0;
    if (empty && source.down.length + source.up.length === move.count) {
      return { reason: LEFT_OUT.wholeColumn, instead: position };
    }
  }
  if (to.kind === 'cell' && to.index !== firstFreeCell(position)) {
    const first = { ...move, to: { kind: 'cell', index: firstFreeCell(position) } } as const;
    return { reason: LEFT_OUT.secondCell, instead: unwrap(game.play(position, first)) };
  }
  if (to.kind === 'column' && position.columns[to.index]!.up.length === 0) {
    const firstEmpty = firstEmptyColumn(position);
    if (to.index !== firstEmpty) {
      const first = { ...move, to: { kind: 'column', index: firstEmpty } } as const;
      return { reason: LEFT_OUT.secondColumn, instead: unwrap(game.play(position, first)) };
    }
  }
  return undefined;
}

/** The rules' legal moves the solver must generate: all but the ones it leaves out. */
function keptLegalMoves(game: Game, position: Position): Move[] {
  return game
    .legalMoves(position)
    .filter((m) => m.kind === 'transfer' && leftOut(game, position, m) === undefined);
}

/** Checks one position: the solver's moves against the rules', as the file header says. */
function checkPosition(game: Game, position: Position): { lifts: number; leftOut: string[] } {
  const solverMoves = generated(game, position);
  const text = (m: Move) => game.makeMove(m);
  const plain = solverMoves.filter((m) => m.lift === 0).map((m) => text(m.move));
  expect(new Set(plain).size, 'the solver lists a move twice').toBe(plain.length);

  const skipped: string[] = [];
  const kept: string[] = [];
  for (const move of game.legalMoves(position)) {
    if (move.kind !== 'transfer') continue;
    const out = leftOut(game, position, move);
    if (out === undefined) {
      kept.push(text(move));
      continue;
    }
    skipped.push(out.reason);
    const reached = unwrap(game.play(position, move));
    expect(canonical(reached), `${text(move)}: ${out.reason}`).toBe(canonical(out.instead));
  }
  expect([...plain].sort(), game.makePosition(position)).toEqual([...kept].sort());

  const lifts = solverMoves.filter((m) => m.lift > 0);
  for (const lift of lifts) {
    let reached = position;
    for (const move of asLegalMoves(game, position, lift)) {
      const played = game.play(reached, move);
      expect(played.ok, `lift ${text(lift.move)} (${lift.lift}): ${text(move)} is illegal`).toBe(
        true,
      );
      if (played.ok) reached = played.value;
    }
  }
  return { lifts: lifts.length, leftOut: skipped };
}

interface FixedCase {
  readonly name: string;
  readonly game: Game;
  readonly position: () => Position;
  /** Single-card and run moves the solver lists, and lifts. */
  readonly moves: number;
  readonly lifts: number;
}

const deal = (game: Game, n: number) => () => unwrap(game.deal(n));
const parsed = (game: Game, text: string) => () => parsedPosition(game, text);

const FIXED: readonly FixedCase[] = [
  {
    // Tops 6S 9C 2H 6H 6C 3D 8C TC: nothing builds or goes home; each top into the first
    // free cell only (8; the rules' other 24 go into the other three cells).
    // Lifts, with 4 free cells, lifting 1-4 cards so that the card under them moves:
    // column 1, 4 up: 2S onto 3D; column 2, 3 up: 5C onto 6H; column 3, 1 up: 8D onto 9C,
    // 4 up: 9D onto TC; column 5, 1 up: 8H onto 9C, 4 up: AD home; column 6, 2 up: AC
    // home, 3 up: AS home; column 7, 3 up: AH home; column 8, 1 up: 7D onto 8C (10).
    name: 'FreeCell deal 1',
    game: freecell,
    position: deal(freecell, 1),
    moves: 8,
    lifts: 10,
  },
  {
    // Tops JD KS KC 4H JC 6C JH QH: J♣ onto Q♥, Q♥ onto K♠ or K♣ (3), 8 tops into the
    // first cell (8). Lifts: column 1, 4 up: T♥ onto J♣; column 2, 1 up: T♠ onto J♦ or
    // J♥, 3 up: 5♥ onto 6♣; column 4, 1 up: 5♦ onto 6♣; column 7, 4 up: A♠ home; column
    // 8, 3 up: T♣ onto J♦ or J♥; columns 3, 5 and 6 free nothing that fits (8).
    name: 'FreeCell deal 617',
    game: freecell,
    position: deal(freecell, 617),
    moves: 11,
    lifts: 8,
  },
  {
    // The rules' 34 moves (packages/rules/src/perft.test.ts) less the 3 from cell to cell;
    // no column is short enough to move whole into the empty one (31). Lifts with the one
    // free cell: 6♣ up, 7♥ home; 8♥ up, 9♠ onto T♥; 7♣ up, 8♣ onto 9♥ (3).
    name: 'FreeCell with a cell and an empty column',
    game: freecell,
    position: parsed(freecell, CELL_AND_EMPTY_COLUMN),
    moves: 31,
    lifts: 3,
  },
  {
    // Cells full of kings, black tops, every six buried: nothing moves, nothing to lift.
    name: 'FreeCell stuck',
    game: freecell,
    position: parsed(freecell, FREECELL_STUCK),
    moves: 0,
    lifts: 0,
  },
  {
    // FreeCell deal 1's layout, building by suit: 9♣ onto T♣, 8♣ onto 9♣ (2), 8 tops into
    // the first cell (8). Lifts: column 2, 3 up: 5♣ onto 6♣; column 5, 4 up: A♦ home;
    // column 6, 2 up: A♣ home, 3 up: A♠ home; column 7, 3 up: A♥ home (5).
    name: "Baker's Game deal 1",
    game: bakers,
    position: deal(bakers, 1),
    moves: 10,
    lifts: 5,
  },
];

describe('solver perft: fixed positions', () => {
  it.each(FIXED)('$name: $moves moves and $lifts lifts', (c) => {
    const solverMoves = generated(c.game, c.position());
    expect(solverMoves.filter((m) => m.lift === 0)).toHaveLength(c.moves);
    expect(solverMoves.filter((m) => m.lift > 0)).toHaveLength(c.lifts);
    checkPosition(c.game, c.position());
  });
});

/**
 * A foundation move half the time there is one, and moves into a cell a quarter as often
 * as the others, so the playouts empty columns and build runs instead of filling the
 * cells at once and getting stuck.
 */
const homeAndRunsMostly: PlayoutPool = (_game, _position, legal, next) => {
  const to = (m: Move) => (m.kind === 'transfer' ? m.to.kind : m.kind);
  const home = legal.filter((m) => to(m) === 'foundation');
  const elsewhere = legal.filter((m) => to(m) !== 'cell');
  return home.length > 0 && next() % 2 === 0
    ? home
    : elsewhere.length > 0 && next() % 4 !== 0
      ? elsewhere
      : legal;
};

/**
 * `count` positions along winning lines the solver found, each line left at a random
 * point for a few random legal moves: late positions, with empty columns and long runs,
 * which random play alone seldom reaches.
 */
function offWinningLines(game: Game, count: number, seed: number) {
  const next = seededRandom(seed);
  const positions: Position[] = [];
  while (positions.length < count) {
    const start = unwrap(game.deal(1 + (next() % 32000)));
    const solved = unwrap(solver.solve(game, start));
    if (solved.solution === undefined) continue;
    let position = start;
    const leave = next() % solved.solution.length;
    for (const move of solved.solution.slice(0, leave))
      position = unwrap(game.play(position, move));
    for (let i = 0; i < 10 && positions.length < count; i++) {
      positions.push(position);
      const legal = game.legalMoves(position);
      if (legal.length === 0) break;
      position = unwrap(game.play(position, legal[next() % legal.length]!));
    }
  }
  return positions;
}

describe.each([
  ['FreeCell', freecell, 11],
  ["Baker's Game", bakers, 12],
])('solver perft: random playouts of %s', (_, game, seed) => {
  let positions: Position[] = [];
  beforeAll(() => {
    positions = [
      ...playoutPositions(game, 1500, 80, seed, { maxDeal: 32000, pool: homeAndRunsMostly }),
      ...offWinningLines(game, 1000, seed),
    ];
  });

  it("generates the rules' moves in each of 2,500 positions", () => {
    expect(positions).toHaveLength(2500);
    let lifts = 0;
    const reasons = new Map<string, number>();
    let emptyColumns = 0;
    let runs = 0;
    for (const position of positions) {
      const seen = checkPosition(game, position);
      lifts += seen.lifts;
      for (const reason of seen.leftOut) reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
      if (firstEmptyColumn(position) >= 0) emptyColumns++;
      if (generated(game, position).some((m) => m.move.kind === 'transfer' && m.move.count! > 1)) {
        runs++;
      }
    }
    // The playouts reach what the generator treats specially.
    expect(lifts).toBeGreaterThan(1000);
    expect(emptyColumns).toBeGreaterThan(200);
    expect(runs).toBeGreaterThan(300);
    // Every reason for leaving a move out was met, and checked, many times.
    for (const reason of Object.values(LEFT_OUT))
      expect(reasons.get(reason), reason).toBeGreaterThan(20);
  });

  it('counts the leaves of the move tree to depth 3 as the rules do', () => {
    const sample = positions.filter((_, i) => i % 100 === 50);
    expect(sample.length).toBeGreaterThanOrEqual(20);
    for (const position of sample) {
      for (const depth of [1, 2, 3]) {
        expect(perft.leaves(game, position, depth), `depth ${depth}`).toBe(
          rulesLeaves(game, position, depth, keptLegalMoves),
        );
      }
    }
  });
});

describe('solver perft: leaves of the fixed positions', () => {
  it.each(FIXED)('$name: the same leaves to depth 3 as the rules', (c) => {
    for (const depth of [1, 2, 3]) {
      expect(perft.leaves(c.game, c.position(), depth)).toBe(
        rulesLeaves(c.game, c.position(), depth, keptLegalMoves),
      );
    }
  });
});
