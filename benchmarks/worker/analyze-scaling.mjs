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
 *  - "2 processes": two `naipe analyze --jobs 1` at once, one on each interleaved half
 *    (`--shard 1/2`, `--shard 2/2`), against the round's --jobs 1 run;
 *  - for FreeCell, when Freecell Solver is on the PATH (`apt-get install
 *    freecell-solver-bin`): its range solver (`-l lg`) on the whole range, then two of it
 *    at once, one on each contiguous half.
 * Rounds run the same rows in the same order, so a load that changes during the sitting
 * touches every row; the medians over rounds are printed at the end.
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
const [from, to] = range.split('..').map(Number);
const gameOptions = values.options.split(' ').filter((word) => word !== '');
const withNative =
  values.reference && game === 'freecell' && gameOptions.length === 0 && onPath(NATIVE);

const dir = mkdtempSync(join(tmpdir(), 'naipe-analyze-bench-'));

/** Runs commands at once; resolves with the seconds until the last one ended. */
function together(commands) {
  const started = performance.now();
  return Promise.all(
    commands.map(
      ([command, args]) =>
        new Promise((resolve, reject) => {
          const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
          let stderr = '';
          child.stderr.on('data', (chunk) => {
            stderr += chunk;
          });
          child.on('error', reject);
          child.on('close', (status) => {
            if (status === 0) resolve();
            else reject(new Error(`${command} ${args.join(' ')} exited ${status}:\n${stderr}`));
          });
        }),
    ),
  ).then(() => (performance.now() - started) / 1_000);
}

let runs = 0;
/** `naipe analyze` runs at once, each into a fresh file; their lines, read back. */
async function analyze(argLists) {
  const outs = argLists.map(() => join(dir, `run-${++runs}.jsonl`));
  const seconds = await together(
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

const native = (parts) => {
  const size = Math.ceil((to - from + 1) / parts);
  return together(
    Array.from({ length: parts }, (_, k) => {
      const first = from + k * size;
      const last = Math.min(to, first + size - 1);
      return [NATIVE, [String(first), String(last), String(last), '-l', 'lg']];
    }),
  );
};

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

for (let round = 1; round <= rounds; round++) {
  let base;
  for (const n of jobs) {
    const { seconds, lines } = await analyze([['--jobs', String(n)]]);
    base ??= seconds;
    row(round, `--jobs ${n}`, lines.length, seconds, base, countsOf(lines));
  }
  if (values.reference) {
    const { seconds, lines } = await analyze([
      ['--jobs', '1', '--shard', '1/2'],
      ['--jobs', '1', '--shard', '2/2'],
    ]);
    row(round, '2 processes, --jobs 1 --shard K/2', lines.length, seconds, base, countsOf(lines));
  }
  if (withNative) {
    const one = await native(1);
    row(round, `${NATIVE} -l lg`, to - from + 1, one, one);
    row(round, `2 × ${NATIVE}, halves`, to - from + 1, await native(2), one);
  }
}
if (rounds > 1) {
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(`\nMedian speed-up over ${rounds} rounds:`);
  for (const [name, ups] of speedUps) {
    if (ups.every((u) => u === 1)) continue;
    console.log(
      `- ${name}: ${median(ups).toFixed(2)}× (${ups.map((u) => u.toFixed(2)).join(', ')})`,
    );
  }
}
console.log(`\nload average ${loadavg()[0].toFixed(2)} at the end`);
rmSync(dir, { recursive: true, force: true });
