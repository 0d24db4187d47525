/** The statistics page: one row per game and options played in this browser. */
import type { Locale } from '@naipe/rules';
import { formatShare, type GameStats, type VariantStatistics, winShare } from '@naipe/table';
import { html, type TemplateResult } from 'lit';
import { ref } from 'lit/directives/ref.js';
import { type MessageKey, say } from '../i18n.js';
import { formatDuration, variantName } from '../notices.js';
import { watchOverflow } from './scroll-cue.js';

const COLUMNS: readonly [MessageKey, (s: GameStats, locale: Locale) => number | string | null][] = [
  ['colPlayed', (s) => s.played],
  ['colWon', (s) => s.won],
  [
    'colShare',
    (s, locale) => {
      const share = winShare(s);
      return share === null ? null : formatShare(share, locale);
    },
  ],
  ['colStreak', (s) => s.currentStreak],
  ['colBestStreak', (s) => s.bestStreak],
  ['colBestTime', (s) => (s.bestTimeMs === null ? null : formatDuration(s.bestTimeMs))],
  ['colFewestMoves', (s) => s.fewestMoves],
  ['colHints', (s) => s.hintsUsed],
];

/**
 * The table scrolls sideways where it is wider than the page (a phone shows 4 of its 9
 * columns): `watchOverflow` marks the edge where more lies, and makes the box a stop for
 * Tab, only while it scrolls.
 */
export function renderStats(locale: Locale, entries: readonly VariantStatistics[]): TemplateResult {
  return html`<h1>${say(locale, 'statsTitle')}</h1>
    <p>${say(locale, 'statsNote')}</p>
    ${
      entries.length === 0
        ? html`<p class="empty">${say(locale, 'statsEmpty')}</p>`
        : html`<div class="scroll-frame"><div class="scroll" role="region" aria-label=${say(locale, 'statsTitle')} ${ref(watchOverflow)}>
          <table class="stats">
            <thead><tr>
              <th scope="col">${say(locale, 'colGame')}</th>
              ${COLUMNS.map(([key]) => html`<th scope="col">${say(locale, key)}</th>`)}
            </tr></thead>
            <tbody>
              ${entries.map(
                (e) => html`<tr data-variant=${e.key}>
                  <th scope="row">${variantName(e.game, e.options, locale)}</th>
                  ${COLUMNS.map(([, value]) => html`<td>${value(e.stats, locale) ?? say(locale, 'none')}</td>`)}
                </tr>`,
              )}
            </tbody>
          </table>
        </div></div>`
    }`;
}
