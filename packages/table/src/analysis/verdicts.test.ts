import { describe, expect, it } from 'vitest';
import type { AnalysisResult } from './service.js';
import { type Entry, inferFromParent, solverStatus } from './verdicts.js';

const done = (verdict: AnalysisResult['verdict'], solution?: never[]): Entry => ({
  state: 'done',
  result: { verdict, stats: {}, ...(solution ? { solution } : {}) },
});

describe('solverStatus', () => {
  it('says nothing but "unsupported" for games the solver does not cover', () => {
    expect(solverStatus(new Map([['a', done('winnable')]]), ['a'], false)).toEqual({
      kind: 'unsupported',
    });
  });

  it('is analysing until the current position has its verdict', () => {
    expect(solverStatus(new Map(), ['a'], true).kind).toBe('analysing');
    expect(solverStatus(new Map([['a', { state: 'pending' }]]), ['a'], true).kind).toBe(
      'analysing',
    );
    expect(solverStatus(new Map([['a', { state: 'failed', message: 'x' }]]), ['a'], true)).toEqual({
      kind: 'failed',
      message: 'x',
    });
  });

  it('stays "too hard to tell" while the next position of a game already so is analysed', () => {
    const quickLook = { verdict: 'unknown', stats: {} } as const;
    const book = new Map<string, Entry>([
      ['start', done('unknown')],
      ['one', { state: 'pending', quickLook }],
      ['two', { state: 'pending', quickLook }],
      ['three', { state: 'pending' }],
    ]);
    expect(solverStatus(book, ['start', 'one'], true).kind).toBe('unknown');
    expect(solverStatus(book, ['start', 'one', 'two'], true).kind).toBe('unknown');
    // Before its own quick look has answered, or where the game was not hard before.
    expect(solverStatus(book, ['start', 'one', 'two', 'three'], true).kind).toBe('analysing');
    expect(solverStatus(book, ['one'], true).kind).toBe('analysing');
    book.set('start', done('winnable'));
    expect(solverStatus(book, ['start', 'one'], true).kind).toBe('analysing');
  });

  it('tells a lost game from one that never could be won', () => {
    const book = new Map<string, Entry>([
      ['start', done('winnable')],
      ['one', done('winnable')],
      ['two', done('unknown')],
      ['three', done('impossible')],
    ]);
    expect(solverStatus(book, ['start', 'one', 'two', 'three'], true)).toEqual({
      kind: 'lost',
      undoTo: 1,
      lostBy: 'unsure',
    });
    expect(solverStatus(book, ['start', 'one'], true).kind).toBe('winnable');
    expect(solverStatus(book, ['start', 'one', 'two'], true).kind).toBe('unknown');
    const hopeless = new Map<string, Entry>([
      ['start', done('impossible')],
      ['one', done('impossible')],
    ]);
    expect(solverStatus(hopeless, ['start', 'one'], true).kind).toBe('impossible-start');
    const unsure = new Map<string, Entry>([
      ['start', done('unknown')],
      ['one', done('impossible')],
    ]);
    expect(solverStatus(unsure, ['start', 'one'], true).kind).toBe('impossible-here');
  });

  it('names the move that lost the game: the last, an earlier one, or one since', () => {
    const book = new Map<string, Entry>([
      ['start', done('winnable')],
      ['lost', done('impossible')],
      ['on', done('impossible')],
      ['unjudged', { state: 'pending' }],
      ['hard', done('unknown')],
    ]);
    const lostBy = (line: string[]) => {
      const status = solverStatus(book, line, true);
      return status.kind === 'lost' ? status.lostBy : status.kind;
    };
    expect(lostBy(['start', 'lost'])).toBe('last');
    expect(lostBy(['start', 'lost', 'on'])).toBe('earlier');
    // Known impossible before the last move, even with positions unjudged between.
    expect(lostBy(['start', 'unjudged', 'lost', 'on'])).toBe('earlier');
    expect(lostBy(['start', 'unjudged', 'lost'])).toBe('unsure');
    expect(lostBy(['start', 'hard', 'unjudged', 'lost'])).toBe('unsure');
  });
});

describe('inferFromParent', () => {
  const move = { kind: 'stock' } as const;
  it('keeps a position impossible whatever is played', () => {
    expect(inferFromParent(done('impossible'), 'child', undefined)?.verdict).toBe('impossible');
  });

  it('follows the winning line one move on, and only that line', () => {
    const parent: Entry = {
      state: 'done',
      result: { verdict: 'winnable', solution: [move, move], stats: {} },
    };
    expect(inferFromParent(parent, 'next', 'next')).toEqual({
      verdict: 'winnable',
      solution: [move],
      stats: { inferred: true },
    });
    expect(inferFromParent(parent, 'elsewhere', 'next')).toBeUndefined();
  });

  it('infers nothing from an unknown or missing parent', () => {
    expect(inferFromParent(done('unknown'), 'a', 'a')).toBeUndefined();
    expect(inferFromParent(undefined, 'a', 'a')).toBeUndefined();
    expect(inferFromParent({ state: 'pending' }, 'a', 'a')).toBeUndefined();
  });
});
