/**
 * The streams a command talks to, injected so that `main` runs the same in the bin
 * shim and in tests, and the reading of `FILE|-` arguments.
 */
import { createReadStream, existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { CliError, inputError } from './errors.js';

export interface Output {
  write(text: string): unknown;
}

export interface Io {
  readonly stdin: AsyncIterable<string | Uint8Array>;
  readonly stdout: Output;
  readonly stderr: Output;
}

/** Text read from a file or stdin, with the name to use in error messages. */
export interface Input {
  readonly text: string;
  readonly name: string;
}

export const STDIN = '-';

/**
 * The most `readInput` takes: a position is under 1 KB and a long solution a few KB, so
 * anything near this is not what was meant (`/dev/zero`, a disk image), and reading on
 * would only end in running out of memory.
 */
export const MAX_INPUT_BYTES = 2 ** 20;

/** Decodes UTF-8 chunks up to `MAX_INPUT_BYTES`; more is bad input, and is not read. */
async function readCapped(chunks: AsyncIterable<string | Uint8Array>, name: string) {
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  for await (const chunk of chunks) {
    bytes += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.byteLength;
    if (bytes > MAX_INPUT_BYTES) {
      throw inputError(
        `input too large: ${name} holds more than ${MAX_INPUT_BYTES / 2 ** 20} MiB, far more than a position or a move list`,
      );
    }
    text += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  }
  return text + decoder.decode();
}

/** Editors on Windows start UTF-8 files with a byte-order mark, which is not a card. */
const withoutBom = (text: string) => (text.startsWith('\uFEFF') ? text.slice(1) : text);

/** Reads `source`, a file path or `-` for stdin; a file that cannot be read is bad input. */
export async function readInput(source: string, io: Io): Promise<Input> {
  if (source === STDIN) {
    return { text: withoutBom(await readCapped(io.stdin, '<stdin>')), name: '<stdin>' };
  }
  try {
    return { text: withoutBom(await readCapped(createReadStream(source), source)), name: source };
  } catch (error) {
    if (error instanceof CliError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === 'ENOENT'
        ? 'no such file'
        : code === 'EISDIR'
          ? 'it is a directory'
          : code === 'EACCES'
            ? 'permission denied'
            : (error as Error).message;
    throw inputError(`cannot read ${source}: ${reason}`);
  }
}

/**
 * Why a file could not be made at `path`, in words about its folder (missing, not a
 * folder, not writable), rather than the system's message about whatever file was being
 * made there at the time.
 */
export function whyNoFileAt(path: string, error: unknown): string {
  const folder = dirname(path);
  switch ((error as NodeJS.ErrnoException).code) {
    case 'ENOENT':
      return existsSync(folder)
        ? `no file can be made in the folder ${folder}`
        : `the folder ${folder} does not exist`;
    case 'ENOTDIR':
      return `${folder} is not a folder`;
    case 'EACCES':
    case 'EPERM':
      return `no permission to make files in the folder ${folder}`;
    case 'EROFS':
      return `the folder ${folder} is on a read-only file system`;
    case 'ENOSPC':
      return `the disk of the folder ${folder} is full`;
    default:
      return (error as Error).message;
  }
}
