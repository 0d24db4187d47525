/**
 * Suit drawings, defined once per table and drawn on every card with `<use>`, so a deck
 * costs a few hundred small elements and stays crisp at any size. Each symbol sits in a
 * 100×100 box. French pips take their colour from `currentColor`; Spanish suits keep
 * their traditional colours (gold oros, red copas, blue espadas, green bastos).
 */
import { svg } from 'lit';

export const frenchPipId = (suit: number) => `naipe-pip-french-${suit}`;
export const spanishPipId = (suit: number) => `naipe-pip-spanish-${suit}`;

const CLUB = svg`
  <circle cx="50" cy="27" r="21" /><circle cx="26" cy="57" r="21" /><circle cx="74" cy="57" r="21" />
  <path d="M45 50 H55 C55 74 60 88 72 98 H28 C40 88 45 74 45 50 Z" />`;
const DIAMOND = svg`<path d="M50 2 L90 50 L50 98 L10 50 Z" />`;
const HEART = svg`<path d="M50 94 C24 72 2 54 2 30 C2 14 14 4 28 4 C39 4 46 11 50 20 C54 11 61 4 72 4 C86 4 98 14 98 30 C98 54 76 72 50 94 Z" />`;
const SPADE = svg`<path d="M50 3 C62 20 98 38 98 62 C98 76 88 84 76 84 C67 84 60 79 55 72 C56 84 61 92 70 98 H30 C39 92 44 84 45 72 C40 79 33 84 24 84 C12 84 2 76 2 62 C2 38 38 20 50 3 Z" />`;

const OROS = svg`
  <circle cx="50" cy="50" r="46" fill="#e3a81b" stroke="#7a4a00" stroke-width="4" />
  <circle cx="50" cy="50" r="33" fill="#f6cf4a" stroke="#9a6200" stroke-width="3" />
  <circle cx="50" cy="50" r="20" fill="none" stroke="#b3262c" stroke-width="3" />
  <path d="M50 36 L54 46 L64 50 L54 54 L50 64 L46 54 L36 50 L46 46 Z" fill="#b3262c" />`;
const COPAS = svg`
  <path d="M14 8 H86 C86 38 72 54 57 58 V72 C57 80 70 84 76 94 H24 C30 84 43 80 43 72 V58 C28 54 14 38 14 8 Z"
    fill="#c8262e" stroke="#6b0f14" stroke-width="3.5" stroke-linejoin="round" />
  <path d="M14 8 H86 V16 H14 Z" fill="#e3a81b" stroke="#6b0f14" stroke-width="3" />
  <path d="M30 26 C32 38 38 46 46 50" fill="none" stroke="#f0a0a0" stroke-width="4" stroke-linecap="round" />
  <rect x="40" y="62" width="20" height="6" fill="#e3a81b" />`;
const ESPADAS = svg`
  <path d="M50 2 L59 16 V64 H41 V16 Z" fill="#9fc3ea" stroke="#173f7a" stroke-width="3.5" stroke-linejoin="round" />
  <path d="M50 10 V60" stroke="#173f7a" stroke-width="2" />
  <rect x="20" y="62" width="60" height="9" rx="4" fill="#2456a6" stroke="#173f7a" stroke-width="3" />
  <rect x="44" y="71" width="12" height="18" fill="#c8262e" stroke="#173f7a" stroke-width="3" />
  <circle cx="50" cy="93" r="6" fill="#e3a81b" stroke="#173f7a" stroke-width="3" />`;
const BASTOS = svg`
  <path d="M40 98 C37 72 28 44 30 20 C31 6 41 2 50 2 C61 2 71 8 70 22 C69 44 62 72 58 98 Z"
    fill="#3f8a3a" stroke="#1d4a1b" stroke-width="3.5" stroke-linejoin="round" />
  <ellipse cx="42" cy="30" rx="6" ry="4" fill="#1d4a1b" />
  <ellipse cx="60" cy="46" rx="6" ry="4" fill="#1d4a1b" />
  <ellipse cx="45" cy="64" rx="5" ry="3.5" fill="#1d4a1b" />
  <path d="M52 8 C60 10 64 16 63 24" fill="none" stroke="#8fd08a" stroke-width="3" stroke-linecap="round" />`;

const FRENCH_PIPS = [CLUB, DIAMOND, HEART, SPADE];
const SPANISH_PIPS = [OROS, COPAS, ESPADAS, BASTOS];

/** The `<defs>` every card of a table refers to; rendered once, hidden, in the shadow root. */
export const suitDefs = svg`
  <defs>
    ${FRENCH_PIPS.map((body, suit) => svg`<symbol id=${frenchPipId(suit)} viewBox="0 0 100 100" fill="currentColor">${body}</symbol>`)}
    ${SPANISH_PIPS.map((body, suit) => svg`<symbol id=${spanishPipId(suit)} viewBox="0 0 100 100">${body}</symbol>`)}
  </defs>`;
