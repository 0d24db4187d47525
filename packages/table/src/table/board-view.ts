/**
 * The board as a template: a place for every pile and an element for every card, keyed
 * so that a card keeps its element when it moves and its move animates by CSS alone.
 */
import type { Deck } from '@naipe/rules';
import { html, nothing, svg, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { repeat } from 'lit/directives/repeat.js';
import { cardFace } from '../cards/faces.js';
import { rankDefs } from '../cards/ranks.js';
import { spanishPipId, suitDefs } from '../cards/symbols.js';
import type { Focus } from '../model/focus.js';
import type { Translator } from '../model/i18n.js';
import { type Layout, type PileBox, type PlacedCard, uncoveredRect } from '../model/layout.js';
import { pileId } from '../model/piles.js';

export type CardBack = 'lattice' | 'rings' | 'stripes';
export const CARD_BACKS: readonly CardBack[] = ['lattice', 'rings', 'stripes'];

export interface BoardView {
  readonly layout: Layout;
  readonly deck: Deck;
  readonly t: Translator;
  readonly fourColour: boolean;
  readonly back: CardBack;
  readonly focus: Focus | undefined;
  /** Keys of cards picked up by keyboard. */
  readonly held: ReadonlySet<string>;
  /** Piles where what is dragged or held may be dropped. */
  readonly targets: ReadonlySet<string>;
  readonly hint:
    | { readonly keys: ReadonlySet<string>; readonly pile: string; readonly proven: boolean }
    | undefined;
  /** Cards that changed place in this render: they travel above the rest. */
  readonly travelling: ReadonlySet<string>;
  readonly redealAvailable: boolean;
}

export const cardElementId = (key: string) => `card-${key.replace('.', '-')}`;
export const pileElementId = (id: string) => `pile-${id}`;

/** The element id the focus rests on: the card, or the place when it is empty. */
export function focusElementId(layout: Layout, focus: Focus | undefined): string | undefined {
  if (!focus) return undefined;
  const id = pileId(focus.pile);
  const card = layout.cards.find((c) => pileId(c.pile) === id && c.index === focus.index);
  return card ? cardElementId(card.key) : pileElementId(id);
}

function pileGlyph(view: BoardView, box: PileBox) {
  if (box.size > 0) return nothing;
  switch (box.pile.kind) {
    case 'foundation':
      return view.deck.id === 'french'
        ? (view.deck.suits[box.pile.suit]?.pip ?? nothing)
        : svg`<svg viewBox="0 0 100 100" width="60%" height="60%" opacity="0.55" aria-hidden="true"><use href="#${spanishPipId(box.pile.suit)}" /></svg>`;
    case 'stock':
      return view.redealAvailable ? '↻' : '×';
    default:
      return nothing;
  }
}

function pileLabel(view: BoardView, box: PileBox): string {
  const { t } = view;
  const name = t.pile(box.pile);
  return `${name}, ${box.size === 0 ? t.t('empty') : t.count(box.size)}`;
}

function cardLabel(view: BoardView, card: PlacedCard): string {
  const { t } = view;
  const what = card.faceUp ? t.card(card.card) : t.t('faceDown');
  return `${what}, ${t.pile(card.pile)}`;
}

/**
 * A face is drawn once per card, deck and colours: re-renders of the board (a card
 * landing, a focus move) then touch only what changed on the card's own element, not
 * the dozens of parts of every face.
 */
const face = (view: BoardView, card: PlacedCard) =>
  guard([view.deck, card.card, view.fourColour, view.layout.compact], () =>
    cardFace(view.deck, card.card, {
      fourColour: view.fourColour,
      compact: view.layout.compact,
    }),
  );

/**
 * The keyboard focus ring of a card, drawn above every card around the part of it that
 * shows: an outline on the card itself would be hidden under the cards lying on it. Its
 * top edge lies inside that part, so it never covers the corner index of the card it lies on
 * (in a compressed column the strips are barely taller than their index); its other
 * edges lie outside, the bottom one over the edge of the next card, above its index.
 */
function focusRing(view: BoardView) {
  const { layout, focus } = view;
  const id = focus && pileId(focus.pile);
  const card = id && layout.cards.find((c) => c.index === focus.index && pileId(c.pile) === id);
  if (!card) return nothing;
  const rect = uncoveredRect(layout, card);
  return html`<div
    class="focus-ring"
    part="focus-ring"
    aria-hidden="true"
    style=${`transform:translate(calc(${rect.x}px - var(--_ring)),${rect.y}px);width:calc(${rect.width}px + 2 * var(--_ring));height:calc(${rect.height}px + var(--_ring))`}
  ></div>`;
}

/** On the hint's cards and destination: whether the move is on a proven winning line. */
const provenFlag = (view: BoardView): string => String(view.hint?.proven === true);

export function renderBoard(view: BoardView): TemplateResult {
  const { layout } = view;
  const focusId = focusElementId(layout, view.focus);
  return html`
    <svg width="0" height="0" style="position:absolute" aria-hidden="true">${suitDefs}<defs>${rankDefs}</defs></svg>
    ${layout.piles.map((box) => {
      const id = pileElementId(box.id);
      const classes = [
        'pile',
        box.pile.kind,
        view.targets.has(box.id) ? 'target' : '',
        view.hint?.pile === box.id ? 'hint-target' : '',
        focusId === id ? 'focused' : '',
      ].join(' ');
      return html`<div
        class=${classes}
        id=${id}
        part=${`pile ${box.pile.kind}`}
        data-pile=${box.id}
        data-proven=${ifDefined(view.hint?.pile === box.id ? provenFlag(view) : undefined)}
        role="button"
        aria-label=${pileLabel(view, box)}
        style=${`left:${box.x}px;top:${box.y}px;width:${box.width}px;${box.pile.kind === 'column' ? '' : `height:${box.height}px`}`}
      >${pileGlyph(view, box)}</div>`;
    })}
    ${repeat(
      layout.cards,
      (card) => card.key,
      (card, i) => {
        const id = cardElementId(card.key);
        const lifted = view.held.has(card.key) || view.travelling.has(card.key);
        const classes = [
          'card',
          card.faceUp ? 'face-up' : `back ${view.back}`,
          view.held.has(card.key) ? 'held' : '',
          view.hint?.keys.has(card.key) ? 'hint-source' : '',
          focusId === id ? 'focused' : '',
        ].join(' ');
        return html`<div
          class=${classes}
          id=${id}
          part=${card.faceUp ? 'card' : 'card card-back'}
          data-key=${card.key}
          data-pile=${pileId(card.pile)}
          data-index=${card.index}
          data-proven=${ifDefined(view.hint?.keys.has(card.key) ? provenFlag(view) : undefined)}
          role="button"
          aria-label=${cardLabel(view, card)}
          style=${`transform:translate(${card.x}px,${card.y}px);z-index:${card.z + (lifted ? 1000 : 100)};--i:${i % 20}`}
        >${card.faceUp ? face(view, card) : nothing}</div>`;
      },
    )}
    ${focusRing(view)}
  `;
}
