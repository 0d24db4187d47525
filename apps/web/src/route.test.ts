import { describe, expect, it } from 'vitest';
import { defaultOptions, parseDeal, readRoute, shareLink, writeRoute } from './route.js';

describe('readRoute', () => {
  it('opens FreeCell with no deal on a plain visit', () => {
    const { route, problems } = readRoute('');
    expect(problems).toEqual([]);
    expect(route).toEqual({
      view: 'play',
      choice: { game: 'freecell', options: {} },
      deal: undefined,
      locale: undefined,
    });
  });

  it('reads a full share link', () => {
    const { route, problems } = readRoute('?game=klondike&deck=french&draw=3&deal=42&lang=pt');
    expect(problems).toEqual([]);
    expect(route.choice).toEqual({ game: 'klondike', options: { deck: 'french', draw: 3 } });
    expect(route.deal).toBe(42);
    expect(route.locale).toBe('pt');
  });

  it('fills options the link leaves out with their defaults', () => {
    expect(readRoute('?game=spider').route.choice.options).toEqual({ deck: 'spanish', suits: 1 });
  });

  it('names an unknown game and opens the fallback game without the deal', () => {
    const { route, problems } = readRoute('?game=poker&deal=5');
    expect(problems).toEqual([
      {
        code: 'ERR_UNKNOWN_GAME',
        value: 'poker',
        allowed: 'freecell, bakers-game, australian, klondike, spider',
      },
    ]);
    expect(route.choice.game).toBe('freecell');
    expect(route.deal).toBeUndefined();
  });

  it('names a bad option value, keeps the default and drops the deal', () => {
    const { route, problems } = readRoute('?game=spider&suits=3&deal=7');
    expect(problems).toEqual([
      { code: 'ERR_BAD_OPTION', game: 'spider', name: 'suits', value: '3', allowed: '1, 2, 4' },
    ]);
    expect(route.choice.options).toEqual({ deck: 'spanish', suits: 1 });
    expect(route.deal).toBeUndefined();
  });

  it('names an option the game does not offer', () => {
    const { problems } = readRoute('?game=freecell&draw=3&deal=1');
    expect(problems).toEqual([{ code: 'ERR_OPTION_NOT_OFFERED', game: 'freecell', name: 'draw' }]);
  });

  it('names a deal out of range, with the range', () => {
    for (const deal of ['0', '-3', '2147483648', 'abc', '1.5', '']) {
      const { route, problems } = readRoute(`?game=bakers-game&deal=${deal}`);
      expect(problems).toEqual([{ code: 'ERR_BAD_DEAL', value: deal, max: 2147483647 }]);
      expect(route.deal).toBeUndefined();
    }
  });

  it('names an unknown language and page', () => {
    const { route, problems } = readRoute('?lang=fr&view=scores');
    expect(problems.map((p) => p.code)).toEqual(['ERR_UNKNOWN_VIEW', 'ERR_UNKNOWN_LANGUAGE']);
    expect(route.view).toBe('play');
    expect(route.locale).toBeUndefined();
  });

  it('uses the given fallback when the link names no game', () => {
    const fallback = {
      game: 'spider' as const,
      options: { deck: 'french' as const, suits: 2 as const },
    };
    expect(readRoute('?view=stats', fallback).route.choice).toEqual(fallback);
  });

  it('takes a deal without a game for a deal of FreeCell, the default game', () => {
    const fallback = {
      game: 'spider' as const,
      options: { deck: 'french' as const, suits: 2 as const },
    };
    const { route, problems } = readRoute('?deal=617', fallback);
    expect(problems).toEqual([]);
    expect(route.choice).toEqual({ game: 'freecell', options: {} });
    expect(route.deal).toBe(617);
    expect(readRoute('?deal=2147483648').problems).toEqual([
      { code: 'ERR_BAD_DEAL', value: '2147483648', max: 2147483647 },
    ]);
  });

  it('reports every problem of a link, not only the first', () => {
    const { route, problems } = readRoute('?game=klondike&draw=2&deck=german&deal=x&lang=fr');
    expect(problems.map((p) => p.code)).toEqual([
      'ERR_UNKNOWN_LANGUAGE',
      'ERR_BAD_OPTION',
      'ERR_BAD_OPTION',
      'ERR_BAD_DEAL',
    ]);
    expect(route.deal).toBeUndefined();
    // With an unknown game, the deal is checked against the largest range of any game.
    expect(readRoute('?game=poker&deal=0').problems).toEqual([
      expect.objectContaining({ code: 'ERR_UNKNOWN_GAME' }),
      { code: 'ERR_BAD_DEAL', value: '0', max: 4294967295 },
    ]);
  });

  it('says a link is too long, read or not', () => {
    const long = `?game=freecell&deal=1&junk=${'x'.repeat(3000)}`;
    const { route, problems } = readRoute(long);
    expect(problems).toEqual([{ code: 'ERR_LINK_TOO_LONG', length: long.length - 1 }]);
    expect(route.deal).toBe(1);
    expect(readRoute('?link=too-long').problems).toEqual([
      { code: 'ERR_LINK_TOO_LONG', length: undefined },
    ]);
  });
});

describe('writeRoute', () => {
  it('round-trips every game with every option value', () => {
    const choices = [
      { game: 'freecell' as const, options: {} },
      { game: 'australian' as const, options: {} },
      { game: 'klondike' as const, options: { deck: 'french' as const, draw: 3 as const } },
      { game: 'spider' as const, options: { deck: 'spanish' as const, suits: 4 as const } },
    ];
    for (const choice of choices) {
      const written = writeRoute({ view: 'rules', choice, deal: 123, locale: 'en' });
      const { route, problems } = readRoute(written);
      expect(problems).toEqual([]);
      expect(route).toEqual({
        view: 'rules',
        choice: {
          game: choice.game,
          options: { ...defaultOptions(choice.game), ...choice.options },
        },
        deal: 123,
        locale: 'en',
      });
    }
  });

  it('writes every offered option, defaults included, so links outlive new defaults', () => {
    expect(writeRoute({ choice: { game: 'klondike', options: {} } })).toBe(
      '?game=klondike&deck=spanish&draw=1',
    );
  });
});

describe('shareLink', () => {
  it('keeps the site address and replaces its query and fragment', () => {
    expect(
      shareLink(
        'https://example.test/naipe/?view=stats#x',
        { game: 'spider', options: { suits: 2 } },
        9,
      ),
    ).toBe('https://example.test/naipe/?game=spider&deck=spanish&suits=2&deal=9');
  });
});

describe('parseDeal', () => {
  it('takes digits within the game’s range, with spaces around', () => {
    expect(parseDeal(' 17 ', 'freecell')).toBe(17);
    expect(parseDeal('4294967295', 'klondike')).toBe(4294967295);
    expect(parseDeal('4294967295', 'freecell')).toBeUndefined();
    expect(parseDeal('1e3', 'freecell')).toBeUndefined();
  });
});
