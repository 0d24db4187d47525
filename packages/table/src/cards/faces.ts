/**
 * Card faces as SVG. French cards are 200×280 units, Spanish ones 200×300. The top
 * strip of every face shows the rank on the left and the suit on the right, so a card
 * covered down to its top fifth in a compressed column still reads at a glance. Rank
 * glyphs and suits are drawn from the table's shared definitions (ranks.ts, symbols.ts).
 */
import { type Card, type Deck, rankOf, suitOf } from '@naipe/rules';
import { type SVGTemplateResult, svg } from 'lit';
import { COMPACT_INDEX_SCALE } from '../model/layout.js';
import { courtLetterId, frenchIndexId, spanishIndexId } from './ranks.js';
import { frenchPipId, spanishPipId } from './symbols.js';

/** Colours of the French suits (clubs, diamonds, hearts, spades); all reach 4.5:1 on white. */
const TWO_COLOURS = ['#1a1a1a', '#c0122c', '#c0122c', '#1a1a1a'];
const FOUR_COLOURS = ['#17702c', '#1452b0', '#c0122c', '#1a1a1a'];
/** Spanish corner numbers in each suit's ink: oros, copas, espadas, bastos. */
const SPANISH_INK = ['#8a5600', '#b01e26', '#1c4d9a', '#256b22'];

type Pip = readonly [x: number, y: number, upsideDown?: boolean];

const C = 100;
const L = 64;
const R = 136;
/** Classic pip places on the French face, below the top strip. */
const FRENCH_PIPS: Readonly<Record<number, readonly Pip[]>> = {
  2: [
    [C, 92],
    [C, 222, true],
  ],
  3: [
    [C, 92],
    [C, 157],
    [C, 222, true],
  ],
  4: [
    [L, 92],
    [R, 92],
    [L, 222, true],
    [R, 222, true],
  ],
  5: [
    [L, 92],
    [R, 92],
    [C, 157],
    [L, 222, true],
    [R, 222, true],
  ],
  6: [
    [L, 92],
    [R, 92],
    [L, 157],
    [R, 157],
    [L, 222, true],
    [R, 222, true],
  ],
  7: [
    [L, 92],
    [R, 92],
    [C, 124],
    [L, 157],
    [R, 157],
    [L, 222, true],
    [R, 222, true],
  ],
  8: [
    [L, 92],
    [R, 92],
    [C, 124],
    [L, 157],
    [R, 157],
    [C, 190, true],
    [L, 222, true],
    [R, 222, true],
  ],
  9: [
    [L, 92],
    [R, 92],
    [L, 135],
    [R, 135],
    [C, 157],
    [L, 179, true],
    [R, 179, true],
    [L, 222, true],
    [R, 222, true],
  ],
  10: [
    [L, 92],
    [R, 92],
    [C, 113],
    [L, 135],
    [R, 135],
    [L, 179, true],
    [R, 179, true],
    [C, 201, true],
    [L, 222, true],
    [R, 222, true],
  ],
};

const SL = 68;
const SR = 132;
/** Spanish cards keep their symbols upright, in the traditional columns. */
const SPANISH_PIPS: Readonly<Record<number, readonly Pip[]>> = {
  2: [
    [C, 110],
    [C, 238],
  ],
  3: [
    [C, 104],
    [C, 172],
    [C, 240],
  ],
  4: [
    [SL, 110],
    [SR, 110],
    [SL, 238],
    [SR, 238],
  ],
  5: [
    [SL, 104],
    [SR, 104],
    [C, 172],
    [SL, 240],
    [SR, 240],
  ],
  6: [
    [SL, 104],
    [SR, 104],
    [SL, 172],
    [SR, 172],
    [SL, 240],
    [SR, 240],
  ],
  7: [
    [SL, 100],
    [SR, 100],
    [C, 138],
    [SL, 176],
    [SR, 176],
    [SL, 246],
    [SR, 246],
  ],
  8: [
    [SL, 100],
    [SR, 100],
    [C, 138],
    [SL, 176],
    [SR, 176],
    [C, 212],
    [SL, 246],
    [SR, 246],
  ],
  9: [
    [58, 100],
    [C, 100],
    [142, 100],
    [58, 172],
    [C, 172],
    [142, 172],
    [58, 244],
    [C, 244],
    [142, 244],
  ],
};

const use = (id: string, x: number, y: number, size: number, upsideDown = false) =>
  svg`<use href="#${id}" x=${x - size / 2} y=${y - size / 2} width=${size} height=${size}
    transform=${upsideDown ? `rotate(180 ${x} ${y})` : ''} />`;

export interface FaceOptions {
  readonly fourColour: boolean;
  /**
   * A face for a small card: the corner index `COMPACT_INDEX_SCALE` times bigger, the
   * suit beside it and one large suit below, instead of pips and figures too small to see.
   */
  readonly compact?: boolean;
}

export function cardFace(deck: Deck, c: Card, options: FaceOptions): SVGTemplateResult {
  if (options.compact) return compactFace(deck, c, options);
  return deck.id === 'spanish' ? spanishFace(deck, c) : frenchFace(deck, c, options);
}

const frenchColour = (suit: number, options: FaceOptions) =>
  (options.fourColour ? FOUR_COLOURS : TWO_COLOURS)[suit] ?? '#1a1a1a';

/**
 * Scaled from the top-left corner, the index grows down exactly by the scale, which the
 * layout's least steps for compact faces allow for (model/layout.ts).
 */
function compactFace(deck: Deck, c: Card, options: FaceOptions): SVGTemplateResult {
  const rank = rankOf(c);
  const suit = suitOf(c);
  const label = deck.ranks[rank - 1]?.label ?? '?';
  const spanish = deck.id === 'spanish';
  const height = spanish ? 300 : 280;
  const ink = spanish ? (SPANISH_INK[suit] ?? '#1a1a1a') : frenchColour(suit, options);
  const index = spanish ? spanishIndexId(label) : frenchIndexId(label);
  const pip = spanish ? spanishPipId(suit) : frenchPipId(suit);
  return svg`
    <svg class="face compact" viewBox=${`0 0 200 ${height}`} role="presentation" style="color:${ink}" fill="currentColor">
      <rect x="1.5" y="1.5" width="197" height=${height - 3} rx="14" fill="#fffdf8" stroke="#8c8c8c" stroke-width="3" />
      <use href="#${index}" transform=${`scale(${COMPACT_INDEX_SCALE})`} />
      ${use(pip, 160, 46, 56)}
      ${use(pip, 100, height * 0.64, 120)}
    </svg>`;
}

function frenchFace(deck: Deck, c: Card, options: FaceOptions): SVGTemplateResult {
  const rank = rankOf(c);
  const suit = suitOf(c);
  const colour = frenchColour(suit, options);
  const label = deck.ranks[rank - 1]?.label ?? '?';
  const pip = frenchPipId(suit);
  const index = svg`<use href="#${frenchIndexId(label)}" />${use(pip, 166, 32, 44)}`;
  let art: SVGTemplateResult;
  if (rank === 1) {
    art = use(pip, 100, 160, 96);
  } else if (rank <= 10) {
    art = svg`${(FRENCH_PIPS[rank] ?? []).map(([x, y, flip]) => use(pip, x, y, 40, flip))}`;
  } else {
    art = courtCard(rank - 10, label, pip, colour);
  }
  return svg`
    <svg class="face" viewBox="0 0 200 280" role="presentation" style="color:${colour}" fill="currentColor">
      <rect x="1.5" y="1.5" width="197" height="277" rx="14" fill="#fffdf8" stroke="#8c8c8c" stroke-width="3" />
      ${index}
      <g transform="rotate(180 100 140)">${index}</g>
      ${art}
    </svg>`;
}

/** Jack, queen and king: a framed panel with the head-dress of each, the letter and the suit. */
function courtCard(court: number, label: string, pip: string, colour: string): SVGTemplateResult {
  const headdress = [
    // Jack: a feathered cap.
    'M66 118 C70 96 92 88 112 92 C128 95 136 106 134 118 Z M112 92 C124 76 142 72 150 78 C138 82 128 90 120 96 Z',
    // Queen: a tiara.
    'M66 120 L72 96 L86 110 L100 88 L114 110 L128 96 L134 120 Z',
    // King: a crown.
    'M64 122 L68 86 L84 104 L92 78 L100 98 L108 78 L116 104 L132 86 L136 122 Z',
  ][court - 1];
  return svg`
    <rect x="40" y="70" width="120" height="148" rx="8" fill=${`${colour}14`} stroke=${colour} stroke-width="3" />
    <path d=${headdress ?? ''} fill="#e3a81b" stroke=${colour} stroke-width="3" stroke-linejoin="round" />
    <use href="#${courtLetterId(label)}" />
    ${use(pip, 100, 204, 26)}`;
}

/**
 * The Spanish face: the corner number in the suit's ink, the suit at the top right,
 * and the frame broken by the "pinta" (one gap for oros, two copas, three espadas,
 * four bastos) as on the cards Spanish players know.
 */
function spanishFace(deck: Deck, c: Card): SVGTemplateResult {
  const rank = rankOf(c);
  const suit = suitOf(c);
  const ink = SPANISH_INK[suit] ?? '#1a1a1a';
  const label = deck.ranks[rank - 1]?.label ?? '?';
  const pip = spanishPipId(suit);
  const index = svg`<use href="#${spanishIndexId(label)}" fill=${ink} />`;
  let art: SVGTemplateResult;
  if (rank === 1) art = use(pip, 100, 172, 120);
  else if (rank <= 9)
    art = svg`${(SPANISH_PIPS[rank] ?? []).map(([x, y]) => use(pip, x, y, rank === 9 ? 40 : 50))}`;
  else art = spanishFigure(rank - 9, pip);
  return svg`
    <svg class="face" viewBox="0 0 200 300" role="presentation">
      <rect x="1.5" y="1.5" width="197" height="297" rx="12" fill="#fffdf6" stroke="#8c8c8c" stroke-width="3" />
      ${pinta(suit + 1, ink)}
      ${index}
      ${use(pip, 168, 32, 40)}
      <g transform="rotate(180 100 150)">${index}</g>
      ${art}
    </svg>`;
}

/** The frame line with `gaps` breaks along the top and the bottom edge. */
function pinta(gaps: number, ink: string): SVGTemplateResult {
  const left = 10;
  const right = 190;
  const gap = 10;
  const edge = (y: number) => {
    const segments: string[] = [];
    const span = (right - left) / (gaps + 1);
    let x = left;
    for (let i = 1; i <= gaps; i++) {
      const at = left + span * i;
      segments.push(`M${x} ${y} H${at - gap / 2}`);
      x = at + gap / 2;
    }
    segments.push(`M${x} ${y} H${right}`);
    return segments.join(' ');
  };
  return svg`<path d=${`${edge(64)} ${edge(236)} M10 64 V236 M190 64 V236`} fill="none" stroke=${ink} stroke-width="3" />`;
}

/** Sota (a standing page), caballo (a rider on a horse) and rey (a crowned king), each holding the suit. */
function spanishFigure(figure: number, pip: string): SVGTemplateResult {
  const skin = '#f3c9a0';
  const outline = '#3a2a1a';
  if (figure === 2) {
    return svg`
      <path d="M44 208 C44 184 62 170 92 172 L142 166 C160 150 166 132 176 128 L182 140 C178 154 172 172 158 186
        C162 200 160 212 152 220 L156 262 H144 L140 226 H82 L76 262 H64 L64 222 C52 220 44 214 44 208 Z"
        fill="#9b6a3c" stroke=${outline} stroke-width="3" stroke-linejoin="round" />
      <path d="M168 130 L186 124 L182 140 Z" fill="#1a1a1a" />
      <path d="M82 176 L88 118 H112 L118 176 Z" fill="#c8262e" stroke=${outline} stroke-width="3" />
      <circle cx="100" cy="104" r="15" fill=${skin} stroke=${outline} stroke-width="3" />
      <path d="M84 96 C86 80 114 80 116 96 Z" fill="#2456a6" stroke=${outline} stroke-width="2.5" />
      ${use(pip, 60, 128, 50)}`;
  }
  const king = figure === 3;
  const robe = king ? '#c8262e' : '#2456a6';
  const trim = king ? '#2456a6' : '#c8262e';
  return svg`
    <path d="M72 262 L80 150 C82 136 118 136 120 150 L128 262 Z" fill=${robe} stroke=${outline} stroke-width="3" stroke-linejoin="round" />
    <path d="M92 142 L100 262 L108 142" fill="none" stroke=${trim} stroke-width="6" />
    <path d=${king ? 'M68 262 L74 160 L84 150 L80 262 Z M132 262 L126 160 L116 150 L120 262 Z' : 'M86 262 V286 M114 262 V286'}
      fill="#e3a81b" stroke=${outline} stroke-width="3" />
    <circle cx="100" cy="120" r="18" fill=${skin} stroke=${outline} stroke-width="3" />
    ${
      king
        ? svg`<path d="M84 108 L82 84 L92 96 L100 80 L108 96 L118 84 L116 108 Z" fill="#e3a81b" stroke=${outline} stroke-width="3" stroke-linejoin="round" />
              <path d="M86 128 C90 146 110 146 114 128 C108 134 92 134 86 128 Z" fill="#7a5030" />`
        : svg`<path d="M80 112 C80 92 120 92 120 112 C110 104 90 104 80 112 Z" fill="#7a5030" stroke=${outline} stroke-width="2.5" />`
    }
    ${use(pip, king ? 146 : 142, king ? 176 : 168, 54)}`;
}
