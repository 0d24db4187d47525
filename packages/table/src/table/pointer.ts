/**
 * Mouse and touch on the board through pointer events. A press that stays put is a tap;
 * one that travels a few pixels becomes a drag: the lifted cards follow the pointer
 * (moved with the CSS `translate` property, so the layout's `transform` is untouched),
 * legal places light up, and letting go over one of them, with a forgiving margin, plays.
 */
import { type Layout, type PlacedCard, pickDropTarget } from '../model/layout.js';
import { type PileRef, parsePileId, pileId } from '../model/piles.js';
import { cardElementId } from './board-view.js';

export interface Lift {
  readonly keys: readonly string[];
  readonly targets: readonly PileRef[];
}

export interface PointerHost {
  layout(): Layout | undefined;
  /** The cards a press on this card would lift, or undefined if it cannot move. */
  lift(card: PlacedCard): Lift | undefined;
  tap(pile: PileRef, card: PlacedCard | undefined): void;
  drop(card: PlacedCard, target: PileRef | undefined): void;
  showTargets(targets: readonly PileRef[]): void;
}

/** Pixels a press may wander before it is a drag: touch is less precise than a mouse. */
const DRAG_THRESHOLD = { mouse: 4, pen: 6, touch: 9 } as const;

interface Press {
  readonly pointerId: number;
  readonly startX: number;
  readonly startY: number;
  readonly card: PlacedCard | undefined;
  readonly pile: PileRef;
  readonly threshold: number;
  lift?: Lift;
  elements?: HTMLElement[];
  dragging: boolean;
}

export class PointerInput {
  #press: Press | undefined;

  constructor(
    private readonly host: PointerHost,
    private readonly root: () => ShadowRoot | null,
  ) {}

  get dragging(): boolean {
    return this.#press?.dragging ?? false;
  }

  readonly down = (event: PointerEvent): void => {
    if (event.button !== 0 || this.#press) return;
    const layout = this.host.layout();
    const target = (event.composedPath()[0] ?? null) as Element | null;
    const element = target?.closest?.('[data-pile]') as HTMLElement | null;
    if (!layout || !element) return;
    const pile = parsePileId(element.dataset.pile ?? '');
    if (!pile) return;
    const card = element.dataset.key
      ? layout.cards.find((c) => c.key === element.dataset.key)
      : undefined;
    const kind = event.pointerType as keyof typeof DRAG_THRESHOLD;
    this.#press = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      card,
      pile,
      threshold: DRAG_THRESHOLD[kind] ?? DRAG_THRESHOLD.mouse,
      dragging: false,
    };
    (event.currentTarget as HTMLElement).setPointerCapture?.(event.pointerId);
  };

  readonly move = (event: PointerEvent): void => {
    const press = this.#press;
    if (!press || event.pointerId !== press.pointerId) return;
    const dx = event.clientX - press.startX;
    const dy = event.clientY - press.startY;
    if (!press.dragging) {
      if (Math.hypot(dx, dy) < press.threshold || !press.card) return;
      const lift = this.host.lift(press.card);
      if (!lift) return;
      press.lift = lift;
      press.elements = lift.keys
        .map((key) => this.root()?.getElementById(cardElementId(key)))
        .filter((e): e is HTMLElement => e instanceof HTMLElement);
      press.dragging = true;
      for (const e of press.elements) e.classList.add('dragging');
      this.host.showTargets(lift.targets);
    }
    for (const e of press.elements ?? []) e.style.translate = `${dx}px ${dy}px`;
    event.preventDefault();
  };

  readonly up = (event: PointerEvent): void => {
    const press = this.#press;
    if (!press || event.pointerId !== press.pointerId) return;
    this.#press = undefined;
    if (!press.dragging) {
      this.host.tap(press.pile, press.card);
      return;
    }
    const layout = this.host.layout();
    const card = press.card!;
    // The lifted cards are drawn where the layout puts them now, shifted by the pointer's
    // travel; the board may have been laid out again since the press (the status line
    // changed height, the window was resized), so the card is looked up afresh.
    const drawn = layout?.cards.find((c) => c.key === card.key) ?? card;
    const dropped =
      layout &&
      pickDropTarget(
        layout,
        {
          x: drawn.x + event.clientX - press.startX,
          y: drawn.y + event.clientY - press.startY,
          width: layout.cardWidth,
          height: layout.cardHeight,
        },
        press.lift?.targets ?? [],
      );
    this.#release(press);
    this.host.drop(card, dropped);
  };

  readonly cancel = (event: PointerEvent): void => {
    const press = this.#press;
    if (!press || event.pointerId !== press.pointerId) return;
    this.#press = undefined;
    if (press.dragging) this.#release(press);
    this.host.showTargets([]);
  };

  #release(press: Press): void {
    for (const e of press.elements ?? []) {
      e.classList.remove('dragging');
      e.style.translate = '';
    }
  }
}

export const pileIds = (piles: readonly PileRef[]) => new Set(piles.map(pileId));
