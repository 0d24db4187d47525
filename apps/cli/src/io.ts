/**
 * The streams a command talks to, injected so that `main` runs the same in the bin
 * shim and in tests, and the reading of `FILE|-` arguments.
 */
import { readFile } from 'node:fs/promises';
import { inputError } from './errors.js';

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

async function readStdin(io: Io): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of io.stdin) {
    text += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  }
  return text + decoder.decode();
}

/** Editors on Windows start UTF-8 files with a byte-order mark, which is not a card. */
const withoutBom = (text: string) => (text.startsWith('\uFEFF') ? text.slice(1) : text);

/** Reads `source`, a file path or `-` for stdin; a file that cannot be read is bad input. */
export async function readInput(source: string, io: Io): Promise<Input> {
  if (source === STDIN) return { text: withoutBom(await readStdin(io)), name: '<stdin>' };
  try {
    return { text: withoutBom(await readFile(source, 'utf8')), name: source };
  } catch (error) {
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
