/**
 * The site: reads the address, keeps one `<naipe-table>` for the whole visit (so a game
 * goes on while the player reads the rules), and renders the header and the pages
 * around it. The address always says what is on screen, so a reload or a link shows it
 * again; the table itself saves the game in progress.
 */
import { GAMES, type GameId, type Locale } from '@naipe/rules';
import {
  type NaipeLocaleChangeDetail,
  type NaipeNewGameDetail,
  type NaipeSettingsChangeDetail,
  type NaipeTable,
  RowFit,
  readStatistics,
} from '@naipe/table';
import { html, render } from 'lit';
import { DEFAULT_LOCALE, isLocale, LANGUAGE_TAGS, type MessageKey, say } from './i18n.js';
import { describeProblem } from './notices.js';
import {
  makePreferences,
  PREFERENCES_KEY,
  type PreferenceProblem,
  type Preferences,
  readPreferences,
  SET_ASIDE_PREFIX,
  type TableSettings,
  tableSettings,
  withTableSettings,
} from './preferences.js';
import {
  type Choice,
  defaultOptions,
  parseDeal,
  type Route,
  type RouteProblem,
  readRoute,
  shareLink,
  type View,
  writeRoute,
} from './route.js';
import { renderHeader } from './views/header.js';
import { fitPicker, watchPicker } from './views/picker-fit.js';
import { type PlayView, renderNotice, renderPicker, renderTools } from './views/play.js';
import { renderRules } from './views/rules.js';
import { renderStats } from './views/stats.js';

/** The prefix under which the table saves games and statistics. */
export const STORAGE_KEY = 'naipe';

const VIEW_TITLES: Readonly<Record<View, MessageKey>> = {
  play: 'navPlay',
  rules: 'navRules',
  stats: 'navStats',
};

const sameChoice = (a: Choice, b: Choice) =>
  a.game === b.game &&
  GAMES[a.game].options.every((spec) => a.options[spec.name] === b.options[spec.name]);

export class Site {
  #route!: Route;
  #locale: Locale = DEFAULT_LOCALE;
  #problems: RouteProblem[] = [];
  /** What the table plays, which the rules page does not change. */
  #playing!: Choice;
  /** The deal the address names, if it names one. */
  #deal: number | undefined;
  #dealError: string | undefined;
  #copyStatus: MessageKey | undefined;
  #share: string | undefined;
  #table!: NaipeTable;
  #offline: MessageKey | undefined;
  /** Whether the picker's wide rows fit, or it shows its menus (picker-fit.ts). */
  #pickerFit: RowFit = new RowFit(() => fitPicker(this.#pickerFit, this.#pickerSlot()));

  constructor(private readonly doc: Document) {}

  #pickerSlot(): HTMLElement {
    return this.doc.getElementById('play-picker')!;
  }

  start(): void {
    this.#pickerFit.connect();
    const prefs = this.#readPrefsAtStart();
    const { route, problems } = readRoute(location.search, this.#rememberedChoice(prefs));
    this.#problems = problems;
    this.#locale =
      route.locale ?? (prefs.locale && isLocale(prefs.locale) ? prefs.locale : DEFAULT_LOCALE);
    if (route.locale) this.#savePrefs({ locale: route.locale });
    this.#route = route;
    this.#playing = route.choice;
    this.#deal = route.deal;
    this.#table = this.#makeTable(route.choice, route.deal);
    this.doc.getElementById('table-slot')!.append(this.#table);
    this.doc.addEventListener('click', this.#onClick);
    window.addEventListener('popstate', () => this.#go(location.search, 'none'));
    this.#remember(route.choice);
    this.#writeAddress('replace');
    this.#render();
    void this.#refreshShare();
  }

  /** Tells the player the site now works offline, or that a new version waits. */
  serviceWorkerSays(what: 'offlineReady' | 'updateReady'): void {
    this.#offline = what;
    this.#render();
  }

  #makeTable(choice: Choice, deal: number | undefined): NaipeTable {
    const table = this.doc.createElement('naipe-table');
    table.storageKey = STORAGE_KEY;
    table.locale = this.#locale;
    this.#setTable(table, choice, deal);
    table.addEventListener('naipe-new-game', (e: CustomEvent<NaipeNewGameDetail>) => {
      this.#deal = e.detail.deal ?? undefined;
      this.#writeAddress('replace');
      void this.#refreshShare();
    });
    // The table's own language menu changes only the table: the site follows it.
    table.addEventListener('naipe-locale-change', (e: CustomEvent<NaipeLocaleChangeDetail>) =>
      this.#setLocale(e.detail.locale),
    );
    // What the player changes in the table's menu is kept, for the game on the table.
    table.addEventListener('naipe-settings-change', (e: CustomEvent<NaipeSettingsChangeDetail>) =>
      this.#keepTableSettings(e.detail.settings),
    );
    return table;
  }

  #setTable(table: NaipeTable, choice: Choice, deal: number | undefined): void {
    const settings = tableSettings(this.#prefs(), choice.game);
    table.winnableOnly = settings.winnableOnly;
    table.autoSafe = settings.autoSafe;
    table.fourColour = settings.fourColour;
    table.back = settings.back;
    table.game = choice.game;
    table.deck = choice.options.deck;
    table.draw = choice.options.draw;
    table.suits = choice.options.suits;
    // Set twice so that asking again for the deal on the table starts it anew when it
    // is not the saved one (the table only reacts to a change).
    table.deal = undefined;
    table.deal = deal;
  }

  // ---- Navigation ------------------------------------------------------------------

  #onClick = (event: MouseEvent): void => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.('a[data-nav]');
    if (!(link instanceof HTMLAnchorElement)) return;
    event.preventDefault();
    this.#go(new URL(link.href).search, 'push');
  };

  #go(search: string, history: 'push' | 'none'): void {
    const { route } = readRoute(search, this.#playing);
    this.#route = route;
    if (route.view === 'play') this.#play(route.choice, route.deal);
    if (history === 'push') this.#writeAddress('push');
    this.#render();
    this.doc.querySelector<HTMLElement>('main h1, main')?.focus?.({ preventScroll: true });
    scrollTo({ top: 0 });
  }

  /** Puts a game on the table unless it is there already. */
  #play(choice: Choice, deal: number | undefined): void {
    const changed = !sameChoice(choice, this.#playing);
    if (!changed && (deal === undefined || deal === this.#table.dealNumber)) return;
    this.#playing = choice;
    this.#deal = deal;
    this.#dealError = undefined;
    this.#setTable(this.#table, choice, deal);
    this.#remember(choice);
    void this.#refreshShare();
  }

  #choose = (choice: Choice): void => {
    const options = Object.keys(choice.options).length
      ? choice.options
      : this.#rememberedOptions(choice.game);
    this.#route = { ...this.#route, view: 'play', choice: { game: choice.game, options } };
    this.#play(this.#route.choice, undefined);
    this.#writeAddress('replace');
    this.#render();
  };

  #playDeal = (text: string): void => {
    const deal = parseDeal(text, this.#playing.game);
    if (deal === undefined) {
      this.#dealError = say(this.#locale, 'badDealInput', {
        max: GAMES[this.#playing.game].maxDeal,
      });
      this.#render();
      return;
    }
    this.#dealError = undefined;
    this.#deal = deal;
    this.#setTable(this.#table, this.#playing, deal);
    this.#writeAddress('replace');
    this.#render();
    void this.#refreshShare();
  };

  #writeAddress(how: 'push' | 'replace'): void {
    const view = this.#route.view;
    const search =
      view === 'play'
        ? writeRoute({ choice: this.#playing, deal: this.#deal })
        : writeRoute({ view, choice: this.#route.choice });
    if (how === 'push') history.pushState(null, '', search);
    else history.replaceState(null, '', search);
  }

  async #refreshShare(): Promise<void> {
    await this.#table.updateComplete;
    const deal = this.#table.dealNumber;
    this.#share =
      typeof deal === 'number' ? shareLink(location.href, this.#playing, deal) : undefined;
    this.#copyStatus = undefined;
    this.#render();
  }

  #copy = async (): Promise<void> => {
    if (!this.#share) return;
    try {
      await navigator.clipboard.writeText(this.#share);
      this.#copyStatus = 'copied';
    } catch {
      this.#copyStatus = 'copyFailed';
    }
    this.#render();
  };

  #setLocale = (locale: Locale): void => {
    this.#locale = locale;
    this.#table.locale = locale;
    this.#savePrefs({ locale });
    if (this.#dealError)
      this.#dealError = say(locale, 'badDealInput', { max: GAMES[this.#playing.game].maxDeal });
    this.#render();
  };

  // ---- Preferences -----------------------------------------------------------------

  #savedText(): string | null {
    try {
      return localStorage.getItem(PREFERENCES_KEY);
    } catch {
      return null;
    }
  }

  /** What storage refused (forbidden, or full): kept for the rest of this visit. */
  #unsaved: Preferences | undefined;

  #prefs(): Preferences {
    return this.#unsaved ?? readPreferences(this.#savedText()).prefs;
  }

  /**
   * The preferences as the visit starts. Saved text that could not all be read is
   * copied aside first, with a warning naming where, and what could be read is saved
   * in its place: the site opens with the defaults for the rest.
   */
  #readPrefsAtStart(): Preferences {
    const raw = this.#savedText();
    const { prefs, problems } = readPreferences(raw);
    if (raw === null || problems.length === 0) return prefs;
    const copy = `${SET_ASIDE_PREFIX}${Date.now()}`;
    let kept = true;
    try {
      localStorage.setItem(copy, raw);
    } catch {
      kept = false;
    }
    console.warn(
      `naipe: the saved preferences could not all be read (${problems.map(describe).join('; ')}); ` +
        (kept
          ? `the saved text was copied to "${copy}", and the defaults stand for what was dropped`
          : 'there was no room to copy the saved text, which the next save replaces; the defaults stand for what was dropped'),
    );
    if (kept) this.#savePrefs(prefs);
    return prefs;
  }

  #savePrefs(change: Partial<Preferences>): void {
    const prefs = { ...this.#prefs(), ...change };
    try {
      localStorage.setItem(PREFERENCES_KEY, makePreferences(prefs));
      this.#unsaved = undefined;
    } catch {
      // Storage forbidden: the site still works, and forgets only when the visit ends.
      this.#unsaved = prefs;
    }
  }

  #keepTableSettings(now: TableSettings): void {
    const prefs = this.#prefs();
    const saved = tableSettings(prefs, this.#playing.game);
    const same = (Object.keys(now) as (keyof TableSettings)[]).every((k) => now[k] === saved[k]);
    if (!same) this.#savePrefs(withTableSettings(prefs, this.#playing.game, now));
  }

  #rememberedChoice(prefs: Preferences): Choice | undefined {
    const address = prefs.game && prefs.options?.[prefs.game];
    return address ? readRoute(address).route.choice : undefined;
  }

  #rememberedOptions(game: GameId) {
    const address = this.#prefs().options?.[game];
    const remembered = address ? readRoute(address).route.choice : undefined;
    return remembered?.game === game ? remembered.options : defaultOptions(game);
  }

  #remember(choice: Choice): void {
    const options = { ...this.#prefs().options, [choice.game]: writeRoute({ choice }) };
    this.#savePrefs({ game: choice.game, options });
  }

  // ---- Rendering -------------------------------------------------------------------

  #render(): void {
    const locale = this.#locale;
    const view = this.#route.view;
    const doc = this.doc;
    doc.documentElement.lang = LANGUAGE_TAGS[locale];
    doc.title = `${say(locale, VIEW_TITLES[view])} · ${say(locale, 'siteName')}`;
    doc.getElementById('skip')!.textContent = say(locale, 'skip');
    doc.getElementById('embed-link')!.textContent = say(locale, 'embedLink');
    const links = {
      play: writeRoute({ choice: this.#playing, deal: this.#deal }),
      rules: writeRoute({ view: 'rules', choice: { ...this.#route.choice } }),
      stats: writeRoute({ view: 'stats', choice: this.#playing }),
    };
    render(
      renderHeader({ locale, view, links, onLocale: this.#setLocale }),
      doc.getElementById('site-header')!,
    );
    for (const name of ['play', 'rules', 'stats'] as const) {
      doc.getElementById(`view-${name}`)!.hidden = name !== view;
    }
    const play: PlayView = {
      locale,
      choice: this.#playing,
      problems: this.#problems.map((p) => describeProblem(p, locale)),
      dealError: this.#dealError,
      shareLink: this.#share,
      copyStatus: this.#copyStatus && say(locale, this.#copyStatus),
      on: {
        choose: this.#choose,
        playDeal: this.#playDeal,
        copy: () => void this.#copy(),
        dismissProblems: () => {
          this.#problems = [];
          this.#render();
        },
      },
    };
    render(renderNotice(play), doc.getElementById('notice')!);
    const picker = this.#pickerSlot();
    render(
      html`<h1 class="visually-hidden" tabindex="-1">${say(locale, 'navPlay')}</h1>${renderPicker(play)}`,
      picker,
    );
    watchPicker(this.#pickerFit, picker);
    render(renderTools(play), doc.getElementById('play-tools')!);
    if (view === 'rules') {
      const gameLink = (game: GameId, target: View) =>
        writeRoute({
          view: target,
          choice: { game, options: this.#rememberedOptions(game) },
        });
      render(
        renderRules({
          locale,
          game: this.#route.choice.game,
          rulesLink: (game) => gameLink(game, 'rules'),
          playLink: (game) => gameLink(game, 'play'),
        }),
        doc.getElementById('view-rules')!,
      );
    }
    if (view === 'stats') {
      render(renderStats(locale, storedStatistics()), doc.getElementById('view-stats')!);
    }
    render(
      html`${this.#offline ? say(locale, this.#offline) : ''}`,
      doc.getElementById('sw-status')!,
    );
  }
}

function describe(problem: PreferenceProblem): string {
  if (problem.code === 'ERR_BAD_FIELD') return `${problem.code} at ${problem.field}`;
  return problem.code;
}

/** What the table saved in this browser; nothing where storage is forbidden. */
function storedStatistics() {
  let storage: Storage | undefined;
  try {
    storage = globalThis.localStorage;
  } catch {
    return [];
  }
  const read = readStatistics(storage, STORAGE_KEY);
  for (const item of read.setAside) {
    console.warn(
      item.movedTo === null
        ? `naipe: unreadable statistics (${item.reason}) had no room to be set aside and were removed`
        : `naipe: unreadable statistics (${item.reason}) set aside as "${item.movedTo}"`,
    );
  }
  return read.variants;
}
