/**
 * The play page around the table: the notice for a bad link, the game and option
 * picker above it, and below it the deal-number form and the share link.
 */
import { GAME_IDS, GAMES, type GameOptions, type Locale } from '@naipe/rules';
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { repeat } from 'lit/directives/repeat.js';
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
 */
export function renderPicker(v: PlayView): TemplateResult {
  const { locale, choice } = v;
  const specs = GAMES[choice.game].options;
  const pick = (game: (typeof GAME_IDS)[number]) => {
    // Each game keeps the options the player chose for it last.
    if (game !== choice.game) v.on.choose({ game, options: {} });
  };
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
    ${repeat(
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
    )}
  </form>`;
}

/**
 * Scrolls each picker row that is wider than the screen (on a phone it scrolls sideways)
 * so that its chosen button is in view.
 */
export function revealChoices(picker: HTMLElement): void {
  for (const input of picker.querySelectorAll<HTMLInputElement>('.segment input:checked')) {
    const row = input.closest('fieldset');
    const chip = input.parentElement;
    if (!row || !chip || row.scrollWidth <= row.clientWidth) continue;
    const rowBox = row.getBoundingClientRect();
    const chipBox = chip.getBoundingClientRect();
    if (chipBox.left >= rowBox.left && chipBox.right <= rowBox.right) continue;
    row.scrollLeft += chipBox.left - rowBox.left - (rowBox.width - chipBox.width) / 2;
  }
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
