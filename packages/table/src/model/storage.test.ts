import { Game, unwrap } from '@naipe/rules';
import { describe, expect, it } from 'vitest';
import { offeredOptions, parseVariantKey, Session, variantKey } from './session.js';
import { EMPTY_STATS, recordPlayed } from './stats.js';
import { type KeyValueStore, readStatistics, TableStore } from './storage.js';

class MapStore implements KeyValueStore {
  readonly map = new Map<string, string>();
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
}

/** A store with room for `room` characters of keys and values, as a browser's quota. */
class FullStore extends MapStore {
  constructor(public room: number) {
    super();
  }
  get used() {
    let used = 0;
    for (const [key, value] of this.map) used += key.length + value.length;
    return used;
  }
  override setItem(key: string, value: string) {
    const after = this.used - (this.map.has(key) ? key.length + this.map.get(key)!.length : 0);
    if (after + key.length + value.length > this.room) {
      throw new DOMException('the quota has been exceeded', 'QuotaExceededError');
    }
    super.setItem(key, value);
  }
  get length() {
    return this.map.size;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
}

const freecell = unwrap(Game.create('freecell'));
const session617 = () => Session.start(freecell, 617, unwrap(freecell.deal(617)));

describe('TableStore', () => {
  it('saves and loads a game per variant', () => {
    const store = new MapStore();
    const table = new TableStore(store, 'naipe');
    const session = Session.start(freecell, 617, unwrap(freecell.deal(617)));
    session.play(unwrap(freecell.parseMove('1a')));
    table.saveGame('freecell', session);
    const loaded = new TableStore(store, 'naipe').loadGame('freecell');
    expect(loaded?.moveCount).toBe(1);
    expect(table.setAside).toEqual([]);
    table.clearGame('freecell');
    expect(table.loadGame('freecell')).toBeUndefined();
  });

  it('sets unreadable games aside under their own key', () => {
    const store = new MapStore();
    store.setItem('naipe:game:freecell', '{"version":1,');
    const table = new TableStore(store, 'naipe', () => 1000);
    expect(table.loadGame('freecell')).toBeUndefined();
    expect(table.setAside).toEqual([
      {
        key: 'naipe:game:freecell',
        movedTo: 'naipe:set-aside:1000:naipe:game:freecell',
        reason: 'not JSON',
      },
    ]);
    expect(store.getItem('naipe:set-aside:1000:naipe:game:freecell')).toBe('{"version":1,');
    expect(store.getItem('naipe:game:freecell')).toBeNull();
  });

  it('keeps readable statistics and sets the rest aside', () => {
    const store = new MapStore();
    const good = recordPlayed(EMPTY_STATS);
    store.setItem('naipe:stats', JSON.stringify({ freecell: good, spider: { played: 1, won: 2 } }));
    const table = new TableStore(store, 'naipe', () => 5);
    expect(table.loadStats()).toEqual({ freecell: good });
    expect(JSON.parse(store.getItem('naipe:set-aside:5:naipe:stats')!)).toEqual({
      spider: { played: 1, won: 2 },
    });
    expect(table.updateStats('freecell', recordPlayed).played).toBe(2);
    expect(table.loadStats().freecell?.played).toBe(2);
  });

  it('goes on without storage, and with storage that throws', () => {
    const none = new TableStore(undefined, 'naipe');
    expect(none.loadStats()).toEqual({});
    const throwing: KeyValueStore = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    const table = new TableStore(throwing, 'naipe');
    expect(table.loadGame('freecell')).toBeUndefined();
    expect(table.updateStats('freecell', recordPlayed).played).toBe(1);
  });
});

describe('TableStore when storage is full', () => {
  it('says a game was not kept, keeps it in play, and saves it once there is room', () => {
    const store = new FullStore(0);
    const table = new TableStore(store, 'naipe');
    const session = session617();
    session.play(unwrap(freecell.parseMove('1a')));
    expect(table.saveGame('freecell', session)).toBe(false);
    expect((table.lastError as DOMException).name).toBe('QuotaExceededError');
    expect(store.getItem('naipe:game:freecell')).toBeNull();
    session.play(unwrap(freecell.parseMove('1b')));
    store.room = 100_000;
    expect(table.saveGame('freecell', session)).toBe(true);
    expect(new TableStore(store, 'naipe').loadGame('freecell')?.moveCount).toBe(2);
  });

  it('keeps statistics storage refused until a later save writes them', () => {
    const store = new FullStore(0);
    const table = new TableStore(store, 'naipe');
    expect(table.updateStats('freecell', recordPlayed).played).toBe(1);
    expect(table.updateStats('freecell', recordPlayed).played).toBe(2);
    expect(table.statsSaved).toBe(false);
    // A later store of the same table takes them on, as the table does on a new setup.
    const next = new TableStore(store, 'naipe');
    next.inherit(table);
    expect(next.loadStats().freecell?.played).toBe(2);
    store.room = 100_000;
    expect(next.saveGame('freecell', session617())).toBe(true);
    expect(next.statsSaved).toBe(true);
    expect(new TableStore(store, 'naipe').loadStats().freecell?.played).toBe(2);
  });

  it('makes room from its own set-aside copies only, oldest first', () => {
    const store = new FullStore(0);
    store.map.set('naipe:set-aside:10:naipe:stats', 'x'.repeat(3000));
    store.map.set('naipe:set-aside:9:naipe:game:spider', 'y'.repeat(3000));
    store.map.set('other-app', 'z'.repeat(1000));
    store.map.set('naipe:game:klondike', 'a game of another variant, in progress');
    store.room = store.used + 100;
    const table = new TableStore(store, 'naipe');
    const session = session617();
    expect(table.saveGame('freecell', session)).toBe(true);
    expect(store.getItem('naipe:set-aside:9:naipe:game:spider')).toBeNull();
    expect(store.getItem('naipe:set-aside:10:naipe:stats')).not.toBeNull();
    expect(store.getItem('other-app')).not.toBeNull();
    expect(store.getItem('naipe:game:klondike')).not.toBeNull();
    store.room = store.used;
    session.play(unwrap(freecell.parseMove('1a')));
    expect(table.saveGame('freecell', session)).toBe(true);
    expect(store.getItem('naipe:set-aside:10:naipe:stats')).toBeNull();
    // With no copy left to drop, what does not fit is refused, and nothing else goes.
    store.room = store.used;
    session.play(unwrap(freecell.parseMove('1b')));
    expect(table.saveGame('freecell', session)).toBe(false);
    expect(store.getItem('other-app')).not.toBeNull();
    expect(store.getItem('naipe:game:klondike')).not.toBeNull();
    expect(new TableStore(store, 'naipe').loadGame('freecell')?.moveCount).toBe(1);
  });

  it('sets aside a value that nearly fills storage, and never claims a copy it has not', () => {
    const garbage = `{${'g'.repeat(5000)}`;
    const nearlyFull = new FullStore(6000);
    nearlyFull.setItem('naipe:game:freecell', garbage);
    const table = new TableStore(nearlyFull, 'naipe', () => 7);
    expect(table.loadGame('freecell')).toBeUndefined();
    expect(table.setAside[0]?.movedTo).toBe('naipe:set-aside:7:naipe:game:freecell');
    expect(nearlyFull.getItem('naipe:set-aside:7:naipe:game:freecell')).toBe(garbage);

    // Full to the last character: the copy's longer key cannot fit.
    const full = new FullStore(0);
    full.map.set('other-app', '');
    full.map.set('naipe:game:freecell', garbage);
    full.room = full.used;
    const cramped = new TableStore(full, 'naipe', () => 7);
    expect(cramped.loadGame('freecell')).toBeUndefined();
    expect(cramped.setAside).toEqual([
      { key: 'naipe:game:freecell', movedTo: null, reason: 'not JSON' },
    ]);
    expect([...full.map.keys()]).toEqual(['other-app']);
  });

  it('reports a copy it set aside as removed once it made room for the game', () => {
    const garbage = `{${'g'.repeat(5000)}`;
    const store = new FullStore(0);
    store.map.set('naipe:game:freecell', garbage);
    // Room for the copy's longer key, not for the game saved after it.
    store.room = store.used + 'naipe:set-aside:7:'.length;
    const table = new TableStore(store, 'naipe', () => 7);
    expect(table.loadGame('freecell')).toBeUndefined();
    expect(table.setAside[0]?.movedTo).toBe('naipe:set-aside:7:naipe:game:freecell');
    expect(table.saveGame('freecell', session617())).toBe(true);
    expect(table.setAside[0]?.movedTo).toBeNull();
    expect(store.getItem('naipe:set-aside:7:naipe:game:freecell')).toBeNull();
  });

  it('keeps nothing, and says all is kept, with an empty storage key', () => {
    const table = new TableStore(undefined, '');
    expect(table.saveGame('freecell', session617())).toBe(true);
    expect(new TableStore(undefined, 'naipe').saveGame('freecell', session617())).toBe(false);
  });
});

describe('readStatistics', () => {
  const counts = (played: number, won: number) => ({
    played,
    won,
    currentStreak: won > 0 ? 1 : 0,
    bestStreak: won > 0 ? 1 : 0,
    bestTimeMs: won > 0 ? 61_000 : null,
    fewestMoves: won > 0 ? 90 : null,
    hintsUsed: 2,
  });
  const withStats = (raw: string) => {
    const store = new MapStore();
    store.setItem('naipe:stats', raw);
    return store;
  };

  it('lists readable variants in game order, with the game and options of each key', () => {
    const store = withStats(
      JSON.stringify({
        'spider;deck=spanish;suits=2': counts(3, 0),
        freecell: counts(2, 1),
        'klondike;deck=french;draw=3': counts(1, 1),
      }),
    );
    const read = readStatistics(store, 'naipe');
    expect(read.variants.map((e) => [e.key, e.game, e.options, e.stats.played])).toEqual([
      ['freecell', 'freecell', {}, 2],
      ['klondike;deck=french;draw=3', 'klondike', { deck: 'french', draw: 3 }, 1],
      ['spider;deck=spanish;suits=2', 'spider', { deck: 'spanish', suits: 2 }, 3],
    ]);
    expect(read.setAside).toEqual([]);
    expect(read.unknownKeys).toEqual([]);
    expect(readStatistics(new MapStore(), 'naipe').variants).toEqual([]);
    expect(readStatistics(undefined, 'naipe').variants).toEqual([]);
  });

  it('sets aside what cannot be read and names keys it does not know', () => {
    const store = withStats(
      JSON.stringify({
        freecell: counts(1, 2),
        poker: counts(1, 1),
        'klondike;draw=5': counts(1, 1),
        'bakers-game': counts(4, 0),
      }),
    );
    const read = readStatistics(store, 'naipe');
    expect(read.variants.map((e) => e.key)).toEqual(['bakers-game']);
    expect(read.unknownKeys).toEqual(['poker', 'klondike;draw=5']);
    expect(read.setAside.map((s) => s.reason)).toEqual(['unreadable statistics for freecell']);
    for (const garbage of ['{not json', '[1,2]']) {
      const bad = readStatistics(withStats(garbage), 'naipe');
      expect(bad.variants).toEqual([]);
      expect(bad.setAside).toHaveLength(1);
    }
  });
});

describe('parseVariantKey', () => {
  it('reads the keys variantKey writes, and nothing else', () => {
    for (const [id, options] of [
      ['freecell', {}],
      ['klondike', { deck: 'french', draw: 3 }],
      ['spider', { suits: 2 }],
    ] as const) {
      const game = unwrap(Game.create(id, options));
      expect(parseVariantKey(variantKey(game))).toEqual({
        game: id,
        options: offeredOptions(game),
      });
    }
    expect(parseVariantKey('australian')).toEqual({ game: 'australian', options: {} });
    expect(parseVariantKey('freecell;draw=1')).toBeUndefined();
    expect(parseVariantKey('klondike;draw=1=2')).toBeUndefined();
    expect(parseVariantKey('klondike;draw=1;draw=3')).toBeUndefined();
    expect(parseVariantKey('golf')).toBeUndefined();
  });
});
