import { EXIT, type ExitCode } from '../errors.js';
import type { Io } from '../io.js';

export interface Command {
  readonly name: string;
  /** One line for the command list. */
  readonly summary: string;
  /** The whole `naipe help <command>` text. */
  readonly help: string;
  run(args: readonly string[], io: Io): Promise<ExitCode>;
}

/** The option lines every game-taking command shares in its help. */
export const GAME_OPTIONS_HELP = `Game options (see \`naipe games\` for which game takes which):
  --deck spanish|french   the deck (klondike, spider)
  --draw 1|3              cards per draw (klondike)
  --suits 1|2|4           suits in play (spider)`;

export function showHelp(io: Io, help: string): ExitCode {
  io.stdout.write(`${help}\n`);
  return EXIT.ok;
}
