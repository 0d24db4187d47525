/**
 * Command-line parsing shared by the commands: `util.parseArgs` with errors turned into
 * usage errors, the game option flags, the game and the deal number.
 */
import { parseArgs } from 'node:util';
import { GAME_IDS, GAMES, Game, type GameOptions, type Position } from '@naipe/rules';
import { usageError } from './errors.js';

type FlagSpec = { readonly type: 'string' | 'boolean'; readonly multiple?: boolean };
type FlagSpecs = Readonly<Record<string, FlagSpec>>;

/** The options a game may take; which of them a game offers is in its registry entry. */
export const GAME_OPTION_FLAGS = {
  draw: { type: 'string' },
  suits: { type: 'string' },
  deck: { type: 'string' },
} as const satisfies FlagSpecs;

const HELP_FLAG = { help: { type: 'boolean', short: 'h' } } as const;

type Config<F extends FlagSpecs> = {
  args: string[];
  options: F & typeof HELP_FLAG;
  allowPositionals: true;
  strict: true;
};

/** Parses a command's arguments; every command also takes `--help` (`-h`). */
export function parseCommandArgs<F extends FlagSpecs>(
  command: string,
  args: readonly string[],
  flags: F,
): ReturnType<typeof parseArgs<Config<F>>> {
  try {
    return parseArgs<Config<F>>({
      args: [...args],
      options: { ...flags, ...HELP_FLAG },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw usageError(describeParseError(error as Error & { code?: string }), command);
  }
}

/** Node's messages are written for programmers; these name the option and what is wrong. */
function describeParseError(error: Error & { code?: string }): string {
  const option = /'(-[^' ]+)/.exec(error.message)?.[1];
  switch (error.code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return `unknown option ${option ?? error.message}`;
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      if (/argument missing/.test(error.message)) return `option ${option} needs a value`;
      if (/ambiguous/.test(error.message)) {
        return `option ${option} needs a value; to give one that starts with "-", write ${option}=VALUE`;
      }
      return `option ${option} takes no value`;
    default:
      return error.message;
  }
}

/** The positional arguments a command expects, by name, in order; `?` marks optional ones. */
export function takePositionals(
  command: string,
  positionals: readonly string[],
  names: readonly string[],
): (string | undefined)[] {
  const required = names.filter((n) => !n.endsWith('?'));
  if (positionals.length < required.length) {
    const missing = required[positionals.length]!;
    throw usageError(`missing the ${missing}`, command);
  }
  if (positionals.length > names.length) {
    throw usageError(`unexpected argument "${positionals[names.length]}"`, command);
  }
  return names.map((_, i) => positionals[i]);
}

/** The game named on the command line, with the option flags it was given. */
export function gameFromArgs(
  command: string,
  id: string | undefined,
  flags: { readonly draw?: string; readonly suits?: string; readonly deck?: string },
): Game {
  if (id === undefined) {
    throw usageError(`missing the game: one of ${GAME_IDS.join(', ')}`, command);
  }
  const options: Record<string, string | number> = {};
  for (const name of ['draw', 'suits', 'deck'] as const) {
    const value = flags[name];
    // Game.create checks the value against the registry, where draw and suits are numbers.
    if (value !== undefined) options[name] = /^\d+$/.test(value) ? Number(value) : value;
  }
  const game = Game.create(id, options as GameOptions);
  if (!game.ok) throw usageError(game.error.message, command);
  return game.value;
}

/** A deal of `game` from its number as typed: digits only, within the game's range. */
export function dealFromArg(
  command: string,
  game: Game,
  text: string,
): { readonly deal: number; readonly position: Position } {
  const range = `from 1 to ${GAMES[game.id].maxDeal}`;
  if (!/^\d+$/.test(text)) {
    throw usageError(`the deal number must be a whole number ${range}, not "${text}"`, command);
  }
  const deal = Number(text);
  const position = game.deal(deal);
  if (!position.ok) {
    throw usageError(`the deal number must be a whole number ${range}, not ${text}`, command);
  }
  return { deal, position: position.value };
}
