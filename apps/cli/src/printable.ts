/**
 * Error messages quote what the user gave, and what the user gave may be anything: a
 * move list holding `ESC [ 2 J` would clear the terminal it is quoted to, and a 10 MB
 * card token would put 10 MB on stderr. Every message passes through `printableMessage`
 * on its way out (in `main`), so no command has to remember to.
 */

/** Longer quoted text is cut to its first `EXCERPT_CHARS` characters. */
export const EXCERPT_CHARS = 40;
/** No run of non-space characters longer than this reaches the terminal. */
const LONGEST_WORD = 200;

/**
 * Control characters (C0, DEL, C1) but new line, since messages may span lines, and the
 * bidirectional overrides and isolates, which reorder what a terminal shows.
 */
const UNPRINTABLE = /(?!\n)[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

const NAMED_ESCAPES: Readonly<Record<string, string>> = { '\t': '\\t', '\r': '\\r', '\0': '\\0' };

function escapeOne(char: string): string {
  const named = NAMED_ESCAPES[char];
  if (named !== undefined) return named;
  const code = char.charCodeAt(0);
  return code <= 0xff
    ? `\\x${code.toString(16).padStart(2, '0')}`
    : `\\u${code.toString(16).padStart(4, '0')}`;
}

/** `text` with every control character written as an escape (`\x1b`, `\x07`, `\0`). */
export const escapeControls = (text: string): string => text.replace(UNPRINTABLE, escapeOne);

/** At most `EXCERPT_CHARS` characters of `text`, saying how long it really was. */
export function excerpt(text: string): string {
  if (text.length <= EXCERPT_CHARS) return text;
  // Not cutting a surrogate pair in two, which would print as a replacement character.
  const end = /[\uD800-\uDBFF]/.test(text[EXCERPT_CHARS - 1]!) ? EXCERPT_CHARS - 1 : EXCERPT_CHARS;
  return `${text.slice(0, end)}… (${text.length} characters)`;
}

/**
 * A message fit for a terminal: control characters escaped, the text between double
 * quotes cut to an excerpt, and, for text that is not quoted (or quotes within quotes
 * that pair up wrongly), every run of non-space characters cut to `LONGEST_WORD`.
 */
export function printableMessage(message: string): string {
  return escapeControls(
    message
      .replace(/"([^"\n]*)"/g, (_, quoted: string) => `"${excerpt(quoted)}"`)
      .replace(new RegExp(`\\S{${LONGEST_WORD + 1},}`, 'g'), (word) => excerpt(word)),
  );
}
