/**
 * The whole table as one template: the toolbar, the board and its surface, the win
 * panel, the solver line, the status bar, the live region and the two dialogs. The
 * element gathers what it shows into a `TableView`; this file only arranges it.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Focus } from '../model/focus.js';
import type { MessageKey, Translator } from '../model/i18n.js';
import type { Layout } from '../model/layout.js';
import { pileId } from '../model/piles.js';
import { type BoardView, focusElementId, renderBoard } from './board-view.js';
import {
  renderGauge,
  renderRunButtons,
  renderSolver,
  renderStatsTable,
  renderStatusBar,
  renderToolbar,
  renderWon,
  type ToolbarView,
} from './chrome-view.js';
import type { PlayController } from './play-controller.js';
import type { PointerInput } from './pointer.js';

export interface TableView {
  readonly t: Translator;
  readonly play: PlayController;
  readonly layout: Layout | undefined;
  readonly problem: string | undefined;
  /** Notices shown above the board, each until dismissed or no longer true. */
  readonly notices: readonly MessageKey[];
  readonly announcement: string;
  readonly cursor: Focus | undefined;
  /** The board's part of `BoardView`: what the element knows beyond the game. */
  readonly board: Pick<BoardView, 'fourColour' | 'back' | 'held' | 'targets' | 'travelling'>;
  /** The toolbar's options and what its buttons do. */
  readonly toolbar: Pick<
    ToolbarView,
    'narrow' | 'autoSafe' | 'winnableOnly' | 'fourColour' | 'back' | 'on'
  >;
  readonly pointer: PointerInput;
  readonly on: {
    keydown(event: KeyboardEvent): void;
    pointerdown(event: PointerEvent): void;
    boardFocus(): void;
    dismissNotice(notice: MessageKey): void;
    undoToWinnable(): void;
    /** "New winnable deal", offered where the deal cannot be won from the start. */
    newWinnableDeal(): void;
    newDealConfirmed(): void;
    confirmClosed(): void;
    statsClosed(): void;
  };
}

/** The cards the hint names (the last `count` of its source pile) and its destination. */
function hintView(view: TableView): BoardView['hint'] {
  const hint = view.play.hint;
  const layout = view.layout;
  if (!hint || !layout) return undefined;
  const cards = layout.cards.filter((c) => pileId(c.pile) === hint.from);
  const keys = hint.count > 0 ? cards.slice(-hint.count).map((c) => c.key) : [];
  return { keys: new Set(keys), pile: hint.to, proven: hint.proven };
}

/**
 * A notice above the board: a group named by its words, and no live region. The table's
 * live region says the words as the notice comes (naipe-table.ts, play-controller.ts and
 * advice.ts say which); a status would say them again, or, coming onto the page with
 * its words already in it, go unheard by many screen readers.
 */
function renderNotice(t: Translator, notice: MessageKey, dismiss: () => void): TemplateResult {
  return html`<div class="notice" part="notice" role="group" aria-labelledby=${`notice-${notice}`} data-notice=${notice}>
    <span id=${`notice-${notice}`}>${t.t(notice)}</span>
    <button part="button" @click=${dismiss}>${t.t('dismiss')}</button>
  </div>`;
}

/**
 * The table, and after it its one live region. The region stays the same element while
 * the table shows a problem or a game (the element lets it take words only once it has
 * been on the page for a frame: a live region that appears with words in it is not heard).
 */
export function renderTable(view: TableView): TemplateResult {
  const { t } = view;
  // The problem stays an alert: the live region never says it, so the alert is all a
  // screen reader hears of bad input.
  const shown = view.problem
    ? html`<div class="table" part="table" lang=${t.locale}>
        <div class="problem" part="problem" role="alert">${view.problem}</div>
      </div>`
    : renderPlaying(view);
  return html`${shown}<div class="visually-hidden" role="status" aria-live="polite" lang=${t.locale}>${view.announcement}</div>`;
}

/** The table with a game on it, and the toolbar's gauge beside it. */
function renderPlaying(view: TableView): TemplateResult {
  const { t, play, layout, on } = view;
  const session = play.session;
  const game = session?.game;
  const status = play.status();
  const searching = play.solver.dealQuestion.pending;
  const supported = game ? play.solver.supports(game.id) : false;
  const pointer = view.pointer;
  const toolbar = {
    ...view.toolbar,
    t,
    canUndo: session?.history.canUndo ?? false,
    canRedo: session?.history.canRedo ?? false,
    canFinish: !!session && !play.running && game!.canFinish(session.position),
    canPlayToEnd: play.canPlayToEnd,
    playing: play.running,
    locale: t.locale,
    winnableOnlyAvailable: supported,
    fourColourAvailable: game?.deck.id === 'french',
  };
  return html`<div class="table" part="table" lang=${t.locale} @keydown=${on.keydown} @pointerdown=${on.pointerdown}>
    ${renderToolbar(toolbar)}
    ${view.notices.map((notice) => renderNotice(t, notice, () => on.dismissNotice(notice)))}
    <div
      class=${`board${play.won ? ' celebrate' : ''}`}
      part="board"
      tabindex="0"
      role="application"
      aria-label=${game ? t.t('table', { game: t.gameName(game.id) }) : ''}
      aria-activedescendant=${(layout && focusElementId(layout, view.cursor)) ?? nothing}
      aria-describedby="solver-line"
      @pointerdown=${pointer.down}
      @pointermove=${pointer.move}
      @pointerup=${pointer.up}
      @pointercancel=${pointer.cancel}
      @focus=${on.boardFocus}
    >
      ${
        layout && session && game
          ? html`<div class="surface" style=${`width:${layout.width}px;height:${layout.height}px;--_card-width:${layout.cardWidth}px;--_card-height:${layout.cardHeight}px`}>
              ${renderBoard({
                ...view.board,
                layout,
                deck: game.deck,
                t,
                focus: view.cursor,
                hint: hintView(view),
                redealAvailable: game.checkMove(session.position, { kind: 'redeal' }).ok,
              })}
            </div>`
          : nothing
      }
    </div>
    ${play.won && session ? renderWon(t, { moves: session.moveCount, elapsedMs: session.elapsedMs, assisted: session.assisted }, on.newDealConfirmed) : nothing}
    <div id="solver-line">
      ${
        game && status
          ? renderSolver(
              t,
              status,
              game.id,
              searching,
              { undoToWinnable: on.undoToWinnable, newWinnableDeal: on.newWinnableDeal },
              toolbar.narrow ? renderRunButtons(toolbar, true) : nothing,
            )
          : nothing
      }
    </div>
    ${
      session && game
        ? renderStatusBar({
            t,
            elapsedMs: session.elapsedMs,
            moves: session.moveCount,
            home: t.home(game, session.position),
            deal: session.deal,
            hints: session.hints,
          })
        : nothing
    }
    <dialog class="confirm" part="dialog" @close=${on.confirmClosed}>
      <p>${t.t('confirmNewDeal')}</p>
      <form method="dialog" class="actions">
        <button part="button" value="no" autofocus>${t.t('confirmNo')}</button>
        <button part="button" value="yes">${t.t('confirmYes')}</button>
      </form>
    </dialog>
    <dialog class="stats" part="dialog" @close=${on.statsClosed}>
      ${game ? renderStatsTable(t, game.id, play.stats) : nothing}
      <form method="dialog" class="actions"><button part="button">${t.t('close')}</button></form>
    </dialog>
  </div>
  ${renderGauge(t)}`;
}
