/**
 * What the live region says about moves, in Chromium: a draw names the card it turned
 * up, a Spider deal what it opened, a move that ends the game is said with its end (the
 * win, or no moves left) in one announcement, and a move with the safe moves that
 * followed it; undo says which move it took back and the warning's button how many;
 * the warning after a losing move is said once, after the move, its box no live region;
 * so are the win with its moves and time (the win panel no live region, described by
 * them) and every notice (storage refusing the game, a deal not proven winnable, the
 * candidate deal impossible, said in place of its verdict, saved data set aside, said
 * once the live region is on the page empty), while bad input stays an alert, the only
 * voice for its words; and what shows beside it: the solver line goes once the
 * game is won, and Spider's status bar counts complete runs, not foundation cards.
 */
import { type Card, card, Game, unwrap } from '@naipe/rules';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  acesPosition,
  cardId,
  freecellDealOneScript,
  kingsPosition,
  kingsScript,
  listen,
  openCandidateDeal,
  settled,
  sharedTablePage,
  spoken,
  waitForSolverLine,
  wonTime,
} from './helpers.js';

const open = sharedTablePage();

/** Waits until the live region says `text` (the 20 s bound only ends a failing test sooner). */
const waitForSaid = (page: Page, text: string) =>
  page.waitForFunction(
    (text) =>
      document
        .querySelector('naipe-table')!
        .shadowRoot!.querySelector('[aria-live]')!
        .textContent!.trim()
        .replace(/\u200b$/, '') === text,
    text,
    { timeout: 20_000 },
  );

const moveCount = (page: Page) =>
  page.evaluate(() => document.querySelector('naipe-table')!.moveCount);

const clickStock = (page: Page) =>
  page.click('naipe-table #pile-stock', { force: true, position: { x: 5, y: 5 } });

/**
 * What Chromium gives assistive technology of the page: its live regions (the role and
 * `live` politeness of each node that has one, in page order) and the box `selector`
 * finds in the table (role, name, and `description` and `live` where it has them).
 */
async function accessible(page: Page, selector: string) {
  const session = await page.context().newCDPSession(page);
  try {
    const live = (node: { properties?: { name: string; value: { value?: unknown } }[] }) =>
      node.properties?.find((p) => p.name === 'live')?.value.value;
    const { nodes } = await session.send('Accessibility.getFullAXTree');
    const regions = nodes
      .filter((n) => !n.ignored && live(n) !== undefined && live(n) !== 'off')
      .map((n) => ({ role: n.role?.value, live: live(n) }));
    const { result } = await session.send('Runtime.evaluate', {
      expression: `document.querySelector('naipe-table').shadowRoot.querySelector(${JSON.stringify(selector)})`,
    });
    const box = (
      await session.send('Accessibility.getPartialAXTree', {
        objectId: result.objectId,
        fetchRelatives: false,
      })
    ).nodes.find((n) => !n.ignored);
    return {
      regions,
      box: box && {
        role: box.role?.value,
        name: box.name?.value,
        description: box.description?.value,
        live: live(box),
      },
    };
  } finally {
    await session.detach();
  }
}

/** The table's own live region, polite, the only one where nothing else speaks. */
const POLITE = { role: 'status', live: 'polite' };

/** What `RECORD_LIVE_REGION` keeps: each change of the live region, from its first render. */
interface LiveRecord {
  /** Animation frames since the recording began. */
  frame: number;
  /** Set to stop counting frames. */
  done?: boolean;
  /** The region's words after each change, whether it was a new element, and the frame. */
  changes: { frame: number; words: string | null; fresh: boolean }[];
}

/**
 * Page code run before the next table is made: records in `window.liveRecord` (see
 * `LiveRecord`) every change of that table's live region from its first render, with
 * the animation frame it came in. It watches the table's shadow root as it is attached.
 */
const RECORD_LIVE_REGION = `(() => {
  const record = { frame: 0, changes: [] };
  window.liveRecord = record;
  const count = () => {
    record.frame++;
    if (!record.done) requestAnimationFrame(count);
  };
  requestAnimationFrame(count);
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attach.call(this, init);
    if (this.localName !== 'naipe-table') return root;
    Element.prototype.attachShadow = attach;
    let region = null;
    let words = null;
    new MutationObserver(() => {
      const live = root.querySelector('[aria-live]');
      const now = live ? live.textContent.trim() : null;
      if (live === region && now === words) return;
      record.changes.push({ frame: record.frame, words: now, fresh: live !== region });
      region = live;
      words = now;
    }).observe(root, { childList: true, subtree: true, characterData: true });
    return root;
  };
})()`;

/** Stops the recording `RECORD_LIVE_REGION` started, and gives its changes. */
const recordedChanges = (page: Page) =>
  page.evaluate(() => {
    const record = (window as unknown as { liveRecord: LiveRecord }).liveRecord;
    record.done = true;
    return record.changes;
  });

/** What the live region shows now (its invisible mark for words said twice left off). */
const liveText = (page: Page) =>
  page.evaluate(() =>
    document
      .querySelector('naipe-table')!
      .shadowRoot!.querySelector('[aria-live]')!
      .textContent!.trim()
      .replace(/\u200b$/, ''),
  );

/**
 * French Klondike one move from stuck: the foundations up to the tens, the jack of
 * spades on top of column 1 over every other card face down, the queen of clubs last;
 * the cards `stocked` lie in the stock instead.
 */
function oneMoveFromStuck(stocked: readonly Card[] = []): string {
  const game = unwrap(Game.create('klondike', { deck: 'french' }));
  const [C, D, H, S] = [0, 1, 2, 3];
  const down = [
    ...[C, S, D, H].map((s) => card(s, 13)),
    ...[C, D, H].map((s) => card(s, 11)),
    ...[S, D, H, C].map((s) => card(s, 12)),
  ].filter((c) => !stocked.includes(c));
  const empty = Array.from({ length: 6 }, () => ({ down: [], up: [] }));
  const setup = {
    columns: [{ down, up: [card(S, 11)] }, ...empty],
    cells: [],
    foundations: [10, 10, 10, 10],
    stock: [...stocked],
    waste: [],
    completed: [],
  };
  return game.makePosition(unwrap(game.fromSetup(setup)));
}

/** The solver's line from `kingsPosition()`: the four kings home, the win. */
const KINGS_SCRIPT = kingsScript('winnable');

describe('the last move', () => {
  it('is said with “no moves left” in one announcement, the move first; undo names it', async () => {
    const page = await open({
      attributes: { game: 'klondike', deck: 'french', position: oneMoveFromStuck(), locale: 'en' },
    });
    await listen(page);
    await page.click(`naipe-table #${await cardId(page, 0, 11)}`);
    await page.waitForFunction(() => document.querySelector('naipe-table')!.moveCount === 1);
    await settled(page);
    expect(await spoken(page)).toEqual([
      'jack of spades to its foundation. Turned face up: queen of clubs. No moves left: undo or start another deal.',
    ]);

    await page.evaluate(() => document.querySelector('naipe-table')!.undo());
    await waitForSaid(page, 'Undone: jack of spades to its foundation');
  });

  it('says “no moves left” and fires naipe-lost once, not again at each draw after', async () => {
    // The queen of diamonds in the stock: it fits nowhere.
    const position = oneMoveFromStuck([card(1, 12)]);
    const page = await open({
      attributes: { game: 'klondike', deck: 'french', position, locale: 'en' },
    });
    await listen(page);
    await page.evaluate(() => {
      const w = window as unknown as { lost: string[] };
      w.lost = [];
      document
        .querySelector('naipe-table')!
        .addEventListener('naipe-lost', (e) =>
          w.lost.push((e as CustomEvent<{ reason: string }>).detail.reason),
        );
    });
    await page.click(`naipe-table #${await cardId(page, 0, 10)}`);
    await page.waitForFunction(() => document.querySelector('naipe-table')!.moveCount === 1);
    await settled(page);
    // The stock turns over and back: two more moves, the game as stuck as before.
    for (const moves of [2, 3]) {
      await clickStock(page);
      await page.waitForFunction(
        (n) => document.querySelector('naipe-table')!.moveCount === n,
        moves,
      );
      await settled(page);
    }
    const said = await spoken(page);
    expect(said.filter((text) => text.includes('No moves left'))).toEqual([
      'jack of spades to its foundation. Turned face up: queen of clubs. No moves left: undo or start another deal.',
    ]);
    expect(await page.evaluate(() => (window as unknown as { lost: string[] }).lost)).toEqual([
      'stuck',
    ]);
  });

  it('that wins is said with the win, its moves and time; the solver line goes until an undo', async () => {
    const page = await open({
      attributes: { game: 'klondike', position: kingsPosition() },
      before: KINGS_SCRIPT,
      analysis: 'window.scriptedAnalysis(window.testScript)',
    });
    await waitForSolverLine(page, 'Se puede ganar');
    for (const column of [0, 1, 2]) {
      await page.click(`naipe-table #${await cardId(page, column, 0)}`);
      await page.waitForFunction(
        (n) => document.querySelector('naipe-table')!.moveCount === n,
        column + 1,
      );
    }
    await listen(page);
    await page.click(`naipe-table #${await cardId(page, 3, 0)}`);
    await page.waitForSelector('naipe-table .won');
    await settled(page);
    const said = await spoken(page);
    const time = await wonTime(page);
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(
      new RegExp(
        `^rey de \\p{L}+ a su fundación\\. ¡Partida ganada! 4 movimientos en ${time}$`,
        'u',
      ),
    );
    expect(await page.locator('naipe-table .solver').count()).toBe(0);
    // The win panel is no live region: the win is heard once, with the move, not again.
    // Its moves and time describe it, for a player who comes to its button.
    expect(await accessible(page, '.won > div')).toEqual({
      regions: [POLITE],
      box: {
        role: 'group',
        name: '¡Partida ganada!',
        description: `4 movimientos en ${time}`,
        live: undefined,
      },
    });

    await page.evaluate(() => document.querySelector('naipe-table')!.undo());
    await waitForSolverLine(page, 'Se puede ganar');
  });
});

describe('the win panel', () => {
  /** The panel in the accessibility tree: named by its title, described by the rest. */
  const panel = (description: string) => ({
    regions: [POLITE],
    box: { role: 'group', name: 'Game won!', description, live: undefined },
  });

  it('after Finish is no live region: the win is said once, as Finish ends, with its moves and time', async () => {
    const page = await open({
      attributes: { game: 'klondike', position: kingsPosition(), locale: 'en' },
    });
    await listen(page);
    await page.click('naipe-table .toolbar button:has-text("Finish")');
    await page.waitForSelector('naipe-table .won');
    await settled(page);
    const time = await wonTime(page);
    expect(await spoken(page)).toEqual([
      'Finish: the cards go up to their foundations (Escape to stop).',
      `Game won! Finish moved 4 cards home. 4 moves in ${time}`,
    ]);
    expect(await accessible(page, '.won > div')).toEqual(panel(`4 moves in ${time}`));
  });

  it('after Play to the end is no live region: the end is said once, as the line ends, with its moves and time', async () => {
    const page = await open({
      attributes: { game: 'klondike', position: kingsPosition(), locale: 'en' },
      before: KINGS_SCRIPT,
      analysis: 'window.scriptedAnalysis(window.testScript)',
    });
    await waitForSolverLine(page, 'Winnable');
    await listen(page);
    await page.click('naipe-table .toolbar button:has-text("Play to the end")');
    await page.waitForSelector('naipe-table .won');
    await settled(page);
    const time = await wonTime(page);
    expect(await spoken(page)).toEqual([
      'The solver plays to the end (Escape to stop).',
      `The solver finished the game. Moves it played: 4. It does not count as a win. 4 moves in ${time}`,
    ]);
    // Described by whose win it is not too.
    expect(await accessible(page, '.won > div')).toEqual(
      panel(`4 moves in ${time} Finished by the solver: it counts as played, not as won.`),
    );
  });
});

describe('a notice', () => {
  const CANNOT_SAVE =
    'This browser can no longer save the game (it is out of room or does not allow it). Play on: the game will be saved as soon as it can be.';

  it('that storage refuses the game is no live region: the live region says it once', async () => {
    const page = await open({ attributes: { game: 'klondike', deal: '4', locale: 'en' } });
    await listen(page);
    // Storage full from now on, as another app on the origin would leave it.
    await page.evaluate(() => {
      const w = window as unknown as { setItem: Storage['setItem'] };
      w.setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = () => {
        throw new DOMException('full', 'QuotaExceededError');
      };
    });
    try {
      await clickStock(page);
      await page.waitForSelector('naipe-table .notice[data-notice="cannotSave"]');
      await settled(page);
      expect((await spoken(page)).filter((said) => said.includes(CANNOT_SAVE))).toHaveLength(1);
      expect(await accessible(page, '.notice')).toEqual({
        regions: [POLITE],
        box: { role: 'group', name: CANNOT_SAVE, live: undefined },
      });
    } finally {
      await page.evaluate(() => {
        Storage.prototype.setItem = (window as unknown as { setItem: Storage['setItem'] }).setItem;
      });
    }
  });

  /** FreeCell's candidate deal 777 (`openCandidateDeal`), the live region listened to. */
  const dealCandidate = (candidate: 'unknown' | 'impossible') =>
    openCandidateDeal(open, freecellDealOneScript(['freecell'], 4242), candidate, listen);

  it('that the deal is not proven winnable is no live region: it is said with the deal', async () => {
    const NOT_PROVEN =
      'None of the deals tried could be proven winnable; this is the most promising one.';
    const page = await dealCandidate('unknown');
    await waitForSolverLine(page, 'Too hard to tell yet whether this game can be won');
    await settled(page);
    const said = (await spoken(page)).filter((text) => text.includes(NOT_PROVEN));
    expect(said).toHaveLength(1);
    expect(said[0]).toBe(`New deal #777. ${NOT_PROVEN}`);
    expect(await accessible(page, '.notice')).toEqual({
      regions: [POLITE],
      box: { role: 'group', name: NOT_PROVEN, live: undefined },
    });
  });

  it('that the candidate cannot be won is no live region: it is said once, in place of the verdict', async () => {
    const LOST =
      'None of the deals tried could be proven winnable, and this one, the most promising, turns out to be impossible to win. Deal again to try others.';
    const page = await dealCandidate('impossible');
    await waitForSolverLine(page, 'Cannot be won from the start');
    await page.waitForSelector('naipe-table .notice[data-notice="candidateLost"]');
    await settled(page);
    const said = await spoken(page);
    // One announcement for one event: the notice's words, not the verdict's beside them.
    expect(said.filter((text) => text.includes(LOST))).toEqual([LOST]);
    expect(said.filter((text) => text.includes('Cannot be won'))).toEqual([]);
    expect(await accessible(page, '.notice')).toEqual({
      regions: [POLITE],
      box: { role: 'group', name: LOST, live: undefined },
    });
  });

  // Safari has `checkVisibility` only since 17.4: the table then asks for its boxes.
  it.each([
    { browser: 'a browser', withoutCheck: '' },
    {
      browser: 'a browser without checkVisibility',
      withoutCheck: 'delete Element.prototype.checkVisibility;',
    },
  ])(
    'that saved data was set aside is no live region: the live region, on the page empty first, says it once ($browser)',
    async ({ withoutCheck }) => {
      const SET_ASIDE =
        'Some saved data could not be read; it was set aside and the table goes on.';
      const page = await open({
        attributes: { game: 'freecell', deal: '617', locale: 'en' },
        before: `${withoutCheck}
        localStorage.setItem('naipe:game:freecell', '{"version":1,"game":"freecell","moves":[');
        ${RECORD_LIVE_REGION}`,
      });
      await page.waitForSelector('naipe-table .notice[data-notice="dataSetAside"]');
      await waitForSaid(page, SET_ASIDE);
      await settled(page);
      const changes = await recordedChanges(page);
      // One region, on the page empty, and its words in a later frame: a region that comes
      // with its words already in it goes unheard.
      expect(changes[0]).toMatchObject({ words: '', fresh: true });
      expect(changes.filter((change) => change.fresh)).toHaveLength(1);
      const said = changes.filter((change) => change.words === SET_ASIDE);
      expect(said).toHaveLength(1);
      expect(said[0]!.frame).toBeGreaterThan(changes[0]!.frame);
      expect(await accessible(page, '.notice')).toEqual({
        regions: [POLITE],
        box: { role: 'group', name: SET_ASIDE, live: undefined },
      });
    },
  );

  it('said as a hidden table starts waits for it to be shown: the region shows empty first', async () => {
    const SET_ASIDE = 'Some saved data could not be read; it was set aside and the table goes on.';
    const page = await open({ attributes: { game: 'klondike', deal: '1', locale: 'en' } });
    // A table made in a hidden view, as a page that opens on another of its views makes
    // it (openTable waits for cards, which a hidden table does not lay out).
    await page.evaluate(`(() => {
      document.querySelector('naipe-table').remove();
      localStorage.setItem('naipe:game:freecell', '{"version":1,"game":"freecell","moves":[');
      ${RECORD_LIVE_REGION};
      const view = document.createElement('div');
      view.id = 'hidden-view';
      view.hidden = true;
      const table = document.createElement('naipe-table');
      table.analysis = null;
      for (const [name, value] of [['game', 'freecell'], ['deal', '617'], ['locale', 'en']])
        table.setAttribute(name, value);
      view.append(table);
      document.querySelector('main').append(view);
    })()`);
    try {
      await page.waitForSelector('naipe-table .notice[data-notice="dataSetAside"]', {
        state: 'attached',
      });
      // The two frames after the first render a shown table's region waits, and the view
      // still hidden: nothing is said yet.
      await page.evaluate(
        () =>
          new Promise<void>((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
          ),
      );
      const shown = await page.evaluate(() => {
        const record = (window as unknown as { liveRecord: LiveRecord }).liveRecord;
        const table = document.querySelector('naipe-table')!;
        const region = table.shadowRoot!.querySelector('[aria-live]')!;
        const before = { frame: record.frame, words: region.textContent!.trim() };
        document.getElementById('hidden-view')!.hidden = false;
        return before;
      });
      expect(shown.words).toBe('');
      await waitForSaid(page, SET_ASIDE);
      await settled(page);
      const changes = await recordedChanges(page);
      expect(changes.filter((change) => change.fresh)).toHaveLength(1);
      const said = changes.filter((change) => change.words === SET_ASIDE);
      expect(said).toHaveLength(1);
      // Not in the first frame after the view is shown: that one shows the region empty.
      expect(said[0]!.frame).toBeGreaterThan(shown.frame + 1);
      expect(await accessible(page, '.notice')).toEqual({
        regions: [POLITE],
        box: { role: 'group', name: SET_ASIDE, live: undefined },
      });
    } finally {
      await page.evaluate(() => document.getElementById('hidden-view')?.remove());
    }
  });
});

describe('bad input', () => {
  it('coming and going leaves the live region the same element', async () => {
    const page = await open({
      attributes: { game: 'freecell', deal: '617', locale: 'en' },
      before: RECORD_LIVE_REGION,
    });
    await page.evaluate(() => document.querySelector('naipe-table')!.setAttribute('game', 'golf'));
    await page.waitForSelector('naipe-table .problem');
    await page.evaluate(() =>
      document.querySelector('naipe-table')!.setAttribute('game', 'freecell'),
    );
    await page.waitForSelector('naipe-table .card');
    await settled(page);
    const changes = await recordedChanges(page);
    // One region from the first render on: a new one would come unknown to a screen
    // reader, and its first words go unheard.
    expect(changes[0]).toMatchObject({ words: '', fresh: true });
    expect(changes.filter((change) => change.fresh)).toHaveLength(1);
  });

  it('stays an alert: the live region says nothing of it, so it is heard once', async () => {
    const page = await open({ attributes: { game: 'golf', locale: 'en' } });
    await settled(page);
    expect(await liveText(page)).toBe('');
    const found = await accessible(page, '.problem');
    expect(found.regions).toEqual([{ role: 'alert', live: 'assertive' }, POLITE]);
    expect(found.box).toMatchObject({ role: 'alert', live: 'assertive' });
  });
});

describe('a move that safe moves follow', () => {
  /** The pause before a safe move (SAFE_MOVE_MS in auto-play.ts, motion allowed). */
  const SAFE_MOVE = 180;
  const ACE = 'ace of clubs to its foundation';

  /**
   * `game` at `position` (FreeCell with A♣ on 2♣ unless said) with safe moves on, in
   * English, the page's clock standing still.
   */
  async function openStill(game = 'freecell', position = acesPosition()) {
    const page = await open({
      attributes: { game, position, 'auto-safe': '', locale: 'en' },
      // No solver (an earlier test's scripted one stays in the page): no verdicts said.
      analysis: 'null',
      clock: true,
    });
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await listen(page);
    return page;
  }

  it('is said with them in one announcement once they are over, the move first', async () => {
    const page = await openStill();
    try {
      await page.click(`naipe-table #${await cardId(page, 0, 1)}`);
      await settled(page);
      expect(await moveCount(page)).toBe(1);
      // Nothing yet: the words for the move wait for the safe move.
      expect(await spoken(page)).toEqual([]);
      await page.clock.runFor(SAFE_MOVE);
      await settled(page);
      expect(await moveCount(page)).toBe(2);
      expect(await spoken(page)).toEqual([
        `${ACE}. Then, automatically: 2 of clubs to its foundation`,
      ]);
    } finally {
      await page.clock.resume();
    }
  });

  it('stopped by Finish, is said before Finish starts', async () => {
    const page = await openStill('klondike', kingsPosition());
    try {
      // A king home: the other three are safe moves, still to come when Finish starts.
      await page.click(`naipe-table #${await cardId(page, 0, 0)}`);
      await settled(page);
      expect(await moveCount(page)).toBe(1);
      await page.click('naipe-table .toolbar button:has-text("Finish")');
      await settled(page);
      expect(await spoken(page)).toEqual([
        'king of coins to its foundation. Finish: the cards go up to their foundations (Escape to stop).',
      ]);
    } finally {
      await page.clock.resume();
    }
  });

  it('stopped by an undo, is said before the undo in one announcement', async () => {
    const page = await openStill();
    try {
      await page.click(`naipe-table #${await cardId(page, 0, 1)}`);
      await settled(page);
      await page.evaluate(() => document.querySelector('naipe-table')!.undo());
      await settled(page);
      await page.clock.runFor(5 * SAFE_MOVE);
      expect(await moveCount(page)).toBe(0);
      expect(await spoken(page)).toEqual([`${ACE}. Undone: ${ACE}`]);
    } finally {
      await page.clock.resume();
    }
  });
});

describe('the stock', () => {
  it('names the card a draw turned up, and what a Spider deal opened', async () => {
    let page = await open({
      attributes: { game: 'klondike', deck: 'french', deal: '5', locale: 'en' },
    });
    const drawn = await page.evaluate(() => {
      const rules = (window as unknown as { naipeRules: typeof import('@naipe/rules') }).naipeRules;
      const game = rules.unwrap(rules.Game.create('klondike', { deck: 'french' }));
      const position = rules.unwrap(
        game.parsePosition(document.querySelector('naipe-table')!.currentPosition!),
      );
      return game.cardName(position.stock[position.stock.length - 1]!, 'en');
    });
    await clickStock(page);
    await waitForSaid(page, `You draw: ${drawn}`);
    expect(await moveCount(page)).toBe(1);

    page = await open({ attributes: { game: 'spider', deal: '5', locale: 'es' } });
    await clickStock(page);
    await page.waitForFunction(() => document.querySelector('naipe-table')!.moveCount === 1);
    await settled(page);
    const live = page.locator('naipe-table [aria-live]');
    expect(await live.textContent()).toMatch(
      /^Repartes 10 cartas\. (Puedes jugar .+ a la columna \d+.*|Ninguna carta se puede mover)$/,
    );
  });
});

describe('Spider’s status bar', () => {
  it('counts the complete runs, Spider having no foundations', async () => {
    const page = await open({
      attributes: { game: 'spider', suits: '2', deal: '3', locale: 'pt' },
    });
    const home = page.locator('naipe-table .statusbar .home');
    expect(await home.locator('dt').textContent()).toBe('Sequências completas');
    expect(await home.locator('dd').textContent()).toBe('0 de 8');
  });
});

describe('the warning’s undo button', () => {
  it('is said with the warning, and says how many moves it took back', async () => {
    const page = await open({
      attributes: { game: 'freecell', deal: '1' },
      before: freecellDealOneScript(['freecell']),
      analysis: 'window.scriptedAnalysis(window.testScript)',
    });
    await waitForSolverLine(page, 'Se puede ganar');
    // Column 8's top card: a tap sends it off the solver's line.
    await page.click(`naipe-table #${await cardId(page, 7, 5)}`);
    await waitForSolverLine(page, 'Ya no se puede ganar');
    await waitForSaid(
      page,
      'Esa jugada ha dejado la partida sin solución. Ya no se puede ganar. El botón «Deshacer hasta la última posición ganable» la deshace.',
    );
    await page.click('naipe-table .undo-to-winnable');
    await waitForSaid(page, 'Deshecho: 1 movimiento, de vuelta a la última posición ganable');
  });
});

describe('the warning after a losing move', () => {
  const WARNING =
    'That move left the game without a solution. No longer winnable. The “Undo back to the last winnable position” button takes it back.';

  it('is said once, after the move’s words, when its verdict comes and when it is known', async () => {
    const page = await open({
      attributes: { game: 'freecell', deal: '1', locale: 'en' },
      before: freecellDealOneScript(['freecell']),
      analysis: 'window.scriptedAnalysis(window.testScript)',
    });
    await waitForSolverLine(page, 'Winnable');
    await listen(page);
    // Column 8's top card: a tap sends it off the solver's line.
    const card = await cardId(page, 7, 5);
    await page.click(`naipe-table #${card}`);
    await waitForSolverLine(page, 'No longer winnable');
    await settled(page);
    const [move, ...rest] = await spoken(page);
    expect(move).toMatch(/ to (column|cell|its foundation)/);
    expect(rest).toEqual([WARNING]);
    // The box beside the solver line is no live region: only the polite one speaks, so
    // the warning is heard once, after the move, not ahead of it as an alert would be.
    const box = {
      regions: [POLITE],
      box: { role: 'group', name: 'That move left the game without a solution.', live: undefined },
    };
    expect(await accessible(page, '.solver .warning')).toEqual(box);
    const again: [string, () => Promise<unknown>, string][] = [
      // The same move played again: its verdict known, the warning is said at once.
      ['played again', () => page.click(`naipe-table #${card}`), `${move}. ${WARNING}`],
      [
        'redone',
        () => page.evaluate(() => document.querySelector('naipe-table')!.redo()),
        `Redone. ${move}. ${WARNING}`,
      ],
    ];
    for (const [how, replay, said] of again) {
      await page.evaluate(() => document.querySelector('naipe-table')!.undo());
      await waitForSaid(page, `Undone: ${move}`);
      // Heard from here on (listening once more would hear each change twice).
      await page.evaluate(() => {
        (window as unknown as { spoken: string[] }).spoken.length = 0;
      });
      await replay();
      await page.waitForFunction(() => document.querySelector('naipe-table')!.moveCount === 1);
      await settled(page);
      expect(await spoken(page), how).toEqual([said]);
      expect(await accessible(page, '.solver .warning'), how).toEqual(box);
    }
  });
});
