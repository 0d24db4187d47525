/**
 * Games by request, made once: `Game.create` builds a new variant on every call, and a
 * bulk analysis asks for the same game hundreds of times a second, in the pool's thread
 * to check each request and in the worker to solve it (the solver also keys the tables it
 * works out for a game by its variant).
 */
import { Game, type GameError, type GameOptions, ok, type Result } from '@naipe/rules';

export class GameCache {
  readonly #games = new Map<string, Game>();

  /** The game, or why it cannot be made; a failure is not kept. */
  get(id: string, options: GameOptions | undefined): Result<Game, GameError> {
    const key = `${id} ${JSON.stringify(options ?? {})}`;
    const known = this.#games.get(key);
    if (known !== undefined) return ok(known);
    const game = Game.create(id, options);
    if (game.ok) this.#games.set(key, game.value);
    return game;
  }
}
