/** The rules in English, summarised from the original pages (seeds 000–004). */
import type { RulesBook } from './shape.js';

/** Where a tap sends a card in the games with free cells (FreeCell, Baker's Game). */
const TAP_WITH_CELLS =
  'Tap a card and it goes to its best place: its foundation if it can go up, otherwise the first column that takes it (occupied columns before empty ones), otherwise the first free cell.';
/** Where a tap sends a card in the games with foundations and no cells. */
const TAP_WITHOUT_CELLS =
  'Tap a card and it goes to its best place: its foundation if it can go up, otherwise the first column that takes it (occupied columns before empty ones).';

export const RULES_EN: RulesBook = {
  games: {
    freecell: {
      summary:
        'A solitaire with every card in sight: bring all 52 to four foundations, one per suit, from ace to king.',
      tap: TAP_WITH_CELLS,
      sections: [
        {
          heading: 'Cards and deal',
          items: [
            'French deck of 52 cards, no jokers. Ace is low: A, 2–10, J, Q, K.',
            'All cards are dealt face up, one at a time from left to right, into 8 columns: the first 4 get 7 cards, the other 4 get 6.',
            'There are 4 free cells, each for a single card, and 4 empty foundations. There is no stock.',
          ],
        },
        {
          heading: 'Moves',
          items: [
            'You move the top card of a column or a card in a cell.',
            'It may go to an empty cell, to its foundation, to an empty column (any card), or onto a column card one rank higher and of the other colour: 7♥ on 8♠, never on 8♦.',
            'Foundations go up by suit from ace to king, with no gaps. Foundation cards never come back.',
            'An occupied cell accepts nothing, and nothing is built on cells.',
          ],
        },
        {
          heading: 'Moving a run',
          items: [
            'Moving several cards at once is only a shorthand for legal single moves through free space.',
            'With F empty cells and E empty columns, at most (F+1)×2^E cards move. If the destination is an empty column, it does not count in E.',
            'Example: 1 empty cell and 1 empty column let 4 cards onto an occupied column; if the only empty column is the destination, the limit is 2.',
          ],
        },
        {
          heading: 'End',
          items: [
            'You win with all 52 cards on the foundations.',
            'Not every deal can be won. With no useful move the game is stuck; you may undo, but going round in circles is not a win.',
            'Deal numbers are Microsoft’s: deal 1 is the same everywhere.',
          ],
        },
      ],
    },
    'bakers-game': {
      summary:
        'FreeCell’s ancestor: the same deal and the same cells, but columns build down in suit.',
      tap: TAP_WITH_CELLS,
      sections: [
        {
          heading: 'Cards and deal',
          items: [
            'French deck of 52 cards, no jokers. Ace is low: A, 2–10, J, Q, K.',
            'All cards face up in 8 columns: the first 4 with 7, the other 4 with 6. There are 4 one-card cells and 4 foundations. There is no stock.',
          ],
        },
        {
          heading: 'Moves',
          items: [
            'You move the top card of a column or a card in a cell.',
            'Columns build down by one rank in the same suit: 7♥ on 8♥, never on 8♣.',
            'An empty column accepts any available card.',
            'A card in a cell goes back to a column by the normal rule, or to its foundation. Nothing is built on cells.',
            'Foundations go up A to K by suit, with no gaps and no way back.',
            'Moving a run is shorthand for single moves through free space: at most (F+1)×2^E cards, as in FreeCell.',
          ],
        },
        {
          heading: 'End',
          items: [
            'You win when the 4 foundations end in kings and no card is left out.',
            'With no legal move the deal stays unsolved: there is no stock and no rescue redeal. Repeating moves is not a win.',
            'Deal numbers are the same as FreeCell’s.',
          ],
        },
      ],
    },
    australian: {
      summary:
        'Seven open columns, groups that move even out of order, and a stock you go through only once.',
      tap: TAP_WITHOUT_CELLS,
      sections: [
        {
          heading: 'Setting up',
          items: [
            'French deck of 52 cards. Seven columns of four cards, all face up and overlapping; the other 24 form the face-down stock.',
            'There is a waste pile and four foundations, built up by suit from ace to king.',
          ],
        },
        {
          heading: 'Moves',
          items: [
            'The top card of a column or of the waste may go up to its foundation. Nothing comes back from the foundations.',
            'Columns build down in suit: 8♥ on 9♥, not on 9♣.',
            'Any card of a column moves together with every card on top of it, in whatever order they are: only the first card of the group must fit. J♥ with 4♣ on it may go onto Q♥.',
            'An empty column takes only a king, alone or with its group.',
          ],
        },
        {
          heading: 'Stock and end',
          items: [
            'At any time you may turn one card from the stock onto the waste, even when other moves exist. Only the top waste card plays.',
            'The waste never becomes a stock again: one pass only. No card goes from the columns to the waste.',
            'You win with all 52 cards on the foundations. You lose when the stock is empty and no move is left; an empty stock alone is not a loss.',
          ],
        },
      ],
    },
    klondike: {
      summary:
        'The classic solitaire, with the 48-card Spanish deck: bring every card to four foundations, one per suit, from ace to king.',
      tap: `${TAP_WITHOUT_CELLS} A foundation card never comes down by a tap: drag it.`,
      sections: [
        {
          heading: 'Cards and deal',
          items: [
            'Spanish deck of 48 cards: 1 to 9, jack (10), knight (11) and king (12) of coins, cups, swords and clubs. The ace is lowest.',
            'Seven columns: the first with one card, the second with two, and so on up to seven. All face down except the last card of each column. The other 20 form the stock.',
          ],
        },
        {
          heading: 'Columns',
          items: [
            'Build down one rank at a time and change suit: on the seven of coins goes the six of cups, swords or clubs, never the six of coins.',
            'You move the top card, or a face-up stretch that already builds down that way, whole: the nine of swords with the eight of coins on it goes onto the jack of cups.',
            'An empty column takes only a king, alone or heading its stretch.',
            'A face-down card that comes to the top turns face up by itself.',
          ],
        },
        {
          heading: 'Foundations',
          items: [
            'Four foundations, one per suit, from ace to king. Cards go up one at a time from the top of a column or of the waste.',
            'The top card of a foundation may come back to a column where it fits, but never to another foundation.',
          ],
        },
        {
          heading: 'Stock and waste',
          items: [
            'You choose when dealing: draw one (one card at a time) or draw three (three at a time, and only the top waste card plays).',
            'When the stock runs out, drawing turns the waste over into a new stock, as often as you like; each turn counts as a move.',
          ],
        },
        {
          heading: 'Winning',
          items: [
            'You win with all 48 cards on the foundations.',
            'When stock and waste are empty and no card is face down, the game is already won: “Finish” moves the rest up, lowest first, and Escape stops it.',
            'With the French deck (52 cards) columns alternate red and black and the stock has 24 cards; everything else is the same.',
          ],
        },
      ],
    },
    spider: {
      summary:
        'Two Spanish decks (96 cards) and ten columns: build eight complete runs from king down to ace, each in one suit.',
      tap: 'Tap a card and it goes, with those on it, to the first column that takes it: onto the same suit first, then onto another, empty columns last. A complete run then leaves the table by itself.',
      sections: [
        {
          heading: 'Cards and deal',
          items: [
            'The 96 cards are always eight series from ace to king. One suit: eight series of swords. Two suits: four of swords and four of cups. Four suits: two of each.',
            'Ten columns: the first six get five cards and the last four get four, face down except the top one. The other 50 stay in the stock for five deals of ten.',
          ],
        },
        {
          heading: 'Columns',
          items: [
            'Build down one rank at a time regardless of suit: any seven goes on the eight of swords.',
            'Several cards move together only if they go down one by one and are all of the same suit.',
            'An empty column accepts any card or any run that can move.',
            'A face-down card that comes to the top turns face up by itself.',
          ],
        },
        {
          heading: 'Dealing',
          items: [
            'Dealing puts one face-up card from the stock on top of every column. There are five deals, each whenever you choose.',
            'You cannot deal while a column is empty, unless fewer cards are left on the table than there are columns.',
          ],
        },
        {
          heading: 'Runs and the end',
          items: [
            'A complete run from king to ace in one suit leaves the table by itself, after a move or a deal; a face-down card it uncovers turns face up.',
            'You win when all eight runs are complete. Spider has no foundations and no waste.',
            'With the French deck there are 104 cards: 54 in the columns (the first four get six) and 50 in the stock.',
          ],
        },
      ],
    },
  },
  shared: [
    {
      heading: 'Playing at the table',
      items: [
        'Drag a card or a run and it goes where you drop it; the table marks the places where the drop is legal.',
        'With the keyboard: the arrow keys move around the table, and Home and End go to the first and last place of a row. Enter does what a tap does. Space picks up a card (with those on it), and Enter or Space drops it where the focus is. Escape lets go, hides a hint, and stops “Play to the end”.',
        'Shortcuts: Ctrl+Z undoes, Ctrl+Y or Ctrl+Shift+Z redoes, and H asks for a hint. On a Mac, Cmd works as Ctrl.',
        '“Undo” has no limit, and “Redo” plays again what was undone. “New deal” asks first, because the game in progress is lost.',
        'The game is saved in this browser with its time and moves.',
      ],
    },
    {
      heading: 'What the solver adds',
      items: [
        'Every deal can be checked before play: winnable (with a solution), impossible (proven), or no verdict if the search runs out of time. You may ask for winnable deals only, with “Winnable deals only” in “Options”.',
        '“Hint” gives the next move of a winning line from where you are. It comes from a solver that knows where the face-down cards and the stock cards are, so a hint may count on a card you have not seen yet.',
        'When a move turns a winnable position into an impossible one, the table warns you and offers “Undo back to the last winnable position”.',
        'The solver sees every card, face-down ones too: its verdict is about the deal, not about luck.',
      ],
    },
  ],
};
