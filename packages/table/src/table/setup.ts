/**
 * From the table's attributes to a game on the table: the game and its options, then
 * the saved game if it is the one asked for, else the position or deal asked for, else a
 * random deal. Bad input gives a message in the table's language instead, quoting what
 * was given cut short (an attribute may hold anything, at any length).
 */
import { GAME_IDS, GAMES, Game, type GameOptions, isGameId } from '@naipe/rules';
import type { Translator } from '../model/i18n.js';
import { randomDeal } from '../model/random-deal.js';
import { Session, variantKey } from '../model/session.js';
import { type KeyValueStore, TableStore } from '../model/storage.js';

export interface TableInputs {
  readonly game: string;
  readonly deal: number | undefined;
  /** The deal as written in the attribute, for the message when it is bad. */
  readonly dealText: string | undefined;
  readonly draw: number | undefined;
  readonly suits: number | undefined;
  readonly deck: string | undefined;
  readonly position: string | undefined;
  readonly storageKey: string;
}

export type Setup =
  | {
      readonly ok: true;
      readonly session: Session;
      readonly store: TableStore;
      readonly variant: string;
      /** The saved game in progress of this variant that the new one replaces, if any. */
      readonly replaced?: Session;
    }
  | { readonly ok: false; readonly problem: string };

/** localStorage, or nothing where the browser forbids it (sandboxed frames, some private modes). */
export function browserStorage(): KeyValueStore | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

export function setUpTable(inputs: TableInputs, t: Translator): Setup {
  const fail = (problem: string): Setup => ({ ok: false, problem });
  if (!isGameId(inputs.game)) {
    return fail(t.t('unknownGame', { game: t.quote(inputs.game), games: GAME_IDS.join(', ') }));
  }
  const offered = new Set<string>(GAMES[inputs.game].options.map((o) => o.name));
  const options: Record<string, unknown> = {};
  const given = { deck: inputs.deck, draw: inputs.draw, suits: inputs.suits };
  for (const [name, value] of Object.entries(given)) {
    if (value === undefined) continue;
    // FreeCell is always French, say: an option the game does not offer is only noted.
    if (offered.has(name)) options[name] = value;
    else
      console.warn(
        `<naipe-table>: ${inputs.game} has no "${name}" option; "${t.quote(String(value))}" is ignored`,
      );
  }
  const created = Game.create(inputs.game, options as GameOptions);
  if (!created.ok)
    return fail(
      t.t('badOption', { game: inputs.game, detail: t.quoteWithin(created.error.message) }),
    );
  const game = created.value;
  const variant = variantKey(game);
  const store = new TableStore(inputs.storageKey ? browserStorage() : undefined, inputs.storageKey);
  const saved = store.loadGame(variant);
  const ready = (session: Session): Setup => ({
    ok: true,
    session,
    store,
    variant,
    ...(saved && saved !== session ? { replaced: saved } : {}),
  });

  if (inputs.position !== undefined) {
    const start = game.parsePosition(inputs.position);
    if (!start.ok) return fail(t.t('badPosition', { detail: t.quoteWithin(start.error.message) }));
    const same =
      saved?.deal === null &&
      saved.game.makePosition(saved.start) === game.makePosition(start.value);
    return ready(same && saved ? saved : Session.start(game, null, start.value));
  }
  if (inputs.deal !== undefined) {
    const dealt = game.deal(inputs.deal);
    if (!dealt.ok) {
      const deal = inputs.dealText ?? String(inputs.deal);
      return fail(t.t('badDeal', { deal: t.quote(deal), max: game.info.maxDeal }));
    }
    return ready(
      saved?.deal === inputs.deal ? saved : Session.start(game, inputs.deal, dealt.value),
    );
  }
  if (saved) return ready(saved);
  const deal = randomDeal(game);
  const dealt = game.deal(deal);
  if (!dealt.ok) throw new Error(`bug: random deal ${deal} is out of range`);
  return ready(Session.start(game, deal, dealt.value));
}
