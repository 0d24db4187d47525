import { card, FRENCH, Game, type Move, SPANISH, unwrap } from '@naipe/rules';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, format, formatDuration, sentences, Translator } from './i18n.js';

describe('catalogues', () => {
  it('translate every key into every language, with the same slots', () => {
    const slots = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, spanish] of Object.entries(CATALOGUES.es)) {
      for (const locale of ['pt', 'en'] as const) {
        const other = CATALOGUES[locale][key as keyof typeof CATALOGUES.es];
        expect(other, `${locale}.${key}`).toBeTruthy();
        expect(slots(other), `${locale}.${key}`).toEqual(slots(spanish));
      }
    }
  });

  it('say a missing verdict in the player’s words, not the solver’s', () => {
    expect(CATALOGUES.en.unknown).toBe('Too hard to tell yet whether this game can be won');
    for (const locale of ['es', 'pt', 'en'] as const) {
      expect(CATALOGUES[locale].unknown, locale).not.toMatch(
        /budget|presupuesto|orçamento|verdict|veredicto|veredito/i,
      );
    }
  });

  it('name the offer of a winnable deal in each language, Brazilian Portuguese included', () => {
    expect(CATALOGUES.es.newWinnableDeal).toBe('Nueva partida ganable');
    expect(CATALOGUES.pt.newWinnableDeal).toBe('Novo jogo vencível');
    expect(CATALOGUES.en.newWinnableDeal).toBe('New winnable deal');
    for (const locale of ['es', 'pt', 'en'] as const) {
      expect(CATALOGUES[locale].offerWinnableDeal, locale).toContain(
        CATALOGUES[locale].newWinnableDeal,
      );
    }
  });

  it('name the warning’s undo button as the offer of a winnable deal names its own', () => {
    for (const locale of ['es', 'pt', 'en'] as const) {
      expect(CATALOGUES[locale].offerUndoToWinnable, locale).toContain(
        CATALOGUES[locale].undoToWinnable,
      );
    }
  });

  it('are really translated, not copied', () => {
    expect(CATALOGUES.pt.undo).not.toBe(CATALOGUES.es.undo);
    expect(CATALOGUES.en.newDeal).not.toBe(CATALOGUES.es.newDeal);
  });
});

describe('Translator', () => {
  it('names cards as a player says them', () => {
    const sevenOfCups = card(1, 7);
    expect(new Translator('es', SPANISH).card(sevenOfCups)).toBe('siete de copas');
    expect(new Translator('pt', SPANISH).card(sevenOfCups)).toBe('sete de copas');
    expect(new Translator('en', SPANISH).card(sevenOfCups)).toBe('seven of cups');
    expect(new Translator('es', FRENCH).card(card(2, 11))).toBe('J de corazones');
  });

  it('names places and moves', () => {
    const t = new Translator('es', FRENCH);
    expect(t.pile({ kind: 'column', index: 2 })).toBe('Columna 3');
    expect(t.pile({ kind: 'foundation', suit: 3 })).toBe('Fundación de picas');
    const move: Move = {
      kind: 'transfer',
      from: { kind: 'column', index: 0 },
      to: { kind: 'column', index: 4 },
      count: 3,
    };
    expect(t.move(move, card(2, 7), false)).toBe('7 de corazones y 2 más a la columna 5');
    expect(new Translator('en', FRENCH).move({ kind: 'stock' }, undefined, true)).toBe(
      'You deal a card onto every column',
    );
  });

  it('counts what is home: foundation cards, or in Spider the runs that left the table', () => {
    const spider = unwrap(Game.create('spider', { suits: 2 }));
    const dealt = unwrap(spider.deal(1));
    const won = { ...dealt, columns: dealt.columns.map(() => ({ down: [], up: [] })), stock: [] };
    const end = { ...won, completed: spider.variant.series.flatMap((n, s) => Array(n).fill(s)) };
    expect(new Translator('pt', spider.deck).home(spider, end)).toEqual({
      label: 'Sequências completas',
      value: '8 de 8',
    });
    expect(new Translator('es', spider.deck).home(spider, dealt)).toEqual({
      label: 'Escaleras completas',
      value: '0 de 8',
    });
    expect(new Translator('en', spider.deck).home(spider, dealt).label).toBe('Completed runs');
    const freecell = unwrap(Game.create('freecell'));
    expect(new Translator('pt', FRENCH).home(freecell, unwrap(freecell.deal(1)))).toEqual({
      label: 'Na fundação',
      value: '0 de 52',
    });
  });

  it('says a won game’s moves and time, one move as one', () => {
    expect(new Translator('es', SPANISH).wonDetail(85, 187_400)).toBe('85 movimientos en 3:07');
    expect(new Translator('pt', SPANISH).wonDetail(1, 4_000)).toBe('1 movimento em 0:04');
    expect(new Translator('en', FRENCH).wonDetail(1, 4_000)).toBe('1 move in 0:04');
    expect(new Translator('en', FRENCH).wonDetail(2, 3_661_000)).toBe('2 moves in 1:01:01');
  });

  it('joins sentences with full stops, keeping their own', () => {
    expect(sentences('5 de picas a su fundación', '¡Partida ganada!')).toBe(
      '5 de picas a su fundación. ¡Partida ganada!',
    );
    expect(sentences('Esa jugada ha dejado la partida sin solución.', 'Ya no se puede ganar')).toBe(
      'Esa jugada ha dejado la partida sin solución. Ya no se puede ganar',
    );
    expect(sentences(undefined, 'Deshecho', '')).toBe('Deshecho');
    expect(sentences()).toBe('');
  });

  it('fills slots and leaves unknown ones visible', () => {
    expect(format('{a} de {b}', { a: 1, b: 'x' })).toBe('1 de x');
    expect(format('{a} {missing}', { a: 1 })).toBe('1 {missing}');
  });
});

describe('formatDuration', () => {
  it('writes m:ss, and h:mm:ss past the hour', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(65_400)).toBe('1:05');
    expect(formatDuration(3_600_000 + 61_000)).toBe('1:01:01');
    expect(formatDuration(-5)).toBe('0:00');
  });
});
