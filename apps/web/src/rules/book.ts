/**
 * The rule book in every locale, each written from the seed rule pages to the shape in
 * `shape.ts`.
 */
import type { Locale } from '@naipe/rules';
import { RULES_EN } from './en.js';
import { RULES_ES } from './es.js';
import { RULES_PT } from './pt.js';
import type { RulesBook } from './shape.js';

export const RULES: Readonly<Record<Locale, RulesBook>> = {
  es: RULES_ES,
  pt: RULES_PT,
  en: RULES_EN,
};
