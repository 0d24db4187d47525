/**
 * Everything around the board: the toolbar with its options menu, the solver line with
 * the losing-move warning, the status bar, the win panel and the dialogs. Plain
 * functions of what the element passes in, so the element keeps only behaviour.
 */
import { GAMES, type GameId, LOCALES, type Locale } from '@naipe/rules';
import { html, nothing, type SVGTemplateResult, svg, type TemplateResult } from 'lit';
import type { SolverStatus } from '../analysis/verdicts.js';
import { formatDuration, type Translator } from '../model/i18n.js';
import { lostWarning, solverText } from '../model/solver-text.js';
import { formatShare, type GameStats, winShare } from '../model/stats.js';
import { CARD_BACKS, type CardBack } from './board-view.js';

export interface ToolbarView {
  readonly t: Translator;
  /**
   * A table too narrow for the wide toolbar in one row (row-fit.ts measures it against
   * `renderGauge`): the toolbar keeps to one row. Undo, Redo and Options show
   * icons (their names stay, for screen readers), Play to the end and Statistics move
   * into the Options menu, and Finish and Stop into the solver line (`renderRunButtons`).
   */
  readonly narrow: boolean;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly canFinish: boolean;
  readonly canPlayToEnd: boolean;
  readonly playing: boolean;
  readonly locale: Locale;
  readonly autoSafe: boolean;
  readonly winnableOnly: boolean;
  readonly winnableOnlyAvailable: boolean;
  readonly fourColour: boolean;
  readonly fourColourAvailable: boolean;
  readonly back: CardBack;
  readonly on: {
    newDeal(): void;
    undo(): void;
    redo(): void;
    hint(): void;
    finish(): void;
    playToEnd(): void;
    stop(): void;
    statistics(): void;
    locale(locale: Locale): void;
    autoSafe(on: boolean): void;
    winnableOnly(on: boolean): void;
    fourColour(on: boolean): void;
    back(back: CardBack): void;
  };
}

const LANGUAGE_NAMES: Record<Locale, string> = { es: 'Español', pt: 'Português', en: 'English' };

/** Icons of the narrow toolbar, drawn in the button's text colour (so in forced colours too). */
const icon = (path: SVGTemplateResult) =>
  html`<svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none"
    stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round">${path}</svg>`;
const ICONS = {
  undo: icon(svg`<path d="M9 4 4 9l5 5" /><path d="M4 9h11a5 5 0 0 1 0 10h-4" />`),
  redo: icon(svg`<path d="m15 4 5 5-5 5" /><path d="M20 9H9a5 5 0 0 0 0 10h4" />`),
  menu: icon(svg`<path d="M4 6h16M4 12h16M4 18h16" />`),
};

/** A button's words, or on a narrow table its icon with the words kept for screen readers. */
const face = (narrow: boolean, words: string, glyph: TemplateResult) =>
  narrow ? html`${glyph}<span class="visually-hidden">${words}</span>` : words;

/**
 * The tooltip of a button that shows only its icon (on a narrow table): its words, the
 * ones the wide toolbar shows, so that a mouse shows what the icon does. Its name stays
 * the words in it (`face`), which the tooltip repeats, so nothing is read twice.
 */
const tip = (narrow: boolean, words: string) => (narrow ? words : nothing);

/**
 * Finish (Klondike, every card face up) and the button that plays the solver's line,
 * which turns into Stop and back so the focus stays on it: in the toolbar on a wide
 * table. On a narrow one they go in the solver line, Finish and Stop only, the
 * moment's buttons (Play to the end waits in the Options menu).
 */
export function renderRunButtons(
  v: Pick<ToolbarView, 't' | 'on' | 'canFinish' | 'canPlayToEnd' | 'playing'>,
  narrow = false,
): TemplateResult {
  const { t, on } = v;
  const playButton = narrow ? v.playing : v.playing || v.canPlayToEnd;
  return html`${v.canFinish ? html`<button part="button" class="finish" @click=${on.finish}>${t.t('finish')}</button>` : nothing}
    ${
      playButton
        ? html`<button part="button" class="play-to-end" @click=${v.playing ? on.stop : on.playToEnd}
            aria-keyshortcuts=${v.playing ? 'Escape' : nothing}>${t.t(v.playing ? 'stop' : 'playToEnd')}</button>`
        : nothing
    }`;
}

export function renderToolbar(v: ToolbarView): TemplateResult {
  const { t, on, narrow } = v;
  const checkbox = (
    label: string,
    checked: boolean,
    change: (on: boolean) => void,
    disabled = false,
  ) =>
    html`<label><input type="checkbox" .checked=${checked} ?disabled=${disabled}
      @change=${(e: Event) => change((e.target as HTMLInputElement).checked)} />${label}</label>`;
  const statistics = html`<button part="button" class="statistics" @click=${on.statistics}>${t.t('statistics')}</button>`;
  return html`<div class="toolbar" ?data-narrow=${narrow} part="toolbar" role="toolbar" aria-label=${t.t('toolbar')}>
    <button part="button" class="new-deal" @click=${on.newDeal}>${t.t('newDeal')}</button>
    <button part="button" class=${narrow ? 'undo icon-button' : 'undo'} @click=${on.undo} ?disabled=${!v.canUndo}
      title=${tip(narrow, t.t('undo'))} aria-keyshortcuts="Control+Z">${face(narrow, t.t('undo'), ICONS.undo)}</button>
    <button part="button" class=${narrow ? 'redo icon-button' : 'redo'} @click=${on.redo} ?disabled=${!v.canRedo}
      title=${tip(narrow, t.t('redo'))} aria-keyshortcuts="Control+Shift+Z Control+Y">${face(narrow, t.t('redo'), ICONS.redo)}</button>
    <button part="button" class="hint" @click=${on.hint} aria-keyshortcuts="H">${t.t('hint')}</button>
    ${narrow ? nothing : renderRunButtons(v)}
    <span class="spacer"></span>
    ${narrow ? nothing : statistics}
    <details class="options">
      <summary part="button" class=${narrow ? 'icon-button' : nothing}
        title=${tip(narrow, t.t('options'))}>${face(narrow, t.t('options'), ICONS.menu)}</summary>
      <div class="menu" part="menu">
        ${
          narrow
            ? html`<div class="menu-actions">
                ${v.canPlayToEnd && !v.playing ? html`<button part="button" class="play-to-end" @click=${on.playToEnd}>${t.t('playToEnd')}</button>` : nothing}
                ${statistics}
              </div>`
            : nothing
        }
        <label>${t.t('language')}
          <select .value=${v.locale} @change=${(e: Event) => on.locale((e.target as HTMLSelectElement).value as Locale)}>
            ${LOCALES.map((l) => html`<option value=${l} ?selected=${l === v.locale} lang=${l}>${LANGUAGE_NAMES[l]}</option>`)}
          </select>
        </label>
        ${checkbox(t.t('autoSafe'), v.autoSafe, on.autoSafe)}
        ${checkbox(t.t('winnableOnly'), v.winnableOnly, on.winnableOnly, !v.winnableOnlyAvailable)}
        ${v.fourColourAvailable ? checkbox(t.t('fourColour'), v.fourColour, on.fourColour) : nothing}
        <div role="group" aria-label=${t.t('cardBack')} class="backs">
          ${CARD_BACKS.map(
            (
              back,
            ) => html`<button part="button" class=${`back ${back}`} style="width:2rem;height:2.8rem;padding:0"
              aria-label=${t.t(`back_${back}`)} aria-pressed=${back === v.back ? 'true' : 'false'}
              @click=${() => on.back(back)}></button>`,
          )}
        </div>
      </div>
    </details>
  </div>`;
}

/** What the wide toolbar shows at its fullest, in order; `null` its spacer. */
const GAUGED = [
  'newDeal',
  'undo',
  'redo',
  'hint',
  'finish',
  'playToEnd',
  null,
  'statistics',
  'options',
] as const;

/**
 * The toolbar's gauge: the wide toolbar at its fullest (Finish and Play to the end both
 * there, as near the end of a game of Klondike), laid out as the toolbar would lay it out
 * but never seen nor read. Where it is wider than the table, the toolbar is narrow
 * (row-fit.ts). Its words are spans drawn as the buttons are (`part="button"` included,
 * so that a page's styles for the buttons size them too). It goes beside the table's
 * `.table`, not in it: see `toolbarFit` (naipe-table.ts).
 */
export function renderGauge(t: Translator): TemplateResult {
  return html`<div class="gauge" aria-hidden="true" lang=${t.locale}>${GAUGED.map((key) =>
    key === null
      ? html`<span class="spacer"></span>`
      : html`<span part="button">${t.t(key)}</span>`,
  )}</div>`;
}

export function renderSolver(
  t: Translator,
  status: SolverStatus,
  game: GameId,
  searching: boolean,
  on: { undoToWinnable(): void; newWinnableDeal(): void },
  /** Finish and Stop on a narrow screen, where the toolbar has no room for them. */
  run: TemplateResult | typeof nothing = nothing,
): TemplateResult {
  return html`<div class="solver" part="solver" data-status=${searching ? 'searching' : status.kind}>
    <strong>${t.t('solver')}:</strong>
    <span class="verdict">${searching ? t.t('searchingDeal') : solverText(t, status, game)}</span>
    ${run}
    ${
      status.kind === 'lost' && !searching
        ? // Named by its words, and no live region: the table's live region says the
          // warning once, after the move's words (see `Advice`); an alert would say it
          // again, ahead of them, and where the table says nothing (a reload).
          html`<div class="warning" part="warning" role="group" aria-labelledby="lost-warning">
            <span id="lost-warning">${lostWarning(t, status)}</span>
            <button part="button" class="undo-to-winnable" @click=${on.undoToWinnable}>${t.t('undoToWinnable')}</button>
          </div>`
        : nothing
    }
    ${
      // The next step where a deal cannot be won at all: one that can.
      status.kind === 'impossible-start' && !searching
        ? html`<button part="button" class="new-winnable-deal" @click=${on.newWinnableDeal}>${t.t('newWinnableDeal')}</button>`
        : nothing
    }
  </div>`;
}

export interface StatusView {
  readonly t: Translator;
  readonly elapsedMs: number;
  readonly moves: number;
  /** What is home (Translator.home): foundation cards, or Spider's complete runs. */
  readonly home: { readonly label: string; readonly value: string };
  readonly deal: number | null;
  readonly hints: number;
}

export function renderStatusBar(v: StatusView): TemplateResult {
  const { t } = v;
  const item = (name: string, label: string, value: string) =>
    html`<div class=${name}><dt>${label}</dt><dd>${value}</dd></div>`;
  return html`<dl class="statusbar" part="status-bar">
    ${item('time', t.t('time'), formatDuration(v.elapsedMs))}
    ${item('moves', t.t('moves'), String(v.moves))}
    ${item('home', v.home.label, v.home.value)}
    ${item('deal', t.t('deal'), v.deal === null ? t.t('customPosition') : t.t('dealValue', { deal: v.deal }))}
    ${v.hints > 0 ? item('hints', t.t('hintsUsed'), String(v.hints)) : nothing}
  </dl>`;
}

/**
 * The win panel; `assisted` when the solver played part of the game (not the player's
 * win). A group named by its title and described by its moves and time (and whose win
 * it is not), and no live region: the table's live region says the win once, moves and
 * time included, with the move that won (or as Finish or Play to the end ends); a status
 * would say it again, and a reload into a won game says nothing.
 */
export function renderWon(
  t: Translator,
  game: { moves: number; elapsedMs: number; assisted: boolean },
  newDeal: () => void,
) {
  const described = game.assisted ? 'won-detail won-assisted' : 'won-detail';
  return html`<div class="won" part="won">
    <div role="group" aria-labelledby="won-title" aria-describedby=${described}>
      <strong id="won-title">${t.t('won')}</strong>
      <span id="won-detail">${t.wonDetail(game.moves, game.elapsedMs)}</span>
      ${game.assisted ? html`<span id="won-assisted" class="assisted">${t.t('finishedBySolver')}</span>` : nothing}
      <button part="button" @click=${newDeal}>${t.t('newDeal')}</button>
    </div>
  </div>`;
}

export function renderStatsTable(t: Translator, game: GameId, stats: GameStats) {
  const share = winShare(stats);
  const rows: [string, string][] = [
    [t.t('played'), String(stats.played)],
    [t.t('wonCount'), String(stats.won)],
    [t.t('winShare'), share === null ? t.t('none') : formatShare(share, t.locale)],
    [t.t('streak'), String(stats.currentStreak)],
    [t.t('bestStreak'), String(stats.bestStreak)],
    [t.t('bestTime'), stats.bestTimeMs === null ? t.t('none') : formatDuration(stats.bestTimeMs)],
    [t.t('fewestMoves'), stats.fewestMoves === null ? t.t('none') : String(stats.fewestMoves)],
    [t.t('hintsUsed'), String(stats.hintsUsed)],
  ];
  return html`<h2>${t.t('statistics')}: ${GAMES[game].names[t.locale]}</h2>
    <table>
      ${rows.map(([label, value]) => html`<tr><th scope="row">${label}</th><td>${value}</td></tr>`)}
    </table>`;
}
