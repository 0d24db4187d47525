/** Helpers for the tests of `naipe analyze`: results files, and runs in the background. */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BIN } from './run.js';

/**
 * Every Microsoft FreeCell deal: a range no run finishes while a test waits on it, however
 * fast the machine, so a test that signals a run never races the run's end.
 */
export const NEVER_DONE = '1..2147483647';

export const tempOut = () => join(mkdtempSync(join(tmpdir(), 'naipe-analyze-')), 'results.jsonl');

/** The result lines of a results file, after its header line, which must be there. */
export function readLines(file: string) {
  const [header, ...lines] = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  if (header?.naipe !== 'analyze results') throw new Error(`${file} starts with no header`);
  return lines;
}

export function readHeader(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(file, 'utf8').split('\n')[0]!);
}

/** Stderr without the progress lines a slow run prints every few seconds. */
export const complaints = (stderr: string) =>
  stderr
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('analyze: '))
    .join('\n');

/** Whole result lines in a results file so far: its whole lines but the header. */
export function lineCount(file: string): number {
  const wholeLines = existsSync(file) ? readFileSync(file, 'utf8').split('\n').length - 1 : 0;
  return Math.max(0, wholeLines - 1);
}

/** Starts `naipe analyze` in the background; resolves with its exit code and output. */
export function startCli(args: readonly string[]) {
  const child = spawn(process.execPath, [BIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const done = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, done, output: () => ({ stdout, stderr }) };
}

export async function until(condition: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error(`condition not met in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
