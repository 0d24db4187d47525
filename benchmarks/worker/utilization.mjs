#!/usr/bin/env node
/**
 * How busy the analysis workers are kept, deal by deal against batches of deals: the
 * same deals through `@naipe/worker/node` with `analyzeDeal` per deal (batch 1) and
 * `analyzeDeals` per batch, two calls in flight per worker as `naipe analyze` does.
 * For each worker thread it reads its event-loop utilisation (the share of its life it
 * spent running rather than waiting for a message): time a worker waits is time it
 * waits on this thread for its next deal, whatever the solver's speed.
 *
 *     npm run build && node benchmarks/worker/utilization.mjs [from..to] [--jobs N] [--batches 1,8]
 *
 * The budget is a number of positions (300,000), so every run does the same work.
 */
import { availableParallelism, cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { createNodeAnalysisService } from '@naipe/worker/node';
import { helpIfAsked } from '../usage.mjs';

helpIfAsked(import.meta.url);

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    jobs: { type: 'string', default: '2' },
    batches: { type: 'string', default: '1,8' },
    game: { type: 'string', default: 'freecell' },
  },
});
const [from, to] = (positionals[0] ?? '1..8000').split('..').map(Number);
const jobs = Number(values.jobs);
const budget = { maxPositions: 300_000, maxMs: 60_000 };

async function run(batch) {
  const workers = [];
  const service = createNodeAnalysisService({
    size: jobs,
    onWorkerStart: (worker) => workers.push(worker),
  });
  let next = from;
  let positions = 0;
  const started = performance.now();
  const lane = async () => {
    while (next <= to) {
      const deals = [];
      while (deals.length < batch && next <= to) deals.push(next++);
      const request = { game: values.game, budget, solutionAs: 'text' };
      const answers =
        batch === 1
          ? [await service.analyzeDeal({ ...request, deal: deals[0] })]
          : await service.analyzeDeals({ ...request, deals });
      for (const answer of answers) positions += answer.stats.positions;
    }
  };
  await Promise.all(Array.from({ length: jobs * 2 }, lane));
  const seconds = (performance.now() - started) / 1_000;
  const busy = workers.map((w) => w.performance.eventLoopUtilization().utilization);
  await service.close();
  return { seconds, positions, busy };
}

console.log(
  `${cpus()[0]?.model ?? 'cpu'}, ${availableParallelism()} hardware threads, node ${process.version}, load average ${loadavg()[0].toFixed(2)} at start`,
);
console.log(`${values.game} ${from}..${to}, ${jobs} workers, budget 300,000 positions\n`);
console.log('| deals per call | wall time | deals/s | positions | worker busy (each) |');
console.log('|---:|---:|---:|---:|---|');
for (const batch of values.batches.split(',').map(Number)) {
  const { seconds, positions, busy } = await run(batch);
  console.log(
    `| ${batch} | ${seconds.toFixed(1)} s | ${((to - from + 1) / seconds).toFixed(0)} | ${positions.toLocaleString('en-US')} | ${busy.map((b) => `${(100 * b).toFixed(0)} %`).join(', ')} |`,
  );
}
console.log(`\nload average ${loadavg()[0].toFixed(2)} at the end`);
