/**
 * Everything around the board: the toolbar with its options menu, the solver line with
 * the losing-move warning, the status bar, the win panel and the dialogs. Plain
 * functions of what the element passes in, so the element keeps only behaviour.
 */
import { GAMES, type GameId, LOCALES, type Locale } from '@naipe/rules';
import { html, nothing, type TemplateResult } from 'lit';
import type { SolverStatus } from '../analysis/verdicts.js';
import { formatDuration, type Translator } from '../model/i18n.js';
import { solverText } from '../model/solver-text.js';
import { type GameStats, winShare } from '../model/stats.js';
import { CARD_BACKS, type CardBack } from './board-view.js';

export interface ToolbarView {
  readonly t: Translator;
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

export function renderToolbar(v: ToolbarView): TemplateResult {
  const { t, on } = v;
  const checkbox = (
    label: string,
    checked: boolean,
    change: (on: boolean) => void,
    disabled = false,
  ) =>
    html`<label><input type="checkbox" .checked=${checked} ?disabled=${disabled}
      @change=${(e: Event) => change((e.target as HTMLInputElement).checked)} />${label}</label>`;
  return html`<div class="toolbar" part="toolbar" role="toolbar" aria-label=${t.t('options')}>
    <button part="button" @click=${on.newDeal}>${t.t('newDeal')}</button>
    <button part="button" @click=${on.undo} ?disabled=${!v.canUndo} aria-keyshortcuts="Control+Z">${t.t('undo')}</button>
    <button part="button" @click=${on.redo} ?disabled=${!v.canRedo} aria-keyshortcuts="Control+Shift+Z Control+Y">${t.t('redo')}</button>
    <button part="button" @click=${on.hint} aria-keyshortcuts="H">${t.t('hint')}</button>
    ${v.canFinish ? html`<button part="button" @click=${on.finish}>${t.t('finish')}</button>` : nothing}
    ${
      // One button that turns into Stop and back, so the focus stays on it.
      v.playing || v.canPlayToEnd
        ? html`<button part="button" class="play-to-end" @click=${v.playing ? on.stop : on.playToEnd}
            aria-keyshortcuts=${v.playing ? 'Escape' : nothing}>${t.t(v.playing ? 'stop' : 'playToEnd')}</button>`
        : nothing
    }
    <span class="spacer"></span>
    <button part="button" @click=${on.statistics}>${t.t('statistics')}</button>
    <details class="options">
      <summary part="button">${t.t('options')}</summary>
      <div class="menu" part="menu">
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

export function renderSolver(
  t: Translator,
  status: SolverStatus,
  game: GameId,
  searching: boolean,
  on: { undoToWinnable(): void; newWinnableDeal(): void },
): TemplateResult {
  return html`<div class="solver" part="solver" data-status=${searching ? 'searching' : status.kind}>
    <strong>${t.t('solver')}:</strong>
    <span class="verdict">${searching ? t.t('searchingDeal') : solverText(t, status, game)}</span>
    ${
      status.kind === 'lost' && !searching
        ? html`<div class="warning" part="warning" role="alert">
            <span>${t.t('lostWarning')}</span>
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
  readonly home: number;
  readonly total: number;
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
    ${item('home', t.t('home'), t.t('homeValue', { home: v.home, total: v.total }))}
    ${item('deal', t.t('deal'), v.deal === null ? t.t('customPosition') : t.t('dealValue', { deal: v.deal }))}
    ${v.hints > 0 ? item('hints', t.t('hintsUsed'), String(v.hints)) : nothing}
  </dl>`;
}

/** The win panel; `assisted` when the solver played part of the game (not the player's win). */
export function renderWon(
  t: Translator,
  game: { moves: number; elapsedMs: number; assisted: boolean },
  newDeal: () => void,
) {
  const { moves, elapsedMs } = game;
  return html`<div class="won" part="won">
    <div role="status">
      <strong>${t.t('won')}</strong>
      <span>${t.t('wonDetail', { moves, time: formatDuration(elapsedMs) })}</span>
      ${game.assisted ? html`<span class="assisted">${t.t('finishedBySolver')}</span>` : nothing}
      <button part="button" @click=${newDeal}>${t.t('newDeal')}</button>
    </div>
  </div>`;
}

export function renderStatsTable(t: Translator, game: GameId, stats: GameStats) {
  const share = winShare(stats);
  const rows: [string, string][] = [
    [t.t('played'), String(stats.played)],
    [t.t('wonCount'), String(stats.won)],
    [t.t('winShare'), share === null ? t.t('none') : `${share} %`],
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
