import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TABLE_SETTINGS,
  makePreferences,
  type Preferences,
  readPreferences,
  tableSettings,
  withTableSettings,
} from './preferences.js';

const FULL: Preferences = {
  locale: 'en',
  game: 'australian',
  options: { klondike: '?game=klondike&deck=french&draw=3', australian: '?game=australian' },
  games: { australian: { winnableOnly: true, autoSafe: false }, freecell: { autoSafe: true } },
  fourColour: true,
  back: 'rings',
};

describe('readPreferences', () => {
  it('reads what makePreferences wrote', () => {
    expect(readPreferences(makePreferences(FULL))).toEqual({ prefs: FULL, problems: [] });
  });

  it('reads nothing saved as no preferences', () => {
    expect(readPreferences(null)).toEqual({ prefs: {}, problems: [] });
  });

  it.each([
    ['{"locale":', 'ERR_NOT_JSON'],
    ['', 'ERR_NOT_JSON'],
    ['null', 'ERR_NOT_AN_OBJECT'],
    ['[1,2]', 'ERR_NOT_AN_OBJECT'],
    ['"en"', 'ERR_NOT_AN_OBJECT'],
  ])('reads %j as no preferences, with %s', (raw, code) => {
    expect(readPreferences(raw)).toEqual({ prefs: {}, problems: [{ code }] });
  });

  it('drops each bad field alone and keeps the others', () => {
    const raw = JSON.stringify({
      locale: 'en',
      game: 7,
      options: { klondike: '?game=klondike&draw=3', spider: 5, solitaire: '?game=x' },
      games: {
        australian: { winnableOnly: true, autoSafe: 'yes', colour: 1 },
        freecell: 'on',
        patience: { winnableOnly: true },
      },
      fourColour: 'true',
      back: 'tartan',
      extra: 1,
    });
    const { prefs, problems } = readPreferences(raw);
    expect(prefs).toEqual({
      locale: 'en',
      options: { klondike: '?game=klondike&draw=3' },
      games: { australian: { winnableOnly: true } },
    });
    expect(problems.map((p) => (p.code === 'ERR_BAD_FIELD' ? p.field : p.code))).toEqual([
      'game',
      'options.spider',
      'options.solitaire',
      'games.australian.autoSafe',
      'games.australian.colour',
      'games.freecell',
      'games.patience',
      'fourColour',
      'back',
      'extra',
    ]);
  });
});

describe('table settings', () => {
  it("are the table's defaults for a game never set", () => {
    expect(tableSettings({}, 'spider')).toEqual(DEFAULT_TABLE_SETTINGS);
    expect(tableSettings(FULL, 'spider')).toEqual({
      ...DEFAULT_TABLE_SETTINGS,
      fourColour: true,
      back: 'rings',
    });
  });

  it('are kept per game for winnable deals and safe moves, for all games for the looks', () => {
    const chosen = {
      winnableOnly: true,
      autoSafe: true,
      fourColour: true,
      back: 'stripes',
    } as const;
    const prefs = withTableSettings(FULL, 'klondike', chosen);
    expect(tableSettings(prefs, 'klondike')).toEqual(chosen);
    expect(tableSettings(prefs, 'australian')).toEqual({ ...chosen, autoSafe: false });
    expect(tableSettings(prefs, 'freecell')).toEqual({ ...chosen, winnableOnly: false });
    expect(prefs.locale).toBe('en');
    expect(prefs.options).toEqual(FULL.options);
    expect(readPreferences(makePreferences(prefs))).toEqual({ prefs, problems: [] });
  });
});
