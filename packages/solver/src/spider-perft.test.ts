/**
 * The solver perft for the Spider family: the moves it generates (the module's
 * `listMoves`, debug build) held against @naipe/rules' `legalMoves`, position by
 * position, on fixed positions with hand-derived counts and on positions of random legal
 * playouts of every variant (Spanish and French decks, 1, 2 and 4 suits); and the leaves
 * of the move tree to depth 3, made and unmade in the module (deals, cards turning up and
 * runs leaving included), against the same count over the rules' moves.
 *
 * The solver's moves must be exactly the rules' legal moves less the ones it leaves out
 * on purpose (LEFT_OUT: each reaches a position the solver reaches by a move it keeps, up
 * to the order of columns, which its keys ignore; the test plays both and compares).
 */
import { type Game, type Move, type Position, parsePosition, unwrap } from '@naipe/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { readMoves } from './encoding.js';
import { PerftModule, rulesLeaves } from './perft-support.js';
import { type PlayoutPool, playoutPositions, spiderGame } from './test-support.js';

let perft: PerftModule;
beforeAll(async () => {
  perft = await PerftModule.create();
});

/** The moves the solver generates for `position`, as the rules' moves. */
function generated(game: Game, position: Position): Move[] {
  perft.load(game, position);
  const count = perft.wasm.listMoves();
  expect(count).toBeGreaterThanOrEqual(0);
  return readMoves(perft.io(), count);
}

const isEmpty = (p: Position, index: number) =>
  p.columns[index]!.down.length + p.columns[index]!.up.length === 0;
const firstEmptyColumn = (p: Position) => p.columns.findIndex((_, i) => isEmpty(p, i));

/**
 * The position up to the order of its columns once the stock is empty (what the search's
 * keys keep: before, a deal tells the columns apart).
 */
function canonical(p: Position): string {
  const columns = p.columns.map((c) => `${c.down.join(' ')}|${c.up.join(' ')}`);
  if (p.stock.length === 0) columns.sort();
  return JSON.stringify({ columns, stock: p.stock, home: p.completed.length });
}

/** Moves left out once the stock is empty (before, the solver keeps every move). */
const LEFT_OUT = {
  secondColumn: 'into an empty column after the first: the position of the move into the first',
  wholeColumn: 'a whole column into an empty one: the same position up to column order',
} as const;

function leftOut(
  game: Game,
  position: Position,
  move: Move,
): { reason: string; instead: Position } | undefined {
  if (move.kind !== 'transfer' || move.to.kind !== 'column' || move.from.kind !== 'column')
    return undefined;
  if (position.stock.length > 0) return undefined;
  if (!isEmpty(position, move.to.index)) return undefined;
  const source = position.columns[move.from.index]!;
  if (source.down.length === 0 && source.up.length === move.count) {
    return { reason: LEFT_OUT.wholeColumn, instead: position };
  }
  const first = firstEmptyColumn(position);
  if (move.to.index === first) return undefined;
  const instead = { ...move, to: { kind: 'column', index: first } } as const;
  return { reason: LEFT_OUT.secondColumn, instead: unwrap(game.play(position, instead)) };
}

const keptLegalMoves = (game: Game, position: Position) =>
  game.legalMoves(position).filter((m) => leftOut(game, position, m) === undefined);

/** How often each reason for leaving a move out was met, and checked, in this file. */
const reasons = new Map<string, number>();

/** Checks one position as the file header says; returns the reasons moves were left out. */
function checkPosition(game: Game, position: Position): string[] {
  const text = (m: Move) => game.makeMove(m);
  const solverMoves = generated(game, position).map(text);
  expect(new Set(solverMoves).size, 'the solver lists a move twice').toBe(solverMoves.length);
  const skipped: string[] = [];
  for (const move of game.legalMoves(position)) {
    const out = leftOut(game, position, move);
    if (out === undefined) continue;
    skipped.push(out.reason);
    reasons.set(out.reason, (reasons.get(out.reason) ?? 0) + 1);
    const reached = unwrap(game.play(position, move));
    expect(canonical(reached), `${text(move)}: ${out.reason}`).toBe(canonical(out.instead));
  }
  const kept = keptLegalMoves(game, position).map(text);
  expect([...solverMoves].sort(), game.makePosition(position)).toEqual([...kept].sort());
  return skipped;
}

const oneSuit = spiderGame('spanish', 1);
const fourSuits = spiderGame('spanish', 4);
const frenchTwo = spiderGame('french', 2);

/** A test position: the cards it does not name wait at the bottom of the stock. */
function withRestInStock(game: Game, text: string): Position {
  const setup = unwrap(parsePosition(text.replace(/^\s+/gm, ''), game.deck));
  const counts = new Map<number, number>();
  const count = (c: number, n: number) => counts.set(c, (counts.get(c) ?? 0) + n);
  game.variant.series.forEach((copies, suit) => {
    for (let rank = 1; rank <= game.deck.ranks.length; rank++) count((suit << 4) | rank, copies);
  });
  for (const c of setup.columns.flatMap((column) => [...column.down, ...column.up])) count(c, -1);
  for (const c of setup.stock) count(c, -1);
  for (const suit of setup.completed)
    for (let rank = 1; rank <= game.deck.ranks.length; rank++) count((suit << 4) | rank, -1);
  const rest = [...counts].flatMap(([c, n]) => Array.from({ length: n }, () => c));
  return unwrap(game.fromSetup({ ...setup, stock: [...rest, ...setup.stock] }));
}

interface FixedCase {
  readonly name: string;
  readonly game: Game;
  readonly position: () => Position;
  readonly moves: number;
}

const FIXED: readonly FixedCase[] = [
  {
    // Column 1: 5 face down under rey..2 (one suit); columns 2-10: R C S 9 8 7 6 4 3; the
    // stock ends in a 1. Onto a card, one count per pair of columns: onto R, C, S, 9, 8, 7
    // from column 1 and from the column one rank lower (12); onto 6 from column 1 only
    // (no other 5 is up); onto 4 from column 1 and the 3; onto 3 from column 1 (2 for
    // 16). No empty column: the deal (17). It puts the 1 on column 1: the run leaves and
    // the 5 turns up.
    name: 'Spanish 1 suit, a deal completes a run',
    game: oneSuit,
    position: () =>
      withRestInStock(
        oneSuit,
        `Completed: E E E E E E
        Stock: 1E
        5E | RE CE SE 9E 8E 7E 6E 5E 4E 3E 2E
        RE
        CE
        SE
        9E
        8E
        7E
        6E
        4E
        3E`,
      ),
    moves: 17,
  },
  {
    // 8E; 7C; 2C down under 8E 7E; 9C; empty; 5O; 1C; 2C; 3C; 4C. Onto the 8E: the 7C,
    // the 7E (2); onto the 9C: the 8E, the 8E 7E (2); 4C onto 5O, 1C onto 2C, 2C onto 3C,
    // 3C onto 4C (4). Into the empty column: the 7E or the 8E 7E of column 3, and each
    // of the eight one-card columns whole (10: the stock holds cards, so a deal would tell
    // the columns apart and none is left out). Eleven cards on the table and an empty
    // column: no deal. 18 in all.
    name: 'Spanish 4 suits, the deal refused by an empty column',
    game: fourSuits,
    position: () =>
      withRestInStock(
        fourSuits,
        `Completed: O B B
        8E
        7C
        2C | 8E 7E
        9C
        :
        5O
        1C
        2C
        3C
        4C`,
      ),
    moves: 18,
  },
  {
    // K♠..2♠ in column 1, A♠ in column 2, the rest empty, the stock empty: the ace onto
    // the 2 (which wins), and the top 1..11 cards of the run into the first empty column
    // (11; the whole run and the ace alone are whole columns, and the other seven empty
    // columns stand for the first). 12; the rules list 12 + 7·13 + 2 = 105.
    name: 'French 2 suits, one move from the win',
    game: frenchTwo,
    position: () =>
      unwrap(
        frenchTwo.fromSetup(
          unwrap(
            frenchTwo.parsePosition(
              'Completed: S S S H H H H\nKS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S\nAS\n:\n:\n:\n:\n:\n:\n:\n:',
            ),
          ),
        ),
      ),
    moves: 12,
  },
];

describe('Spider solver perft: fixed positions', () => {
  it.each(FIXED)('$name: $moves moves', (c) => {
    expect(generated(c.game, c.position())).toHaveLength(c.moves);
    checkPosition(c.game, c.position());
  });

  it.each(FIXED)('$name: the same leaves to depth 3 as the rules', (c) => {
    for (const depth of [1, 2, 3])
      expect(perft.leaves(c.game, c.position(), depth)).toBe(
        rulesLeaves(c.game, c.position(), depth, keptLegalMoves),
      );
  });

  it('a run that a deal completes leaves, and the card under it turns up', () => {
    const c = FIXED[0]!;
    const dealt = unwrap(c.game.play(c.position(), { kind: 'stock' }));
    expect(dealt.completed).toHaveLength(7);
    checkPosition(c.game, dealt);
    expect(perft.leaves(c.game, c.position(), 2)).toBe(
      rulesLeaves(c.game, c.position(), 2, keptLegalMoves),
    );
  });
});

/** Face-down cards, less ten for each empty column: what a player who digs lowers. */
const buried = (p: Position) =>
  p.columns.reduce((sum, c) => sum + c.down.length - (c.up.length === 0 ? 10 : 0), 0);

/**
 * Half the moves among those that turn a card up or empty a column, when there are any,
 * and the deal only when nothing else is, so the playouts dig, empty columns (where moves
 * are left out) and reach the end of the stock.
 */
const diggingMostly: PlayoutPool = (game, position, legal, next) => {
  const transfers = legal.filter((m) => m.kind === 'transfer');
  const digging = transfers.filter(
    (m) => buried(unwrap(game.play(position, m))) < buried(position),
  );
  return digging.length > 0 && next() % 2 === 0
    ? digging
    : transfers.length > 0 && next() % 16 !== 0
      ? transfers
      : legal;
};

const VARIANTS = (['spanish', 'french'] as const).flatMap((deck) =>
  ([1, 2, 4] as const).map((suits) => ({ deck, suits, game: spiderGame(deck, suits) })),
);

describe.each(VARIANTS)('Spider solver perft: random playouts, $deck $suits', ({ game, suits }) => {
  let positions: Position[] = [];
  beforeAll(() => {
    positions = playoutPositions(game, 400, 300, 100 + suits, { pool: diggingMostly });
  });

  it("generates the rules' moves in each of 400 positions", () => {
    let deals = 0;
    let empties = 0;
    for (const position of positions) {
      checkPosition(game, position);
      if (position.columns.some((_, i) => isEmpty(position, i))) empties++;
      if (position.stock.length < game.variant.columns.length * 5) deals++;
    }
    // The playouts get past the first deal, and some empty a column.
    expect(deals).toBeGreaterThan(50);
    if (suits < 4) expect(empties).toBeGreaterThan(0);
  });

  it('counts the leaves of the move tree to depth 3 as the rules do', () => {
    const sample = positions.filter((_, i) => i % 100 === 60);
    expect(sample.length).toBeGreaterThanOrEqual(4);
    for (const position of sample) {
      for (const depth of [1, 2, 3])
        expect(perft.leaves(game, position, depth), `depth ${depth}`).toBe(
          rulesLeaves(game, position, depth, keptLegalMoves),
        );
    }
  });
});

describe('Spider solver perft: the moves left out', () => {
  it('met every reason for leaving a move out, and checked it', () => {
    for (const reason of Object.values(LEFT_OUT))
      expect(reasons.get(reason), reason).toBeGreaterThan(5);
  });
});
