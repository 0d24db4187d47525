#!/usr/bin/env node
/**
 * How `naipe analyze` scales with worker threads: the same deal range with --jobs 1 and
 * --jobs N, each into a fresh results file, timed from outside the process (start-up and
 * shut-down included). The budget is a number of positions, so both runs do the same
 * work whatever the machine's load; the time limit is only a safety net.
 *
 *     npm run build && node benchmarks/worker/analyze-scaling.mjs [game] [from..to] [jobs...] [--budget B]
 *     node benchmarks/worker/analyze-scaling.mjs freecell 1..32000 1 2
 *
 * Prints one Markdown table row per run, ready for benchmarks/RESULTS.md.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BIN = fileURLToPath(new URL('../../apps/cli/bin/naipe.js', import.meta.url));
const args = process.argv.slice(2);
const budgetAt = args.indexOf('--budget');
const budget = budgetAt >= 0 ? args.splice(budgetAt, 2)[1] : '300000,60s';
const [game = 'freecell', range = '1..32000', ...jobList] = args;
const jobs = jobList.length > 0 ? jobList.map(Number) : [1, 2];

const dir = mkdtempSync(join(tmpdir(), 'naipe-analyze-bench-'));
console.log(
  `${cpus()[0]?.model ?? 'cpu'}, ${availableParallelism()} hardware threads, node ${process.version}, load average ${loadavg()[0].toFixed(2)} at start`,
);
console.log(`naipe analyze ${game} ${range} --budget ${budget}\n`);
console.log('| jobs | deals | wall time | deals/s | speed-up | winnable | impossible | unknown |');
console.log('|---:|---:|---:|---:|---:|---:|---:|---:|');
let base;
for (const n of jobs) {
  const out = join(dir, `jobs-${n}.jsonl`);
  const started = performance.now();
  const run = spawnSync(
    process.execPath,
    [BIN, 'analyze', game, range, '--jobs', String(n), '--budget', budget, '--out', out],
    { encoding: 'utf8', maxBuffer: 1 << 26 },
  );
  const seconds = (performance.now() - started) / 1_000;
  if (run.status !== 0) {
    console.error(run.stderr);
    process.exit(1);
  }
  // The first line is the file's header; the results follow.
  const lines = readFileSync(out, 'utf8')
    .trimEnd()
    .split('\n')
    .slice(1)
    .map((l) => JSON.parse(l));
  const count = (v) => lines.filter((l) => l.verdict === v).length;
  const rate = lines.length / seconds;
  base ??= rate;
  console.log(
    `| ${n} | ${lines.length} | ${seconds.toFixed(1)} s | ${rate.toFixed(1)} | ${(rate / base).toFixed(2)}× | ${count('winnable')} | ${count('impossible')} | ${count('unknown')} |`,
  );
}
console.log(`\nload average ${loadavg()[0].toFixed(2)} at the end`);
rmSync(dir, { recursive: true, force: true });
