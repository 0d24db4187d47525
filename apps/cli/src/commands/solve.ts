import { GAMES, type Game } from '@naipe/rules';
import {
  DEFAULT_BUDGET,
  SOLVED_GAME_IDS,
  Solver,
  type SolverError,
  type Verdict,
} from '@naipe/solver';
import { parseBudget } from '../budget.js';
import { CliError, EXIT, type ExitCode, inputError, usageError } from '../errors.js';
import { GAME_OPTION_FLAGS, gameFromArgs, parseCommandArgs, takePositionals } from '../options.js';
import { startPosition } from '../start.js';
import { type Command, GAME_OPTIONS_HELP, showHelp } from './command.js';

const FLAGS = {
  ...GAME_OPTION_FLAGS,
  position: { type: 'string' },
  budget: { type: 'string', multiple: true },
  json: { type: 'boolean' },
} as const;

/** Names as a sentence lists them: "A, B and C". */
const listed = (names: readonly string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');

const VERDICT_EXIT: Record<Verdict, ExitCode> = {
  winnable: EXIT.ok,
  impossible: EXIT.negative,
  unknown: EXIT.unknown,
};

export const solve: Command = {
  name: 'solve',
  summary: 'say whether a deal or position is winnable, with a solution',
  help: `Usage: naipe solve <game> <number> [--budget LIMIT] [--json] [game options]
       naipe solve <game> --position FILE|- [--budget LIMIT] [--json] [game options]

Searches deal <number>, or a position in the position notation, for a win. The
verdict is "winnable" (with a solution), "impossible" (every reachable position was
searched) or "unknown" (the budget ran out first). The solver plays, with every
option: ${listed(SOLVED_GAME_IDS.map((id) => GAMES[id].names.en))}.
It sees every card, face-down and stock cards too, so a verdict is about the
deal, not about a player's luck. In a solution each draw or deal from the stock
is "s" and each turn of the waste "r", as a person plays them. Every solution has
been replayed through the rules before it is printed.

Output: two comment lines with the verdict and the search figures, then the
solution on one line, moves separated by spaces. Since "#" starts a comment in a
move list, the output is itself a move list for naipe verify:

  # freecell deal 1: winnable
  # N moves; P positions, T ms, M MiB
  6a 6b 6h 6h 1c ...

When the verdict is unknown, a third comment line gives the best line the search
found: the moves toward the most promising position it reached, each one legal,
but not proven to keep the game winnable:

  # spider deal 1: unknown
  # P positions, T ms, M MiB
  # best line found (not proven): 4 moves: 5a 7h ...

Exit code: 0 winnable, 1 impossible, 5 unknown.

Options:
  --position FILE|-       solve this position instead of a numbered deal
  --budget LIMIT          stop the search at this limit, told apart by its unit:
                            2000000   positions (a whole number; 2_000_000 reads too)
                            5s        time: ms, s or min (500ms, 1.5s, 2min)
                            256MB     memory for the search: KB, MB or GB,
                                      from 1MB to 1GB
                          Several limits: --budget 5s,2000000 or repeat the flag.
                          Limits not given keep the solver's defaults:
                          ${DEFAULT_BUDGET.maxPositions} positions, ${DEFAULT_BUDGET.maxMs / 1000}s, ${DEFAULT_BUDGET.maxMemoryBytes / 2 ** 20}MB.
  --json                  print one JSON object instead:
                          {"game","deal","verdict","moves":[...],"positions","ms"}
                          (deal is null with --position; moves is [] unless winnable;
                          when unknown, "bestLine":[...] is the best line found,
                          not proven)

${GAME_OPTIONS_HELP}

Examples:
  naipe solve freecell 617
  naipe solve bakers-game 10 --budget 10s --json
  naipe solve freecell 1 | naipe verify freecell 1 --moves -`,

  async run(args, io) {
    const { values, positionals } = parseCommandArgs('solve', args, FLAGS);
    if (values.help) return showHelp(io, this.help);
    const [id, number] = takePositionals('solve', positionals, ['game', 'deal number?']);
    const game = gameFromArgs('solve', id, values);
    const budget = parseBudget(values.budget ?? []);
    const start = await startPosition('solve', game, number, values.position, io);

    const solver = await Solver.create();
    const solved = solver.solve(game, start.position, budget);
    if (!solved.ok) throw solverFailure(solved.error, game);
    const { verdict, stats } = solved.value;
    const solution = verdict === 'winnable' ? (solved.value.solution ?? []) : [];
    const moves = solution.map((m) => game.makeMove(m));
    const bestLine = (solved.value.bestLine ?? []).map((m) => game.makeMove(m));

    if (values.json) {
      const report = {
        game: game.id,
        deal: start.deal,
        verdict,
        moves,
        ...(verdict === 'unknown' ? { bestLine } : {}),
        positions: stats.positions,
        ms: Math.round(stats.ms),
      };
      io.stdout.write(`${JSON.stringify(report)}\n`);
    } else {
      const subject = start.deal === null ? `${game.id} position` : `${game.id} deal ${start.deal}`;
      const search = `${stats.positions} positions, ${Math.round(stats.ms)} ms, ${mebibytes(stats.memoryBytes)}`;
      io.stdout.write(`# ${subject}: ${verdict}\n`);
      io.stdout.write(
        verdict === 'winnable'
          ? `# ${moves.length} moves; ${search}\n${moves.join(' ')}\n`
          : `# ${search}\n`,
      );
      if (bestLine.length > 0) {
        // A comment: the output stays a move list, and a line not proven is not offered as one.
        io.stdout.write(
          `# best line found (not proven): ${bestLine.length} moves: ${bestLine.join(' ')}\n`,
        );
      }
    }
    return VERDICT_EXIT[verdict];
  },
};

const mebibytes = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

function solverFailure(error: SolverError, game: Game): CliError {
  switch (error.code) {
    case 'ERR_UNSUPPORTED_GAME':
    case 'ERR_BAD_DEAL_NUMBER':
      return usageError(error.message, 'solve');
    case 'ERR_BUDGET':
      return usageError(`bad --budget: ${error.message}`, 'solve');
    case 'ERR_INVALID_POSITION':
      return inputError(`bad ${game.id} position: ${error.message}`);
    case 'ERR_INTERNAL':
      return new CliError(EXIT.internal, `the solver failed: ${error.message}`);
  }
}
