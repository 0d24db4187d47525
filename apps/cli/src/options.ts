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
  tokens: true;
};

type Parsed<F extends FlagSpecs> = ReturnType<typeof parseArgs<Config<F>>>;

/**
 * Parses a command's arguments; every command also takes `--help` (`-h`). An option
 * given twice is an error unless it is meant to repeat (`--budget`): with `--draw 1
 * --draw 3` one of the two would be dropped without a word.
 */
export function parseCommandArgs<F extends FlagSpecs>(
  command: string,
  args: readonly string[],
  flags: F,
): Pick<Parsed<F>, 'values' | 'positionals'> {
  const { rest, negatives } = setAsideNegativeNumbers(args, flags);
  let parsed: Parsed<F>;
  try {
    parsed = parseArgs<Config<F>>({
      args: rest.map((a) => a.text),
      options: { ...flags, ...HELP_FLAG },
      allowPositionals: true,
      strict: true,
      tokens: true,
    });
  } catch (error) {
    throw usageError(describeParseError(error as Error & { code?: string }), command);
  }
  const given = new Map<string, string | undefined>();
  for (const token of parsed.tokens) {
    if (token.kind !== 'option' || flags[token.name]?.type !== 'string') continue;
    if (flags[token.name]?.multiple) continue;
    if (given.has(token.name)) {
      throw usageError(
        `option --${token.name} given twice ("${given.get(token.name)}", then "${token.value}"): give it once`,
        command,
      );
    }
    given.set(token.name, token.value);
  }
  const positionals = [
    ...parsed.tokens.flatMap((t) =>
      t.kind === 'positional' ? [{ at: rest[t.index]!.at, text: t.value }] : [],
    ),
    ...negatives,
  ]
    .sort((a, b) => a.at - b.at)
    .map((p) => p.text);
  return { values: parsed.values, positionals };
}

/**
 * `parseArgs` reads `-5` as the short option `-5`, so `naipe deal freecell -5` would
 * be an unknown option rather than the bad deal number it is. Arguments that start
 * with a minus and a digit are positionals here, unless they are the value of the
 * option before them or come after `--`; each keeps its place among the positionals.
 */
function setAsideNegativeNumbers(args: readonly string[], flags: FlagSpecs) {
  const rest: { at: number; text: string }[] = [];
  const negatives: { at: number; text: string }[] = [];
  let optionsEnded = false;
  for (const [at, text] of args.entries()) {
    const before = args[at - 1];
    const isValue = before?.startsWith('--') && flags[before.slice(2)]?.type === 'string';
    if (!optionsEnded && !isValue && /^-\d/.test(text)) negatives.push({ at, text });
    else rest.push({ at, text });
    if (text === '--') optionsEnded = true;
  }
  return { rest, negatives };
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
  const max = GAMES[game.id].maxDeal;
  const range = `from 1 to ${max}`;
  if (!/^\d+$/.test(text)) {
    throw usageError(`the deal number must be a whole number ${range}, not "${text}"`, command);
  }
  const deal = Number(text);
  const position = game.deal(deal);
  if (!position.ok) {
    const tooLarge = deal > max ? ', which is too large' : '';
    throw usageError(
      `the deal number must be a whole number ${range}, not ${text}${tooLarge}`,
      command,
    );
  }
  return { deal, position: position.value };
}
