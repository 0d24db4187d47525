import { css, unsafeCSS } from 'lit';
import { PHONE_SCREEN } from './row-fit.js';

export const tableStyles = css`
  :host {
    --_felt: var(--naipe-felt, #0f5132);
    --_ink: var(--naipe-ink, #ffffff);
    --_accent: var(--naipe-accent, #ffd54a);
    --_target: var(--naipe-target, #7ee2ff);
    /* The hint is not the focus: another colour, dashed and glowing, never a solid ring. */
    --_hint: var(--naipe-hint, #ff8ad8);
    --_duration: var(--naipe-move-duration, 180ms);
    display: block;
    position: relative;
    height: var(--naipe-table-height, min(100dvh, 52rem));
    min-height: 22rem;
    color: var(--_ink);
    background: var(--_felt);
    font-family: var(--naipe-font, system-ui, 'Segoe UI', Roboto, sans-serif);
    font-size: 0.95rem;
    contain: content;
  }
  .table {
    display: flex;
    flex-direction: column;
    height: 100%;
  }
  .toolbar,
  .gauge,
  .statusbar,
  .solver {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.35rem 0.5rem;
    padding: 0.35rem 0.5rem;
  }
  .toolbar {
    position: relative;
    background: rgb(0 0 0 / 0.28);
  }
  button,
  select,
  .gauge > [part='button'] {
    font: inherit;
    min-height: 2.25rem;
    padding: 0.2rem 0.7rem;
    border-radius: 0.4rem;
    border: 1px solid #1d1d1d;
    background: #f7f7f2;
    color: #141414;
    cursor: pointer;
  }
  button:disabled {
    color: #5c5c5c;
    background: #c9c9c4;
    cursor: default;
  }
  button:focus-visible,
  select:focus-visible,
  input:focus-visible,
  summary:focus-visible {
    outline: 3px solid var(--_accent);
    outline-offset: 2px;
  }
  /* The menu hangs from the toolbar's right edge, where the options button sits, and
     stays inside the table however narrow. */
  details.options {
    position: static;
  }
  details.options summary {
    list-style: none;
    cursor: pointer;
    min-height: 2.25rem;
    display: inline-flex;
    align-items: center;
    padding: 0 0.7rem;
    border-radius: 0.4rem;
    border: 1px solid #1d1d1d;
    background: #f7f7f2;
    color: #141414;
  }
  .menu {
    position: absolute;
    z-index: 3000;
    top: calc(100% + 0.3rem);
    right: 0.5rem;
    min-width: min(16rem, calc(100% - 1rem));
    max-width: calc(100% - 1rem);
    box-sizing: border-box;
    display: grid;
    gap: 0.5rem;
    padding: 0.75rem;
    border-radius: 0.5rem;
    background: #fbfbf7;
    color: #141414;
    box-shadow: 0 0.4rem 1.2rem rgb(0 0 0 / 0.4);
  }
  .menu .backs {
    display: flex;
    gap: 0.4rem;
  }
  .menu label {
    display: flex;
    gap: 0.5rem;
    align-items: center;
  }
  /* On a narrow screen the menu also holds Play to the end and Statistics, above the options. */
  .menu-actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    padding-bottom: 0.6rem;
    border-bottom: 1px solid #b8b8b2;
  }
  .icon-button {
    position: relative;
    display: inline-flex;
    align-items: center;
    justify-content: center;
  }
  .icon-button .icon {
    width: 1.4em;
    height: 1.4em;
  }
  .menu .note {
    font-size: 0.85em;
    color: #4a4a4a;
  }
  .spacer {
    flex: 1;
  }
  /* The wide toolbar at its fullest, in one row, never seen (chrome-view.ts): its width
     is the room the toolbar needs, measured in row-fit.ts against the table's. Drawn at
     no size from the table's corner, so nothing of it reaches past the table's edge; a
     transform leaves the width it was laid out at, which is what is measured. */
  .gauge {
    position: absolute;
    top: 0;
    left: 0;
    flex-wrap: nowrap;
    width: max-content;
    visibility: hidden;
    pointer-events: none;
    transform: scale(0);
    transform-origin: 0 0;
  }
  .gauge > [part='button'] {
    white-space: nowrap;
  }
  /* A table too narrow for the wide toolbar: one row of buttons, three of them icons (the
     template puts the less used ones in the menu), Options at the far end. */
  .toolbar[data-narrow] .spacer {
    display: none;
  }
  .toolbar[data-narrow] details.options {
    margin-inline-start: auto;
  }
  .toolbar[data-narrow] details.options summary {
    box-sizing: border-box;
  }
  .toolbar[data-narrow] .icon-button {
    padding: 0.15rem 0.4rem;
    min-width: 2.25rem;
  }
  .board {
    position: relative;
    flex: 1;
    min-height: 0;
    overflow-x: hidden;
    overflow-y: auto;
    outline: none;
    touch-action: none;
    user-select: none;
    -webkit-user-select: none;
  }
  .surface {
    position: relative;
  }
  .pile {
    position: absolute;
    box-sizing: border-box;
    border: 2px solid rgb(255 255 255 / 0.55);
    border-radius: calc(var(--_card-width) * 0.07);
    display: grid;
    place-items: center;
    color: rgb(255 255 255 / 0.75);
    font-size: calc(var(--_card-width) * 0.4);
    line-height: 1;
  }
  .pile.column {
    height: var(--_card-height);
    border-style: dashed;
  }
  .pile.target {
    border-color: var(--_target);
    box-shadow: 0 0 0 3px var(--_target), 0 0 1.2rem var(--_target);
  }
  .pile.hint-target {
    border: 2px dashed var(--_hint);
    outline: 3px dashed var(--_hint);
    outline-offset: 3px;
    box-shadow: 0 0 1rem 0.25rem var(--_hint);
  }
  .card {
    position: absolute;
    left: 0;
    top: 0;
    width: var(--_card-width);
    height: var(--_card-height);
    border-radius: calc(var(--_card-width) * 0.07);
    /* Cards resize when a long column makes them narrower: smoothly, like a move. */
    transition:
      transform var(--_duration) ease-out,
      translate 120ms ease-out,
      width var(--_duration) ease-out,
      height var(--_duration) ease-out;
    will-change: transform;
    touch-action: none;
  }
  .card svg {
    display: block;
    width: 100%;
    height: 100%;
    overflow: visible;
  }
  .card.face-up {
    box-shadow: 0 1px 2px rgb(0 0 0 / 0.45);
    border-radius: calc(var(--_card-width) * 0.07);
  }
  .card.dragging {
    transition: transform var(--_duration) ease-out;
    z-index: 2000 !important;
    filter: drop-shadow(0 0.5rem 0.6rem rgb(0 0 0 / 0.45));
    cursor: grabbing;
  }
  .card.held {
    translate: 0 calc(var(--_card-height) * -0.08);
    filter: drop-shadow(0 0.4rem 0.4rem rgb(0 0 0 / 0.5));
  }
  .card.hint-source {
    outline: 3px dashed var(--_hint);
    outline-offset: 3px;
    box-shadow: 0 0 1rem 0.25rem var(--_hint);
  }
  .board:focus-visible .pile.focused {
    outline: 3px solid var(--_accent);
    outline-offset: 3px;
  }
  .focus-ring {
    display: none;
    position: absolute;
    left: 0;
    top: 0;
    z-index: 1500;
    pointer-events: none;
    --_ring: 3px;
    box-sizing: border-box;
    border: var(--_ring) solid var(--_accent);
    border-radius: calc(var(--_card-width) * 0.07);
    transition:
      transform var(--_duration) ease-out,
      width var(--_duration) ease-out,
      height var(--_duration) ease-out;
  }
  .board:focus-visible .focus-ring {
    display: block;
  }
  .back {
    box-sizing: border-box;
    border: calc(var(--_card-width) * 0.045) solid #fffdf8;
    outline: 1px solid #8c8c8c;
    outline-offset: -1px;
  }
  .back.lattice {
    background:
      repeating-linear-gradient(45deg, rgb(255 255 255 / 0.28) 0 2px, transparent 2px 9px),
      repeating-linear-gradient(-45deg, rgb(255 255 255 / 0.28) 0 2px, transparent 2px 9px),
      var(--naipe-card-back, #1d4f91);
  }
  .back.rings {
    background:
      radial-gradient(circle at 50% 50%, transparent 0 4px, rgb(255 255 255 / 0.3) 4px 6px, transparent 6px) 0 0 / 14px 14px,
      var(--naipe-card-back, #8e1c2b);
  }
  .back.stripes {
    background:
      repeating-linear-gradient(90deg, rgb(255 255 255 / 0.22) 0 3px, transparent 3px 10px),
      var(--naipe-card-back, #2f6b3a);
  }
  .solver {
    font-size: 0.9rem;
    background: rgb(0 0 0 / 0.2);
    min-height: 2.5rem;
  }
  .solver .warning {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
    padding: 0.25rem 0.6rem;
    border-radius: 0.4rem;
    background: #fff1c2;
    color: #3d2b00;
    font-weight: 600;
  }
  .statusbar {
    margin: 0;
    background: rgb(0 0 0 / 0.35);
    font-variant-numeric: tabular-nums;
    gap: 0.25rem 1.25rem;
  }
  .statusbar dt {
    display: inline;
    opacity: 0.85;
  }
  .statusbar dd {
    display: inline;
    margin: 0 0 0 0.3rem;
    font-weight: 600;
  }
  .problem,
  .notice {
    /* What a message quotes is cut short; what is left must still wrap on a phone. */
    overflow-wrap: anywhere;
    margin: 0.75rem;
    padding: 0.75rem 1rem;
    border-radius: 0.5rem;
    background: #fff4f2;
    color: #5c0d06;
    border: 2px solid #b3261e;
  }
  .notice {
    display: flex;
    gap: 0.75rem;
    align-items: center;
    background: #fff8e1;
    color: #3d2b00;
    border-color: #8a6100;
  }
  .won {
    position: absolute;
    inset: 0;
    z-index: 2500;
    display: grid;
    place-items: center;
    pointer-events: none;
  }
  .won > div {
    pointer-events: auto;
    display: grid;
    gap: 0.5rem;
    justify-items: center;
    padding: 1rem 1.5rem;
    border-radius: 0.75rem;
    background: rgb(255 253 240 / 0.96);
    color: #1f1700;
    box-shadow: 0 0.6rem 2rem rgb(0 0 0 / 0.5);
    animation: pop 600ms ease-out;
  }
  .won strong {
    font-size: 1.6rem;
  }
  @keyframes pop {
    from {
      transform: scale(0.6) rotate(-4deg);
      opacity: 0;
    }
  }
  /* At the win the cards at home bounce: down into the empty columns and back up. The top
     row lies only a gap below the board's top edge, and the board clips what leaves it (it
     scrolls), so a hop upwards cut the cards' tops off; below them there is a card's room
     at least, empty once every card is home. */
  .celebrate .card.face-up {
    animation: hop 900ms ease-in-out calc(var(--i, 0) * 40ms) 2;
  }
  @keyframes hop {
    50% {
      translate: 0 calc(var(--_card-height) * 0.25);
    }
  }
  dialog {
    /* The width limit is the whole box's: with the padding added on top, a long question
       filled a phone's screen from edge to edge. */
    box-sizing: border-box;
    border: none;
    border-radius: 0.75rem;
    padding: 1rem 1.25rem;
    background: #fbfbf7;
    color: #141414;
    max-width: min(28rem, 90vw);
  }
  dialog::backdrop {
    background: rgb(0 0 0 / 0.5);
  }
  dialog .actions {
    display: flex;
    gap: 0.5rem;
    justify-content: flex-end;
    margin-top: 1rem;
  }
  dialog table {
    border-collapse: collapse;
    width: 100%;
  }
  dialog th {
    text-align: left;
    font-weight: normal;
    padding: 0.2rem 1rem 0.2rem 0;
  }
  dialog td {
    text-align: right;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  /* A phone: smaller type and buttons, the toolbar's closer together (and narrow, row-fit.ts). */
  @media ${unsafeCSS(PHONE_SCREEN)} {
    :host {
      font-size: 0.85rem;
    }
    button,
    details.options summary {
      padding: 0.15rem 0.5rem;
    }
    .toolbar {
      gap: 0.3rem;
      padding: 0.35rem;
    }
  }
  /* Fingers need bigger targets than a mouse pointer (WCAG 2.5.8 asks for 24 px, 44 is comfortable). */
  @media (pointer: coarse) {
    button,
    select,
    details.options summary,
    .gauge > [part='button'] {
      min-height: 2.75rem;
      min-width: 2.75rem;
    }
  }
  /* High contrast, where only the system's few colours show (the glow, a shadow in a
     colour of ours, is dropped): the keyboard focus a solid ring in the text colour,
     lined inside with the background's colour so it shows on a white card face too; the
     hint a thick double ring in the highlight colour. Apart in colour, line and weight. */
  @media (forced-colors: active) {
    .focus-ring {
      forced-color-adjust: none;
      border-color: CanvasText;
      box-shadow: inset 0 0 0 2px Canvas;
    }
    .board:focus-visible .pile.focused {
      outline: 3px solid CanvasText;
    }
    .card.hint-source,
    .pile.hint-target {
      forced-color-adjust: none;
      outline: 7px double Highlight;
      outline-offset: 2px;
      box-shadow: none;
    }
    .pile.hint-target {
      border: 2px solid Highlight;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .card,
    .card.dragging,
    .focus-ring {
      transition: none;
    }
    .won > div,
    .celebrate .card.face-up {
      animation: none;
    }
  }
`;
