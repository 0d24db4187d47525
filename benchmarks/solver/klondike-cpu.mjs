/**
 * One build's work on Klondike or Australian deals, for instruction counts under callgrind
 * (the module's calls only: no replay of the solutions through @naipe/rules):
 *
 *   valgrind --tool=callgrind --callgrind-out-file=OUT node --no-liftoff \
 *     benchmarks/solver/klondike-cpu.mjs BUILD [GAME] [DECK] [DRAW] [TO] [FROM] [POSITIONS]
 *
 * solves deals FROM..TO (default 1..40) of GAME (klondike, default, or australian) with
 * each capped at POSITIONS stored (default 20,000), writes each solution, and prints the
 * verdicts, the positions stored and those expanded: two builds that search alike print
 * the same.
 */
import { Game } from '@naipe/rules';
import { gameFamily, writeFamilyPosition } from '../../packages/solver/dist/encoding.js';
import { STATUS } from '../../packages/solver/dist/status.js';
import {
  compileSolverModule,
  configureFamily,
  instantiateSolver,
} from '../../packages/solver/dist/wasm.js';
import { helpIfAsked } from '../usage.mjs';

helpIfAsked(import.meta.url);

const [build, id = 'klondike', deck = 'french', draw = '3', to = '40', from = '1', cap = '20000'] =
  process.argv.slice(2);
const options = id === 'klondike' ? { deck, draw: Number(draw) } : {};
const game = Game.create(id, options).value;
const family = gameFamily(game);
const wasm = await instantiateSolver(await compileSolverModule(build));
const io = () => new Uint8Array(wasm.memory.buffer, wasm.ioBufferPointer(), wasm.ioBufferSize());
if (configureFamily(wasm, family) !== 0) throw new Error('the build refuses the game');
const verdicts = {};
let positions = 0;
let expanded = 0;
for (let deal = Number(from); deal <= Number(to); deal++) {
  writeFamilyPosition(game.deal(deal).value, family, io());
  wasm.loadPosition();
  const verdict = wasm.solve(1 << 30, Number(cap), 2 ** 31);
  if (verdict === STATUS.VERDICT_WINNABLE) wasm.solutionMoves();
  verdicts[verdict] = (verdicts[verdict] ?? 0) + 1;
  positions += wasm.positionsStored();
  expanded += wasm.positionsExpanded();
}
console.log(build, JSON.stringify(verdicts), 'positions', positions, 'expanded', expanded);
