/**
 * A game in progress: its positions from the deal on, with unlimited undo and redo.
 * Positions share the piles a move did not touch, so each step costs a few small arrays.
 */

import type { IllegalMove } from './check.js';
import type { Move } from './move.js';
import type { Position } from './position.js';
import { ok, type Result } from './result.js';

/** The two rule calls a history needs; `Game` provides them. */
export interface MovePlayer {
  /** The move with its card count filled in, or the rule it breaks. */
  checkMove(position: Position, move: Move): Result<Move, IllegalMove>;
  play(position: Position, move: Move): Result<Position, IllegalMove>;
}

export interface Step {
  readonly move: Move;
  readonly position: Position;
}

export class History {
  #steps: Step[] = [];
  #cursor = 0;

  constructor(
    readonly start: Position,
    private readonly rules: MovePlayer,
  ) {}

  get position(): Position {
    return this.#steps[this.#cursor - 1]?.position ?? this.start;
  }

  /** The moves played up to the current position, each with its card count filled in. */
  get moves(): Move[] {
    return this.#steps.slice(0, this.#cursor).map((s) => s.move);
  }

  get canUndo(): boolean {
    return this.#cursor > 0;
  }

  get canRedo(): boolean {
    return this.#cursor < this.#steps.length;
  }

  /** Plays a move; a legal one drops whatever could have been redone. */
  play(move: Move): Result<Position, IllegalMove> {
    const checked = this.rules.checkMove(this.position, move);
    if (!checked.ok) return checked;
    const result = this.rules.play(this.position, checked.value);
    if (!result.ok) return result;
    this.#steps.length = this.#cursor;
    this.#steps.push({ move: checked.value, position: result.value });
    this.#cursor++;
    return ok(result.value);
  }

  undo(): boolean {
    if (!this.canUndo) return false;
    this.#cursor--;
    return true;
  }

  redo(): boolean {
    if (!this.canRedo) return false;
    this.#cursor++;
    return true;
  }
}
