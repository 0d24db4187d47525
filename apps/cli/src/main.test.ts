import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { GAME_IDS } from '@naipe/rules';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from './commands/index.js';
import { EXIT, main } from './main.js';
import { runMain, spawnCli } from './testing/run.js';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

describe('naipe', () => {
  it('prints its version from package.json', () => {
    const run = spawnCli(['--version']);
    expect(run).toEqual({ code: 0, stdout: `${manifest.version}\n`, stderr: '' });
  });

  it('lists every command and the exit codes in its help', async () => {
    for (const args of [['help'], ['--help'], ['-h']]) {
      const run = await runMain(args);
      expect(run.code).toBe(0);
      for (const command of COMMANDS)
        expect(run.stdout).toMatch(new RegExp(`\\n  ${command.name} `));
      expect(run.stdout).toMatch(/Exit codes:\n {4}0 {2}success/);
      for (const code of Object.values(EXIT))
        expect(run.stdout).toMatch(new RegExp(`\\n +${code}  \\S`));
      expect(run.stdout).toContain(`Games: ${GAME_IDS.join(', ')} `);
    }
  });

  it('prints the usage on stderr and exits 2 without a command', async () => {
    const run = await runMain([]);
    expect(run.code).toBe(EXIT.usage);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^Usage: naipe <command>/);
  });

  it.each(COMMANDS.map((c) => c.name))('shows the help of %s three ways', async (name) => {
    const byHelp = await runMain(['help', name]);
    const byFlag = await runMain([name, '--help']);
    const byShortFlag = await runMain([name, '-h']);
    expect(byHelp.code).toBe(0);
    expect(byHelp.stdout).toMatch(new RegExp(`^Usage: naipe ${name}`));
    expect(byFlag).toEqual(byHelp);
    expect(byShortFlag).toEqual(byHelp);
  });

  it('refuses unknown commands and help topics with exit 2', async () => {
    const unknown = await runMain(['shuffle', 'freecell']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(
      /^naipe: unknown command "shuffle": expected one of deal, moves/,
    );
    const topic = await runMain(['help', 'shuffle']);
    expect(topic.code).toBe(2);
    expect(topic.stderr).toMatch(/no help for "shuffle"/);
  });

  it('turns an unexpected exception into exit 4 with a message', async () => {
    let stderr = '';
    const code = await main(['deal', 'freecell', '1'], {
      stdin: Readable.from([]),
      stdout: {
        write: () => {
          throw new Error('disk on fire');
        },
      },
      stderr: { write: (text: string) => (stderr += text) },
    });
    expect(code).toBe(EXIT.internal);
    expect(stderr).toMatch(/^naipe: internal error, please report it: Error: disk on fire/);
  });

  it('is runnable as the workspace bin from the repository root', () => {
    // npm links apps/cli's bin as node_modules/.bin/naipe, which is what `npx naipe` runs.
    const root = fileURLToPath(new URL('../../../', import.meta.url));
    const run = spawnSync(join(root, 'node_modules/.bin/naipe'), ['deal', 'freecell', '1'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    expect(run.stdout.split('\n')[0]).toBe('JD KD 2S 4C 3S 6D 6S');
  });
});
