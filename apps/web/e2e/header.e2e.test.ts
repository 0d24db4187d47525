/**
 * The site's header from just above a phone's width to a desktop, in every language: the
 * logo, the sections and the language menu in one row, at 820 px too; the tagline beside
 * them wherever it fits whole, and out of sight where it does not (read by screen readers
 * still, as on a phone), never cut. On a phone, from 640 px down to 320 (the smallest we
 * serve), on every page, with a mouse and under a finger: the same one row, no control
 * over another, no word out of its control or off the screen, and under a finger every
 * control a 44 px target, at every width.
 */
import type { Locale } from '@naipe/rules';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedSiteAndBrowser } from './harness.js';
import { rows } from './rows.js';

const stage = servedSiteAndBrowser();
const LOCALES: readonly Locale[] = ['es', 'pt', 'en'];
/** Just above 40rem (the phone's header) to a desktop. */
const WIDTHS = [641, 700, 760, 820, 900, 1024, 1280];
/** Where the tagline has room in every language. */
const ROOMY = 1024;

let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  context = await stage.browsing.context({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
});

type Box = { top: number; bottom: number; left: number; right: number };

interface Header {
  /** The logo, the sections and the language menu. */
  readonly parts: Box[];
  /** The tagline's words, and whether they are drawn whole, not at all, or cut. */
  readonly words: Box;
  readonly tagline: 'whole' | 'hidden' | 'cut';
  readonly height: number;
  readonly pageWidth: number;
}

/** The header as drawn at `width`, once the page has laid itself out. */
async function headerAt(page: Page, width: number): Promise<Header> {
  await page.setViewportSize({ width, height: 900 });
  return page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const box = (element: Element): Box => {
      const { top, bottom, left, right } = element.getBoundingClientRect();
      return { top, bottom, left, right };
    };
    const header = document.querySelector('.site-header')!;
    const parts = ['.logo', 'nav', '.language'].map((s) => box(header.querySelector(s)!));
    // The tagline's box shows what of its words (the element inside it, if any) is drawn.
    const tagline = header.querySelector('.tagline')!;
    const words = box(tagline.firstElementChild ?? tagline);
    const room = box(tagline);
    const roomy = room.right - room.left > 1 && room.bottom - room.top > 1;
    const inside =
      words.top >= room.top - 0.5 &&
      words.bottom <= room.bottom + 0.5 &&
      words.left >= room.left - 0.5 &&
      words.right <= room.right + 0.5;
    const outside =
      words.top >= room.bottom ||
      words.bottom <= room.top ||
      words.left >= room.right ||
      words.right <= room.left;
    return {
      parts,
      words,
      tagline: !roomy || outside ? 'hidden' : inside ? 'whole' : 'cut',
      height: box(header).bottom - box(header).top,
      pageWidth: document.documentElement.scrollWidth,
    };
  });
}

describe('the site header', () => {
  for (const locale of LOCALES) {
    it(`is one row at 820 px and from 641 to 1280, the tagline whole or unseen, in ${locale}`, async () => {
      await page.goto(new URL(`?lang=${locale}`, stage.site.url).href);
      await page.locator('.site-header nav a').first().waitFor();
      const wide = await headerAt(page, 1280);
      for (const width of WIDTHS) {
        const header = await headerAt(page, width);
        const what = `${locale} at ${width} px: ${JSON.stringify(header)}`;
        const drawn = header.tagline === 'whole' ? [...header.parts, header.words] : header.parts;
        expect.soft(rows(drawn), what).toBe(1);
        expect.soft(header.height, what).toBe(wide.height);
        expect.soft(header.tagline, what).not.toBe('cut');
        if (width >= ROOMY) expect.soft(header.tagline, what).toBe('whole');
        expect.soft(header.pageWidth, what).toBeLessThanOrEqual(width);
      }
    });
  }
});

/** A phone's widths, 40rem (PHONE_SCREEN) down to the smallest phone we serve. */
const PHONE_WIDTHS = [640, 560, 480, 400, 360, 320];
/** Every page, each with its own section in the header marked (in bold above 30rem). */
const VIEWS = ['', '&view=rules', '&view=stats'];
/** 44 CSS px, the smallest target a finger is given (WCAG 2.5.5). */
const TARGET = 44;

interface Control {
  /** The control, as a player reads it. */
  readonly name: string;
  readonly box: Box;
  /** What it draws: its words and its picture, each as drawn. */
  readonly words: Box[];
}

interface Target {
  readonly name: string;
  readonly width: number;
  readonly height: number;
  /** Whether a tap 1 px inside each edge of its box, at the middle, lands on it. */
  readonly edgesTap: boolean;
}

interface PhoneHeader {
  /** The logo, each section and the language menu, as drawn. */
  readonly controls: Control[];
  /** What a finger taps: the logo, the sections and the language menu itself. */
  readonly targets: Target[];
  readonly height: number;
  /** The height of one row of it: its tallest control and its padding. */
  readonly oneRow: number;
  readonly pageWidth: number;
}

/** The header's controls as drawn at `width`, once the page has laid itself out. */
async function phoneHeaderAt(page: Page, width: number): Promise<PhoneHeader> {
  await page.setViewportSize({ width, height: 640 });
  return page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const box = (rect: DOMRect): Box => {
      const { top, bottom, left, right } = rect;
      return { top, bottom, left, right };
    };
    // Words and pictures of the control that are drawn: not a menu's options, nor what
    // is kept for screen readers alone (a box of 1 px, clipped).
    const wordsOf = (control: Element): Box[] => {
      const drawn: Box[] = [];
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const parent = text.parentElement!;
        const { width, height } = parent.getBoundingClientRect();
        if (!text.textContent?.trim() || parent.closest('select') || width <= 1 || height <= 1)
          continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        drawn.push(box(range.getBoundingClientRect()));
      }
      for (const img of control.querySelectorAll('img'))
        drawn.push(box(img.getBoundingClientRect()));
      return drawn;
    };
    const header = document.querySelector<HTMLElement>('.site-header')!;
    const logo = header.querySelector('.logo')!;
    const sections = [...header.querySelectorAll('nav a')];
    const language = header.querySelector('.language')!;
    const select = language.querySelector('select')!;
    const controls = [logo, ...sections, language].map((control) => ({
      name: control === logo ? 'logo' : control === language ? 'language' : control.textContent!,
      box: box(control.getBoundingClientRect()),
      words: wordsOf(control),
    }));
    const targets = [logo, ...sections, select].map((control) => {
      const rect = control.getBoundingClientRect();
      const [middleX, middleY] = [rect.left + rect.width / 2, rect.top + rect.height / 2];
      const edges = [
        [middleX, rect.top + 1],
        [middleX, rect.bottom - 1],
        [rect.left + 1, middleY],
        [rect.right - 1, middleY],
      ] as const;
      return {
        name: control === logo ? 'logo' : control === select ? 'language' : control.textContent!,
        width: rect.width,
        height: rect.height,
        edgesTap: edges.every(([x, y]) => control.contains(document.elementFromPoint(x, y))),
      };
    });
    const style = getComputedStyle(header);
    const padding = Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom);
    return {
      controls,
      targets,
      height: header.getBoundingClientRect().height,
      oneRow: Math.max(...controls.map((c) => c.box.bottom - c.box.top)) + padding,
      pageWidth: document.documentElement.scrollWidth,
    };
  });
}

const overlap = (a: Box, b: Box) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
const inside = (inner: Box, outer: Box) =>
  inner.left >= outer.left - 0.5 &&
  inner.right <= outer.right + 0.5 &&
  inner.top >= outer.top - 0.5 &&
  inner.bottom <= outer.bottom + 0.5;

/** What is wrong with the phone's header at `width` px wide, in words; none if nothing. */
function phoneProblems(header: PhoneHeader, width: number, finger: boolean): string[] {
  const problems: string[] = [];
  const { controls } = header;
  const lines = rows(controls.map((c) => c.box));
  if (lines !== 1) problems.push(`${lines} rows`);
  if (header.height > header.oneRow + 0.5)
    problems.push(`${header.height} px tall, one row is ${header.oneRow}`);
  controls.forEach((a, i) => {
    for (const b of controls.slice(i + 1))
      if (overlap(a.box, b.box)) problems.push(`${a.name} over ${b.name}`);
    const screen = { top: 0, bottom: Number.POSITIVE_INFINITY, left: 0, right: width };
    if (a.words.length === 0) problems.push(`${a.name} draws nothing`);
    if (!a.words.every((w) => inside(w, a.box) && inside(w, screen)))
      problems.push(`${a.name}: words out of it or off the screen`);
  });
  if (header.pageWidth > width) problems.push(`page ${header.pageWidth} px wide`);
  if (finger) problems.push(...smallTargets(header.targets));
  return problems;
}

/** The controls too small for a finger, or not all theirs, with their sizes. */
const smallTargets = (targets: readonly Target[]) =>
  targets
    .filter((t) => t.width < TARGET || t.height < TARGET || !t.edgesTap)
    .map(
      (t) =>
        `${t.name}: ${Math.round(t.width)}×${Math.round(t.height)}${t.edgesTap ? '' : ', edges not its own'}`,
    );

describe("the phone's header", () => {
  let finger: BrowserContext;
  let touch: Page;
  beforeAll(async () => {
    finger = await stage.browsing.context({ viewport: { width: 320, height: 640 } });
    touch = await finger.newPage();
    const session = await finger.newCDPSession(touch);
    await session.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  });
  afterAll(async () => {
    await finger?.close();
  });

  for (const locale of LOCALES) {
    it(`is one row from 640 down to 320 px, every word whole, on every page, in ${locale}`, async () => {
      const wrong: Record<string, string[]> = {};
      for (const [pointer, on] of [
        ['mouse', page],
        ['finger', touch],
      ] as const) {
        expect(await on.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(
          pointer === 'finger',
        );
        for (const view of VIEWS) {
          await on.setViewportSize({ width: 320, height: 640 });
          await on.goto(new URL(`?lang=${locale}${view}`, stage.site.url).href);
          await on.locator('.site-header nav a').first().waitFor();
          for (const width of PHONE_WIDTHS) {
            const header = await phoneHeaderAt(on, width);
            wrong[`${pointer}, ${view || 'play'}, ${width} px`] = phoneProblems(
              header,
              width,
              pointer === 'finger',
            );
          }
        }
      }
      // Every page, width and pointer in one list, so that a failure shows them all.
      expect(Object.entries(wrong).filter(([, problems]) => problems.length > 0)).toEqual([]);
    });
  }

  it('keeps the header in one row, each control a 44 px target, under a finger from 641 to 1280 px', async () => {
    const wrong: Record<string, string[]> = {};
    for (const locale of LOCALES) {
      await touch.setViewportSize({ width: 1280, height: 900 });
      await touch.goto(new URL(`?lang=${locale}`, stage.site.url).href);
      await touch.locator('.site-header nav a').first().waitFor();
      for (const width of WIDTHS) {
        const header = await phoneHeaderAt(touch, width);
        const lines = rows(header.controls.map((c) => c.box));
        wrong[`${locale}, ${width} px`] = [
          ...(lines === 1 ? [] : [`${lines} rows`]),
          ...smallTargets(header.targets),
        ];
      }
    }
    expect(Object.entries(wrong).filter(([, problems]) => problems.length > 0)).toEqual([]);
  });
});

/** The accessible name Chromium gives the first element that `selector` finds. */
async function computedName(on: Page, selector: string): Promise<string> {
  const session = await on.context().newCDPSession(on);
  try {
    await session.send('Accessibility.enable');
    const { root } = await session.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { nodes } = await session.send('Accessibility.getPartialAXTree', {
      nodeId,
      fetchRelatives: false,
    });
    return String(nodes[0]?.name?.value ?? '');
  } finally {
    await session.detach();
  }
}

describe("the language menu's name", () => {
  // A voice-control user says what they see: "tap ES" on a phone, "tap Idioma" above it.
  for (const locale of LOCALES) {
    it(`holds the words the menu shows, on a phone its code, in ${locale}`, async () => {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(new URL(`?lang=${locale}`, stage.site.url).href);
        await page.locator('.site-header .language select').waitFor();
        const label = (await page.locator('.language-name').textContent())!.trim();
        const code = page.locator('.language-code');
        const name = await computedName(page, '.site-header .language select');
        const what = `${locale} at ${width} px, named "${name}"`;
        expect(name, what).toContain(label);
        if (width === 375) {
          expect(await code.isVisible(), what).toBe(true);
          // The code as drawn ("ES"), a word of the name of its own.
          const shown = (await code.textContent())!.trim();
          expect(shown, what).toBe(locale.toUpperCase());
          expect(name.split(/\s+/), what).toContain(shown);
        } else {
          expect(await code.isVisible(), what).toBe(false);
          expect(name, what).toBe(label);
        }
      }
    });
  }
});
