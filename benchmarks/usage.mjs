/**
 * `--help` for the benchmark scripts: each script's usage is its opening comment, printed
 * as written, so the two cannot drift apart.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Prints the opening comment of the script at `scriptUrl` and exits, when asked for help. */
export function helpIfAsked(scriptUrl, args = process.argv.slice(2)) {
  if (!args.includes('--help') && !args.includes('-h')) return;
  process.stdout.write(`${openingComment(readFileSync(fileURLToPath(scriptUrl), 'utf8'))}\n`);
  process.exit(0);
}

/** The text of a source's first comment (a block, or a run of line comments), unmarked. */
export function openingComment(source) {
  const lines = source.replace(/^#!.*\n/, '').split('\n');
  if (lines[0].startsWith('/**')) {
    const end = lines.findIndex((line) => line.includes('*/'));
    return lines
      .slice(1, end)
      .map((line) => line.replace(/^ \* ?/, '').replace(/^ \*$/, ''))
      .join('\n');
  }
  const run = [];
  for (const line of lines) {
    if (!line.startsWith('//')) break;
    run.push(line.replace(/^\/\/ ?/, ''));
  }
  return run.join('\n');
}
