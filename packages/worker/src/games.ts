/**
 * Games by request, made once: `Game.create` builds a new variant on every call, and a
 * bulk analysis asks for the same game hundreds of times a second, in the pool's thread
 * to check each request and in the worker to solve it. Requests that name the same game
 * in different words (options in another order, defaults written out) share one
 * instance, since the solver keys the tables it works out for a game by its variant.
 */
import { Game, type GameError, type GameOptions, ok, type Result } from '@naipe/rules';

export class GameCache {
  /** By the request's own words. */
  readonly #byRequest = new Map<string, Game>();
  /** By the game and its resolved options. */
  readonly #byGame = new Map<string, Game>();

  /** The game, or why it cannot be made; a failure is not kept. */
  get(id: string, options: GameOptions | undefined): Result<Game, GameError> {
    // Input of the wrong type goes to `Game.create` as it is, to be refused as it always was.
    if (typeof id !== 'string' || (options !== undefined && !isObject(options))) {
      return Game.create(id, options);
    }
    const asked = `${id} ${JSON.stringify(options ?? {})}`;
    const known = this.#byRequest.get(asked);
    if (known !== undefined) return ok(known);
    const made = Game.create(id, options);
    if (!made.ok) return made;
    const { deck, draw, suits } = made.value.options;
    const same = `${id} ${deck} ${draw} ${suits}`;
    const game = this.#byGame.get(same) ?? made.value;
    this.#byGame.set(same, game);
    this.#byRequest.set(asked, game);
    return ok(game);
  }
}

const isObject = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
