/**
 * Properties over random deals and random legal playouts of every game and variant. Each
 * playout mixes random legal moves with the rule-of-thumb useful move, so games also make
 * progress (foundations, Spider runs, redeals), and checks at every step:
 * cards are conserved, every generated move plays (and nothing else does), undo and redo
 * give back identical positions, both notations round-trip, and the outcome agrees with
 * the moves left.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bruteForceMoves } from '../test/brute-force.js';
import { ALL_VARIANTS, game, variantName } from '../test/support.js';
import type { Game } from './game.js';
import type { Position } from './position.js';
import { positionsEqual } from './position.js';

/** Fixed so failures reproduce; set NAIPE_PROPERTY_SEED to explore other playouts. */
const SEED = Number(process.env.NAIPE_PROPERTY_SEED ?? 2718281);
const RUNS = 4;
const MOVES_PER_PLAYOUT = 70;

/**
 * An independent view of "stuck": in Klondike, where the stock turns round for ever,
 * stuck means no transfer in any position reachable by drawing and turning the waste
 * over (explored breadth first); elsewhere it means no legal move at all.
 */
function neverAnyTransfer(g: Game, start: Position): boolean {
  if (!g.variant.redeal) return g.legalMoves(start).length === 0;
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const p = queue.shift()!;
    const key = g.makePosition(p);
    if (seen.has(key)) continue;
    seen.add(key);
    for (const m of g.legalMoves(p)) {
      if (m.kind === 'transfer') return false;
      const next = g.play(p, m);
      if (next.ok) queue.push(next.value);
    }
  }
  return true;
}

function checkNotation(g: Game, p: Position) {
  const text = g.makePosition(p);
  const parsed = g.parsePosition(text);
  if (!parsed.ok) throw new Error(`${parsed.error.message}\n${text}`);
  expect(positionsEqual(parsed.value, p)).toBe(true);
  expect(g.makePosition(parsed.value)).toBe(text);
}

function checkMoves(g: Game, p: Position, step: number) {
  const moves = g.legalMoves(p);
  const texts = moves.map((m) => g.makeMove(m));
  expect(new Set(texts).size).toBe(texts.length);
  for (const m of moves) {
    // Move notation round-trips: the text reads back as the same move.
    const read = g.parseMove(g.makeMove(m));
    expect(read.ok).toBe(true);
    if (!read.ok) continue;
    const resolved = g.checkMove(p, read.value);
    expect(resolved.ok && resolved.value).toEqual(m);
    // Every generated move plays, onto a position that still holds every card.
    const next = g.play(p, m);
    expect(next.ok).toBe(true);
    if (next.ok && step % 5 === 0) expect(g.fromSetup(next.value).ok).toBe(true);
  }
  if (step % 10 === 0) expect([...texts].sort()).toEqual(bruteForceMoves(g, p));
  return moves;
}

function checkOutcome(g: Game, p: Position) {
  const outcome = g.outcome(p);
  expect(outcome === 'won').toBe(g.isWon(p));
  if (outcome !== 'won') expect(outcome === 'stuck').toBe(neverAnyTransfer(g, p));
  return outcome;
}

interface Tally {
  moves: number;
  homeMax: number;
}

function playout(g: Game, deal: number, choices: readonly number[], tally: Tally) {
  const dealt = g.deal(deal);
  if (!dealt.ok) throw new Error(dealt.error.message);
  const history = g.history(dealt.value);
  for (const [step, choice] of choices.entries()) {
    const p = history.position;
    const text = g.makePosition(p);
    expect(g.fromSetup(p).ok).toBe(true);
    checkNotation(g, p);
    const outcome = checkOutcome(g, p);
    const moves = checkMoves(g, p, step);
    if (outcome !== 'playing' && moves.length === 0) break;
    if (g.canFinish(p)) {
      for (const m of g.finishMoves(p)) expect(history.play(m).ok).toBe(true);
      expect(g.outcome(history.position)).toBe('won');
      break;
    }
    const useful = choice % 3 === 0 ? g.usefulMove(p) : undefined;
    const chosen = useful ?? moves[choice % moves.length]!;
    expect(history.play(chosen).ok).toBe(true);
    tally.moves++;
    const after = history.position;
    expect(g.makePosition(p), 'play leaves the earlier position untouched').toBe(text);
    expect(history.undo()).toBe(true);
    expect(history.position).toBe(p);
    expect(positionsEqual(history.position, p)).toBe(true);
    expect(g.makePosition(history.position)).toBe(text);
    expect(history.redo()).toBe(true);
    expect(positionsEqual(history.position, after)).toBe(true);
    tally.homeMax = Math.max(tally.homeMax, g.cardsHome(after));
  }
}

describe('random playouts', () => {
  let totalMoves = 0;

  for (const v of ALL_VARIANTS) {
    it(`${variantName(v)}: conservation, generation, undo, notation and outcome hold`, () => {
      const g = game(v.id, v.options);
      const tally: Tally = { moves: 0, homeMax: 0 };
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: g.info.maxDeal }),
          fc.array(fc.nat(), { minLength: MOVES_PER_PLAYOUT, maxLength: MOVES_PER_PLAYOUT }),
          (deal, choices) => playout(g, deal, choices, tally),
        ),
        { numRuns: RUNS, seed: SEED },
      );
      // The playouts really played (Baker's Game often gets stuck early), and made progress.
      expect(tally.moves).toBeGreaterThan(RUNS * 5);
      if (v.id !== 'spider') expect(tally.homeMax).toBeGreaterThan(0);
      totalMoves += tally.moves;
    });
  }

  it('played thousands of moves in all', () => {
    expect(totalMoves).toBeGreaterThan(3000);
  });
});
