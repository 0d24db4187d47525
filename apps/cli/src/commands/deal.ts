import { EXIT } from '../errors.js';
import {
  dealFromArg,
  GAME_OPTION_FLAGS,
  gameFromArgs,
  parseCommandArgs,
  takePositionals,
} from '../options.js';
import { type Command, GAME_OPTIONS_HELP, showHelp } from './command.js';

export const deal: Command = {
  name: 'deal',
  summary: 'print a numbered deal in the position notation',
  help: `Usage: naipe deal <game> <number> [game options]

Prints deal <number> of <game> in the position notation. FreeCell and Baker's Game
use the Microsoft numbering (1..2147483647) and print the board of other FreeCell
solvers: 8 lines, one per column, bottom card first. The other games number their
deals 1..4294967295 and add Stock: lines and face-down cards before a "|".

${GAME_OPTIONS_HELP}

Examples:
  naipe deal freecell 617
  naipe deal klondike 42 --draw 3 --deck french`,

  async run(args, io) {
    const { values, positionals } = parseCommandArgs('deal', args, GAME_OPTION_FLAGS);
    if (values.help) return showHelp(io, this.help);
    const [id, number] = takePositionals('deal', positionals, ['game', 'deal number']);
    const game = gameFromArgs('deal', id, values);
    const { position } = dealFromArg('deal', game, number!);
    io.stdout.write(`${game.makePosition(position)}\n`);
    return EXIT.ok;
  },
};
