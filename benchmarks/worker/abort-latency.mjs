#!/usr/bin/env node
/**
 * How long a cancelled call takes to be answered: a worker kept busy by one long
 * synchronous search (a winnable-deal search over ten million deals, one position each,
 * as in the worker tests) is aborted, and the time from `abort()` to the rejection is
 * measured, then the time until the pool answers the next call on a fresh worker. The
 * tests prove only that the answer comes before the search ends; this measures how soon.
 *
 *     npm run build && node benchmarks/worker/abort-latency.mjs [runs]
 *
 * Prints the median and the worst of each figure over the runs.
 */
import { availableParallelism, cpus, loadavg } from 'node:os';
import { createNodeAnalysisService } from '../../packages/worker/dist/node.js';
import { helpIfAsked } from '../usage.mjs';

helpIfAsked(import.meta.url);

const runs = Number(process.argv[2] ?? 20);
const service = createNodeAnalysisService({ size: 1 });
await service.analyzeDeal({ game: 'freecell', deal: 1 });

const toAnswer = [];
const toNext = [];
for (let run = 0; run < runs; run++) {
  const controller = new AbortController();
  let tried = 0;
  const search = service
    .findWinnableDeal({
      game: 'freecell',
      from: 1,
      maxDeals: 10_000_000,
      budget: { maxPositions: 1 },
      signal: controller.signal,
      onProgress: (p) => {
        tried = p.tried;
      },
    })
    .catch((error) => error);
  while (tried < 20) await new Promise((resolve) => setTimeout(resolve, 5));
  const abortedAt = performance.now();
  controller.abort();
  const error = await search;
  if (error?.code !== 'ERR_ABORTED') throw new Error(`expected an abort, got ${error}`);
  toAnswer.push(performance.now() - abortedAt);
  await service.analyzeDeal({ game: 'freecell', deal: 2 + run });
  toNext.push(performance.now() - abortedAt);
}
await service.close?.();

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const worst = (xs) => Math.max(...xs);
console.log(
  `${cpus()[0]?.model ?? 'cpu'}, ${availableParallelism()} hardware threads, node ${process.version}, load average ${loadavg()[0].toFixed(2)}`,
);
console.log(`| figure (${runs} aborts) | median | worst |`);
console.log('|---|---:|---:|');
console.log(
  `| abort() to rejection | ${median(toAnswer).toFixed(1)} ms | ${worst(toAnswer).toFixed(1)} ms |`,
);
console.log(
  `| abort() to the next call answered (fresh worker) | ${median(toNext).toFixed(1)} ms | ${worst(toNext).toFixed(1)} ms |`,
);
process.exit(0);
