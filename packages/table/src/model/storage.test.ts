import { Game, unwrap } from '@naipe/rules';
import { describe, expect, it } from 'vitest';
import { Session } from './session.js';
import { EMPTY_STATS, recordPlayed } from './stats.js';
import { type KeyValueStore, TableStore } from './storage.js';

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

const freecell = unwrap(Game.create('freecell'));

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
