import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CliError, EXIT } from './errors.js';
import { type Io, MAX_INPUT_BYTES, readInput, whyNoFileAt } from './io.js';
import { BIN } from './testing/run.js';

const ioWithStdin = (chunks: (string | Uint8Array)[]): Io => ({
  stdin: Readable.from(chunks),
  stdout: { write: () => true },
  stderr: { write: () => true },
});

describe('readInput', () => {
  it('reads stdin for "-", joining UTF-8 split across chunks', async () => {
    const bytes = Buffer.from('Baker’s\n♥');
    const chunks = [bytes.subarray(0, 6), bytes.subarray(6, 9), bytes.subarray(9)];
    const input = await readInput('-', ioWithStdin(chunks));
    expect(input).toEqual({ text: 'Baker’s\n♥', name: '<stdin>' });
  });

  it('reads a file and drops a byte-order mark', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'naipe-io-')), 'board.txt');
    writeFileSync(file, '\uFEFFJD KD\n');
    expect(await readInput(file, ioWithStdin([]))).toEqual({ text: 'JD KD\n', name: file });
    const piped = await readInput('-', ioWithStdin(['\uFEFF1a 2b']));
    expect(piped.text).toBe('1a 2b');
  });

  it('turns a missing file into a bad-input error naming it', async () => {
    const missing = join(tmpdir(), 'naipe-no-such-dir', 'moves.txt');
    const error = await readInput(missing, ioWithStdin([])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CliError);
    expect((error as CliError).exitCode).toBe(EXIT.badInput);
    expect((error as CliError).message).toBe(`cannot read ${missing}: no such file`);
  });

  it('stops reading stdin past the limit: input too large, exit 3', async () => {
    let chunksRead = 0;
    async function* endless() {
      for (;;) {
        chunksRead++;
        yield new Uint8Array(64 * 1024);
      }
    }
    const io: Io = { ...ioWithStdin([]), stdin: endless() };
    const error = await readInput('-', io).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CliError);
    expect((error as CliError).exitCode).toBe(EXIT.badInput);
    expect((error as CliError).message).toMatch(/^input too large: <stdin> holds more than 1 MiB/);
    // One chunk past the limit is read, no more.
    expect(chunksRead).toBe(MAX_INPUT_BYTES / (64 * 1024) + 1);
  });

  it('reads a file of exactly the limit, and refuses one byte more', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'naipe-io-'));
    writeFileSync(join(dir, 'full.txt'), 'x'.repeat(MAX_INPUT_BYTES));
    writeFileSync(join(dir, 'over.txt'), 'x'.repeat(MAX_INPUT_BYTES + 1));
    const full = await readInput(join(dir, 'full.txt'), ioWithStdin([]));
    expect(full.text.length).toBe(MAX_INPUT_BYTES);
    const error = await readInput(join(dir, 'over.txt'), ioWithStdin([])).catch((e) => e);
    expect((error as CliError).message).toBe(
      `input too large: ${join(dir, 'over.txt')} holds more than 1 MiB, far more than a position or a move list`,
    );
  });

  it.each([
    [['moves', 'freecell', '--position', '-'], 'stdin'],
    [['verify', 'freecell', '1', '--moves', '-'], 'stdin'],
    [['verify', 'freecell', '1', '--moves', '/dev/zero'], 'file'],
    [['solve', 'freecell', '--position', '/dev/zero'], 'file'],
  ])('answers %j fed /dev/zero by %s with exit 3, not a stack trace', (args) => {
    const zeros = openSync('/dev/zero', 'r');
    const run = spawnSync(process.execPath, [BIN, ...args], {
      stdio: [zeros, 'pipe', 'pipe'],
      encoding: 'utf8',
      timeout: 60_000,
    });
    closeSync(zeros);
    expect(run.status).toBe(EXIT.badInput);
    expect(run.stderr).toMatch(/^naipe \w+: input too large: \S+ holds more than 1 MiB/);
    expect(run.stderr).not.toMatch(/internal error|\n\s+at /);
  });
});

describe('whyNoFileAt', () => {
  const failure = (code: string) => Object.assign(new Error(`${code}: raw`), { code });

  it('speaks of the folder, not of the file being made there', () => {
    const folder = mkdtempSync(join(tmpdir(), 'naipe-io-'));
    const gone = join(folder, 'gone');
    expect(whyNoFileAt(join(gone, 'x.jsonl'), failure('ENOENT'))).toBe(
      `the folder ${gone} does not exist`,
    );
    expect(whyNoFileAt(join(folder, 'x.jsonl'), failure('ENOENT'))).toBe(
      `no file can be made in the folder ${folder}`,
    );
    expect(whyNoFileAt('/a/b/x.jsonl', failure('ENOTDIR'))).toBe('/a/b is not a folder');
    expect(whyNoFileAt('/a/x.jsonl', failure('EACCES'))).toBe(
      'no permission to make files in the folder /a',
    );
    expect(whyNoFileAt('/a/x.jsonl', failure('EROFS'))).toBe(
      'the folder /a is on a read-only file system',
    );
    expect(whyNoFileAt('/a/x.jsonl', failure('EIO'))).toBe('EIO: raw');
  });
});
