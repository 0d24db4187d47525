/**
 * Test helpers: the built command as a spawned process, and `main` with injected streams.
 * Spawned runs need `npm run build` first (turbo's test task depends on build).
 */
import { spawnSync } from 'node:child_process';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { main } from '../main.js';

export interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export const BIN = fileURLToPath(new URL('../../bin/naipe.js', import.meta.url));

/** Runs `node bin/naipe.js ...args` with `stdin` as its standard input, and `env` added to the environment. */
export function spawnCli(
  args: readonly string[],
  stdin = '',
  env: Readonly<Record<string, string>> = {},
): Run {
  const child = spawnSync(process.execPath, [BIN, ...args], {
    input: stdin,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (child.error) throw child.error;
  return { code: child.status, stdout: child.stdout, stderr: child.stderr };
}

/** Calls `main` in this process with the given stdin text, collecting what it writes. */
export async function runMain(args: readonly string[], stdin = ''): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const code = await main(args, {
    stdin: Readable.from([Buffer.from(stdin)]),
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
  });
  return { code, stdout, stderr };
}
