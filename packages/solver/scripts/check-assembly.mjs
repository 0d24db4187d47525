#!/usr/bin/env node
/**
 * Lints and formats assembly/ with biome, like the rest of the repository.
 *
 *   node scripts/check-assembly.mjs           check (the package's `lint` runs it)
 *   node scripts/check-assembly.mjs --write   format and apply safe fixes
 *
 * Biome parses TypeScript, and TypeScript allows decorators only on classes and their
 * members, so AssemblyScript's decorators on functions and globals (`@inline`,
 * `@external(...)`, `@lazy`) are a parse error to it. This script hands biome a copy of
 * assembly/ in which each such decorator line is a marker comment, runs biome there with
 * the repository's configuration and the AssemblyScript overrides below, and with --write
 * puts the decorators back into the formatted files.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Rules biome reads differently in AssemblyScript, turned off for assembly/ only. */
const ASSEMBLYSCRIPT_RULES = {
  suspicious: {
    // `==` compares values in AssemblyScript (`===` is identity), and
    // `unchecked((a[i] = x))` is the idiom for a store without a bounds check.
    noDoubleEquals: 'off',
    noAssignInExpressions: 'off',
  },
  // AssemblyScript has no `import type`: every import is a value import.
  style: { useImportType: 'off' },
  // u64 literals such as 0x9e3779b97f4a7c15 are exact (no f64 in between).
  correctness: { noPrecisionLoss: 'off' },
  // Math.min and Math.max are f64 functions: on i32 they would convert.
  complexity: { useMathMinMax: 'off' },
};

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const source = join(packageDir, 'assembly');
const write = process.argv.includes('--write');
const MARKER = '// @asc-decorator ';
/** A decorator alone on its line, before a function or a global (not a class member). */
const DECORATOR_LINE = /^(\s*)@(inline|lazy|global|unmanaged|operator\S*|external\(.*\))\s*$/;

const hide = (text) =>
  text
    .split('\n')
    .map((line) =>
      line.replace(DECORATOR_LINE, (_, indent, decorator) => `${indent}${MARKER}${decorator}`),
    )
    .join('\n');
const restore = (text) =>
  text
    .split('\n')
    .map((line) => {
      const at = line.indexOf(MARKER);
      return at >= 0 && line.slice(0, at).trim() === ''
        ? `${line.slice(0, at)}@${line.slice(at + MARKER.length)}`
        : line;
    })
    .join('\n');

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const work = mkdtempSync(join(tmpdir(), 'naipe-assembly-'));
try {
  const files = filesUnder(source).filter((f) => f.endsWith('.ts'));
  for (const file of files) {
    const copy = join(work, 'assembly', relative(source, file));
    mkdirSync(dirname(copy), { recursive: true });
    writeFileSync(copy, hide(readFileSync(file, 'utf8')));
  }
  const config = JSON.parse(readFileSync(join(packageDir, '..', '..', 'biome.json'), 'utf8'));
  delete config.$schema;
  config.files = { includes: ['**'] };
  config.linter.rules = mergeRules(config.linter.rules, ASSEMBLYSCRIPT_RULES);
  writeFileSync(join(work, 'biome.json'), JSON.stringify(config));
  const biome = join(packageDir, 'node_modules', '.bin', 'biome');
  const run = spawnSync(
    existsOrRoot(biome),
    ['check', ...(write ? ['--write'] : []), '--colors=off', 'assembly'],
    { cwd: work, encoding: 'utf8' },
  );
  process.stdout.write(run.stdout.replaceAll(work, packageDir));
  process.stderr.write(run.stderr.replaceAll(work, packageDir));
  if (write) {
    for (const file of files) {
      const formatted = restore(
        readFileSync(join(work, 'assembly', relative(source, file)), 'utf8'),
      );
      if (formatted !== readFileSync(file, 'utf8')) writeFileSync(file, formatted);
    }
  }
  process.exitCode = run.status ?? 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}

function mergeRules(base, extra) {
  const merged = { ...base };
  for (const [group, rules] of Object.entries(extra)) {
    merged[group] = typeof rules === 'object' ? { ...(base[group] ?? {}), ...rules } : rules;
  }
  return merged;
}

function existsOrRoot(path) {
  try {
    readFileSync(path);
    return path;
  } catch {
    return join(packageDir, '..', '..', 'node_modules', '.bin', 'biome');
  }
}
