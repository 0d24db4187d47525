import { describe, expect, it } from 'vitest';
import { EXCERPT_CHARS, excerpt, excerptQuoted, visibleControls } from './excerpt.js';
import { Game } from './game.js';
import { unwrap } from './result.js';

describe('excerpt', () => {
  it('keeps a short value whole and cuts a long one, saying its length in the language', () => {
    expect(excerpt('617', 'en')).toBe('617');
    expect(excerpt('x'.repeat(EXCERPT_CHARS), 'en')).toBe('x'.repeat(EXCERPT_CHARS));
    const deal = '9'.repeat(5000);
    expect(excerpt(deal, 'en')).toBe(`${'9'.repeat(EXCERPT_CHARS)}… (5,000 characters)`);
    expect(excerpt(deal, 'pt')).toBe(
      `${'9'.repeat(EXCERPT_CHARS)}… (${(5000).toLocaleString('pt')} caracteres)`,
    );
    expect(excerpt('9'.repeat(12_345), 'es')).toBe(
      `${'9'.repeat(EXCERPT_CHARS)}… (12.345 caracteres)`,
    );
  });

  it('shows control and bidirectional characters as code points', () => {
    expect(excerpt('a\u001b[2J\u0007\u0000', 'en')).toBe('aU+001B[2JU+0007U+0000');
    expect(visibleControls('\u202egnp.exe')).toBe('U+202Egnp.exe');
    expect(visibleControls('línea\tdos')).toBe('líneaU+0009dos');
  });

  it('never cuts a surrogate pair in two', () => {
    const cut = excerpt(`${'x'.repeat(EXCERPT_CHARS - 1)}🂡${'y'.repeat(50)}`, 'en');
    expect(cut.startsWith(`${'x'.repeat(EXCERPT_CHARS - 1)}…`)).toBe(true);
  });
});

describe('excerptQuoted', () => {
  it('cuts each value a rules message quotes, and keeps the rest of it', () => {
    const deck = 'z'.repeat(5000);
    const error = Game.create('klondike', { deck: deck as 'french' });
    expect(error.ok).toBe(false);
    if (error.ok) return;
    expect(excerptQuoted(error.error.message, 'en')).toBe(
      `klondike option deck must be one of spanish, french, not "${'z'.repeat(EXCERPT_CHARS)}… (5,000 characters)"`,
    );
    const bad = unwrap(Game.create('freecell')).parsePosition(`AS "${'Q'.repeat(3000)}`);
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    const said = excerptQuoted(bad.error.message, 'en');
    expect(said.length).toBeLessThan(200);
    // The token's own quote pairs with the message's: the run of 3,003 characters
    // (`"`, `"`, 3,000 Qs, `"`) is cut as a word.
    expect(said).toContain('(3,003 characters)');
    expect(excerptQuoted('unknown game "\u001b[2J"', 'en')).toBe('unknown game "U+001B[2J"');
  });
});
