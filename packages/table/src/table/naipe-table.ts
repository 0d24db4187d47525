/**
 * `<naipe-table>`: the element class. It owns the properties and the state of the
 * table's surface (focus, what is held, the live region) and ties the parts together:
 * the game in progress lives in play-controller.ts (with its clock, saving, automatic
 * moves and the solver's advice in game-clock.ts, keeping.ts, auto-play.ts and
 * advice.ts), the player's input in input.ts and pointer.ts, the questions to the
 * solver in solver-link.ts, the board's size and layout in
 * board-layout.ts, and drawing in table-view.ts, board-view.ts and chrome-view.ts;
 * every rule comes from `@naipe/rules`.
 */
import { FRENCH, type Locale } from '@naipe/rules';
import { LitElement, type PropertyValues } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { defaultAnalysis } from '../analysis/default-service.js';
import { type AnalysisService, NO_ANALYSIS } from '../analysis/service.js';
import { type Focus, initialFocus, settleFocus } from '../model/focus.js';
import { isLocale, type MessageKey, sentences, Translator } from '../model/i18n.js';
import { BoardLayout } from './board-layout.js';
import type { CardBack } from './board-view.js';
import { fire, type NaipeSettings } from './events.js';
import { type Held, type InputHost, TableInput } from './input.js';
import { PlayController, type PlayHost } from './play-controller.js';
import { PointerInput, pileIds } from './pointer.js';
import { RowFit } from './row-fit.js';
import { setUpTable } from './setup.js';
import { tableStyles } from './styles.js';
import { renderTable } from './table-view.js';

const dealConverter = {
  fromAttribute: (value: string | null) =>
    value === null ? undefined : value.trim() === '' ? Number.NaN : Number(value),
  toAttribute: (value: number | undefined) => (value === undefined ? null : String(value)),
};
const optionalNumber = {
  fromAttribute: (value: string | null) => (value === null ? undefined : Number(value)),
  toAttribute: (value: number | undefined) => (value === undefined ? null : String(value)),
};

/**
 * Whether the wide toolbar fits in one row (row-fit.ts), or the table draws the narrow
 * toolbar, which keeps to one row: New deal, Undo and Redo as arrows, Hint, and Options
 * as a menu icon, with Play to the end and Statistics in the Options menu and Finish and
 * Stop in the solver line (chrome-view.ts). The styles follow the toolbar's
 * `data-narrow`, so that what the template puts where and how the styles draw it never
 * disagree.
 *
 * The toolbar's gauge is the wide toolbar at its fullest (Finish and Play to the end both
 * shown, as near the end of a game of Klondike), so the toolbar changes with the table's
 * width alone, never as a game goes on or from one game to another. The room is the
 * table's `.table`, across which the toolbar stretches: the table's own width counts (a
 * table in a column of a wide page is narrow too). Both are children of the shadow root,
 * so that what the toolbar turning narrow or wide resizes (the toolbar, and the board,
 * which board-layout.ts observes) lies deeper and is measured again in the same frame.
 * Measured from anything as deep (the toolbar itself), the board's new size would be left
 * for the next frame. A table showing a problem has no gauge: nothing is decided then.
 */
function toolbarFit(host: LitElement): RowFit {
  const fit = new RowFit(() => host.requestUpdate());
  host.addController({
    hostConnected: () => fit.connect(),
    hostDisconnected: () => fit.disconnect(),
    hostUpdated: () => {
      const root = host.shadowRoot;
      fit.watch(
        root?.querySelector('.table') ?? undefined,
        root?.querySelector('.gauge') ?? undefined,
      );
    },
  });
  return fit;
}

/**
 * A solitaire table for every game of Naipe, with the solver inside.
 *
 * @summary Plays FreeCell, Baker's Game, Australian Patience, Klondike and Spider, and tells whether the game can still be won.
 *
 * @fires naipe-move - The player (or an action the player started: automatic safe moves, Finish, Play to the end) made a move. Detail: `{ move, source, moves, position }`.
 * @fires naipe-won - Every card is home. Detail: `{ game, deal, moves, elapsedMs, assisted }`: `assisted` when the solver played a move of the game (Play to the end), which then does not count as a win.
 * @fires naipe-lost - The game is lost: the solver's status turned "no longer winnable" at a position the player's move or redo reached (the last move lost it, an earlier one did, or it cannot be told which), no move is left, or the player dealt again before winning. Detail: `{ reason }`.
 * @fires naipe-verdict - The solver judged a position the player reached. Detail: `{ verdict, status, position }`.
 * @fires naipe-new-game - The player started a new deal. Detail: `{ game, options, deal }`, and with winnable deals only `provenWinnable` (false: no deal tried was proven winnable; this is the most promising one).
 * @fires naipe-settings-change - The player changed an option in the table's menu (winnable deals only, safe moves, four colours, card back); the table changed its own property. Detail: `{ changed, settings }`: the option changed with its new value, and every option of the menu as it is now.
 * @fires naipe-locale-change - The player chose another language in the table's menu; the table changed its own `locale` only, so a page that wants to follow switches its own language. Detail: `{ locale }`.
 *
 * @csspart table - The whole table.
 * @csspart toolbar - The row of buttons.
 * @csspart button - Every button.
 * @csspart menu - The options menu.
 * @csspart board - The playing area.
 * @csspart pile - Every place cards lie (also `column`, `cell`, `foundation`, `stock`, `waste`, `completed`).
 * @csspart card - Every card.
 * @csspart card-back - Face-down cards.
 * @csspart focus-ring - The keyboard focus ring around the visible part of the focused card.
 * @csspart solver - The solver's status line.
 * @csspart warning - The warning after a losing move.
 * @csspart status-bar - Time, moves, cards home and the deal number.
 * @csspart won - The panel celebrating a win.
 * @csspart problem - The message shown for bad input.
 * @csspart notice - A notice, such as saved data set aside because it could not be read, or storage that no longer saves the game.
 * @csspart dialog - The dialog asking to confirm a new deal while a game is in progress.
 *
 * @cssprop --naipe-felt - The table colour (default dark green).
 * @cssprop --naipe-ink - Text colour on the felt.
 * @cssprop --naipe-accent - Keyboard focus colour (a solid ring).
 * @cssprop --naipe-hint - Hint colour (a dashed, glowing ring around the hint's card and place).
 * @cssprop --naipe-target - Highlight of legal drop places.
 * @cssprop --naipe-card-width - Largest card width (default 110px); cards shrink to fit.
 * @cssprop --naipe-card-back - Colour of the card backs.
 * @cssprop --naipe-move-duration - Length of a card's move animation (default 180ms).
 * @cssprop --naipe-table-height - Height of the table (default the viewport, at most 52rem).
 * @cssprop --naipe-font - Font family.
 */
export class NaipeTable extends LitElement {
  static override styles = tableStyles;

  /** The game: `freecell`, `bakers-game`, `australian`, `klondike` or `spider`. */
  @property({ reflect: true }) game = 'freecell';

  /** The deal number; without it the table resumes the saved game or deals a random one. */
  @property({ converter: dealConverter }) deal: number | undefined;

  /** Klondike: cards drawn at a time, 1 or 3. */
  @property({ converter: optionalNumber }) draw: number | undefined;

  /** Spider: number of suits, 1, 2 or 4. */
  @property({ converter: optionalNumber }) suits: number | undefined;

  /** Klondike and Spider: `spanish` (default, 48 cards) or `french` (52). */
  @property() deck: string | undefined;

  /** A starting position in the rules' notation, instead of a deal. */
  @property() position: string | undefined;

  /** Language of every string and screen-reader label: `es` (default), `pt` or `en`. */
  @property({ reflect: true }) locale: string = 'es';

  /** Move cards that can no longer be useful below to their foundations by themselves. */
  @property({ type: Boolean, attribute: 'auto-safe' }) autoSafe = false;

  /** New deals are the next deals the solver proves winnable. */
  @property({ type: Boolean, attribute: 'winnable-only' }) winnableOnly = false;

  /** Four suit colours on French cards (clubs green, diamonds blue). */
  @property({ type: Boolean, attribute: 'four-colour' }) fourColour = false;

  /** The card back: `lattice`, `rings` or `stripes`. */
  @property() back: CardBack = 'lattice';

  /** Prefix of the keys saved in localStorage; empty saves nothing. */
  @property({ attribute: 'storage-key' }) storageKey = 'naipe';

  /**
   * The solver. By default, the `@naipe/worker` client shared by the page; set another
   * `AnalysisService` (or `null` for none) before or after the table connects.
   */
  @property({ attribute: false }) analysis: AnalysisService | null | undefined;

  @state() private problem: string | undefined;
  @state() private notices: readonly MessageKey[] = [];
  @state() private announcement = '';
  /** What the live region shows: `announcement` as last rendered, once it may show it. */
  #shownAnnouncement = '';
  /**
   * Whether the live region may take words. Many screen readers speak only a change to a
   * live region they already know, never one that comes onto the page with its words in
   * it: the region is drawn empty first, and what is said meanwhile (saved data set
   * aside as the table starts) waits until a frame has shown it (`firstUpdated`), the
   * table rendered: a table made in a hidden view of its page waits to be shown.
   */
  #liveReady = false;
  @state() private cursor: Focus | undefined;
  @state() private held: Held | undefined;
  @state() private targets: ReadonlySet<string> = new Set();
  @state() private statsOpen = false;

  @query('.board') private board!: HTMLElement | null;
  @query('dialog.confirm') private confirmDialog!: HTMLDialogElement | null;
  @query('dialog.stats') private statsDialog!: HTMLDialogElement | null;

  #play = new PlayController(this.#playHost());
  #input = new TableInput(this.#inputHost());
  #board = new BoardLayout(this);
  #toolbarFit = toolbarFit(this);
  #pointer = new PointerInput(
    {
      layout: () => this.#board.layout,
      lift: (card) => this.#input.lift(card),
      tap: (pile, card) => this.#input.tap(pile, card),
      drop: (card, target) => this.#input.drop(card, target),
      showTargets: (targets) => {
        this.targets = pileIds(targets);
      },
    },
    () => this.renderRoot as ShadowRoot,
  );

  /** The current position in the rules' notation. */
  get currentPosition(): string | undefined {
    return this.#play.currentKey;
  }

  /** Moves on the board now (undone moves do not count). */
  get moveCount(): number {
    return this.#play.session?.moveCount ?? 0;
  }

  get elapsedMs(): number {
    return this.#play.session?.elapsedMs ?? 0;
  }

  /** The deal being played: a number, or null for a position given in notation. */
  get dealNumber(): number | null | undefined {
    return this.#play.session?.deal;
  }

  get #t(): Translator {
    const deck = this.#play.game?.deck ?? FRENCH;
    return new Translator(isLocale(this.locale) ? this.locale : 'es', deck);
  }

  #inputHost(): InputHost {
    const table = this;
    return {
      get play() {
        return table.#play;
      },
      get t() {
        return table.#t;
      },
      get problem() {
        return table.problem;
      },
      get held() {
        return table.held;
      },
      set held(held) {
        table.held = held;
      },
      get targets() {
        return table.targets;
      },
      set targets(targets) {
        table.targets = targets;
      },
      get cursor() {
        return table.cursor;
      },
      set cursor(cursor) {
        table.cursor = cursor;
      },
      layout: () => this.#board.layout,
      board: () => this.board,
      announce: (text) => this.#announce(text),
      undo: () => this.undo(),
      redo: () => this.redo(),
      hint: () => this.hint(),
      requestUpdate: () => this.requestUpdate(),
    };
  }

  #playHost(): PlayHost {
    const table = this;
    return {
      addController: (c) => this.addController(c),
      removeController: (c) => this.removeController(c),
      requestUpdate: () => this.requestUpdate(),
      get updateComplete() {
        return table.updateComplete;
      },
      get t() {
        return table.#t;
      },
      get autoSafe() {
        return table.autoSafe;
      },
      get winnableOnly() {
        return table.winnableOnly;
      },
      announce: (text) => this.#announce(text),
      emit: (name, detail) => fire(this, name, detail),
      dealt: (kind) => {
        this.#withdraw('candidateLost');
        // Said with the new deal (`PlayController.newDeal`).
        if (kind === 'unproven') this.#notify('notProvenWinnable');
        else this.#withdraw('notProvenWinnable');
      },
      candidateLost: () => {
        // Said by the live region in the notice's words, in place of the verdict's.
        this.#withdraw('notProvenWinnable');
        this.#notify('candidateLost');
      },
      savingChanged: (saving, error) => this.#savingChanged(saving, error),
      positionChanged: () => {
        this.held = undefined;
        this.targets = new Set();
      },
    };
  }

  // ---- Public actions, as the toolbar and the keyboard use them -------------------

  /** Undoes the last move. */
  undo(): void {
    this.#play.undo();
  }

  /** Redoes the last undone move. */
  redo(): void {
    this.#play.redo();
  }

  /**
   * Shows a hint: the solver's next winning move; where the solver has no verdict, a good
   * move of its best line, said as "a good move"; else a useful move by the rules.
   */
  hint(): Promise<void> {
    return this.#play.askHint();
  }

  /**
   * Deals again with the same options. While a game is in progress the player is asked
   * first, unless `confirmed` says that was done already.
   */
  newDeal(confirmed = false): void {
    this.#deal(confirmed, this.winnableOnly);
  }

  /** Whether the deal the confirmation dialog asks about is to be winnable only. */
  #confirmingWinnable = false;

  /**
   * Deals again, winnable only or not. "New winnable deal" (offered where a deal cannot be
   * won from the start) deals this one deal as winnable deals only would, leaving the
   * option as it is.
   */
  #deal(confirmed: boolean, winnableOnly: boolean): void {
    if (this.#play.atStake && !confirmed) {
      this.#confirmingWinnable = winnableOnly;
      this.confirmDialog?.showModal();
      return;
    }
    // The notices about winnable deals only follow the deal (`dealt`, `candidateLost`).
    void this.#play.newDeal(winnableOnly);
  }

  // ---- Lifecycle ------------------------------------------------------------------

  protected override willUpdate(changed: PropertyValues<this>): void {
    const inputs = ['game', 'deal', 'draw', 'suits', 'deck', 'position', 'storageKey'] as const;
    if (inputs.some((name) => changed.has(name))) this.#setup();
    if (changed.has('locale') && !isLocale(this.locale)) {
      console.warn(
        `<naipe-table>: locale "${this.#t.quote(this.locale)}" is not one of es, pt, en; using es`,
      );
    }
    if (changed.has('analysis') || !this.#play.solver.service) this.#connectService();
    if (changed.has('winnableOnly')) this.#play.prepareNextDeal();
    this.#updateLayout();
  }

  /**
   * A render that takes away the focused element (Play to the end's button once the game
   * is won, the warning's button once it is answered) would drop the focus on the page's
   * body, where the table's keys no longer reach: the board takes it instead.
   */
  protected override update(changed: PropertyValues<this>): void {
    const focused = this.shadowRoot?.activeElement ?? null;
    super.update(changed);
    this.#shownAnnouncement = this.#liveReady ? this.announcement : '';
    if (focused && !focused.isConnected && this.shadowRoot?.activeElement == null) {
      this.board?.focus({ preventScroll: true });
    }
  }

  /**
   * The live region is on the page, empty (see `#liveReady`): once a frame has shown it,
   * it takes words. Two frames, as the first one's callbacks run before it is drawn.
   * A table that is not rendered (in a hidden view of its page) is in no accessibility
   * tree, nor is its region: the frames count from when it is shown, which its size
   * coming tells.
   */
  protected override firstUpdated(): void {
    this.#awaitShown();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.hasUpdated) this.#awaitShown();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#shownObserver?.disconnect();
    this.#shownObserver = undefined;
  }

  /**
   * Whether the table is rendered: `checkVisibility` where the browser has it (Safari only
   * since 17.4), else whether it has boxes, which a table in a hidden view has none of.
   */
  #isRendered(): boolean {
    const check = (this as Partial<Pick<Element, 'checkVisibility'>>).checkVisibility;
    return check ? check.call(this) : this.getClientRects().length > 0;
  }

  /** Watches a table not rendered yet for being shown (`#awaitShown`). */
  #shownObserver: ResizeObserver | undefined;

  #awaitShown(): void {
    if (this.#liveReady || this.#shownObserver) return;
    const ready = () =>
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          this.#liveReady = true;
          if (this.announcement) this.requestUpdate();
        }),
      );
    if (this.#isRendered()) {
      ready();
      return;
    }
    const observer = new ResizeObserver(() => {
      if (!this.#isRendered()) return;
      observer.disconnect();
      if (this.#shownObserver === observer) this.#shownObserver = undefined;
      ready();
    });
    this.#shownObserver = observer;
    observer.observe(this);
  }

  protected override updated(): void {
    // The board element is new after a problem was fixed: observing is idempotent.
    this.#board.observe(this.board);
    if (this.statsOpen && this.statsDialog && !this.statsDialog.open) this.statsDialog.showModal();
  }

  #connectService(): void {
    const given = this.analysis;
    if (given !== undefined) {
      this.#useService(given ?? NO_ANALYSIS);
      return;
    }
    this.#play.solver.service ??= NO_ANALYSIS;
    void defaultAnalysis().then((service) => {
      if (this.analysis === undefined && this.#play.solver.service !== service)
        this.#useService(service);
    });
  }

  #useService(service: AnalysisService): void {
    this.#play.solver.service = service;
    this.#play.solver.reset();
    this.#play.analyse();
    this.#play.prepareNextDeal();
    this.requestUpdate();
  }

  /** The player's choice in the menu: the table follows, and tells the page. */
  #chooseLocale(locale: Locale): void {
    if (locale === this.locale) return;
    this.locale = locale;
    fire(this, 'naipe-locale-change', { locale });
  }

  /** The player changed an option in the menu: the table takes it and says so. */
  #chooseSettings(changed: Partial<NaipeSettings>): void {
    const now = (): NaipeSettings => ({
      winnableOnly: this.winnableOnly,
      autoSafe: this.autoSafe,
      fourColour: this.fourColour,
      back: this.back,
    });
    const before = now();
    Object.assign(this, changed);
    const settings = now();
    const keys = Object.keys(changed) as (keyof NaipeSettings)[];
    if (keys.every((key) => settings[key] === before[key])) return;
    fire(this, 'naipe-settings-change', { changed, settings });
  }

  #fail(message: string): void {
    this.problem = message;
    this.#play.clear();
    this.#board.clear();
    console.warn(`<naipe-table>: ${message}`);
  }

  /** Builds the game the attributes describe and resumes or deals it. */
  #setup(): void {
    this.problem = undefined;
    const setup = setUpTable(
      {
        game: this.game,
        deal: this.deal,
        dealText: this.getAttribute('deal') ?? undefined,
        draw: this.draw,
        suits: this.suits,
        deck: this.deck,
        position: this.position,
        storageKey: this.storageKey,
      },
      this.#t,
    );
    if (!setup.ok) {
      this.#fail(setup.problem);
      return;
    }
    this.#play.adopt(setup.session, setup.store, setup.variant, setup.replaced);
    for (const item of setup.store.setAside) {
      const notice = item.movedTo === null ? 'dataDropped' : 'dataSetAside';
      if (this.#notify(notice)) this.#announce(this.#t.t(notice));
      console.warn(
        item.movedTo === null
          ? `<naipe-table>: saved data "${item.key}" (${item.reason}) had no room to be set aside and was removed`
          : `<naipe-table>: saved data "${item.key}" (${item.reason}) was set aside as "${item.movedTo}"`,
      );
    }
  }

  /**
   * Shows `notice` above the board, and says whether it was not shown already. Its words
   * are for the live region to say: a notice is no live region itself (table-view.ts).
   */
  #notify(notice: MessageKey): boolean {
    if (this.notices.includes(notice)) return false;
    this.notices = [...this.notices, notice];
    return true;
  }

  #withdraw(notice: MessageKey): void {
    this.notices = this.notices.filter((n) => n !== notice);
  }

  /** Storage refused the game, or took it again: the player hears it, once each way. */
  #savingChanged(saving: boolean, error: unknown): void {
    if (saving) {
      this.#withdraw('cannotSave');
      this.#announce(this.#t.t('savingAgain'));
      console.info(`<naipe-table>: the game is saved in localStorage again`);
      return;
    }
    if (this.#notify('cannotSave')) this.#announce(this.#t.t('cannotSave'));
    const why = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    console.warn(
      `<naipe-table>: the game cannot be saved in localStorage (${why}); play goes on, and every later save tries again`,
    );
  }

  #updateLayout(): void {
    const session = this.#play.session;
    const changed = this.#board.update(
      session && { variant: session.game.variant, position: session.position },
    );
    if (changed && this.#board.layout) {
      this.cursor = settleFocus(this.#board.layout, this.cursor);
    }
  }

  #announce(text: string): void {
    // Words said before the live region showed the last ones follow them rather than
    // replace them unheard (a line stopped by a move: the line's end, then the move).
    if (this.announcement !== this.#shownAnnouncement) {
      this.announcement = sentences(this.announcement.replace(/\u200b$/, ''), text);
      return;
    }
    // The same words twice in a row must still be spoken: vary them invisibly.
    this.announcement =
      text === this.announcement.replace(/\u200b$/, '') && !this.announcement.endsWith('\u200b')
        ? `${text}\u200b`
        : text;
  }

  // ---- Rendering --------------------------------------------------------------------

  protected override render() {
    const play = this.#play;
    const layout = this.#board.layout;
    return renderTable({
      t: this.#t,
      play,
      layout,
      problem: this.problem,
      notices: this.notices,
      announcement: this.#liveReady ? this.announcement : '',
      cursor: this.cursor,
      board: {
        fourColour: this.fourColour,
        back: this.back,
        held: new Set(this.held?.lift.keys ?? []),
        targets: this.targets,
        travelling: this.#board.travelling,
      },
      toolbar: {
        narrow: !this.#toolbarFit.wide,
        autoSafe: this.autoSafe,
        winnableOnly: this.winnableOnly,
        fourColour: this.fourColour,
        back: this.back,
        on: {
          newDeal: () => this.newDeal(),
          undo: () => this.#fromToolbar(() => this.undo()),
          redo: () => this.#fromToolbar(() => this.redo()),
          hint: () => void this.hint(),
          finish: () => play.finish(),
          playToEnd: () => this.#fromMenu(() => play.playToEnd(), '.solver .play-to-end'),
          stop: () => play.stop(),
          statistics: () => this.#fromMenu(() => (this.statsOpen = true)),
          locale: (locale) => this.#chooseLocale(locale),
          autoSafe: (autoSafe) => this.#chooseSettings({ autoSafe }),
          winnableOnly: (winnableOnly) => this.#chooseSettings({ winnableOnly }),
          fourColour: (fourColour) => this.#chooseSettings({ fourColour }),
          back: (back) => this.#chooseSettings({ back }),
        },
      },
      pointer: this.#pointer,
      on: {
        keydown: (event) => {
          if (event.key === 'Escape' && this.#closeMenu(event)) return;
          this.#input.onKeyDown(event);
        },
        pointerdown: (event) => this.#closeMenu(event),
        boardFocus: () => {
          if (!this.cursor && layout) this.cursor = initialFocus(layout);
        },
        dismissNotice: (notice) => this.#withdraw(notice),
        undoToWinnable: () => this.#undoToWinnable(),
        newWinnableDeal: () => this.#deal(false, true),
        newDealConfirmed: () => this.newDeal(true),
        confirmClosed: this.#confirmClosed,
        statsClosed: () => (this.statsOpen = false),
      },
    });
  }

  /**
   * The options menu closes on Escape (focus back on its button) and on a press outside
   * it, as menus do; a `<details>` alone would stay open. Says whether it closed.
   */
  #closeMenu(event: Event): boolean {
    const menu = this.renderRoot.querySelector('details.options');
    if (!(menu instanceof HTMLDetailsElement) || !menu.open) return false;
    if (event.type === 'pointerdown' && event.composedPath().includes(menu)) return false;
    menu.open = false;
    if (event.type === 'keydown') menu.querySelector('summary')?.focus();
    return true;
  }

  /**
   * Runs an action of the Options menu (on a narrow screen, Play to the end and
   * Statistics are there): the menu closes, as menus do after a choice, so the board
   * shows, and the focus goes to `focus` once drawn (Stop, in the solver line), or else
   * back to the menu's button, where the statistics dialog returns it when it closes.
   * From a wide screen's toolbar the action only runs.
   */
  async #fromMenu(action: () => void, focus?: string): Promise<void> {
    const menu = this.renderRoot.querySelector('details.options');
    if (this.#toolbarFit.wide || !(menu instanceof HTMLDetailsElement) || !menu.open) {
      action();
      return;
    }
    menu.open = false;
    const summary = menu.querySelector('summary');
    summary?.focus({ preventScroll: true });
    action();
    await this.updateComplete;
    const target = focus ? this.renderRoot.querySelector<HTMLElement>(focus) : null;
    target?.focus({ preventScroll: true });
  }

  #confirmClosed = (): void => {
    if (this.confirmDialog?.returnValue === 'yes') this.#deal(true, this.#confirmingWinnable);
    if (this.confirmDialog) this.confirmDialog.returnValue = '';
  };

  /**
   * Runs a toolbar action; if it disabled its own button (nothing left to undo), focus
   * goes to the board instead of falling out of the table, so the keys keep working.
   */
  async #fromToolbar(action: () => void): Promise<void> {
    action();
    await this.updateComplete;
    const active = this.shadowRoot?.activeElement;
    if (!active || (active instanceof HTMLButtonElement && active.disabled)) {
      this.board?.focus({ preventScroll: true });
    }
  }

  /** The warning's button goes with the warning: the board takes the focus. */
  #undoToWinnable(): void {
    void this.#fromToolbar(() => {
      const status = this.#play.status();
      if (status?.kind === 'lost') this.#play.undoTo(status.undoTo);
    });
  }
}
