/**
 * What the player's hands do at the table: taps and drags (through `PointerInput`) and
 * the keyboard, turned into moves of the game in progress. The element owns the state
 * this reads and writes (focus, what is held, lit places) and passes it in as `InputHost`.
 */
import { type Pile, suitOf } from '@naipe/rules';
import { type Focus, initialFocus, moveFocus } from '../model/focus.js';
import type { Translator } from '../model/i18n.js';
import { boardCommand, type Command, shortcutCommand } from '../model/keyboard.js';
import type { Layout, PlacedCard } from '../model/layout.js';
import { fromRulesPile, type PileRef, samePile, toRulesPile } from '../model/piles.js';
import type { PlayController } from './play-controller.js';
import { type Lift, pileIds } from './pointer.js';

export interface Held {
  readonly card: PlacedCard;
  readonly lift: Lift;
}

export interface InputHost {
  readonly play: PlayController;
  readonly t: Translator;
  readonly problem: string | undefined;
  held: Held | undefined;
  targets: ReadonlySet<string>;
  cursor: Focus | undefined;
  layout(): Layout | undefined;
  board(): HTMLElement | null;
  announce(text: string): void;
  undo(): void;
  redo(): void;
  hint(): Promise<void>;
  requestUpdate(): void;
}

export class TableInput {
  constructor(private readonly host: InputHost) {}

  /** Where cards come from, and how many, if a press on `card` may move them. */
  source(card: PlacedCard): { from: Pile; count: number } | undefined {
    const session = this.host.play.session;
    if (!session || !card.faceUp) return undefined;
    const position = session.position;
    const from = toRulesPile(card.pile);
    if (!from) return undefined;
    switch (card.pile.kind) {
      case 'column': {
        const column = position.columns[card.pile.index]!;
        return { from, count: column.down.length + column.up.length - card.index };
      }
      case 'waste':
        return card.index === position.waste.length - 1 ? { from, count: 1 } : undefined;
      case 'foundation':
        return card.index === (position.foundations[card.pile.suit] ?? 0) - 1
          ? { from, count: 1 }
          : undefined;
      default:
        return { from, count: 1 };
    }
  }

  lift(card: PlacedCard): Lift | undefined {
    const session = this.host.play.session;
    const layout = this.host.layout();
    const source = this.source(card);
    if (!session || !layout || !source || this.host.play.won) return undefined;
    const game = session.game;
    if (card.pile.kind === 'column') {
      const column = session.position.columns[card.pile.index]!;
      const liftable = game.liftableCount(
        session.position,
        card.pile.index,
        card.index - column.down.length,
      );
      if (liftable === 0) return undefined;
    }
    if (card.pile.kind === 'foundation' && !game.variant.foundationReturns) return undefined;
    const targets = game
      .dropTargets(session.position, source.from, source.count)
      .map((pile) => fromRulesPile(pile, suitOf(card.card)));
    const keys = layout.cards
      .filter((c) => samePile(c.pile, card.pile) && c.index >= card.index)
      .map((c) => c.key);
    return { keys, targets };
  }

  tap(pile: PileRef, card: PlacedCard | undefined): void {
    const session = this.host.play.session;
    if (!session || this.host.play.won) return;
    const t = this.host.t;
    if (this.host.held) {
      this.dropHeld(pile);
      return;
    }
    if (pile.kind === 'stock') {
      const position = session.position;
      if (position.stock.length > 0) this.host.play.play({ kind: 'stock' });
      else if (session.game.checkMove(position, { kind: 'redeal' }).ok)
        this.host.play.play({ kind: 'redeal' });
      else this.host.announce(t.t('noMove'));
      return;
    }
    if (!card) return;
    const source = this.source(card);
    const top =
      card.pile.kind === 'waste'
        ? this.host.layout()?.cards.findLast((c) => c.pile.kind === 'waste')
        : card;
    const effective = source
      ? { source, card }
      : top && this.source(top)
        ? { source: this.source(top)!, card: top }
        : undefined;
    if (!effective || pile.kind === 'foundation') {
      this.host.announce(t.t(card.faceUp ? 'noMove' : 'cannotLift'));
      return;
    }
    const move = session.game.tapMove(
      session.position,
      effective.source.from,
      effective.source.count,
    );
    if (move) this.host.play.play(move);
    else this.host.announce(t.t('noMove'));
  }

  drop(card: PlacedCard, target: PileRef | undefined): void {
    this.host.targets = new Set();
    const source = this.source(card);
    if (!target || !source) return;
    const to =
      target.kind === 'foundation' ? ({ kind: 'foundation' } as const) : toRulesPile(target);
    if (!to) return;
    this.host.play.play({ kind: 'transfer', from: source.from, to, count: source.count });
  }

  dropHeld(pile: PileRef): void {
    const held = this.host.held;
    if (!held) return;
    this.host.held = undefined;
    this.host.targets = new Set();
    if (!held.lift.targets.some((p) => samePile(p, pile))) {
      this.host.announce(this.host.t.t('cannotMove'));
      return;
    }
    this.drop(held.card, pile);
  }

  focusedCard(): PlacedCard | undefined {
    const focus = this.host.cursor;
    return (
      focus &&
      this.host.layout()?.cards.find((c) => samePile(c.pile, focus.pile) && c.index === focus.index)
    );
  }

  command(command: Command): void {
    const layout = this.host.layout();
    const t = this.host.t;
    switch (command.kind) {
      case 'focus':
        if (!layout) return;
        this.host.cursor = this.host.cursor
          ? moveFocus(layout, this.host.cursor, command.key)
          : initialFocus(layout);
        return;
      case 'activate':
        if (this.host.cursor) this.tap(this.host.cursor.pile, this.focusedCard());
        return;
      case 'pick': {
        if (this.host.held) {
          if (this.host.cursor) this.dropHeld(this.host.cursor.pile);
          return;
        }
        const card = this.focusedCard();
        const lift = card && this.lift(card);
        if (!card || !lift) {
          this.host.announce(t.t('cannotLift'));
          return;
        }
        this.host.held = { card, lift };
        this.host.targets = pileIds(lift.targets);
        const more = lift.keys.length - 1;
        this.host.announce(
          more > 0
            ? t.t('pickedRun', { card: t.card(card.card), more })
            : t.t('picked', { card: t.card(card.card) }),
        );
        return;
      }
      case 'let-go':
        if (this.host.play.running) this.host.play.stop();
        else if (this.host.held) {
          this.host.held = undefined;
          this.host.targets = new Set();
          this.host.announce(t.t('letGo'));
        } else if (this.host.play.hint) {
          this.host.play.hint = undefined;
          this.host.requestUpdate();
        }
        return;
      case 'undo':
        this.host.undo();
        return;
      case 'redo':
        this.host.redo();
        return;
      case 'hint':
        void this.host.hint();
        return;
    }
  }

  onKeyDown = (event: KeyboardEvent): void => {
    const origin = event.composedPath()[0];
    // Escape stops Play to the end wherever the focus is in the table, bar a dialog's own.
    const inDialog = origin instanceof Element && origin.closest('dialog') !== null;
    if (event.key === 'Escape' && this.host.play.running && !inDialog) {
      event.preventDefault();
      this.host.play.stop();
      return;
    }
    const onBoard = origin === this.host.board();
    const inField = origin instanceof HTMLInputElement || origin instanceof HTMLSelectElement;
    const command = onBoard ? boardCommand(event) : inField ? undefined : shortcutCommand(event);
    if (!command || this.host.problem) return;
    event.preventDefault();
    this.command(command);
  };
}
