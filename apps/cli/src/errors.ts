/**
 * Exit codes and the one error type the commands raise. Commands throw `CliError` for
 * every expected failure (bad arguments, bad input); `main` turns it into a message and
 * its exit code. Any other exception is a bug and exits with `EXIT.internal`.
 */
export const EXIT = {
  /** The command did what was asked: `verify` ended won, `solve` found a win. */
  ok: 0,
  /** A negative answer: `verify` ended not won or hit an illegal move; `solve` proved the deal impossible. */
  negative: 1,
  /** Bad command line: unknown command, game, option or option value, bad deal number. */
  usage: 2,
  /** Bad input data: a position or move list that is malformed or breaks the game's rules, or a file that cannot be read. */
  badInput: 3,
  /** A bug in naipe. */
  internal: 4,
  /** `solve` ran out of budget before reaching a verdict. */
  unknown: 5,
  /** `analyze` was interrupted (Ctrl-C, SIGTERM); the shells' code for Ctrl-C. Rerun to resume. */
  interrupted: 130,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

export class CliError extends Error {
  constructor(
    readonly exitCode: ExitCode,
    message: string,
    /** The command whose help the user should read, for usage errors. */
    readonly command?: string,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

export const usageError = (message: string, command?: string) =>
  new CliError(EXIT.usage, message, command);

export const inputError = (message: string) => new CliError(EXIT.badInput, message);
