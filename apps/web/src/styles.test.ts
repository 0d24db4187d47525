/**
 * The site's styles say the phone's width in one place, and say it as the table does.
 * PHONE_SCREEN (@naipe/table) turns the table's toolbar and the site's picker compact
 * from script; CSS cannot import it, so this reads styles.css and holds the two together.
 */
import { readFileSync } from 'node:fs';
import { PHONE_SCREEN } from '@naipe/table';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');
/** The styles without their comments. */
const rules = css.replace(/\/\*[\s\S]*?\*\//g, '');
/** Every media query the styles write, as written, comments left out. */
const QUERIES = [...rules.matchAll(/@media\s+([^{]+?)\s*\{/g)].map((found) =>
  found[1]!.replace(/\s+/g, ' '),
);

/** A length in CSS px, for '40rem' or '640px' (1rem is the browser's 16 px). */
function pixels(length: string): number | undefined {
  const found = /^([\d.]+)(rem|em|px)$/.exec(length);
  if (!found) return undefined;
  return Number(found[1]) * (found[2] === 'px' ? 1 : 16);
}

/** The widths a query names, in CSS px. */
const widthsOf = (query: string): number[] =>
  [...query.matchAll(/([\d.]+(?:rem|em|px))/g)].flatMap((found) => pixels(found[1]!) ?? []);

describe('styles.css', () => {
  it('reads its media queries', () => {
    expect(QUERIES).toContain('(pointer: coarse)');
    expect(QUERIES.length).toBeGreaterThan(2);
  });

  it("writes the phone's width once, as PHONE_SCREEN", () => {
    expect(QUERIES.filter((query) => query === PHONE_SCREEN)).toEqual([PHONE_SCREEN]);
  });

  it("names the phone's width in no other query, in rem or in px", () => {
    const phone = widthsOf(PHONE_SCREEN);
    expect(phone).toHaveLength(1);
    const others = QUERIES.filter((query) => query !== PHONE_SCREEN);
    expect(others.filter((query) => widthsOf(query).some((w) => phone.includes(w)))).toEqual([]);
  });

  it('gives a finger its targets in one block, their size written once', () => {
    expect(QUERIES.filter((query) => query === '(pointer: coarse)')).toHaveLength(1);
    // 44 CSS px, in rem or in px: only as --touch-target, which every target reads.
    expect(rules.match(/\b(2\.75rem|44px)\b/g)).toEqual(['2.75rem']);
    expect(rules).toMatch(/--touch-target:\s*2\.75rem;/);
  });
});
