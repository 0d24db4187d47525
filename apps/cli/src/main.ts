/**
 * The `naipe` command: finds the command named by the first argument and runs it with the
 * injected streams. Returns the exit code rather than exiting, so tests call it directly.
 */
import { GAME_IDS } from '@naipe/rules';
import { COMMANDS } from './commands/index.js';
import { CliError, EXIT, type ExitCode, usageError } from './errors.js';
import type { Io } from './io.js';
import { printableMessage } from './printable.js';
import { version } from './version.js';

export { EXIT } from './errors.js';
export type { Io, Output } from './io.js';

function overview(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  const list = COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`).join('\n');
  return `Usage: naipe <command> [arguments]

Solitaire deals, moves and verdicts from the command line.

Commands:
${list}
  ${'help'.padEnd(width)}  show this text, or the help of one command

Run "naipe help <command>" or "naipe <command> --help" for a command's arguments.
Games: ${GAME_IDS.join(', ')} ("naipe games").

Exit codes:
    0  success; verify: the game ends won; solve: winnable
    1  verify: not won, or an illegal move; solve: impossible
    2  usage error: unknown command, game or option, bad option value or deal number
    3  bad input: unreadable or too large file, malformed or invalid position or
       move list; analyze: a results file refused or locked
    4  internal error (a bug in naipe)
    5  solve: unknown, the budget ran out before a verdict
  130  analyze: interrupted (Ctrl-C or SIGTERM); the same command resumes`;
}

function help(topic: string | undefined, io: Io): ExitCode {
  if (topic === undefined) {
    io.stdout.write(`${overview()}\n`);
    return EXIT.ok;
  }
  const command = COMMANDS.find((c) => c.name === topic);
  if (command === undefined) throw usageError(`no help for "${topic}": it is not a command`);
  io.stdout.write(`${command.help}\n`);
  return EXIT.ok;
}

async function dispatch(
  name: string | undefined,
  rest: readonly string[],
  io: Io,
): Promise<ExitCode> {
  if (name === undefined) {
    io.stderr.write(`${overview()}\n`);
    return EXIT.usage;
  }
  if (name === 'help' || name === '--help' || name === '-h') {
    if (rest.length > 1) throw usageError(`help takes one command name, not ${rest.length}`);
    return help(rest[0], io);
  }
  if (name === '--version' || name === '-V') {
    io.stdout.write(`${version()}\n`);
    return EXIT.ok;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (command === undefined) {
    throw usageError(
      `unknown command "${name}": expected one of ${COMMANDS.map((c) => c.name).join(', ')}, help`,
    );
  }
  return command.run(rest, io);
}

export async function main(argv: readonly string[], io: Io): Promise<ExitCode> {
  const [name, ...rest] = argv;
  try {
    return await dispatch(name, rest, io);
  } catch (error) {
    if (error instanceof CliError) {
      const command = COMMANDS.find((c) => c.name === name);
      const where = command ? `naipe ${command.name}` : 'naipe';
      io.stderr.write(`${where}: ${printableMessage(error.message)}\n`);
      if (error.exitCode === EXIT.usage) {
        io.stderr.write(`Run "naipe help${error.command ? ` ${error.command}` : ''}" for usage.\n`);
      }
      return error.exitCode;
    }
    io.stderr.write(
      `naipe: internal error, please report it: ${printableMessage(String((error as Error)?.stack ?? error))}\n`,
    );
    return EXIT.internal;
  }
}
