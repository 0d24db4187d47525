import { GAME_IDS, GAMES } from '@naipe/rules';
import { EXIT } from '../errors.js';
import { parseCommandArgs, takePositionals } from '../options.js';
import { type Command, showHelp } from './command.js';

const FLAGS = { json: { type: 'boolean' } } as const;

export const games: Command = {
  name: 'games',
  summary: 'list the games, their options and defaults',
  help: `Usage: naipe games [--json]

Lists the games with their deal numbers and the options each one takes, with the
allowed values and the default (marked *).

Options:
  --json                  print a JSON array of {"id","name","maxDeal","options"}
                          with options as [{"name","values","default"}]`,

  async run(args, io) {
    const { values, positionals } = parseCommandArgs('games', args, FLAGS);
    if (values.help) return showHelp(io, this.help);
    takePositionals('games', positionals, []);
    const list = GAME_IDS.map((id) => GAMES[id]);
    if (values.json) {
      const report = list.map((info) => ({
        id: info.id,
        name: info.names.en,
        maxDeal: info.maxDeal,
        options: info.options.map((o) => ({ name: o.name, values: o.values, default: o.default })),
      }));
      io.stdout.write(`${JSON.stringify(report)}\n`);
      return EXIT.ok;
    }
    const idWidth = Math.max(...list.map((info) => info.id.length));
    const nameWidth = Math.max(...list.map((info) => info.names.en.length));
    for (const info of list) {
      const options = info.options.map(
        (o) => `--${o.name} ${o.values.map((v) => (v === o.default ? `${v}*` : v)).join('|')}`,
      );
      const columns = [
        info.id.padEnd(idWidth),
        info.names.en.padEnd(nameWidth),
        `deals 1..${info.maxDeal}`,
        ...options,
      ];
      io.stdout.write(`${columns.join('  ').trimEnd()}\n`);
    }
    return EXIT.ok;
  },
};
