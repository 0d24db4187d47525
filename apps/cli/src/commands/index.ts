import { analyze } from './analyze.js';
import type { Command } from './command.js';
import { deal } from './deal.js';
import { games } from './games.js';
import { moves } from './moves.js';
import { solve } from './solve.js';
import { verify } from './verify.js';

/** Every command, in the order `naipe help` lists them. */
export const COMMANDS: readonly Command[] = [deal, moves, verify, solve, analyze, games];
