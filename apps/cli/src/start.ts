/**
 * Where `moves`, `verify` and `solve` start: a numbered deal, or a position read from a
 * file or stdin in the position notation.
 */
import type { Game, Position } from '@naipe/rules';
import { inputError, usageError } from './errors.js';
import { type Io, readInput } from './io.js';
import { dealFromArg } from './options.js';

export interface Start {
  readonly position: Position;
  /** The deal number, or null for a position read from input. */
  readonly deal: number | null;
}

export async function startPosition(
  command: string,
  game: Game,
  dealArg: string | undefined,
  positionSource: string | undefined,
  io: Io,
): Promise<Start> {
  if (dealArg !== undefined && positionSource !== undefined) {
    throw usageError('give either a deal number or --position, not both', command);
  }
  if (positionSource !== undefined) {
    return { position: await readPosition(game, positionSource, io), deal: null };
  }
  if (dealArg === undefined) {
    throw usageError('missing the deal number (or --position FILE|-)', command);
  }
  const { deal, position } = dealFromArg(command, game, dealArg);
  return { position, deal };
}

/** Reads and validates a position; its errors name the input and, for notation errors, the line and column. */
export async function readPosition(game: Game, source: string, io: Io): Promise<Position> {
  const input = await readInput(source, io);
  const parsed = game.parsePosition(input.text);
  if (!parsed.ok) {
    throw inputError(`bad ${game.id} position in ${input.name}: ${parsed.error.message}`);
  }
  return parsed.value;
}
