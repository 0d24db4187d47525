import { describe, expect, it } from 'vitest';
import { formatBudget, parseBudget } from './budget.js';
import { CliError, EXIT } from './errors.js';

describe('parseBudget', () => {
  it.each([
    [[], {}],
    [['5'], { maxPositions: 5 }],
    [['2000000'], { maxPositions: 2_000_000 }],
    [['2_000_000'], { maxPositions: 2_000_000 }],
    [['5s'], { maxMs: 5000 }],
    [['1.5s'], { maxMs: 1500 }],
    [['250ms'], { maxMs: 250 }],
    [['2min'], { maxMs: 120_000 }],
    [['256MB'], { maxMemoryBytes: 256 * 2 ** 20 }],
    [['64mib'], { maxMemoryBytes: 64 * 2 ** 20 }],
    [['1GB'], { maxMemoryBytes: 2 ** 30 }],
    [['5s,100000'], { maxMs: 5000, maxPositions: 100_000 }],
    [['1MB'], { maxMemoryBytes: 2 ** 20 }],
    [['1536KB'], { maxMemoryBytes: 1536 * 2 ** 10 }],
    [['5s', '100000', '2MB'], { maxMs: 5000, maxPositions: 100_000, maxMemoryBytes: 2 ** 21 }],
  ])('reads %j', (values, budget) => {
    expect(parseBudget(values)).toEqual(budget);
  });

  it.each([
    [['fast'], /bad --budget "fast": expected positions/],
    [['5 hours'], /bad --budget "5 hours"/],
    [['-5s'], /bad --budget "-5s"/],
    [
      ['0'],
      /"0": the positions limit is too small: it must be from 1 to 9007199254740991 positions$/,
    ],
    [['0.0001s'], /"0.0001s": the time limit is too small: it must be from 1ms to /],
    [['5s', '1min'], /sets the time limit twice/],
    [['1,2'], /sets the positions limit twice/],
    [
      ['99999999999999999999'],
      /the positions limit is too large: it must be from 1 to 9007199254740991 positions$/,
    ],
    [['999999999999min'], /the time limit is too large/],
    [['2GB'], /"2GB": the memory limit is too large: it must be from 1MB to 1GB$/],
    [['500KB'], /"500KB": the memory limit is too small: it must be from 1MB to 1GB$/],
    [['1023KB'], /"1023KB": the memory limit is too small: it must be from 1MB to 1GB$/],
    [['0MB'], /"0MB": the memory limit is too small: it must be from 1MB to 1GB$/],
  ])('rejects %j as a usage error', (values, message) => {
    try {
      parseBudget(values);
      expect.unreachable('parseBudget accepted a bad budget');
    } catch (error) {
      expect(error).toBeInstanceOf(CliError);
      expect((error as CliError).exitCode).toBe(EXIT.usage);
      expect((error as CliError).message).toMatch(message);
    }
  });
});

describe('formatBudget', () => {
  it.each([
    [{}, 'none'],
    [{ maxMs: 5000 }, '5000ms'],
    [{ maxMs: 5000, maxPositions: 100_000, maxMemoryBytes: 2 ** 28 }, '5000ms,100000,256MB'],
    [{ maxMemoryBytes: 1536 * 2 ** 10 }, '1536KB'],
  ])('writes %j as %s, which parseBudget reads back', (budget, text) => {
    expect(formatBudget(budget)).toBe(text);
    if (text !== 'none') expect(parseBudget([text])).toEqual(budget);
  });
});
