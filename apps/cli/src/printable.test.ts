import { describe, expect, it } from 'vitest';
import { EXCERPT_CHARS, escapeControls, excerpt, printableMessage } from './printable.js';
import { NEARLY_WON_FREECELL } from './testing/positions.js';
import { runMain } from './testing/run.js';

/** Any character a terminal would act on rather than show. */
const CONTROL = /(?!\n)[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

describe('printable messages', () => {
  it('writes control characters as escapes', () => {
    expect(escapeControls('a\u001b[2Jb\u0007c\u0000d\te\u009bf\u202eg')).toBe(
      'a\\x1b[2Jb\\x07c\\0d\\te\\x9bf\\u202eg',
    );
    expect(escapeControls('line one\nline two')).toBe('line one\nline two');
  });

  it('cuts long text to an excerpt that says how long it was', () => {
    expect(excerpt('x'.repeat(EXCERPT_CHARS))).toBe('x'.repeat(EXCERPT_CHARS));
    expect(excerpt('x'.repeat(1000))).toBe(`${'x'.repeat(EXCERPT_CHARS)}… (1000 characters)`);
    // A suit symbol astride the cut is not split into half a character.
    const astride = `${'x'.repeat(EXCERPT_CHARS - 1)}🂡🂡`;
    expect(excerpt(astride).startsWith(`${'x'.repeat(EXCERPT_CHARS - 1)}…`)).toBe(true);
  });

  it('shortens quoted text, and any overlong word, in a message', () => {
    const token = 'Q'.repeat(5000);
    expect(printableMessage(`"${token}" is not a card`)).toBe(
      `"${'Q'.repeat(EXCERPT_CHARS)}… (5000 characters)" is not a card`,
    );
    // Quotes inside the token pair up wrongly; the word limit still holds.
    const quoted = printableMessage(`"${'"'.repeat(5000)}" is not a card`);
    expect(quoted.length).toBeLessThan(300);
  });
});

describe('error messages quoting what the user gave (exit codes unchanged)', () => {
  const stderrOf = async (args: string[], stdin = '') => {
    const run = await runMain(args, stdin);
    return { ...run, line: run.stderr.split('\n')[0]! };
  };

  it('escapes an escape sequence in a move list instead of sending it to the terminal', async () => {
    const run = await stderrOf(['verify', 'freecell', '1', '--moves', '-'], '1a \u001b[2J 2b');
    expect(run.code).toBe(3);
    expect(run.stderr).not.toMatch(CONTROL);
    expect(run.line).toContain('move 2 "\\x1b[2J"');
  });

  it('escapes a bell and a NUL in a position', async () => {
    const board = NEARLY_WON_FREECELL.replace('KC', 'KC \u0007\u0000');
    const run = await stderrOf(['moves', 'freecell', '--position', '-'], board);
    expect(run.code).toBe(3);
    expect(run.stderr).not.toMatch(CONTROL);
    expect(run.line).toContain('"\\x07\\0" is not a card');
  });

  it('quotes at most an excerpt of a huge bad token', async () => {
    const token = `Z${'9'.repeat(500_000)}`;
    const board = NEARLY_WON_FREECELL.replace('KC', `KC ${token}`);
    const run = await stderrOf(['moves', 'freecell', '--position', '-'], board);
    expect(run.code).toBe(3);
    expect(run.stderr.length).toBeLessThan(1_000);
    expect(run.line).toContain(`"Z${'9'.repeat(EXCERPT_CHARS - 1)}… (500001 characters)"`);
  });

  it.each([
    [['deal', '\u001b]0;pwned\u0007', '1']],
    [['\u001b[31mred']],
    [['deal', 'klondike', '1', '--draw', '\u001b[2J']],
    [['deal', 'freecell', `9${'\u0007'.repeat(100_000)}`]],
    [['analyze', 'freecell', '\u001b[2J..5']],
    [['solve', 'freecell', '1', '--budget', '\u001b[2J']],
  ])('escapes and shortens a bad argument: %#', async (args) => {
    const run = await runMain(args);
    expect(run.code).toBe(2);
    expect(run.stderr).not.toMatch(CONTROL);
    expect(run.stderr.length).toBeLessThan(1_000);
  });
});
