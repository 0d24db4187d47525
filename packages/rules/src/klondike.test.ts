/**
 * Klondike, Spanish (RULES.md §4, seed 004) and French ("Other versions"): every worked
 * example and "vale / no vale" line on a hand-built position.
 */
import { describe, expect, it } from 'vitest';
import {
  expectIllegal,
  expectLegal,
  game,
  KLONDIKE_EXAMPLE,
  move,
  moveTexts,
  played,
  position,
} from '../test/support.js';

const spanish = game('klondike');
const spanish3 = game('klondike', { draw: 3 });
const french = game('klondike', { deck: 'french' });

describe('Spanish Klondike columns', () => {
  const p = position(spanish, KLONDIKE_EXAMPLE);

  it('vale: the 6 de copas on the 7 de oros, one less and another suit', () => {
    expectLegal(spanish, p, 'w1');
  });

  it('no vale: the 6 de oros on the 7 de oros, the same suit', () => {
    expectIllegal(spanish, p, '31', 'ERR_DOES_NOT_BUILD');
  });

  it('no vale: from the 9 to the 7 the 8 is missing', () => {
    expectIllegal(spanish, p, '12', 'ERR_DOES_NOT_BUILD');
  });

  it('vale: the 9 de espadas with the 8 de oros on it goes whole onto the sota de copas', () => {
    expectLegal(spanish, p, '54', 2);
    expectIllegal(spanish, p, '54:1', 'ERR_DOES_NOT_BUILD');
    const moved = played(spanish, p, '54');
    const lines = spanish.makePosition(moved).split('\n');
    expect(lines).toContain('SC 9E 8O');
    expect(lines).toContain('CO'); // the face-down caballo turned face up by itself
  });

  it('vale: the rey de bastos fills an empty column, and the caballo under it turns up', () => {
    expectLegal(spanish, p, '67');
    const moved = played(spanish, p, '67');
    expect(moved.columns[5]).toEqual({ down: [], up: p.columns[5]!.down });
    expect(moved.columns[6]!.up).toEqual(p.columns[5]!.up);
  });

  it('no vale: a caballo does not fill an empty column, only a rey', () => {
    const caballoOnTop = played(spanish, p, 'w1');
    expectIllegal(spanish, caballoOnTop, 'w7', 'ERR_EMPTY_COLUMN_RANK');
    expectIllegal(spanish, p, '47', 'ERR_EMPTY_COLUMN_RANK');
  });

  it('nothing goes onto the waste, and no cells exist', () => {
    expectIllegal(spanish, p, '1w', 'ERR_TO_WASTE');
    expectIllegal(spanish, p, '1a', 'ERR_NO_SUCH_PILE');
    expectIllegal(spanish, p, '8h', 'ERR_NO_SUCH_PILE');
  });
});

describe('Spanish Klondike foundations', () => {
  const p = position(spanish, KLONDIKE_EXAMPLE);

  it('cards go up one at a time from a column or the waste', () => {
    expectLegal(spanish, p, '3h'); // 6 de oros on the 5
    expectLegal(spanish, p, 'wh'); // 6 de copas on the 5
    expectIllegal(spanish, p, '1h', 'ERR_FOUNDATION_ORDER');
    expectIllegal(spanish, p, '5h:2', 'ERR_ONE_CARD_ONLY');
  });

  it('the top foundation card may come back to a column where it fits', () => {
    expectLegal(spanish, p, 'hE5'); // 7 de espadas onto the 8 de oros
    const down = played(spanish, p, 'hE5');
    expect(down.foundations).toEqual([5, 5, 6, 3]);
    expect(down.columns[4]!.up.length).toBe(3);
    expectIllegal(spanish, p, 'hE2', 'ERR_DOES_NOT_BUILD'); // 7 on the 9 de bastos
    expectIllegal(spanish, p, 'hE7', 'ERR_EMPTY_COLUMN_RANK');
    expectIllegal(spanish, p, 'hE5:2', 'ERR_ONE_CARD_ONLY');
  });

  it('but never to another foundation', () => {
    expectIllegal(spanish, p, 'hEh', 'ERR_FOUNDATION_STAYS');
    expectIllegal(spanish, p, 'hEhE', 'ERR_FOUNDATION_STAYS');
    expectIllegal(spanish, p, 'hOhE', 'ERR_FOUNDATION_STAYS');
  });
});

/** Four cards left, all espadas, in the stock (rey on top); every column empty. */
const STOCK_ONLY = `
  Foundations: O-R C-R E-8 B-R
  Stock: 9E SE CE RE
  :
  :
  :
  :
  :
  :
  :`;

describe('Klondike stock and waste', () => {
  it('draw one turns one card; draw three turns three and only the top one plays', () => {
    const one = played(spanish, position(spanish, STOCK_ONLY), 's');
    expect(spanish.makePosition(one).split('\n').slice(1, 3)).toEqual([
      'Stock: 9E SE CE',
      'Waste: RE',
    ]);
    const three = played(spanish3, position(spanish3, STOCK_ONLY), 's');
    expect(spanish3.makePosition(three).split('\n').slice(1, 3)).toEqual([
      'Stock: 9E',
      'Waste: RE CE SE',
    ]);
    expectIllegal(spanish3, three, 'wh', 'ERR_FOUNDATION_ORDER'); // the sota, not the 9
    expectIllegal(spanish3, three, 'w1', 'ERR_EMPTY_COLUMN_RANK');
    expectIllegal(spanish3, three, 'w1:3', 'ERR_ONE_CARD_ONLY');
  });

  it('an empty stock turns the waste over, without limit, each time as a move', () => {
    for (const g of [spanish, spanish3]) {
      const start = position(g, STOCK_ONLY);
      let p = start;
      const history = g.history(start);
      for (let cycle = 0; cycle < 5; cycle++) {
        while (p.stock.length > 0) {
          expectIllegal(g, p, 'r', 'ERR_NO_REDEAL');
          p = played(g, p, 's');
          history.play({ kind: 'stock' });
        }
        // Drawing from the empty stock is that turn: one move, listed once, as `r`.
        const checked = g.checkMove(p, move(g, 's'));
        expect(checked.ok && checked.value).toEqual({ kind: 'redeal' });
        expect(g.makePosition(played(g, p, 's'))).toBe(g.makePosition(played(g, p, 'r')));
        expect(moveTexts(g, p)).toContain('r');
        expect(moveTexts(g, p)).not.toContain('s');
        const turn = cycle % 2 === 0 ? 'r' : 's';
        p = played(g, p, turn);
        history.play(move(g, turn));
        expect(g.makePosition(p), 'the stock is back as dealt').toBe(g.makePosition(start));
      }
      const drawsPerCycle = g === spanish ? 4 : 2;
      expect(history.moves).toHaveLength(5 * (drawsPerCycle + 1));
      expect(history.moves.filter((m) => m.kind === 'redeal')).toHaveLength(5);
    }
  });

  it('a move list that writes the turn as a draw (s) replays, as other programs write it', () => {
    for (const g of [spanish, spanish3]) {
      const start = position(g, STOCK_ONLY);
      const drawsPerCycle = g === spanish ? 4 : 2;
      const texts = Array.from({ length: 3 * (drawsPerCycle + 1) }, () => 's');
      const history = g.history(start);
      for (const text of texts) expect(history.play(move(g, text)).ok, text).toBe(true);
      expect(g.makePosition(history.position)).toBe(g.makePosition(start));
      // Recorded as it is played: the draws as `s`, each turn of the waste as `r`.
      const cycle = [...Array.from({ length: drawsPerCycle }, () => 's'), 'r'];
      expect(history.moves.map((m) => g.makeMove(m))).toEqual([...cycle, ...cycle, ...cycle]);
    }
  });

  it('nothing to turn over when both stock and waste are empty', () => {
    const bare = position(spanish, 'Foundations: O-R C-R E-8 B-R\nRE | 9E\nCE\nSE\n:\n:\n:\n:');
    expectIllegal(spanish, bare, 'r', 'ERR_NO_REDEAL');
    expectIllegal(spanish, bare, 's', 'ERR_STOCK_EMPTY');
    const refused = spanish.play(bare, { kind: 'stock' });
    expect(refused.ok ? '' : refused.error.message).toBe('the stock is empty, and so is the waste');
  });
});

/** Every card face up in built columns, stock and waste empty: the game is already won. */
const READY_TO_FINISH = `
  Foundations: O-5 C-5 E-5 B-5
  RO CC SO 9C 8O 7C 6O
  RC CO SC 9O 8C 7O 6C
  RE CB SE 9B 8E 7B 6E
  RB CE SB 9E 8B 7E 6B
  :
  :
  :`;

describe('Klondike Finish', () => {
  it('moves every card up, lowest first, and wins', () => {
    const p = position(spanish, READY_TO_FINISH);
    expect(spanish.canFinish(p)).toBe(true);
    const moves = spanish.finishMoves(p);
    expect(moves).toHaveLength(28);
    const movedRanks: number[] = [];
    let current = p;
    for (const m of moves) {
      const next = played(spanish, current, spanish.makeMove(m));
      const suit = next.foundations.findIndex((rank, s) => rank !== current.foundations[s]);
      movedRanks.push(next.foundations[suit]!);
      current = next;
    }
    expect(movedRanks).toEqual([...movedRanks].sort((a, b) => a - b));
    expect(movedRanks.slice(0, 4)).toEqual([6, 6, 6, 6]);
    expect(spanish.isWon(current)).toBe(true);
    expect(spanish.outcome(current)).toBe('won');
    expect(spanish.canFinish(current)).toBe(false);
    expect(spanish.finishMoves(current)).toEqual([]);
  });

  it('is not offered with a card in the stock, the waste or face down', () => {
    const inStock = READY_TO_FINISH.replace('RO CC SO 9C 8O 7C 6O', 'RO CC SO 9C 8O 7C').replace(
      'Foundations: O-5 C-5 E-5 B-5',
      'Foundations: O-5 C-5 E-5 B-5\n  Stock: 6O',
    );
    expect(spanish.canFinish(position(spanish, inStock))).toBe(false);
    expect(spanish.canFinish(position(spanish, inStock.replace('Stock', 'Waste')))).toBe(false);
    const faceDown = READY_TO_FINISH.replace('RO CC SO 9C 8O 7C 6O', 'RO | CC SO 9C 8O 7C 6O');
    expect(spanish.canFinish(position(spanish, faceDown))).toBe(false);
    expect(
      game('freecell').canFinish(
        position(game('freecell'), 'Foundations: C-K D-K H-K S-Q\nKS\n:\n:\n:\n:\n:\n:\n:'),
      ),
    ).toBe(false);
  });

  it('is not offered when face-up cards are not built in sequence (a pasted position)', () => {
    // The 6 de oros lies under the rey de oros: all face up, yet not won.
    const unbuilt = READY_TO_FINISH.replace('RO CC SO 9C 8O 7C 6O', '6O RO CC SO 9C 8O 7C');
    const p = position(spanish, unbuilt);
    expect(spanish.canFinish(p)).toBe(false);
  });
});

/**
 * French Klondike: 6♥ on column 1, 7♠ and 7♦ on columns 2 and 3, Q♥ and K♣ on
 * columns 5 and 6, columns 4 and 7 empty.
 */
const FRENCH_EXAMPLE = `
  Foundations: C-5 D-6 H-5 S-6
  Stock: 6C 7C 8C 9C TC JC QC 8D 9D TD JD QD KD 7H 8H 9H TH JH KH 8S 9S TS JS QS KS
  6H
  7S
  7D
  :
  QH
  KC
  :`;

describe('French Klondike', () => {
  const p = position(french, FRENCH_EXAMPLE);

  it('alternates colours: 6♥ on 7♠, not on 7♦', () => {
    expectLegal(french, p, '12');
    expectIllegal(french, p, '13', 'ERR_DOES_NOT_BUILD');
  });

  it('only a king fills an empty column', () => {
    expectLegal(french, p, '64');
    expectIllegal(french, p, '54', 'ERR_EMPTY_COLUMN_RANK');
    expectLegal(french, p, '1h');
  });

  it('everything else as the Spanish game: draws, foundation returns', () => {
    expect(french.makePosition(played(french, p, 's'))).toContain('Waste: KS');
    expectLegal(french, p, 'hD1'.replace('1', '2')); // 6♦ back onto 7♠
    expectIllegal(french, p, 'hD3', 'ERR_DOES_NOT_BUILD'); // 6♦ on 7♦
  });
});
