import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CliError, EXIT } from './errors.js';
import { type Io, readInput } from './io.js';

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
});
