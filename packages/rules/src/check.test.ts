/**
 * The checker's building blocks, read from each game's `Variant`: what builds on what,
 * which cards move together, the FreeCell run capacity, and the count a move without one
 * is given. Every game's "vale / no vale" lines are checked in its own test file.
 */
import { describe, expect, it } from 'vitest';
import { dealt, game, move, played, position, TWO_FREE_CELLS } from '../test/support.js';
import { buildsOn, movableDepth, supermoveCapacity } from './check.js';
import { parseCard } from './deck.js';
import type { Game } from './game.js';
import type { Column } from './position.js';

const freecell = game('freecell');
const bakers = game('bakers-game');
const australian = game('australian');
const klondike = game('klondike');
const spider = game('spider', { suits: 4 });

const cardOf = (g: Game, text: string) => {
  const parsed = parseCard(g.deck, text);
  if (!parsed.ok) throw new Error(`bad test card ${text}: ${parsed.error}`);
  return parsed.value;
};
const builds = (g: Game, lower: string, upper: string) =>
  buildsOn(g.variant, cardOf(g, lower), cardOf(g, upper));
/** A column of face-up cards, bottom first. */
const faceUp = (g: Game, texts: string): Column => ({
  down: [],
  up: texts.split(' ').map((t) => cardOf(g, t)),
});

describe('buildsOn', () => {
  it('alternate colours (FreeCell): 7♥ on 8♠ and 8♣, not on 8♦ or 8♥', () => {
    expect(['8S', '8C', '8D', '8H'].map((upper) => builds(freecell, '7H', upper))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('the same suit (Baker’s Game, Australian): 7♥ on 8♥ only', () => {
    for (const g of [bakers, australian]) {
      expect(['8H', '8D', '8S'].map((upper) => builds(g, '7H', upper))).toEqual([
        true,
        false,
        false,
      ]);
    }
  });

  it('a different suit (Spanish Klondike): the 6 de copas on the 7 de oros, not the 6 de oros', () => {
    expect(builds(klondike, '6C', '7O')).toBe(true);
    expect(builds(klondike, '6O', '7O')).toBe(false);
  });

  it('any suit (Spider), but always exactly one rank lower', () => {
    expect(builds(spider, '7C', '8E')).toBe(true);
    expect(builds(spider, '7E', '8E')).toBe(true);
    expect(builds(spider, '7E', '9C')).toBe(false); // two ranks apart
    expect(builds(spider, '8E', '7E')).toBe(false); // upwards
    expect(builds(freecell, '7H', '9S')).toBe(false);
  });
});

describe('movableDepth', () => {
  it('a FreeCell run is built in alternating colours from the top down', () => {
    expect(movableDepth(freecell.variant, faceUp(freecell, 'KD 9D 8S 7H 6C'))).toBe(4);
    expect(movableDepth(freecell.variant, faceUp(freecell, '9D 8D 7C'))).toBe(2);
  });

  it('in Australian every face-up card moves with the cards on it, in any order', () => {
    expect(movableDepth(australian.variant, faceUp(australian, 'KC JH 4C'))).toBe(3);
  });

  it('in Klondike a built run of face-up cards; face-down cards never move', () => {
    const column: Column = { down: [cardOf(klondike, 'RB')], up: faceUp(klondike, '9E 8O').up };
    expect(movableDepth(klondike.variant, column)).toBe(2);
    expect(movableDepth(klondike.variant, { down: column.down, up: [] })).toBe(0);
  });

  it('in Spider only a run of one suit', () => {
    expect(movableDepth(spider.variant, faceUp(spider, '9C 8E 7E'))).toBe(2);
    expect(movableDepth(spider.variant, faceUp(spider, '8E 7C'))).toBe(1);
  });
});

describe('supermoveCapacity', () => {
  it('(F+1)×2^E: 3 with two free cells and no empty column', () => {
    expect(
      supermoveCapacity(position(freecell, TWO_FREE_CELLS), { kind: 'column', index: 0 }),
    ).toBe(3);
  });

  it('an empty destination column does not count in E', () => {
    // One free cell; columns 3 and 4 empty.
    const p = position(
      freecell,
      `
      Foundations: C-5 D-8 H-6 S-7
      Freecells: KH KC KD -
      QC JH TC 9D 8S 7H 6C
      QS
      :
      :
      KS QH JC
      QD JS TH
      JD TS 9H
      TD 9S 8H 9C 8C 7C`,
    );
    expect(supermoveCapacity(p, { kind: 'column', index: 1 })).toBe(8);
    expect(supermoveCapacity(p, { kind: 'column', index: 2 })).toBe(4);
    expect(supermoveCapacity(p, { kind: 'cell', index: 3 })).toBe(8);
  });
});

describe('checkMove', () => {
  it('fills in the count of a move written without one', () => {
    const p = dealt(klondike, 1);
    const checked = klondike.checkMove(p, move(klondike, '54'));
    expect(checked.ok && checked.value).toEqual({
      kind: 'transfer',
      from: { kind: 'column', index: 4 },
      to: { kind: 'column', index: 3 },
      count: 1,
    });
  });
});

describe('what an illegal move says', () => {
  const CASES: readonly [Game, string, string][] = [
    [spider, '0h', 'Spider has no foundations: a complete run leaves the table by itself'],
    [spider, 'hE1', 'Spider has no foundations: a complete run leaves the table by itself'],
    [spider, '1a', 'there is no cell a: Spider has no free cells'],
    [spider, 'w1', 'Spider has no waste'],
    [freecell, '9a', 'there is no column 9: FreeCell has 8, 1-8'],
    [freecell, '0a', 'there is no column 0 (the tenth): FreeCell has 8, 1-8'],
    [freecell, '1e', 'there is no cell e: FreeCell has 4 free cells, a-d'],
    [freecell, '1w', 'FreeCell has no waste'],
    [klondike, '1a', 'there is no cell a: Klondike has no free cells'],
    // Deal 1 of Spider: column 1 has one face-up card, column 2 too.
    [spider, '12:5', 'column 1 has only 1 face-up card, so 5 cannot move'],
  ];
  for (const [g, text, message] of CASES) {
    it(`${g.id} ${text}: ${message}`, () => {
      const result = g.play(dealt(g, 1), move(g, text));
      expect(result.ok ? 'legal' : result.error.message).toBe(message);
    });
  }

  it('says "cards" for more than one face-up card', () => {
    const p = played(spider, dealt(spider, 1), 's');
    const result = spider.play(p, move(spider, '12:5'));
    expect(result.ok ? 'legal' : result.error.message).toBe(
      'column 1 has only 2 face-up cards, so 5 cannot move',
    );
  });
});
