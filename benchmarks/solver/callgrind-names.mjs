#!/usr/bin/env node
/**
 * Names the solver's functions in a callgrind profile of a release build:
 *
 *   valgrind --tool=callgrind --callgrind-out-file=OUT node --no-liftoff \
 *     benchmarks/solver/cpu-compare.mjs BUILD.wasm freecell 32000 1 10
 *   npx asc packages/solver/assembly/index.ts --target release \
 *     --config packages/solver/asconfig.json -o BUILD.wasm -t BUILD.wat
 *   node benchmarks/solver/callgrind-names.mjs OUT BUILD.wat [--inclusive] [--top N]
 *
 * With `--no-liftoff`, callgrind puts all of a WASM function's cost on its slot in V8's
 * jump table (one 4 KiB page of `???:0x…` entries): for the offset `off` from the page's
 * start, the function is the `(off / 64) * 12 + (off % 64) / 5`-th defined in the module
 * (12 five-byte slots per 64-byte line), in the order of the text format (imports not
 * counted). Prints the total, the sum over the solver's functions (self costs: exact from
 * build to build, where the rest of the process drifts) and the top functions.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { helpIfAsked } from '../usage.mjs';

helpIfAsked(import.meta.url);

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    inclusive: { type: 'boolean', default: false },
    top: { type: 'string', default: '30' },
  },
});
const [profile, wat] = positionals;
if (profile === undefined || wat === undefined) {
  console.error('usage: callgrind-names.mjs CALLGRIND_OUT BUILD.wat [--inclusive] [--top N]');
  process.exit(2);
}

const functions = [...readFileSync(wat, 'utf8').matchAll(/^ \(func (\$\S+)/gm)].map((m) => m[1]);
const args = ['--threshold=100', ...(values.inclusive ? ['--inclusive=yes'] : []), profile];
const report = execFileSync('callgrind_annotate', args, { maxBuffer: 1 << 28 }).toString();

let total = 0;
const entries = [];
for (const line of report.split('\n')) {
  const entry = line.match(/^\s*([\d,]+)\s.*\?\?\?:0x([0-9a-f]+) \[\?\?\?\]/);
  if (entry)
    entries.push({ cost: Number(entry[1].replaceAll(',', '')), at: BigInt(`0x${entry[2]}`) });
  const sum = line.match(/^\s*([\d,]+) .*PROGRAM TOTALS/);
  if (sum) total = Number(sum[1].replaceAll(',', ''));
}

// The jump table's page: the page of unnamed code that carries the most cost.
const byPage = new Map();
for (const { cost, at } of entries)
  byPage.set(at & ~0xfffn, (byPage.get(at & ~0xfffn) ?? 0) + cost);
const page = [...byPage].sort((a, b) => b[1] - a[1])[0]?.[0];

let solver = 0;
const named = [];
for (const { cost, at } of entries) {
  if ((at & ~0xfffn) !== page) continue;
  const offset = Number(at - page);
  const index = Math.floor(offset / 64) * 12 + Math.floor((offset % 64) / 5);
  solver += cost;
  named.push({ cost, name: functions[index] ?? `#${index}` });
}

const figure = (n) => n.toLocaleString('en');
console.log(`total ${figure(total)}`);
if (!values.inclusive) console.log(`solver (self) ${figure(solver)}`);
for (const { cost, name } of named.slice(0, Number(values.top))) {
  console.log(figure(cost).padStart(15), name.replace('$packages/solver/assembly/', ''));
}
