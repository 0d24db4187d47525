/** A game's rules page: the list of games, then the chosen game's rules and the shared ones. */
import { GAME_IDS, type GameId, type Locale } from '@naipe/rules';
import { html, type TemplateResult } from 'lit';
import { say } from '../i18n.js';
import { gameName } from '../notices.js';
import { RULES, tableSections } from '../rules/book.js';
import type { RulesSection } from '../rules/shape.js';

export interface RulesView {
  readonly locale: Locale;
  readonly game: GameId;
  readonly rulesLink: (game: GameId) => string;
  readonly playLink: (game: GameId) => string;
}

const section = (s: RulesSection, level: 'h2' | 'h3' = 'h2') =>
  html`<section>
    ${level === 'h2' ? html`<h2>${s.heading}</h2>` : html`<h3>${s.heading}</h3>`}
    <ul>${s.items.map((item) => html`<li>${item}</li>`)}</ul>
  </section>`;

export function renderRules(v: RulesView): TemplateResult {
  const { locale, game } = v;
  const book = RULES[locale];
  const page = book.games[game];
  return html`<nav class="rules-games" aria-label=${say(locale, 'rulesOf')}>
      <ul>
        ${GAME_IDS.map(
          (id) => html`<li><a href=${v.rulesLink(id)} data-nav
            aria-current=${id === game ? 'page' : 'false'}>${gameName(id, locale)}</a></li>`,
        )}
      </ul>
    </nav>
    <article class="rules" lang=${locale}>
      <h1>${say(locale, 'rulesTitle', { game: gameName(game, locale) })}</h1>
      <p class="summary">${page.summary}</p>
      ${page.sections.map((s) => section(s))}
      ${tableSections(book, game).map((s) => section(s))}
      <p><a class="play-link" href=${v.playLink(game)} data-nav>${say(locale, 'playThis', { game: gameName(game, locale) })}</a></p>
    </article>`;
}
