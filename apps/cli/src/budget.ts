/**
 * `--budget` values for `naipe solve`. One flag covers the three limits the solver takes,
 * told apart by their unit, so a budget reads the way it is said:
 *
 *     --budget 2000000        positions (a plain whole number; 2_000_000 also reads)
 *     --budget 5s             time: ms, s or min, decimals allowed (1.5s)
 *     --budget 256MB          memory: KB, MB or GB, binary (1 MB = 2^20 bytes)
 *     --budget 5s,2000000     several limits at once; repeating the flag works too
 *
 * Each limit may be given once, from 1 to the most it can be (memory: the solver's 1 MiB to
 * 1 GiB).
 */
import { MAX_MEMORY_BYTES } from '@naipe/solver';
import { usageError } from './errors.js';

export interface Budget {
  maxPositions?: number;
  maxMs?: number;
  maxMemoryBytes?: number;
}

const TIME_UNITS: Record<string, number> = { ms: 1, s: 1000, min: 60_000 };
const MEMORY_UNITS: Record<string, number> = { kb: 2 ** 10, mb: 2 ** 20, gb: 2 ** 30 };

type Limit = keyof Budget;

const LIMIT_NAMES: Record<Limit, string> = {
  maxPositions: 'positions',
  maxMs: 'time',
  maxMemoryBytes: 'memory',
};

/** The smallest memory the solver takes: 1 MiB. */
const MIN_MEMORY_BYTES = 2 ** 20;

/** The memory limits are the solver's; the others are what a number holds exactly. */
const RANGE: Record<Limit, readonly [number, number]> = {
  maxPositions: [1, Number.MAX_SAFE_INTEGER],
  maxMs: [1, Number.MAX_SAFE_INTEGER],
  maxMemoryBytes: [MIN_MEMORY_BYTES, MAX_MEMORY_BYTES],
};

/** Each range as `--budget` writes it. */
const RANGE_TEXT: Record<Limit, string> = {
  maxPositions: `from 1 to ${Number.MAX_SAFE_INTEGER} positions`,
  maxMs: `from 1ms to ${Number.MAX_SAFE_INTEGER}ms`,
  maxMemoryBytes: `from ${MIN_MEMORY_BYTES / 2 ** 20}MB to ${MAX_MEMORY_BYTES / 2 ** 30}GB`,
};

function parseLimit(text: string): [Limit, number] | undefined {
  if (/^\d+(_\d+)*$/.test(text)) return ['maxPositions', Number(text.replaceAll('_', ''))];
  const measured = /^(\d+(?:\.\d+)?)\s*([a-z]+)$/i.exec(text);
  if (!measured) return undefined;
  const amount = Number(measured[1]);
  const unit = measured[2]!;
  const timeUnit = TIME_UNITS[unit];
  if (timeUnit !== undefined) return ['maxMs', Math.round(amount * timeUnit)];
  const memoryUnit = MEMORY_UNITS[unit.toLowerCase().replace(/ib$/, 'b')];
  if (memoryUnit !== undefined) return ['maxMemoryBytes', Math.round(amount * memoryUnit)];
  return undefined;
}

/** Reads every `--budget` value given; no value at all is an empty budget (the solver's defaults). */
export function parseBudget(values: readonly string[], command = 'solve'): Budget {
  const budget: Budget = {};
  for (const text of values.flatMap((v) => v.split(','))) {
    const limit = parseLimit(text.trim());
    if (limit === undefined) {
      throw usageError(
        `bad --budget "${text}": expected positions (2000000), a time (500ms, 5s, 2min) or memory (256MB)`,
        command,
      );
    }
    const [name, amount] = limit;
    const [least, most] = RANGE[name];
    if (amount < least || amount > most) {
      throw usageError(
        `bad --budget "${text}": the ${LIMIT_NAMES[name]} limit is too ${amount < least ? 'small' : 'large'}: it must be ${RANGE_TEXT[name]}`,
        command,
      );
    }
    if (budget[name] !== undefined) {
      throw usageError(`--budget sets the ${LIMIT_NAMES[name]} limit twice`, command);
    }
    budget[name] = amount;
  }
  return budget;
}

/** A budget as `--budget` reads it back: `5000ms,2000000,256MB`; `none` for no limit. */
export function formatBudget(budget: Budget): string {
  const parts: string[] = [];
  if (budget.maxMs !== undefined) parts.push(`${budget.maxMs}ms`);
  if (budget.maxPositions !== undefined) parts.push(String(budget.maxPositions));
  const bytes = budget.maxMemoryBytes;
  if (bytes !== undefined) {
    parts.push(
      bytes % MEMORY_UNITS.mb! === 0
        ? `${bytes / MEMORY_UNITS.mb!}MB`
        : `${bytes / MEMORY_UNITS.kb!}KB`,
    );
  }
  return parts.length === 0 ? 'none' : parts.join(',');
}
