import { Game, unwrap } from '@naipe/rules';
import { Solver } from '../../packages/solver/dist/index.js';
import { debugWasmUrl } from '../../packages/solver/dist/debug.js';
const suits = Number(process.argv[2] ?? 1), deck = process.argv[3] ?? 'spanish', n = Number(process.argv[4] ?? 5);
const game = unwrap(Game.create('spider', { suits, deck }));
const solver = await Solver.create(process.env.DEBUG ? debugWasmUrl() : undefined);
for (let d = 1; d <= n; d++) {
  const r = solver.solveDeal(game, d, { maxMs: Number(process.env.MS ?? 2000) });
  if (!r.ok) { console.log(d, r.error); continue; }
  console.log(d, r.value.verdict, r.value.solution?.length, r.value.stats.positions, Math.round(r.value.stats.ms));
}
