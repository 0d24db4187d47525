/**
 * The play page around the table: the notice for a bad link, the game and option
 * picker above it, and below it the deal-number form and the share link.
 */
import { GAME_IDS, GAMES, type GameId, type GameOptions, type Locale } from '@naipe/rules';
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { repeat } from 'lit/directives/repeat.js';
import { styleMap } from 'lit/directives/style-map.js';
import { say } from '../i18n.js';
import { gameName, OPTION_TITLES, optionLabel } from '../notices.js';
import type { Choice } from '../route.js';

export interface PlayView {
  readonly locale: Locale;
  readonly choice: Choice;
  /** What was wrong with the address, already in words. */
  readonly problems: readonly string[];
  readonly dealError: string | undefined;
  readonly shareLink: string | undefined;
  readonly copyStatus: string | undefined;
  readonly on: {
    choose(choice: Choice): void;
    playDeal(text: string): void;
    copy(): void;
    dismissProblems(): void;
  };
}

export function renderNotice(v: PlayView): TemplateResult | typeof nothing {
  if (v.problems.length === 0) return nothing;
  return html`<div class="notice" role="alert">
    <p>${say(v.locale, 'linkProblems')}</p>
    <ul>${v.problems.map((p) => html`<li>${p}</li>`)}</ul>
    <button type="button" @click=${v.on.dismissProblems}>${say(v.locale, 'dismiss')}</button>
  </div>`;
}

/**
 * The row of games and a row per option of the game on the table. Each option row is
 * keyed by the option's name: a row Lit reused for another option would rename its
 * radios, and a checked radio joining another group unchecks the one chosen there
 * (Klondike's draw 3 left Spider with no number of suits chosen). `live` compares
 * with the page's own state, which a click changes behind Lit's back.
 *
 * Those rows are the wide picker: the games in one row, and the game's options in one
 * row under them. Where they would not fit (a phone's screen, or a page too narrow for
 * them in its language, picker-fit.ts), the compact picker shows instead: one row of at
 * most two menus, each showing what is chosen: the game, and its variant (every
 * combination of its options, "Francesa · de 3 en 3"), as phone solitaires name their
 * games. Only one of the two is drawn, so only one is read and reached with Tab.
 */
export function renderPicker(v: PlayView): TemplateResult {
  const { locale, choice } = v;
  const specs = GAMES[choice.game].options;
  const pick = (game: GameId) => pickGame(v, game);
  const setOption = (name: keyof GameOptions, value: string | number) =>
    v.on.choose({ game: choice.game, options: { ...choice.options, [name]: value } });
  return html`<form class="picker" @submit=${(e: Event) => e.preventDefault()}>
    <fieldset class="games">
      <legend>${say(locale, 'chooseGame')}</legend>
      ${GAME_IDS.map(
        (game) => html`<label class="segment">
          <input type="radio" name="game" value=${game} .checked=${live(game === choice.game)}
            @change=${() => pick(game)} />
          <span>${gameName(game, locale)}</span>
        </label>`,
      )}
    </fieldset>
    <div class="options">${repeat(
      specs,
      (spec) => spec.name,
      (spec) => html`<fieldset class="option" data-option=${spec.name}>
        <legend>${say(locale, OPTION_TITLES[spec.name])}</legend>
        ${spec.values.map(
          (value) => html`<label class="segment">
            <input type="radio" name=${spec.name} value=${String(value)}
              .checked=${live((choice.options[spec.name] ?? spec.default) === value)}
              @change=${() => setOption(spec.name, value)} />
            <span>${optionLabel(choice.game, spec.name, value, locale)}</span>
          </label>`,
        )}
      </fieldset>`,
    )}</div>
    ${renderMenus(v)}
    ${renderGauge(locale)}
  </form>`;
}

/**
 * The wide picker's gauge, never seen nor read: as wide as the picker, the room there
 * is, and in it the wide picker's rows laid out as they would be, in the page's language
 * and type, the room they need: the games, and each game's options (so that the picker
 * is wide or compact by the page's width alone, whatever the game). Where the widest row
 * is wider than the gauge, the compact picker shows (picker-fit.ts). Neither changes
 * size when the picker does. Its words are spans drawn as the buttons and the legends
 * are, not labels nor fieldsets, so that nothing looking for the picker's controls
 * finds them.
 */
function renderGauge(locale: Locale): TemplateResult {
  const group = (title: string, words: readonly string[]) =>
    html`<span class="group"><span class="legend">${title}</span>${words.map(
      (word) => html`<span class="chip">${word}</span>`,
    )}</span>`;
  const withOptions = GAME_IDS.filter((game) => GAMES[game].options.length > 0);
  return html`<div class="gauge" aria-hidden="true"><div class="rows">
    <div class="row">${group(
      say(locale, 'chooseGame'),
      GAME_IDS.map((game) => gameName(game, locale)),
    )}</div>
    ${withOptions.map(
      (game) =>
        html`<div class="row">${GAMES[game].options.map((spec) =>
          group(
            say(locale, OPTION_TITLES[spec.name]),
            spec.values.map((value) => optionLabel(game, spec.name, value, locale)),
          ),
        )}</div>`,
    )}
  </div></div>`;
}

/** Another game, with the options the player chose for it last (the site keeps them). */
function pickGame(v: PlayView, game: GameId): void {
  if (game !== v.choice.game) v.on.choose({ game, options: {} });
}

/** Every combination of the game's option values, in the order of its options. */
function variantsOf(game: GameId): GameOptions[] {
  let all: GameOptions[] = [{}];
  for (const spec of GAMES[game].options) {
    all = all.flatMap((options) =>
      spec.values.map((value) => ({ ...options, [spec.name]: value })),
    );
  }
  return all;
}

/**
 * An option value as the compact picker's menu shows it: the deck without its count
 * ("Española").
 */
function shortLabel(game: GameId, name: keyof GameOptions, value: string | number, locale: Locale) {
  if (name === 'deck')
    return say(locale, value === 'french' ? 'deckFrenchName' : 'deckSpanishName');
  return optionLabel(game, name, value, locale);
}

/**
 * The length of what a menu of the compact picker shows, in characters, as `--shown`:
 * its width where the browser cannot size a select to its choice (styles.css). Unset
 * when it shows no choice, so that the stylesheet's own width applies rather than none.
 */
const shown = (text: string | undefined) =>
  styleMap({ '--shown': text === undefined ? undefined : String(text.length) });

/** The compact picker: the game's menu, and the variant's where the game has options. */
function renderMenus(v: PlayView): TemplateResult {
  const { locale, choice } = v;
  const specs = GAMES[choice.game].options;
  const chosen = (options: GameOptions) =>
    specs.every((spec) => (choice.options[spec.name] ?? spec.default) === options[spec.name]);
  const variants = variantsOf(choice.game);
  const label = (options: GameOptions) =>
    specs
      .map((spec) => shortLabel(choice.game, spec.name, options[spec.name]!, locale))
      .join(' · ');
  const variant = variants.find(chosen);
  return html`<div class="menus">
    <select name="game-menu" aria-label=${say(locale, 'chooseGame')}
      style=${shown(gameName(choice.game, locale))}
      @change=${(e: Event) => pickGame(v, (e.target as HTMLSelectElement).value as GameId)}>
      ${GAME_IDS.map(
        (game) =>
          html`<option value=${game} .selected=${live(game === choice.game)}>${gameName(game, locale)}</option>`,
      )}
    </select>
    ${
      specs.length > 0
        ? html`<select name="variant-menu" aria-label=${say(locale, 'variant')}
            style=${shown(variant && label(variant))}
            @change=${(e: Event) => {
              const options = variants[(e.target as HTMLSelectElement).selectedIndex];
              if (options) v.on.choose({ game: choice.game, options });
            }}>
            ${variants.map(
              (options) =>
                html`<option .selected=${live(chosen(options))}>${label(options)}</option>`,
            )}
          </select>`
        : nothing
    }
  </div>`;
}

export function renderTools(v: PlayView): TemplateResult {
  const { locale } = v;
  const max = GAMES[v.choice.game].maxDeal;
  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    const input = (e.target as HTMLFormElement).elements.namedItem('deal') as HTMLInputElement;
    v.on.playDeal(input.value);
  };
  return html`<form class="deal-form" @submit=${submit} novalidate>
      <label for="deal-input">${say(locale, 'dealNumber')}</label>
      <input id="deal-input" name="deal" type="text" inputmode="numeric" autocomplete="off"
        aria-describedby="deal-help" aria-invalid=${v.dealError ? 'true' : 'false'} />
      <button type="submit">${say(locale, 'playDeal')}</button>
      <small id="deal-help" class=${v.dealError ? 'error' : ''}>${v.dealError ?? say(locale, 'dealHelp', { max })}</small>
    </form>
    ${
      v.shareLink
        ? html`<div class="share">
            <label for="share-link">${say(locale, 'share')}</label>
            <input id="share-link" type="url" readonly .value=${v.shareLink}
              @focus=${(e: FocusEvent) => (e.target as HTMLInputElement).select()} />
            <button type="button" @click=${v.on.copy}>${say(locale, 'copy')}</button>
            <small role="status">${v.copyStatus ?? ''}</small>
          </div>`
        : nothing
    }`;
}
