/**
 * The rule book says what the table says: its cards by the table's names, its buttons by
 * their labels, its piles by the table's words, and every key the table answers to.
 * The names come from the tables the table itself reads (the rules' decks, its label
 * catalogues), so a label changed there fails here until the rules follow.
 */
import {
  card,
  cardName,
  FRENCH,
  GAME_IDS,
  LOCALES,
  type Locale,
  resolveOptions,
  SPANISH,
  variantOf,
} from '@naipe/rules';
import { CATALOGUES } from '@naipe/table';
import { describe, expect, it } from 'vitest';
import { SITE_MESSAGES } from '../i18n.js';
import { RULES, tableSections } from './book.js';
import type { RulesBook } from './shape.js';

const textOf = (book: RulesBook, only?: keyof RulesBook['games']): string =>
  [
    ...Object.entries(book.games)
      .filter(([game]) => only === undefined || game === only)
      .flatMap(([, page]) => [
        page.summary,
        page.tap,
        ...page.sections.flatMap((s) => [s.heading, ...s.items]),
      ]),
    ...(only === undefined ? book.shared.flatMap((s) => [s.heading, ...s.items]) : []),
  ].join('\n');

const hasWord = (text: string, word: string) =>
  new RegExp(`(^|[^\\p{L}])${word}($|[^\\p{L}])`, 'iu').test(text);

/** A name as the rule book quotes it: “New deal” in English, «Nueva partida» otherwise. */
const quoted = (locale: Locale, name: string) => (locale === 'en' ? `“${name}”` : `«${name}»`);

/** Every name the book puts in quotes. */
const quotedNames = (locale: Locale, text: string) =>
  [...text.matchAll(locale === 'en' ? /“([^”]*)”/g : /«([^»]*)»/g)].map((m) => m[1]!);

describe.each(LOCALES)('the %s rule book', (locale) => {
  const book = RULES[locale];
  const all = textOf(book);

  it('names the Spanish cards as the table does', () => {
    const deal = book.games.klondike.sections[0]!.items[0]!;
    for (const suit of SPANISH.suits) expect(deal).toContain(suit.names[locale]);
    for (const rank of SPANISH.ranks.slice(9)) {
      expect(deal).toContain(`${rank.names[locale]} (${rank.label})`);
    }
    const klondike = textOf(book, 'klondike');
    // The 7 of oros, the 9 of espadas, the 8 of oros and the sota of copas.
    for (const example of [card(0, 7), card(2, 9), card(0, 8), card(1, 10)]) {
      expect(klondike).toContain(cardName(SPANISH, example, locale));
    }
    // Any 7 on the 8 of espadas.
    expect(textOf(book, 'spider')).toContain(cardName(SPANISH, card(2, 8), locale));
  });

  it("uses no other language's name of a suit or a court card", () => {
    const names = (l: Locale) =>
      [FRENCH, SPANISH].flatMap((deck) => [
        ...deck.suits.map((s) => s.names[l]),
        ...deck.ranks.slice(9).map((r) => r.names[l]),
      ]);
    const own = new Set(names(locale));
    const foreign = LOCALES.flatMap(names).filter((name) => name.length > 2 && !own.has(name));
    expect(foreign.filter((name) => hasWord(all, name))).toEqual([]);
  });

  it("quotes only the table's and the site's own labels", () => {
    const labels = new Set([
      ...Object.values(CATALOGUES[locale]),
      ...Object.values(SITE_MESSAGES[locale]),
    ]);
    const names = quotedNames(locale, all);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => !labels.has(name))).toEqual([]);
  });

  it('names the buttons and settings it speaks of by their labels', () => {
    const table = CATALOGUES[locale];
    for (const key of [
      'newDeal',
      'undo',
      'redo',
      'hint',
      'playToEnd',
      'finish',
      'winnableOnly',
      'options',
      'undoToWinnable',
    ] as const) {
      expect(all, key).toContain(quoted(locale, table[key]));
    }
    expect(textOf(book, 'klondike')).toContain(quoted(locale, table.finish));
  });

  it("calls the foundations by the table's word, and by no other", () => {
    const word = CATALOGUES[locale].foundation.split(' ')[0]!.toLowerCase();
    for (const game of ['freecell', 'bakers-game', 'australian', 'klondike'] as const) {
      expect(textOf(book, game).toLowerCase(), game).toContain(word);
    }
    const others: Record<Locale, RegExp> = {
      es: /\b(bases?|mont[oó]n|montones|pilas?)\b/iu,
      pt: /\b(bases?|pilhas?|montes de naipe)\b/iu,
      en: /\b(bases?|home piles?|piles? home)\b/iu,
    };
    expect(all.match(others[locale])?.[0]).toBeUndefined();
  });

  it('says where a tap sends a card as each game plays: a foundation or a cell where it has one', () => {
    const foundation = CATALOGUES[locale].foundation.split(' ')[0]!;
    const CELL: Record<Locale, string> = { es: 'celda', pt: 'célula', en: 'cell' };
    const cell = CELL[locale];
    expect(CATALOGUES[locale].cell.toLowerCase()).toContain(cell);
    for (const game of GAME_IDS) {
      const v = variantOf(game, resolveOptions(game));
      const [table] = tableSections(book, game);
      expect(table!.heading).toBe(book.shared[0]!.heading);
      expect(table!.items[0], game).toBe(book.games[game].tap);
      const text = table!.items.join('\n');
      expect(hasWord(text, foundation), `${game}: ${text}`).toBe(v.foundations);
      expect(hasWord(text, cell), `${game}: ${text}`).toBe(v.cells > 0);
    }
  });

  it('lists every key the table answers to', () => {
    // The bindings of packages/table/src/model/keyboard.ts, as each language names them.
    const KEYS: Record<Locale, readonly string[]> = {
      es: [
        'flechas',
        'Inicio',
        'Fin',
        'Intro',
        'Espacio',
        'Escape',
        'Ctrl+Z',
        'Ctrl+Y',
        'Ctrl+Mayús+Z',
        'H',
        'Cmd',
      ],
      pt: [
        'setas',
        'Home',
        'End',
        'Enter',
        'Espaço',
        'Escape',
        'Ctrl+Z',
        'Ctrl+Y',
        'Ctrl+Shift+Z',
        'H',
        'Cmd',
      ],
      en: [
        'arrow keys',
        'Home',
        'End',
        'Enter',
        'Space',
        'Escape',
        'Ctrl+Z',
        'Ctrl+Y',
        'Ctrl+Shift+Z',
        'H',
        'Cmd',
      ],
    };
    const table = book.shared[0]!.items.join('\n');
    for (const key of KEYS[locale])
      expect(table, key).toMatch(new RegExp(`(^|[\\s(])${key.replaceAll('+', '\\+')}[\\s,.)]`));
  });
});
