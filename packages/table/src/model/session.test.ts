import { Game, unwrap } from '@naipe/rules';
import { describe, expect, it } from 'vitest';
import { Session, variantKey } from './session.js';

const klondike = unwrap(Game.create('klondike', { draw: 3 }));

function playSome(session: Session, n: number) {
  for (let i = 0; i < n; i++) {
    const move = session.game.usefulMove(session.position);
    if (!move || !session.play(move)) break;
  }
}

describe('Session', () => {
  it('knows its resumed copy as the same game, and a fresh start of the deal as another', () => {
    const session = Session.start(klondike, 42, unwrap(klondike.deal(42)));
    playSome(session, 3);
    const copy = Session.restore(JSON.parse(JSON.stringify(session.save())));
    if (!copy.ok) throw new Error(copy.reason);
    copy.session.elapsedMs += 5000;
    expect(session.isSameGame(copy.session)).toBe(true);
    expect(session.isSameGame(Session.start(klondike, 42, unwrap(klondike.deal(42))))).toBe(false);
    copy.session.undo();
    expect(session.isSameGame(copy.session)).toBe(false);
  });

  it('saves and restores a game with its redo tail, time and hints', () => {
    const session = Session.start(klondike, 42, unwrap(klondike.deal(42)));
    playSome(session, 6);
    session.undo();
    session.undo();
    session.elapsedMs = 12_345.6;
    session.hints = 2;
    session.counted = true;
    session.assisted = true;
    session.decided = true;
    const saved = JSON.parse(JSON.stringify(session.save()));
    const restored = Session.restore(saved);
    expect(restored.ok).toBe(true);
    if (!restored.ok) return;
    const again = restored.session;
    expect(klondike.makePosition(again.position)).toBe(klondike.makePosition(session.position));
    expect(again.moveCount).toBe(session.moveCount);
    expect(again.allMoves()).toHaveLength(session.allMoves().length);
    expect(again.redo()).toBe(true);
    expect(again.elapsedMs).toBe(12_346);
    expect(again.hints).toBe(2);
    expect(again.counted).toBe(true);
    expect(again.assisted).toBe(true);
    expect(again.decided).toBe(true);
    expect(again.deal).toBe(42);
  });

  it('reads a game saved before the solver’s help was kept as the player’s own', () => {
    const session = Session.start(klondike, 42, unwrap(klondike.deal(42)));
    playSome(session, 2);
    const { assisted: _, decided: _d, ...older } = session.save();
    const restored = Session.restore(JSON.parse(JSON.stringify(older)));
    if (!restored.ok) throw new Error(restored.reason);
    expect(restored.session.assisted).toBe(false);
    expect(restored.session.decided).toBe(false);
  });

  it('keeps the current position while listing every move', () => {
    const session = Session.start(klondike, 3, unwrap(klondike.deal(3)));
    playSome(session, 4);
    session.undo();
    const here = klondike.makePosition(session.position);
    expect(session.allMoves()).toHaveLength(session.moveCount + 1);
    expect(klondike.makePosition(session.position)).toBe(here);
    expect(session.line()).toHaveLength(session.moveCount + 1);
    expect(klondike.makePosition(session.line().at(-1)!)).toBe(here);
  });

  it('refuses saves it cannot replay, saying why', () => {
    const session = Session.start(klondike, 7, unwrap(klondike.deal(7)));
    playSome(session, 3);
    const good = session.save();
    const bad: [string, unknown][] = [
      ['not an object', 'hello'],
      ['version', { ...good, version: 0 }],
      ['no game', { ...good, game: undefined }],
      ['unknown game', { ...good, game: 'golf' }],
      ['starting position', { ...good, start: 'nonsense', deal: null }],
      ['is not deal', { ...good, deal: 8 }],
      ['list of moves', { ...good, moves: [1, 2] }],
      ['cursor', { ...good, cursor: 99 }],
      ['does not replay', { ...good, moves: ['1h', '1h', '1h', '1h'], cursor: 4 }],
    ];
    for (const [reason, data] of bad) {
      const restored = Session.restore(data);
      expect(restored.ok, reason).toBe(false);
      if (!restored.ok) expect(restored.reason, reason).toContain(reason);
    }
  });

  it('names variants by the options each game offers', () => {
    expect(variantKey(unwrap(Game.create('freecell')))).toBe('freecell');
    expect(variantKey(klondike)).toBe('klondike;deck=spanish;draw=3');
    expect(variantKey(unwrap(Game.create('spider', { suits: 2 })))).toBe(
      'spider;deck=spanish;suits=2',
    );
    expect(klondike.info.options.map((o) => o.name)).toEqual(
      Object.keys(Session.start(klondike, 1, unwrap(klondike.deal(1))).save().options),
    );
  });
});
