import {
  card,
  cardName,
  type Game,
  type Move,
  type Position,
  Game as Rules,
  unwrap,
} from '@naipe/rules';
import { describe, expect, it } from 'vitest';
import { Translator } from './i18n.js';
import {
  playableAfterDeal,
  type Step,
  sayPlayed,
  sayRedone,
  sayTurn,
  sayUndone,
  sayUndoneToWinnable,
} from './narration.js';

const SPADES = 3;
const HEARTS = 2;
const spade = (rank: number) => card(SPADES, rank);
const heart = (rank: number) => card(HEARTS, rank);
const column = (down: number[], up: number[]) => ({ down, up });

function step(game: Game, before: Position, move: Move): Step {
  const resolved = unwrap(game.checkMove(before, move));
  return { before, move: resolved, after: unwrap(game.play(before, resolved)) };
}

const STOCK: Move = { kind: 'stock' };
const tell = (locale: 'es' | 'pt' | 'en', game: Game) => new Translator(locale, game.deck);

describe('a move that turns a face-down card over', () => {
  it('names the card, in every language', () => {
    const game = unwrap(Rules.create('klondike', { deck: 'french', draw: 1 }));
    // The first deal with a move of a column's only face-up card onto another column,
    // from a column with cards face down under it.
    const turning = (p: Position) =>
      game
        .progressMoves(p)
        .find((m) => m.kind === 'transfer' && m.from.kind === 'column' && m.to.kind === 'column');
    const start = [1, 2, 3, 4, 5, 6, 7, 8]
      .map((deal) => unwrap(game.deal(deal)))
      .find((p) => turning(p) !== undefined)!;
    const move = turning(start)!;
    const from = (move as { from: { index: number } }).from.index;
    const done = step(game, start, move);
    const turned = done.after.columns[from]!.up[0]!;
    expect(done.after.columns[from]!.down.length).toBe(start.columns[from]!.down.length - 1);
    const moved = sayPlayed(tell('en', game), game, { ...done, after: done.before });
    expect(sayPlayed(tell('en', game), game, done)).toBe(
      `${moved}. Turned face up: ${cardName(game.deck, turned, 'en')}`,
    );
    expect(sayPlayed(tell('es', game), game, done)).toContain(
      `Queda boca arriba: ${cardName(game.deck, turned, 'es')}`,
    );
    expect(sayPlayed(tell('pt', game), game, done)).toContain(
      `Fica virada para cima: ${cardName(game.deck, turned, 'pt')}`,
    );
  });
});

describe('a draw', () => {
  const klondike = (draw: 1 | 3) => unwrap(Rules.create('klondike', { deck: 'french', draw }));

  it('names the card it turned up on the waste', () => {
    const game = klondike(1);
    const start = unwrap(game.deal(7));
    const drawn = start.stock[start.stock.length - 1]!;
    const said = sayPlayed(tell('en', game), game, step(game, start, STOCK));
    expect(said).toBe(`You draw: ${cardName(game.deck, drawn, 'en')}`);
    expect(sayPlayed(tell('es', game), game, step(game, start, STOCK))).toBe(
      `Robas: ${cardName(game.deck, drawn, 'es')}`,
    );
    expect(sayPlayed(tell('pt', game), game, step(game, start, STOCK))).toBe(
      `Você compra: ${cardName(game.deck, drawn, 'pt')}`,
    );
  });

  it('of three names only the top card, the one that plays', () => {
    const game = klondike(3);
    const start = unwrap(game.deal(7));
    const top = start.stock[start.stock.length - 3]!;
    expect(sayPlayed(tell('en', game), game, step(game, start, STOCK))).toBe(
      `You draw 3; on top: ${cardName(game.deck, top, 'en')}`,
    );
  });
});

/**
 * Two-suit Spider (French) with one spade and one heart series left to play, set for a
 * deal of `dealt` (column 1's card first) onto columns of one face-down card (the first
 * six) and one face-up card each.
 */
function spiderBeforeDeal(
  game: Game,
  dealt: readonly number[],
  ups: readonly number[],
  downs: readonly number[],
): Position {
  return unwrap(
    game.fromSetup({
      columns: ups.map((up, i) => column(downs[i] === undefined ? [] : [downs[i]!], [up])),
      cells: [],
      foundations: [],
      // Column 1 takes the last card, column 10 the first.
      stock: [...dealt].reverse(),
      waste: [],
      completed: [SPADES, SPADES, SPADES, HEARTS, HEARTS, HEARTS],
    }),
  );
}

describe('a Spider deal', () => {
  const game = unwrap(Rules.create('spider', { deck: 'french', suits: 2 }));

  it('counts the cards and names the moves it opened, onto the same suit first', () => {
    // 9♥ lands beside 10♠ (column 2), 6♠ beside 7♠ (column 3), 3♥ beside 4♠ (column 7).
    const before = spiderBeforeDeal(
      game,
      [
        heart(9),
        spade(10),
        spade(7),
        heart(13),
        spade(6),
        heart(3),
        spade(4),
        spade(1),
        heart(1),
        spade(13),
      ],
      [2, 3, 5, 8, 9, 11, 12].map(spade).concat([2, 4, 5].map(heart)),
      [6, 7, 8, 10, 11, 12].map(heart),
    );
    const played = step(game, before, STOCK);
    expect(playableAfterDeal(game, played.after)).toHaveLength(3);
    expect(sayPlayed(tell('en', game), game, played)).toBe(
      'You deal 10 cards. You can play 6 of spades to column 3, 9 of hearts to column 2, and 1 more',
    );
    expect(sayPlayed(tell('es', game), game, played)).toBe(
      'Repartes 10 cartas. Puedes jugar 6 de picas a la columna 3, 9 de corazones a la columna 2 y 1 más',
    );
    expect(sayPlayed(tell('pt', game), game, played)).toBe(
      'Você distribui 10 cartas. Você pode jogar 6 de espadas para a coluna 3, 9 de copas para a coluna 2 e mais 1',
    );
  });

  it('says so when no card can move after it', () => {
    // No two of the new top cards are one rank apart, and none builds on the card below.
    const before = spiderBeforeDeal(
      game,
      [1, 1, 13, 13, 11, 11, 8, 8, 5, 5].map((rank, i) => (i % 2 ? heart(rank) : spade(rank))),
      [3, 3, 2, 2, 4, 4, 6, 6, 7, 7].map((rank, i) => (i % 2 ? heart(rank) : spade(rank))),
      [9, 10, 12].map(spade).concat([9, 10, 12].map(heart)),
    );
    const played = step(game, before, STOCK);
    expect(playableAfterDeal(game, played.after)).toEqual([]);
    expect(sayPlayed(tell('en', game), game, played)).toBe('You deal 10 cards. No card can move');
    expect(sayPlayed(tell('pt', game), game, played)).toBe(
      'Você distribui 10 cartas. Nenhuma carta pode ser movida',
    );
  });

  it('says a complete run leaving the table, in the deck’s words', () => {
    // Column 1 holds K♠ down to 2♠; the deal brings the A♠ onto it.
    const hearts = [...Array(13).keys(), ...Array(13).keys()].map((r) => heart(r + 1));
    const columns = [column([], [13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map(spade))];
    for (let i = 1; i < 10; i++) columns.push(column([], hearts.splice(0, i < 9 ? 2 : 1)));
    const before = unwrap(
      game.fromSetup({
        columns,
        cells: [],
        foundations: [],
        stock: [...hearts, spade(1)],
        waste: [],
        completed: [SPADES, SPADES, SPADES, HEARTS, HEARTS],
      }),
    );
    const played = step(game, before, STOCK);
    expect(sayPlayed(tell('en', game), game, played)).toMatch(
      /^You deal 10 cards\. A run of spades goes off the table\. /,
    );
    expect(sayPlayed(tell('es', game), game, played)).toMatch(
      /^Repartes 10 cartas\. Una escalera de picas sale de la mesa\. /,
    );
    expect(sayPlayed(tell('pt', game), game, played)).toMatch(
      /^Você distribui 10 cartas\. Uma sequência de espadas sai da mesa\. /,
    );
  });
});

describe('a move that completes a run', () => {
  it('says the move, then the run leaving the table', () => {
    const game = unwrap(Rules.create('spider', { deck: 'spanish', suits: 1 }));
    const espadas = game.deck.suits.findIndex((s) => s.symbol === 'E');
    const runOf = [12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((r) => card(espadas, r));
    const empty = Array.from({ length: 8 }, () => column([], []));
    const before = unwrap(
      game.fromSetup({
        columns: [column([], runOf), column([], [card(espadas, 1)]), ...empty],
        cells: [],
        foundations: [],
        stock: [],
        waste: [],
        completed: Array.from({ length: 7 }, () => espadas),
      }),
    );
    const move: Move = {
      kind: 'transfer',
      from: { kind: 'column', index: 1 },
      to: { kind: 'column', index: 0 },
    };
    const played = step(game, before, move);
    expect(sayPlayed(tell('es', game), game, played)).toBe(
      'as de espadas a la columna 1. Una escalera de espadas sale de la mesa',
    );
    expect(sayPlayed(tell('en', game), game, played)).toBe(
      'ace of swords to column 1. A run of swords goes off the table',
    );
  });
});

describe('a move and the safe moves after it', () => {
  const game = unwrap(Rules.create('freecell'));
  const played = 'J';
  const safe = ['A', 'B. C'];

  it('say the move, then the safe moves in order, in every language', () => {
    expect(sayTurn(tell('en', game), played, safe)).toBe('J. Then, automatically: A. B. C');
    expect(sayTurn(tell('es', game), played, safe)).toBe('J. Después, automáticamente: A. B. C');
    expect(sayTurn(tell('pt', game), played, safe)).toBe('J. Depois, automaticamente: A. B. C');
  });

  it('say the move alone when no safe move followed', () => {
    expect(sayTurn(tell('en', game), played, [])).toBe('J');
  });
});

describe('undo and redo', () => {
  const game = unwrap(Rules.create('freecell'));
  const start = unwrap(game.deal(1));
  const toCell: Move = {
    kind: 'transfer',
    from: { kind: 'column', index: 0 },
    to: { kind: 'cell', index: 0 },
  };

  it('say which move they took back or played again', () => {
    const played = step(game, start, toCell);
    const top = start.columns[0]!.up[start.columns[0]!.up.length - 1]!;
    const name = cardName(game.deck, top, 'en');
    expect(sayUndone(tell('en', game), game, played)).toBe(`Undone: ${name} to cell 1`);
    expect(sayUndone(tell('es', game), game, played)).toBe(
      `Deshecho: ${cardName(game.deck, top, 'es')} a la celda 1`,
    );
    expect(sayRedone(tell('en', game), game, played)).toBe(`Redone. ${name} to cell 1`);
  });

  it('name a draw or a deal taken back without the card it turned up', () => {
    const klondike = unwrap(Rules.create('klondike'));
    const drawn = step(klondike, unwrap(klondike.deal(3)), STOCK);
    expect(sayUndone(tell('en', klondike), klondike, drawn)).toBe(
      'Undone: the draw from the stock',
    );
    expect(sayUndone(tell('pt', klondike), klondike, drawn)).toBe('Desfeito: a compra do monte');
    const spider = unwrap(Rules.create('spider'));
    const dealt = step(spider, unwrap(spider.deal(3)), STOCK);
    expect(sayUndone(tell('es', spider), spider, dealt)).toBe(
      'Deshecho: el reparto en cada columna',
    );
  });

  it('say how many moves the warning’s button took back', () => {
    const en = tell('en', game);
    expect(sayUndoneToWinnable(en, 1)).toBe('Undone: 1 move, back to the last winnable position');
    expect(sayUndoneToWinnable(en, 3)).toBe('Undone: 3 moves, back to the last winnable position');
    expect(sayUndoneToWinnable(tell('es', game), 3)).toBe(
      'Deshechos: 3 movimientos, de vuelta a la última posición ganable',
    );
    expect(sayUndoneToWinnable(tell('pt', game), 1)).toBe(
      'Desfeito: 1 movimento, de volta à última posição vencível',
    );
  });
});
