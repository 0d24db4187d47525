import { EXIT } from '../errors.js';
import { GAME_OPTION_FLAGS, gameFromArgs, parseCommandArgs, takePositionals } from '../options.js';
import { startPosition } from '../start.js';
import { type Command, GAME_OPTIONS_HELP, showHelp } from './command.js';

const FLAGS = {
  ...GAME_OPTION_FLAGS,
  position: { type: 'string' },
  json: { type: 'boolean' },
} as const;

export const moves: Command = {
  name: 'moves',
  summary: 'list the legal moves of a position',
  help: `Usage: naipe moves <game> --position FILE|- [--json] [game options]
       naipe moves <game> <number> [--json] [game options]

Lists every legal move of a position, one per line, in the move notation. The
position is read from FILE, or from stdin with "-", or is deal <number>. A won or
stuck position has no moves and prints nothing.

Options:
  --position FILE|-       the position, in the position notation
  --json                  print {"game","deal","outcome","moves":[...]} instead;
                          outcome is "won", "stuck" or "playing", deal is null
                          for a position read with --position

${GAME_OPTIONS_HELP}

Examples:
  naipe deal freecell 1 | naipe moves freecell --position -
  naipe moves spider 7 --suits 2 --json`,

  async run(args, io) {
    const { values, positionals } = parseCommandArgs('moves', args, FLAGS);
    if (values.help) return showHelp(io, this.help);
    const [id, number] = takePositionals('moves', positionals, ['game', 'deal number?']);
    const game = gameFromArgs('moves', id, values);
    const start = await startPosition('moves', game, number, values.position, io);
    const legal = game.legalMoves(start.position).map((m) => game.makeMove(m));
    if (values.json) {
      const report = {
        game: game.id,
        deal: start.deal,
        outcome: game.outcome(start.position),
        moves: legal,
      };
      io.stdout.write(`${JSON.stringify(report)}\n`);
    } else if (legal.length > 0) {
      io.stdout.write(`${legal.join('\n')}\n`);
    }
    return EXIT.ok;
  },
};
