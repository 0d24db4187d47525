import { EXIT, usageError } from '../errors.js';
import { readInput, STDIN } from '../io.js';
import { parseMoveList } from '../move-list.js';
import { GAME_OPTION_FLAGS, gameFromArgs, parseCommandArgs, takePositionals } from '../options.js';
import { startPosition } from '../start.js';
import { type Command, GAME_OPTIONS_HELP, showHelp } from './command.js';

const FLAGS = {
  ...GAME_OPTION_FLAGS,
  position: { type: 'string' },
  moves: { type: 'string' },
} as const;

export const verify: Command = {
  name: 'verify',
  summary: 'replay a move list and say whether it wins',
  help: `Usage: naipe verify <game> <number> --moves FILE|- [game options]
       naipe verify <game> --position FILE|- --moves FILE|- [game options]

Replays a move list from deal <number>, or from a position in the position
notation, and prints one line:
  won                                   every move was legal and the game is won
  not won (N moves played)              every move was legal, the game is not won
  illegal move N "MOVE" at line L, column C: RULE (CODE)
                                        move N breaks RULE; the moves before it
                                        were legal

The move list holds moves in the move notation (3a, a3, 3h, 38, 35:3, hO3, s, r),
separated by spaces or new lines; "#" starts a comment that runs to the end of
the line. At most one of --moves and --position may read stdin ("-").

Exit code: 0 when the game ends won, 1 when it does not or a move is illegal,
3 when the move list or position cannot be read.

Options:
  --moves FILE|-          the move list (required)
  --position FILE|-       start from this position instead of a numbered deal

${GAME_OPTIONS_HELP}

Examples:
  naipe verify freecell 1 --moves solution.txt
  echo "1h 4h 1h 2h 3h" | naipe verify freecell --position board.txt --moves -`,

  async run(args, io) {
    const { values, positionals } = parseCommandArgs('verify', args, FLAGS);
    if (values.help) return showHelp(io, this.help);
    const [id, number] = takePositionals('verify', positionals, ['game', 'deal number?']);
    const game = gameFromArgs('verify', id, values);
    if (values.moves === undefined) throw usageError('missing --moves FILE|-', 'verify');
    if (values.moves === STDIN && values.position === STDIN) {
      throw usageError('--moves and --position cannot both read stdin', 'verify');
    }
    const start = await startPosition('verify', game, number, values.position, io);
    const list = parseMoveList(game, await readInput(values.moves, io));

    const played = game.playAll(
      start.position,
      list.map((placed) => placed.move),
    );
    if (!played.ok) {
      const { index, error } = played.error;
      const placed = list[index]!;
      io.stdout.write(
        `illegal move ${placed.index} "${placed.text}" at line ${placed.line}, column ${placed.column}: ${error.message} (${error.code})\n`,
      );
      return EXIT.negative;
    }
    if (game.isWon(played.value)) {
      io.stdout.write('won\n');
      return EXIT.ok;
    }
    io.stdout.write(`not won (${list.length} ${list.length === 1 ? 'move' : 'moves'} played)\n`);
    return EXIT.negative;
  },
};
