#!/usr/bin/env node
/**
 * How `naipe analyze` scales with worker threads: the same deal range with --jobs 1 and
 * --jobs N, each into a fresh results file, timed from outside the process (start-up and
 * shut-down included). The budget is a number of positions, so both runs do the same
 * work whatever the machine's load; the time limit is only a safety net.
 *
 *     npm run build && node benchmarks/worker/analyze-scaling.mjs [game] [from..to] [jobs...]
 *         [--budget B] [--rounds R] [--reference] [--options="OPTIONS"]
 *     node benchmarks/worker/analyze-scaling.mjs freecell 1..32000 1 2 --rounds 3 --reference
 *     node benchmarks/worker/analyze-scaling.mjs klondike 1..300 1 2 --options="--deck french --draw 3"
 *
 * A speed-up is only as good as the cores under it: on a virtual machine two "cores" may
 * share one physical core or its caches with each other or with other tenants, and then
 * no program gets twice the work done on two. `--reference` measures that ceiling in the
 * same sitting, with workloads that share nothing between their processes:
 *  - "2 processes": two `naipe analyze --jobs 1` at once, one on each half of the range
 *    (`--shard 1/2`, `--shard 2/2`, `--split contiguous`), against the round's --jobs 1 run;
 *  - for FreeCell, when Freecell Solver is on the PATH (`apt-get install
 *    freecell-solver-bin`): its range solver (`-l lg`) on the whole range, then two of it
 *    at once, one on each contiguous half.
 * Rounds run the same rows in the same order, so a load that changes during the sitting
 * touches every row; the medians over rounds are printed at the end. Speed-ups are
 * against the round's --jobs 1 run, which the jobs listed must include.
 *
 * Prints Markdown table rows, ready for benchmarks/RESULTS.md.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { NATIVE_RANGE_SOLVER as NATIVE, onPath } from '../native.mjs';
import { helpIfAsked } from '../usage.mjs';

helpIfAsked(import.meta.url);

const BIN = fileURLToPath(new URL('../../apps/cli/bin/naipe.js', import.meta.url));

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    budget: { type: 'string', default: '300000,60s' },
    rounds: { type: 'string', default: '1' },
    reference: { type: 'boolean', default: false },
    // The game's own options, as `naipe analyze` takes them.
    options: { type: 'string', default: '' },
  },
});
const [game = 'freecell', range = '1..32000', ...jobList] = positionals;
const jobs = jobList.length > 0 ? jobList.map(Number) : [1, 2];
const rounds = Number(values.rounds);
if (!Number.isInteger(rounds) || rounds < 1) {
  console.error(`--rounds must be a whole number of at least 1, not "${values.rounds}"`);
  process.exit(1);
}
if (!jobs.includes(1) || !jobs.every((n) => Number.isInteger(n) && n >= 1)) {
  console.error(`the jobs to run must be whole numbers and include 1, not "${jobList.join(' ')}"`);
  process.exit(1);
}
const rangeMatch = /^(\d+)\.\.(\d+)$/.exec(range);
if (!rangeMatch) {
  console.error(`the deal range must be FROM..TO, such as 1..32000, not "${range}"`);
  process.exit(1);
}
const [from, to] = [Number(rangeMatch[1]), Number(rangeMatch[2])];
const gameOptions = values.options.split(' ').filter((word) => word !== '');
const withNative =
  values.reference && game === 'freecell' && gameOptions.length === 0 && onPath(NATIVE);

const dir = mkdtempSync(join(tmpdir(), 'naipe-analyze-bench-'));

/**
 * Runs commands at once; resolves with the seconds until the last one ended and what each
 * printed. When one fails, the others are stopped.
 */
async function together(commands) {
  const started = performance.now();
  const children = [];
  try {
    const outputs = await Promise.all(
      commands.map(
        ([command, args]) =>
          new Promise((resolve, reject) => {
            const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
            children.push(child);
            let stdout = '';
            let stderr = '';
            child.stdout.on('data', (chunk) => {
              stdout += chunk;
            });
            child.stderr.on('data', (chunk) => {
              stderr += chunk;
            });
            child.on('error', reject);
            child.on('close', (status) => {
              if (status === 0) resolve(stdout);
              else reject(new Error(`${command} ${args.join(' ')} exited ${status}:\n${stderr}`));
            });
          }),
      ),
    );
    return { seconds: (performance.now() - started) / 1_000, outputs };
  } catch (error) {
    for (const child of children) child.kill();
    throw error;
  }
}

let runs = 0;
/** `naipe analyze` runs at once, each into a fresh file; their lines, read back. */
async function analyze(argLists) {
  const outs = argLists.map(() => join(dir, `run-${++runs}.jsonl`));
  const { seconds } = await together(
    argLists.map((args, i) => [
      process.execPath,
      [
        BIN,
        'analyze',
        game,
        range,
        ...gameOptions,
        '--budget',
        values.budget,
        ...args,
        '--out',
        outs[i],
      ],
    ]),
  );
  // The first line of each file is its header; the results follow.
  const lines = outs.flatMap((out) =>
    readFileSync(out, 'utf8')
      .trimEnd()
      .split('\n')
      .slice(1)
      .map((l) => JSON.parse(l)),
  );
  return { seconds, lines };
}

/** The native range solver on `parts` contiguous parts of the range at once; its seconds. */
async function native(parts) {
  const size = Math.ceil((to - from + 1) / parts);
  const lasts = Array.from({ length: parts }, (_, k) => Math.min(to, from + (k + 1) * size - 1));
  const { seconds, outputs } = await together(
    lasts.map((last, k) => {
      const first = from + k * size;
      return [NATIVE, [String(first), String(last), String(last), '-l', 'lg']];
    }),
  );
  // Its print step is the part's last deal: the one status line says it got there.
  for (const [k, output] of outputs.entries()) {
    if (!output.includes(`Reached Board No. ${lasts[k]} `)) {
      throw new Error(`${NATIVE} did not reach deal ${lasts[k]}:\n${output}`);
    }
  }
  return seconds;
}

console.log(
  `${cpus()[0]?.model ?? 'cpu'}, ${availableParallelism()} hardware threads, node ${process.version}, load average ${loadavg()[0].toFixed(2)} at start`,
);
console.log(`naipe analyze ${[game, range, ...gameOptions].join(' ')} --budget ${values.budget}\n`);
console.log(
  '| round | run | deals | wall time | deals/s | speed-up | winnable | impossible | unknown |',
);
console.log('|---:|---|---:|---:|---:|---:|---:|---:|---:|');
const speedUps = new Map();
const row = (round, name, deals, seconds, base, counts = ['', '', '']) => {
  const speedUp = base / seconds;
  if (!speedUps.has(name)) speedUps.set(name, []);
  speedUps.get(name).push(speedUp);
  const rate = deals === '' ? '' : (deals / seconds).toFixed(1);
  console.log(
    `| ${round} | ${name} | ${deals} | ${seconds.toFixed(2)} s | ${rate} | ${speedUp.toFixed(2)}× | ${counts.join(' | ')} |`,
  );
};
const countsOf = (lines) =>
  ['winnable', 'impossible', 'unknown'].map((v) => lines.filter((l) => l.verdict === v).length);

async function round(number) {
  const runs = new Map();
  for (const n of jobs) runs.set(n, await analyze([['--jobs', String(n)]]));
  const base = runs.get(1).seconds;
  for (const [n, { seconds, lines }] of runs) {
    row(number, `--jobs ${n}`, lines.length, seconds, base, countsOf(lines));
  }
  if (values.reference) {
    const split = ['--jobs', '1', '--split', 'contiguous'];
    const { seconds, lines } = await analyze([
      [...split, '--shard', '1/2'],
      [...split, '--shard', '2/2'],
    ]);
    row(number, '2 processes, --jobs 1 --shard K/2', lines.length, seconds, base, countsOf(lines));
  }
  if (withNative) {
    const one = await native(1);
    row(number, `${NATIVE} -l lg`, to - from + 1, one, one);
    row(number, `2 × ${NATIVE}, halves`, to - from + 1, await native(2), one);
  }
}

try {
  for (let number = 1; number <= rounds; number++) await round(number);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (rounds > 1) {
  const median = (xs) => {
    const sorted = [...xs].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  };
  console.log(`\nMedian speed-up over ${rounds} rounds:`);
  for (const [name, ups] of speedUps) {
    if (ups.every((u) => u === 1)) continue;
    console.log(
      `- ${name}: ${median(ups).toFixed(2)}× (${ups.map((u) => u.toFixed(2)).join(', ')})`,
    );
  }
}
console.log(`\nload average ${loadavg()[0].toFixed(2)} at the end`);
