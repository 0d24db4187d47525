#!/usr/bin/env node
/**
 * Our solver against Freecell Solver (fc-solve), side by side on the same deals, in
 * alternating pairs, so both see the same machine load:
 *
 *   node benchmarks/solver/versus-native.mjs [FROM..TO] [--pairs N] [--game freecell|bakers-game]
 *
 * Defaults: 3 pairs, FreeCell 1..32000 or Baker's Game 1..1000. Installs nothing: it
 * needs `fc-solve` and `freecell-solver-range-parallel-solve` on the PATH (Debian and
 * Ubuntu: `apt-get install freecell-solver-bin`) and our build (`npm run build`).
 *
 * Native side: `freecell-solver-range-parallel-solve FROM TO TO <preset>`, one process,
 * one thread. FreeCell uses its fastest preset, `-l lg` (looking-glass, a portfolio of
 * scans that gives up on some deals, so its "not solved" proves nothing); Baker's Game
 * uses its exhaustive single-card depth-first scan, `--game bakers_game -to 01ABCDE`, so
 * its "not solved" means impossible. Its print step is TO, so the one status line it
 * prints carries the total iterations; it names each deal it did not solve.
 *
 * Our side: `node benchmarks/solver/run.mjs --mode api` on the same deals, one thread,
 * through the public API (every winnable verdict replayed through @naipe/rules), default
 * budget.
 *
 * Both are timed from outside as whole processes (start-up included), in wall time and
 * in CPU time (user + system, from the shell's `times`). The ratio, ours over native, is
 * the figure that holds from machine to machine; the pair order
 * alternates (native first, then ours first) so a load that rises or falls during the
 * sitting does not favour one side. Prints a Markdown table ready for RESULTS.md.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { NATIVE_RANGE_SOLVER, onPath } from '../native.mjs';
import { helpIfAsked } from '../usage.mjs';

helpIfAsked(import.meta.url);

const GAMES = {
  freecell: {
    defaultRange: '1..32000',
    native: ['-l', 'lg'],
    nativeExhaustive: false,
  },
  'bakers-game': {
    defaultRange: '1..1000',
    native: ['--game', 'bakers_game', '-to', '01ABCDE'],
    nativeExhaustive: true,
  },
};
const NATIVE_TOOLS = ['fc-solve', NATIVE_RANGE_SOLVER];
const RUN = fileURLToPath(new URL('./run.mjs', import.meta.url));
const SOLVER_BUILD = fileURLToPath(new URL('../../packages/solver/dist/index.js', import.meta.url));

function fail(message) {
  console.error(`versus-native: ${message}`);
  process.exit(1);
}

const USAGE =
  'usage: node benchmarks/solver/versus-native.mjs [FROM..TO] [--pairs N] [--game freecell|bakers-game]';

function parseCommandLine() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        game: { type: 'string', default: 'freecell' },
        pairs: { type: 'string', default: '3' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    fail(`${error.message}\n${USAGE}`);
  }
}

const { values, positionals } = parseCommandLine();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const setup = GAMES[values.game];
if (setup === undefined) {
  fail(`--game must be one of ${Object.keys(GAMES).join(', ')}, not "${values.game}"`);
}
const rangeText = positionals[0] ?? setup.defaultRange;
const rangeMatch = /^(\d+)\.\.(\d+)$/.exec(rangeText);
const from = Number(rangeMatch?.[1]);
const to = Number(rangeMatch?.[2]);
// Freecell Solver's range tool knows the Microsoft deals 1..2^31-1, as our deal() does.
if (!rangeMatch || from < 1 || from > to || to > 2 ** 31 - 1) {
  fail(`the deal range must be FROM..TO with 1 <= FROM <= TO, such as 1..1000, not "${rangeText}"`);
}
const pairs = Number(values.pairs);
if (!Number.isInteger(pairs) || pairs < 1) {
  fail(`--pairs must be a whole number of at least 1, not "${values.pairs}"`);
}

const missing = NATIVE_TOOLS.filter((name) => !onPath(name));
if (missing.length > 0) {
  fail(
    `${missing.join(' and ')} not found on the PATH. This benchmark installs nothing; install Freecell Solver first:
  Debian, Ubuntu:  sudo apt-get install freecell-solver-bin
  elsewhere:       build it from https://fc-solve.shlomifish.org/ and put its programs on the PATH`,
  );
}
if (!existsSync(SOLVER_BUILD)) fail('our solver is not built: run `npm run build` first');

/**
 * Runs a command to its end; returns its wall time and its CPU time (user + system),
 * which the shell's `times` reports for its children. On a loaded machine the wall time
 * includes waiting for a core; the CPU time mostly does not.
 */
function timed(command, args) {
  const started = performance.now();
  const run = spawnSync(
    'sh',
    ['-c', '"$@"; status=$?; times >&2; exit $status', 'sh', command, ...args],
    {
      encoding: 'utf8',
      maxBuffer: 1 << 28,
    },
  );
  const seconds = (performance.now() - started) / 1_000;
  if (run.error) fail(`${command}: ${run.error.message}`);
  if (run.status !== 0) fail(`${command} ${args.join(' ')} exited ${run.status}:\n${run.stderr}`);
  const children = run.stderr.trimEnd().split('\n').at(-1) ?? '';
  const times = [...children.matchAll(/(\d+)m([\d.]+)s/g)].map(
    (m) => 60 * Number(m[1]) + Number(m[2]),
  );
  if (times.length !== 2) fail(`no CPU times from the shell's "times" after ${command}`);
  return {
    seconds,
    cpuSeconds: times[0] + times[1],
    stdout: run.stdout,
    output: `${run.stdout}\n${run.stderr}`,
  };
}

const nativeArgs = [String(from), String(to), String(to), ...setup.native];

function runNative() {
  const { seconds, cpuSeconds, output } = timed(NATIVE_RANGE_SOLVER, nativeArgs);
  const reached = [...output.matchAll(/total_num_iters=(\d+)/g)].at(-1);
  if (reached === undefined) fail(`no "total_num_iters" in the native output:\n${output}`);
  const unsolved = [...output.matchAll(/^Unsolved Board No\. (\d+)/gm)].map((m) => Number(m[1]));
  const intractable = [...output.matchAll(/^Intractable Board No\. (\d+)/gm)].length;
  return {
    seconds,
    cpuSeconds,
    iterations: Number(reached[1]),
    solved: to - from + 1 - unsolved.length - intractable,
    unsolved,
    intractable,
  };
}

function runOurs() {
  const { seconds, cpuSeconds, stdout } = timed(process.execPath, [
    RUN,
    ...['--mode', 'api', '--game', values.game, '--from', String(from), '--to', String(to)],
    '--json',
  ]);
  const report = JSON.parse(stdout.trim().split('\n').at(-1) ?? '');
  return {
    seconds,
    cpuSeconds,
    solveSeconds: report.seconds,
    positions: report.positionsStored,
    verdicts: report.verdicts,
    impossibleDeals: report.impossibleDeals,
    singleCardMedian: report.singleCardMoves.median,
  };
}

const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const thousands = (n) => n.toLocaleString('en-US');

const loadAtStart = loadavg()[0];
console.log(
  `${cpus()[0]?.model ?? 'cpu'}, ${cpus().length} cores, node ${process.version}, load average ${loadAtStart.toFixed(2)} at start`,
);
console.log(`native: ${NATIVE_RANGE_SOLVER} ${nativeArgs.join(' ')}`);
console.log(
  `ours:   node benchmarks/solver/run.mjs --mode api --game ${values.game} --from ${from} --to ${to}\n`,
);
console.log(
  '| pair | first | native wall | native CPU | ours wall (solving) | ours CPU | ours / native, wall | ours / native, CPU | load |',
);
console.log('|---:|---|---:|---:|---:|---:|---:|---:|---:|');
const rows = [];
for (let pair = 1; pair <= pairs; pair++) {
  const nativeFirst = pair % 2 === 1;
  const native = nativeFirst ? runNative() : undefined;
  const ours = runOurs();
  const other = native ?? runNative();
  const row = {
    native: other,
    ours,
    ratio: ours.seconds / other.seconds,
    cpuRatio: ours.cpuSeconds / other.cpuSeconds,
  };
  rows.push(row);
  console.log(
    `| ${pair} | ${nativeFirst ? 'native' : 'ours'} | ${other.seconds.toFixed(2)} s | ${other.cpuSeconds.toFixed(2)} s | ${ours.seconds.toFixed(2)} s (${ours.solveSeconds.toFixed(2)} s) | ${ours.cpuSeconds.toFixed(2)} s | ${row.ratio.toFixed(2)} | ${row.cpuRatio.toFixed(2)} | ${loadavg()[0].toFixed(2)} |`,
  );
}

const ratio = median(rows.map((r) => r.ratio));
const cpuRatio = median(rows.map((r) => r.cpuRatio));
const medianOf = (side, field) => median(rows.map((r) => r[side][field])).toFixed(2);
const last = rows.at(-1);
// Both searches are deterministic: a pair that searched differently means a broken sitting.
const steady =
  rows.every((r) => r.native.iterations === last.native.iterations) &&
  rows.every((r) => r.ours.positions === last.ours.positions);
const { native, ours } = last;
const nativeNotSolved = setup.nativeExhaustive ? '' : ' not solved (not proven)';
console.log(`
**ours / native: ${ratio.toFixed(2)} in wall time, ${cpuRatio.toFixed(2)} in CPU time** (medians of ${pairs} ${pairs === 1 ? 'pair' : 'pairs'}; median times: native ${medianOf('native', 'seconds')} s wall, ${medianOf('native', 'cpuSeconds')} s CPU; ours ${medianOf('ours', 'seconds')} s wall, ${medianOf('ours', 'cpuSeconds')} s CPU)

| | native | ours |
|---|---:|---:|
| effort | ${thousands(native.iterations)} iterations | ${thousands(ours.positions)} positions stored |
| winnable | ${thousands(native.solved)} | ${thousands(ours.verdicts.winnable)} |
| ${setup.nativeExhaustive ? 'impossible' : 'impossible / not solved'} | ${thousands(native.unsolved.length)}${nativeNotSolved}${native.unsolved.length > 0 && native.unsolved.length <= 10 ? ` (${native.unsolved.join(', ')})` : ''} | ${thousands(ours.verdicts.impossible)}${ours.verdicts.impossible > 0 && ours.verdicts.impossible <= 10 ? ` (${ours.impossibleDeals.join(', ')})` : ''} |
| unknown | ${thousands(native.intractable)} intractable | ${thousands(ours.verdicts.unknown)} |

Our median solution: ${ours.singleCardMedian} single-card moves. Load average ${loadAtStart.toFixed(2)} at start, ${loadavg()[0].toFixed(2)} at the end.${steady ? '' : '\nWARNING: iterations or positions differed between pairs; the figures above are of the last pair.'}`);
// run.mjs names the first few impossible deals: they must be the native scan's first ones.
const sameImpossible =
  native.unsolved.length === ours.verdicts.impossible &&
  ours.impossibleDeals.every((deal, i) => native.unsolved[i] === deal);
if (setup.nativeExhaustive && !sameImpossible) {
  console.log(
    `WARNING: the exhaustive native scan and ours disagree on which deals are impossible (${native.unsolved.length} against ${ours.verdicts.impossible})`,
  );
}
