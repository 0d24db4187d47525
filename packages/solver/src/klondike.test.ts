/**
 * The klondike family's verdicts, on the debug build: deals of every option whose
 * winnable verdicts replay to a win through @naipe/rules, and hand-built positions with
 * known answers, each answer checked by a plain search over the rules' own moves.
 */
import { Game, type Move, type Position, unwrap } from '@naipe/rules';
import { smallGame } from '@naipe/rules/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { debugWasmUrl } from './debug.js';
import { readFamilyMoves, writeFamilyPosition } from './encoding.js';
import { familyOf } from './families.js';
import { Solver } from './solver.js';
import { STATUS } from './status.js';
import { expectSolutionWins, KLONDIKE_GAMES, parsedPosition } from './test-support.js';
import { compileSolverModule, configureFamily, instantiateSolver } from './wasm.js';

let solver: Solver;
beforeAll(async () => {
  solver = await Solver.create(debugWasmUrl());
});

const french = unwrap(Game.create('klondike', { deck: 'french' }));
const french3 = unwrap(Game.create('klondike', { deck: 'french', draw: 3 }));
const australian = unwrap(Game.create('australian'));

/**
 * Whether any line of the rules' legal moves that `allowed` lets through wins from
 * `start`: every position reached is visited once (a plain search, nothing pruned).
 */
function rulesCanWin(game: Game, start: Position, allowed: (m: Move, p: Position) => boolean) {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const position = queue.pop()!;
    if (game.isWon(position)) return true;
    for (const move of game.legalMoves(position)) {
      if (!allowed(move, position)) continue;
      const next = unwrap(game.play(position, move));
      const key = game.makePosition(next);
      if (seen.has(key)) continue;
      seen.add(key);
      queue.push(next);
    }
  }
  return false;
}

const fromFoundation = (m: Move) => m.kind === 'transfer' && m.from.kind === 'foundation';

describe('klondike family: deals of every option', () => {
  it.each(KLONDIKE_GAMES)('%s: deals 1-12, every win replayed', (_, game) => {
    let winnable = 0;
    for (let deal = 1; deal <= 12; deal++) {
      const start = unwrap(game.deal(deal));
      const result = unwrap(solver.solve(game, start, { maxPositions: 20_000, maxMs: 600_000 }));
      if (result.verdict !== 'winnable') continue;
      winnable++;
      expectSolutionWins(game, start, result.solution!);
    }
    expect(winnable).toBeGreaterThan(0);
  });
});

describe('klondike family: positions with known answers', () => {
  it('wins only by taking a card back down from a foundation', () => {
    // 6♣ lies on the 5♣ the clubs need, and only a red seven takes it: both are home.
    // 7♥ comes down onto 8♠, 6♣ onto it, and everything goes up. 8♠ must not go home
    // first (it is no safe move: the clubs are at 4).
    const start = parsedPosition(
      french,
      `Foundations: C-4 D-K H-7 S-7
      5C | 6C
      8S
      KS KH KC QS QH QC JS JH JC TS TH TC 9S 9H 9C 8H 8C | 7C
      :
      :
      :
      :`,
    );
    expect(rulesCanWin(french, start, (m) => !fromFoundation(m))).toBe(false);
    const result = unwrap(solver.solve(french, start));
    expect(result.verdict).toBe('winnable');
    expectSolutionWins(french, start, result.solution!);
    expect(result.solution!.some(fromFoundation)).toBe(true);
  });

  it('wins Australian Patience only by moving a group from the middle of a column', () => {
    // The 3♠ the spades need lies under K♥ and 4♠; the 5♠ under K♠ .. 6♠. No top card
    // can move (4♠ has no 5♠ to go on, no king is on top), so K♥ goes with 4♠ into the
    // empty column, or K♠ with its seven cards.
    const start = parsedPosition(
      australian,
      `Foundations: C-K D-K H-Q S-2
      3S KH 4S
      :
      5S KS QS JS TS 9S 8S 7S 6S
      :
      :
      :
      :`,
    );
    const single = (m: Move) => m.kind !== 'transfer' || (m.count ?? 1) === 1;
    expect(rulesCanWin(australian, start, single)).toBe(false);
    const result = unwrap(solver.solve(australian, start));
    expect(result.verdict).toBe('winnable');
    expectSolutionWins(australian, start, result.solution!);
    expect(result.solution!.some((m) => !single(m))).toBe(true);
  });

  it('replays French draw-1 deal 114, whose waste size the keys leave out', () => {
    // Settling once sent the waste's top home from the waste size in hand, which a position
    // read back from its key (waste size 0) did not: the replay then went astray.
    const start = unwrap(french.deal(114));
    const result = unwrap(solver.solve(french, start, { maxPositions: 500_000, maxMs: 600_000 }));
    expect(result.verdict).toBe('winnable');
    expectSolutionWins(french, start, result.solution!);
  });

  it('wins French draw-1 deal 34 within 200,000 positions: draws counted from the parent', async () => {
    // The depth-first run penalty counts the single moves a child's move stands for, asked
    // with the child made. Read from the child's stock and waste, where the draws are no
    // longer to be seen, every play from the waste counted as one draw at draw 1 (and the
    // stock's last card as none), however deep it lay; this deal's win, which the
    // streamlined uncovering thread finds, lay past lines of such plays. Draw 1 now runs
    // only the deep homeward thread (score.ts), so the three threads' first slices, the
    // schedule draw 3 keeps, are set here. Most draw-1 talon plays now come as covered
    // plays (talon-plays.ts), which count their draws themselves: the deal is won here
    // even with the plain plays' draws read from the child, so this guards the thread's
    // win and its replay; the count itself the debug build checks at every child the
    // depth-first search makes (search/dfs.ts: the same made and unmade), which fails
    // 41 of this file's and klondike-exact.test.ts's tests with the child's count.
    const found = familyOf(french.variant);
    if (!found.ok) throw new Error(found.error);
    const family = found.value;
    const wasm = await instantiateSolver(await compileSolverModule(debugWasmUrl()));
    const io = () =>
      new Uint8Array(wasm.memory.buffer, wasm.ioBufferPointer(), wasm.ioBufferSize());
    expect(configureFamily(wasm, family)).toBe(STATUS.OK);
    const stages: [method: number, weights: number[], positions: number][] = [
      [0, [4, 6, 1, 0, 1], 20_000],
      [1, [2, 6, 1, 0, 0], 20_000],
      [1, [6, 4, 2, 0, 0], 20_000],
      [2, [6, 4, 2, 0, 1], 40_000],
      [2, [2, 6, 1, 0, 1], 40_000],
      [2, [2, 6, 1, 0, 0], 40_000],
      [0, [2, 6, 1, 0, 0], 0xffffffff],
    ];
    expect(wasm.setStages(stages.length)).toBe(STATUS.OK);
    for (const [stage, [method, weights, positions]] of stages.entries()) {
      expect(wasm.setStageMethod(stage, method)).toBe(STATUS.OK);
      for (const [i, weight] of weights.entries())
        expect(wasm.setStageWeight(stage, i, weight)).toBe(STATUS.OK);
      expect(wasm.setStagePositions(stage, positions)).toBe(STATUS.OK);
    }
    const start = unwrap(french.deal(34));
    expect(writeFamilyPosition(start, family, io())).toBe(true);
    expect(wasm.loadPosition()).toBe(STATUS.OK);
    expect(wasm.solve(64 * 2 ** 20, 200_000, 600_000)).toBe(STATUS.VERDICT_WINNABLE);
    // Won by the streamlined uncovering thread, before the complete search.
    expect(wasm.stagePositionsStored(stages.length - 1)).toBe(0);
    expectSolutionWins(french, start, readFamilyMoves(io(), wasm.solutionMoves(), family));
  });

  it('proves a position lost at once by a card that can never move (stuck.ts)', () => {
    // French clubs, diamonds and hearts, A to 5 (5 the king). 2♣ lies over both its
    // holders, 3♦ and 3♥, face down, and over A♣: it can never go home nor onto a red 3,
    // so nothing under it ever turns up. The other cards play freely (aces home, 4♣ onto a
    // red 5, the waste's cards onto the columns), which the plain search goes through.
    const game = unwrap(
      smallGame({ game: 'klondike', deck: 'french', suits: 3, ranks: 5, columns: 3, draw: 1 }),
    );
    const start = parsedPosition(
      game,
      `Stock: 5C 4D 3C 2H AH AD
       AC 3D 3H | 2C
       5H | 4C
       5D 2D | 4H`,
    );
    expect(rulesCanWin(game, start, () => true)).toBe(false);
    const result = unwrap(solver.solve(game, start));
    expect(result.verdict).toBe('impossible');
    // Seen lost at the root: each stage of the search stores the start alone.
    expect(result.stats.positions).toBeLessThanOrEqual(4);
  });

  it('proves French draw-1 deal 63 impossible at the root: the red queens wait on buried kings', () => {
    // Q♥ (on 10♣ A♠ 5♥ 5♦ K♣ 3♦, face down) and Q♦ (face down under 8♣, on 10♦ 7♠ K♠
    // 4♦) can only move onto a black king or go home. K♣ lies under Q♥ itself and K♠
    // under Q♦, each under face-down cards that stay while the queens do; and lower cards
    // of both suits lie under the queens (5♥, 5♦ and 3♦ under Q♥, 4♦ under Q♦), so
    // neither goes home first. Neither queen ever moves: the deal is lost as dealt.
    const start = unwrap(french.deal(63));
    const result = unwrap(solver.solve(french, start));
    expect(result.verdict).toBe('impossible');
    // Seen lost at the root: each stage of the search stores the start alone.
    expect(result.stats.positions).toBeLessThanOrEqual(4);
  });

  it('proves French draw-3 deal 8 impossible: no draw ever turns up a card that plays', () => {
    const start = unwrap(french3.deal(8));
    expect(rulesCanWin(french3, start, () => true)).toBe(false);
    expect(unwrap(solver.solve(french3, start)).verdict).toBe('impossible');
  });
});
