/**
 * Shared by the solver's tests: games, a seeded random playout, and an independent
 * replay of solutions through @naipe/rules.
 */
import { Game, type Move, type Position, seededRandom, unwrap, type Variant } from '@naipe/rules';
import { exhaustiveVerdict } from '@naipe/rules/testing';
import { expect } from 'vitest';
import type { Solver } from './solver.js';

export const freecell = unwrap(Game.create('freecell'));
export const bakers = unwrap(Game.create('bakers-game'));

/** A position from notation written indented in a test; a test bug if the rules refuse it. */
export const parsedPosition = (game: Game, text: string): Position =>
  unwrap(game.parsePosition(text.replace(/^\s+/gm, '')));

/** The klondike family's games, every option. */
export const KLONDIKE_GAMES = [
  ['Spanish Klondike draw 1', unwrap(Game.create('klondike'))],
  ['Spanish Klondike draw 3', unwrap(Game.create('klondike', { draw: 3 }))],
  ['French Klondike draw 1', unwrap(Game.create('klondike', { deck: 'french' }))],
  ['French Klondike draw 3', unwrap(Game.create('klondike', { deck: 'french', draw: 3 }))],
  ['Australian Patience', unwrap(Game.create('australian'))],
] as const;

/** A game of @naipe/rules with its variant changed (a game no family may play). */
function changedGame(id: string, change: (variant: Variant) => Partial<Variant>): Game {
  const { variant } = unwrap(Game.create(id));
  return unwrap(Game.fromVariant({ ...variant, ...change(variant) }));
}

/**
 * Games the solver does not play, with the clause that says why: every game of
 * @naipe/rules has its family, so these are games changed past their family's rules.
 */
export const UNPLAYED_GAMES = [
  [
    'Klondike with two decks',
    changedGame('klondike', (v) => ({ series: v.series.map(() => 2) })),
    'it plays with more than one deck',
  ],
  [
    'Spider whose empty columns take only kings',
    changedGame('spider', (v) => ({ emptyColumnRank: v.deck.ranks.length })),
    'its empty columns take only one rank',
  ],
] as const;

/** Plays a solution move by move; fails the test at the first illegal move or if not won. */
export function expectSolutionWins(game: Game, start: Position, solution: readonly Move[]) {
  expect(game.isWon(expectLegalLine(game, start, solution))).toBe(true);
}

/** Plays moves one by one; fails the test at the first illegal move. Answers the end. */
export function expectLegalLine(game: Game, start: Position, line: readonly Move[]): Position {
  let position = start;
  line.forEach((move, index) => {
    const played = game.play(position, move);
    if (!played.ok) {
      throw new Error(
        `move ${index + 1} (${game.makeMove(move)}) is illegal: ${played.error.message}`,
      );
    }
    position = played.value;
  });
  return position;
}

/** A position after `moves` random legal moves from a deal (fewer if the game gets stuck). */
export function randomPlayout(game: Game, deal: number, moves: number, seed: number): Position {
  const next = seededRandom(seed);
  let position = unwrap(game.deal(deal));
  for (let i = 0; i < moves; i++) {
    const legal = game.legalMoves(position);
    if (legal.length === 0) break;
    position = unwrap(game.play(position, legal[next() % legal.length]!));
  }
  return position;
}

/**
 * Which of a position's legal moves (never none) a playout takes its next move among,
 * drawing from `next` as it needs.
 */
export type PlayoutPool = (
  game: Game,
  position: Position,
  legal: readonly Move[],
  next: () => number,
) => readonly Move[];

/**
 * A move of cards (a foundation move or a move off a column) two times in three where
 * there is one, so the playouts of the stock games turn cards up, empty columns and bring
 * cards back down instead of only cycling the stock.
 */
export const cardMovesMostly: PlayoutPool = (_game, _position, legal, next) => {
  const transfers = legal.filter((m) => m.kind === 'transfer');
  return transfers.length > 0 && next() % 3 !== 0 ? transfers : legal;
};

/**
 * `count` positions along random legal playouts of up to `length` moves from random deals
 * (1..`maxDeal`), each move taken among those `pool` gives.
 */
export function playoutPositions(
  game: Game,
  count: number,
  length: number,
  seed: number,
  { maxDeal = 100_000, pool = cardMovesMostly }: { maxDeal?: number; pool?: PlayoutPool } = {},
): Position[] {
  const next = seededRandom(seed);
  const positions: Position[] = [];
  while (positions.length < count) {
    let position = unwrap(game.deal(1 + (next() % maxDeal)));
    positions.push(position);
    for (let i = 0; i < length && positions.length < count; i++) {
      const legal = game.legalMoves(position);
      if (legal.length === 0) break;
      const moves = pool(game, position, legal, next);
      position = unwrap(game.play(position, moves[next() % moves.length]!));
      positions.push(position);
    }
  }
  return positions;
}

/** Spider with a deck and a suit count. */
export function spiderGame(deck: 'spanish' | 'french', suits: 1 | 2 | 4): Game {
  return unwrap(Game.create('spider', { deck, suits }));
}

/**
 * Solves deals 1..`deals` of a small game and holds each verdict against the rules'
 * exhaustive search (every legal move, nothing pruned); every win is replayed. Both
 * verdicts must occur, so the deals test the proofs as well as the wins.
 */
export function expectVerdictsOfOracle(solver: Solver, game: Game, deals: number) {
  const tally = { winnable: 0, impossible: 0 };
  for (let deal = 1; deal <= deals; deal++) {
    const start = game.deal(deal);
    if (!start.ok) throw new Error(start.error.message);
    const oracle = exhaustiveVerdict(game, start.value, { maxPositions: 500_000 });
    expect(oracle.verdict, `deal ${deal}: the oracle's search is complete`).not.toBe('too-large');
    const solved = solver.solve(game, start.value, { maxPositions: 5_000_000, maxMs: 600_000 });
    if (!solved.ok) throw new Error(solved.error.message);
    expect(solved.value.verdict, `deal ${deal}: ${game.makePosition(start.value)}`).toBe(
      oracle.verdict,
    );
    if (solved.value.verdict === 'winnable')
      expectSolutionWins(game, start.value, solved.value.solution!);
    tally[oracle.verdict as 'winnable' | 'impossible']++;
  }
  expect(tally.winnable).toBeGreaterThan(0);
  expect(tally.impossible).toBeGreaterThan(0);
}
