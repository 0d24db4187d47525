/**
 * `@naipe/rules/testing`: for tests and research, not for play. Small variants of every
 * game (a reduced deck and layout, with seeded deals) and the exhaustive search that
 * settles their deals: the oracle a solver's verdicts are checked against; and the
 * hand-built positions tests in several packages share.
 */
export * from './exhaustive.js';
export * from './fixtures.js';
export * from './small.js';
