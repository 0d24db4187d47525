/** The site's header: its name, the sections and the language switch. */
import { LOCALES, type Locale } from '@naipe/rules';
import { html, type TemplateResult } from 'lit';
import { say } from '../i18n.js';
import type { View } from '../route.js';

const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  es: 'Español',
  pt: 'Português',
  en: 'English',
};

export interface HeaderView {
  readonly locale: Locale;
  readonly view: View;
  /** The address of each section, as the site's links carry them. */
  readonly links: Readonly<Record<View, string>>;
  readonly onLocale: (locale: Locale) => void;
}

/**
 * The language menu is named by its label, and on a phone, where the language's code
 * ("ES ▾") stands for the menu, by the code too ("Idioma ES"), so that what is seen is
 * what is said to it (WCAG 2.5.3): the code is part of the label, and unseen (no part of
 * the name) above a phone's width, where the menu shows itself.
 */
export function renderHeader(v: HeaderView): TemplateResult {
  const { locale } = v;
  const link = (view: View, label: string) =>
    html`<a href=${v.links[view]} data-nav aria-current=${v.view === view ? 'page' : 'false'}>${label}</a>`;
  return html`<div class="brand">
      <a href=${v.links.play} data-nav class="logo"><img src="icons/icon.svg" alt="" width="32" height="32" /><span class="logo-name">${say(locale, 'siteName')}</span></a>
      <span class="tagline"><span>${say(locale, 'tagline')}</span></span>
    </div>
    <nav aria-label=${say(locale, 'mainNav')}>
      ${link('play', say(locale, 'navPlay'))} ${link('rules', say(locale, 'navRules'))}
      ${link('stats', say(locale, 'navStats'))}
    </nav>
    <label class="language"><span class="language-name">${say(locale, 'language')}</span> <span class="language-code">${locale.toUpperCase()}</span>
      <select .value=${locale} @change=${(e: Event) => v.onLocale((e.target as HTMLSelectElement).value as Locale)}>
        ${LOCALES.map((l) => html`<option value=${l} lang=${l} ?selected=${l === locale}>${LANGUAGE_NAMES[l]}</option>`)}
      </select>
    </label>`;
}
