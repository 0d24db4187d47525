#!/usr/bin/env node
/**
 * How "winnable deals only" should look for a deal, per game and option: the table tries
 * deals one after another from a random one, each within a budget of positions, until
 * one is proven winnable (packages/table/src/analysis/budgets.ts). A try that is too
 * short proves nothing on a hard game; one that is too long sits on a deal it could have
 * skipped. For each budget, deals FROM..FROM+N-1 are solved once through the public API
 * (every win replayed), then every run of tries that starts at one of them is read back
 * from those answers (the deals after the last wrap to the first), with at most as many
 * tries as fit in `--total` positions:
 *  - a try: the share of deals proven winnable within the budget;
 *  - proven: the share of runs that found a deal proven winnable (runs from neighbouring
 *    starts share most of their deals: 1 - (1 - a try)^tries is the rate for a run of
 *    independent deals);
 *  - positions p95: positions stored by the 95th-percentile run (deterministic);
 *  - ms median / p95: the same runs' solving time in this process (drifts with the load).
 *
 *   npm run build -w @naipe/solver
 *   node benchmarks/solver/winnable-tries.mjs [--deals 200] [--from 5000]
 *       [--budgets 5000,10000,20000,50000] [--total 100000] [--games spider:4,klondike:french:3]
 *
 * Games are written id[:option...]: `klondike:french:3` is the French deck drawing 3,
 * `spider:2` two suits. Prints Markdown rows for benchmarks/RESULTS.md.
 */
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { Game } from '@naipe/rules';
import { Solver } from '@naipe/solver';
import { quantile } from '../quantile.mjs';
import { helpIfAsked } from '../usage.mjs';

helpIfAsked(import.meta.url);

const { values } = parseArgs({
  options: {
    deals: { type: 'string', default: '200' },
    from: { type: 'string', default: '5000' },
    budgets: { type: 'string', default: '5000,10000,20000,50000' },
    total: { type: 'string', default: '100000' },
    games: {
      type: 'string',
      default:
        'freecell,bakers-game,australian,klondike,klondike:3,klondike:french,klondike:french:3,spider:1,spider:2,spider:4',
    },
  },
});
const count = Number(values.deals);
const from = Number(values.from);
const total = Number(values.total);
const budgets = values.budgets.split(',').map(Number);

/** `klondike:french:3` as the rules' options: words are decks, numbers draws or suits. */
function variant(spec) {
  const [id, ...words] = spec.split(':');
  const options = {};
  for (const word of words) {
    if (/^\d+$/.test(word)) options[id === 'spider' ? 'suits' : 'draw'] = Number(word);
    else options.deck = word;
  }
  const game = Game.create(id, options);
  if (!game.ok) throw new Error(`${spec}: ${game.error.message}`);
  return game.value;
}

const solver = await Solver.create();
console.log(
  `deals ${from}..${from + count - 1}, at most ${total.toLocaleString('en')} positions a run; ${cpus()[0]?.model}, load ${loadavg()[0].toFixed(2)}`,
);
console.log('');
console.log(
  `| game | ${budgets.map((b) => `${(b / 1000).toFixed(0)}k × ${Math.floor(total / b)}: a try, proven, positions p95, ms median / p95`).join(' | ')} |`,
);
console.log(`|---|${budgets.map(() => '---').join('|')}|`);
for (const spec of values.games.split(',')) {
  const game = variant(spec);
  const cells = [];
  for (const budget of budgets) {
    const answers = [];
    for (let deal = from; deal < from + count; deal++) {
      const started = performance.now();
      const solved = solver.solve(game, game.deal(deal).value, { maxPositions: budget });
      if (!solved.ok) throw new Error(`${spec} deal ${deal}: ${solved.error.message}`);
      answers.push({
        won: solved.value.verdict === 'winnable',
        positions: solved.value.stats.positions,
        ms: performance.now() - started,
      });
    }
    const tries = Math.floor(total / budget);
    let proven = 0;
    const positions = [];
    const times = [];
    for (let start = 0; start < count; start++) {
      let spent = 0;
      let ms = 0;
      for (let t = 0; t < tries; t++) {
        const answer = answers[(start + t) % count];
        spent += answer.positions;
        ms += answer.ms;
        if (answer.won) {
          proven++;
          break;
        }
      }
      positions.push(spent);
      times.push(ms);
    }
    const provedOne = answers.filter((answer) => answer.won).length;
    cells.push(
      `${((100 * provedOne) / count).toFixed(0)} %, ${((100 * proven) / count).toFixed(0)} %, ${quantile(positions, 0.95).toLocaleString('en')}, ${quantile(times, 0.5).toFixed(0)} / ${quantile(times, 0.95).toFixed(0)}`,
    );
  }
  console.log(`| ${spec} | ${cells.join(' | ')} |`);
}
