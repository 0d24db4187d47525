/**
 * Quoting what someone gave in a message a person reads, as the site and the table do: a
 * value may be anything, so it is cut to its first `EXCERPT_CHARS` characters with its
 * length (a 5,000-digit deal would stretch a page), and control characters, which an
 * attribute or a percent-encoded link may carry, show as the code points they are
 * (U+001B), as do the bidirectional controls that would reorder the text around them.
 * The rules' own messages quote what they were given between double quotes, so
 * `excerptQuoted` cuts each quoted part of one.
 */
import type { Locale, Names } from './deck.js';

/** Longer values are cut to their first `EXCERPT_CHARS` characters. */
export const EXCERPT_CHARS = 40;

/** Past this many characters without a space, unquoted text is cut too. */
const LONGEST_WORD = 2 * EXCERPT_CHARS;

const UNPRINTABLE = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

const CHARACTERS: Names = { es: 'caracteres', pt: 'caracteres', en: 'characters' };

/** `text` with each control character written as its code point, `U+001B`. */
export const visibleControls = (text: string): string =>
  text.replace(
    UNPRINTABLE,
    (c) => `U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`,
  );

/** At most `EXCERPT_CHARS` characters of `value`, controls visible, saying how long it was. */
export function excerpt(value: string, locale: Locale): string {
  if (value.length <= EXCERPT_CHARS) return visibleControls(value);
  // Not cutting a surrogate pair in two, which would show as a replacement character.
  const last = value.charCodeAt(EXCERPT_CHARS - 1);
  const end = last >= 0xd800 && last <= 0xdbff ? EXCERPT_CHARS - 1 : EXCERPT_CHARS;
  const length = value.length.toLocaleString(locale);
  return `${visibleControls(value.slice(0, end))}… (${length} ${CHARACTERS[locale]})`;
}

/**
 * A message (the rules' errors quote between double quotes) with every quoted part cut
 * to an excerpt, and any run of more than `LONGEST_WORD` characters without a space
 * outside them too (a value holding a double quote pairs the quotes up wrongly).
 */
export function excerptQuoted(message: string, locale: Locale): string {
  return visibleControls(
    message
      .replace(/"([^"]*)"/g, (_, quoted: string) => `"${excerpt(quoted, locale)}"`)
      .replace(new RegExp(`\\S{${LONGEST_WORD + 1},}`, 'g'), (word) => excerpt(word, locale)),
  );
}
