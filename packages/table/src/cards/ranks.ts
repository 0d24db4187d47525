/**
 * The rank glyphs of the card faces (the corner indices and the court letters),
 * defined once per table beside the suits and drawn on every card with `<use>`. A card
 * is a button whose name is what a player says ("siete de copas", "J de corazones"): its
 * drawn glyphs are part of the picture, so they must not add stray words ("7 7") to
 * what assistive technology reads from inside the button. Glyphs take their colour
 * from the `<use>` that draws them (French faces: `currentColor`; Spanish: the suit's ink).
 */
import { FRENCH, SPANISH } from '@naipe/rules';
import { svg } from 'lit';

const SANS = "system-ui, 'Segoe UI', Roboto, sans-serif";
const SERIF = "Georgia, 'Times New Roman', serif";

export const frenchIndexId = (label: string) => `naipe-rank-french-${label}`;
export const spanishIndexId = (label: string) => `naipe-rank-spanish-${label}`;
export const courtLetterId = (label: string) => `naipe-court-${label}`;

/**
 * French corner index: from y ≈ 10 to its baseline at y = 50 of the 200×280 face, and
 * the tails of J and Q to y ≈ 61, inside the strip a compressed column shows (layout.ts).
 */
const frenchIndex = (label: string) => {
  const wide = label.length > 1;
  return svg`<text id=${frenchIndexId(label)} x=${wide ? 8 : 14} y="50" font-size=${wide ? 46 : 52}
    font-weight="700" font-family=${SANS} letter-spacing=${wide ? -4 : 0}>${label}</text>`;
};

/**
 * Spanish corner number: its baseline at y = 52 of the 200×300 face, in lining figures
 * (Georgia's old-style 3, 5, 7 and 9 would hang below the strip a compressed column shows).
 */
const spanishIndex = (label: string) =>
  svg`<text id=${spanishIndexId(label)} x="12" y="52" font-size="50" font-weight="700"
    font-family=${SERIF} style="font-variant-numeric: lining-nums"
    letter-spacing=${label.length > 1 ? -3 : 0}>${label}</text>`;

/** The letter in the middle of a French court card's panel. */
const courtLetter = (label: string) =>
  svg`<text id=${courtLetterId(label)} x="100" y="186" text-anchor="middle" font-size="68"
    font-weight="700" font-family=${SERIF}>${label}</text>`;

export const rankDefs = svg`
  ${FRENCH.ranks.map((r) => frenchIndex(r.label))}
  ${SPANISH.ranks.map((r) => spanishIndex(r.label))}
  ${FRENCH.ranks.slice(10).map((r) => courtLetter(r.label))}`;
