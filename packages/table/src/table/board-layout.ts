/**
 * The board's size and where everything lies on it. A `ResizeObserver` measures the
 * playing area as the page really gives it (the toolbar, the solver line and the status
 * bar take what they need, the board the rest), and the layout is recomputed only when
 * the position or that size changes. It also remembers which cards just changed place,
 * so they travel above the others while their move animates.
 */
import type { Position, Variant } from '@naipe/rules';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { type Layout, layoutBoard } from '../model/layout.js';
import { pileId } from '../model/piles.js';

/** Cards never grow wider than this unless `--naipe-card-width` says otherwise (px). */
const DEFAULT_CARD_WIDTH = 110;
/** How long a moved card stays above the others: longer than any move animation. */
const TRAVEL_MS = 400;

export interface BoardSize {
  readonly width: number;
  readonly height: number;
  readonly maxCardWidth: number;
}

export class BoardLayout implements ReactiveController {
  size: BoardSize = { width: 0, height: 0, maxCardWidth: DEFAULT_CARD_WIDTH };
  layout: Layout | undefined;
  /** Keys of the cards that changed place in the last layout. */
  travelling: ReadonlySet<string> = new Set();
  #inputs: readonly unknown[] = [];
  #lastPiles = new Map<string, string>();
  #travelTimer: ReturnType<typeof setTimeout> | undefined;
  #board: Element | undefined;
  #observer = new ResizeObserver(([entry]) => {
    if (!entry) return;
    const max = Number.parseFloat(
      getComputedStyle(this.host).getPropertyValue('--naipe-card-width'),
    );
    this.size = {
      width: entry.contentRect.width,
      height: entry.contentRect.height,
      maxCardWidth: Number.isFinite(max) && max > 0 ? max : DEFAULT_CARD_WIDTH,
    };
    this.host.requestUpdate();
  });

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  /** Measures `board` from now on; the same element again changes nothing. */
  observe(board: Element | null): void {
    if (!board || board === this.#board) return;
    this.#observer.disconnect();
    this.#board = board;
    this.#observer.observe(board);
  }

  hostConnected(): void {
    if (this.#board) this.#observer.observe(this.#board);
  }

  hostDisconnected(): void {
    this.#observer.disconnect();
    clearTimeout(this.#travelTimer);
  }

  /** Forgets the layout (the table shows a problem instead of a board). */
  clear(): void {
    this.layout = undefined;
    this.#board = undefined;
    this.#observer.disconnect();
  }

  /**
   * Lays out `position` for the board's size; returns whether the layout changed. The
   * board is not measured until it has been rendered once, and until then there is none.
   */
  update(game: { variant: Variant; position: Position } | undefined): boolean {
    if (!game || this.size.width === 0) {
      const had = this.layout !== undefined;
      this.layout = undefined;
      return had;
    }
    const inputs = [game.position, this.size];
    if (this.layout && inputs.every((v, i) => v === this.#inputs[i])) return false;
    this.#inputs = inputs;
    this.layout = layoutBoard({
      variant: game.variant,
      position: game.position,
      width: this.size.width,
      height: this.size.height,
      maxCardWidth: this.size.maxCardWidth,
    });
    this.#noteTravellers(this.layout);
    return true;
  }

  #noteTravellers(layout: Layout): void {
    const piles = new Map(layout.cards.map((c) => [c.key, pileId(c.pile)]));
    const moved = [...piles].filter(
      ([key, pile]) => this.#lastPiles.has(key) && this.#lastPiles.get(key) !== pile,
    );
    this.#lastPiles = piles;
    if (moved.length === 0) return;
    this.travelling = new Set(moved.map(([key]) => key));
    clearTimeout(this.#travelTimer);
    this.#travelTimer = setTimeout(() => {
      this.travelling = new Set();
      this.host.requestUpdate();
    }, TRAVEL_MS);
  }
}
