/**
 * Reads a move list: moves separated by white space or new lines, `#` starting a comment
 * that runs to the end of the line. Unlike `Game.parseMoves`, every move keeps its line
 * and column, so errors in a long file point at the place to fix.
 */
import type { Game, Move } from '@naipe/rules';
import { inputError } from './errors.js';
import type { Input } from './io.js';

export interface PlacedMove {
  readonly move: Move;
  readonly text: string;
  /** 1-based position of the move in the list. */
  readonly index: number;
  /** 1-based line and column where the move starts. */
  readonly line: number;
  readonly column: number;
}

export function parseMoveList(game: Game, input: Input): PlacedMove[] {
  const moves: PlacedMove[] = [];
  for (const [lineIndex, raw] of input.text.split(/\r?\n/).entries()) {
    const code = raw.replace(/#.*$/, '');
    for (const word of code.matchAll(/\S+/g)) {
      const text = word[0];
      const line = lineIndex + 1;
      const column = (word.index ?? 0) + 1;
      const index = moves.length + 1;
      const parsed = game.parseMove(text);
      if (!parsed.ok) {
        // The notation's message starts with the move and the column inside it; the
        // column in the file replaces both.
        const inner = `"${text}" at ${parsed.error.column}: `;
        const reason = parsed.error.message.startsWith(inner)
          ? parsed.error.message.slice(inner.length)
          : parsed.error.message;
        throw inputError(
          `bad move list in ${input.name}: line ${line}, column ${column + parsed.error.column - 1}: move ${index} "${text}": ${reason}`,
        );
      }
      moves.push({ move: parsed.value, text, index, line, column });
    }
  }
  return moves;
}
