import { describe, expect, it } from 'vitest';
import { runMain } from './testing/run.js';

/** Runs a command line that must be refused as a usage error, and returns its message. */
async function usageMessage(args: string[]): Promise<string> {
  const run = await runMain(args);
  expect(run.code).toBe(2);
  expect(run.stdout).toBe('');
  return run.stderr;
}

describe('command-line options say what they did', () => {
  it.each([
    [
      ['deal', 'klondike', '1', '--draw', '1', '--draw', '3'],
      /option --draw given twice \("1", then "3"\)/,
    ],
    [
      ['deal', 'spider', '1', '--suits=2', '--suits', '4'],
      /option --suits given twice \("2", then "4"\)/,
    ],
    [
      ['deal', 'klondike', '1', '--deck', 'french', '--deck', 'french'],
      /option --deck given twice/,
    ],
    [['moves', 'freecell', '--position', 'a', '--position', 'b'], /option --position given twice/],
    [['verify', 'freecell', '1', '--moves', 'a', '--moves', 'b'], /option --moves given twice/],
    [['analyze', 'freecell', '1..2', '--jobs', '1', '--jobs', '2'], /option --jobs given twice/],
    [['analyze', 'freecell', '1..2', '--out', 'a', '--out', 'b'], /option --out given twice/],
  ])('refuses an option given twice: %j', async (args, message) => {
    expect(await usageMessage(args)).toMatch(message);
  });

  it.each([
    [
      ['deal', 'freecell', '-5'],
      /the deal number must be a whole number from 1 to 2147483647, not "-5"/,
    ],
    [['deal', 'klondike', '-1', '--draw', '3'], /the deal number must be .* not "-1"/],
    [['moves', 'freecell', '-7', '--json'], /the deal number must be .* not "-7"/],
    [['solve', 'freecell', '-1'], /the deal number must be .* not "-1"/],
    [['verify', 'freecell', '-2', '--moves', '-'], /the deal number must be .* not "-2"/],
    [
      ['analyze', 'freecell', '-3..5'],
      /bad deal number in the range: .* from 1 to 2147483647, not -3$/m,
    ],
    [['analyze', 'freecell', '3..-5'], /bad deal number in the range: .* not -5$/m],
    // Its place among the arguments is kept: here it stands where the game goes.
    [['deal', '-1', 'freecell'], /unknown game "-1"/],
  ])('calls a negative deal number a bad deal number: %j', async (args, message) => {
    const stderr = await usageMessage(args);
    expect(stderr).toMatch(message);
    expect(stderr).not.toMatch(/unknown option/);
  });

  it('still reads a value that starts with a minus as the value of its option', async () => {
    expect(await usageMessage(['solve', 'freecell', '1', '--budget=-5'])).toMatch(
      /bad --budget "-5"/,
    );
  });

  it.each([
    [['deal', 'freecell', '2147483648'], /not 2147483648, which is too large/],
    [['deal', 'spider', '99999999999999999999'], /not 99999999999999999999, which is too large/],
    [['analyze', 'freecell', '1..2147483648'], /not 2147483648, which is too large/],
    [['analyze', 'freecell', '1..2', '--jobs', '9999'], /not "9999", which is too large/],
    [
      ['solve', 'freecell', '1', '--budget', '99999999999999999999'],
      /positions limit is too large/,
    ],
    [['analyze', 'freecell', '1..2', '--budget', '4GB'], /memory limit is too large/],
  ])('says a limit is too large: %j', async (args, message) => {
    const stderr = await usageMessage(args);
    expect(stderr).toMatch(message);
    expect(stderr).not.toMatch(/at least 1/);
  });
});
