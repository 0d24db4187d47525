/**
 * `@naipe/rules/testing`: for tests and research, not for play. Small variants of every
 * game: a reduced deck and layout, with seeded deals.
 */
export * from './small.js';
