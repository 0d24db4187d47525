import { EXCERPT_CHARS, excerpt } from '@naipe/rules';
import { describe, expect, it } from 'vitest';
import { describeProblem, optionLabel } from './notices.js';

describe('notices quoting a link', () => {
  it('cut a long value to an excerpt with its length, in the site language', () => {
    const deal = '9'.repeat(5000);
    expect(excerpt(deal, 'en')).toBe(`${'9'.repeat(EXCERPT_CHARS)}… (5,000 characters)`);
    const said = describeProblem({ code: 'ERR_BAD_DEAL', value: deal, max: 2147483647 }, 'es');
    expect(said).toBe(
      `la partida «${'9'.repeat(EXCERPT_CHARS)}… (${(5000).toLocaleString('es')} caracteres)» no es un número del 1 al 2147483647.`,
    );
  });

  it('show control characters as code points', () => {
    expect(excerpt('a\u001b[2J\u0007', 'en')).toBe('aU+001B[2JU+0007');
  });

  it('say a link was too long, with its length when it could be read', () => {
    expect(describeProblem({ code: 'ERR_LINK_TOO_LONG', length: 16400 }, 'en')).toBe(
      'the link is 16,400 characters long, longer than any Naipe link: it may have been pasted twice.',
    );
    expect(describeProblem({ code: 'ERR_LINK_TOO_LONG', length: undefined }, 'pt')).toBe(
      'o link era longo demais para o servidor ler.',
    );
  });
});

describe('optionLabel', () => {
  it.each([
    ['klondike', 'es', 'Española (48)', 'Francesa (52)'],
    ['spider', 'es', 'Española (96)', 'Francesa (104)'],
    ['spider', 'pt', 'Espanhol (96)', 'Francês (104)'],
    ['spider', 'en', 'Spanish (96)', 'French (104)'],
  ] as const)('names the cards %s deals, in %s', (game, locale, spanish, french) => {
    expect(optionLabel(game, 'deck', 'spanish', locale)).toBe(spanish);
    expect(optionLabel(game, 'deck', 'french', locale)).toBe(french);
  });
});
