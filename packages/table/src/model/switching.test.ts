import { Game, unwrap } from '@naipe/rules';
import { describe, expect, it } from 'vitest';
import { Session } from './session.js';
import { givenUp } from './switching.js';

const freecell = unwrap(Game.create('freecell', {}));
const klondike = unwrap(Game.create('klondike', { draw: 1 }));
const here = { prefix: 'naipe', variant: 'freecell' };
const elsewhere = { prefix: 'naipe', variant: 'klondike;deck=spanish;draw=1' };

function started(game: Game, deal: number, moves: number): Session {
  const session = Session.start(game, deal, unwrap(game.deal(deal)));
  for (let i = 0; i < moves; i++) {
    const move = game.usefulMove(session.position);
    if (!move || !session.play(move)) throw new Error(`deal ${deal}: no move ${i}`);
  }
  session.counted = moves > 0;
  return session;
}

const copyOf = (session: Session) => {
  const copy = Session.restore(JSON.parse(JSON.stringify(session.save())));
  if (!copy.ok) throw new Error(copy.reason);
  return copy.session;
};

describe('givenUp', () => {
  it('gives nothing up when the page turns to another game, with or without moves', () => {
    const playing = started(freecell, 1, 2);
    const other = started(klondike, 3, 0);
    expect(
      givenUp({ slot: here, session: playing, won: false }, { slot: elsewhere, session: other }),
    ).toEqual({ tableGame: false, replacedGame: false });
    // Nor on the way back, when the saved game is resumed.
    const back = copyOf(playing);
    expect(
      givenUp({ slot: elsewhere, session: other, won: false }, { slot: here, session: back }),
    ).toEqual({ tableGame: false, replacedGame: false });
  });

  it('gives up the game in progress when another deal is asked for in its variant', () => {
    const playing = started(freecell, 1, 2);
    const next = started(freecell, 2, 0);
    expect(
      givenUp(
        { slot: here, session: playing, won: false },
        { slot: here, session: next, replaced: copyOf(playing) },
      ),
    ).toEqual({ tableGame: true, replacedGame: false });
    // Not a game without moves, a won game, or the same game resumed.
    const untouched = started(freecell, 1, 0);
    expect(
      givenUp({ slot: here, session: untouched, won: false }, { slot: here, session: next }),
    ).toEqual({ tableGame: false, replacedGame: false });
    expect(
      givenUp({ slot: here, session: playing, won: true }, { slot: here, session: next }),
    ).toEqual({ tableGame: false, replacedGame: false });
    expect(
      givenUp(
        { slot: here, session: playing, won: false },
        { slot: here, session: copyOf(playing) },
      ),
    ).toEqual({ tableGame: false, replacedGame: false });
  });

  it('gives up a saved game in progress that another deal of its variant replaces', () => {
    const saved = started(freecell, 1, 2);
    const next = started(freecell, 2, 0);
    const other = started(klondike, 3, 1);
    expect(
      givenUp(
        { slot: elsewhere, session: other, won: false },
        { slot: here, session: next, replaced: saved },
      ),
    ).toEqual({ tableGame: false, replacedGame: true });
    expect(givenUp(undefined, { slot: here, session: next, replaced: saved })).toEqual({
      tableGame: false,
      replacedGame: true,
    });
    expect(
      givenUp(undefined, { slot: here, session: next, replaced: started(freecell, 1, 0) }),
    ).toEqual({ tableGame: false, replacedGame: false });
  });

  it('gives up no game won once and undone since: its result is already recorded', () => {
    const wonOnce = started(freecell, 1, 2);
    wonOnce.decided = true;
    const next = started(freecell, 2, 0);
    expect(
      givenUp(
        { slot: here, session: wonOnce, won: false },
        { slot: here, session: next, replaced: copyOf(wonOnce) },
      ),
    ).toEqual({ tableGame: false, replacedGame: false });
    expect(givenUp(undefined, { slot: here, session: next, replaced: copyOf(wonOnce) })).toEqual({
      tableGame: false,
      replacedGame: false,
    });
  });
});
