/**
 * The results file of `naipe analyze`: JSON lines, one per deal, appended whole so that
 * an interrupted run leaves a file that a rerun can read and continue.
 */
import { closeSync, fstatSync, ftruncateSync, openSync, readSync, writeSync } from 'node:fs';
import { inputError } from '../errors.js';

export type Verdict = 'winnable' | 'impossible' | 'unknown';
const VERDICTS: readonly string[] = ['winnable', 'impossible', 'unknown'];

export interface ResultLine {
  readonly game: string;
  /** The options the game offers, resolved: `{}` for FreeCell, `{deck, draw}` for Klondike. */
  readonly options: Readonly<Record<string, string | number>>;
  readonly deal: number;
  readonly verdict: Verdict;
  /** The solution in move notation, when winnable; null otherwise. */
  readonly moves: string | null;
  /** Positions searched; null when the solve did not finish (see `error`). */
  readonly positions: number | null;
  readonly ms: number;
  /** Why the verdict is unknown when the solver gave none (timeout, crash). */
  readonly error?: string;
}

export interface EarlierResults {
  /** Result lines already in the file, by deal: all of this game and these options. */
  readonly done: ReadonlyMap<number, ResultLine>;
  /** Bytes of whole lines; anything after them is a torn last line to drop. */
  readonly wholeBytes: number;
  readonly fileBytes: number;
}

/** What the lines of a results file must all be: results of one game variant. */
export interface ResultsOf {
  readonly game: string;
  readonly options: ResultLine['options'];
  readonly maxDeal: number;
}

/**
 * The longest line a results file may hold: the longest solutions are a few thousand
 * moves, a few tens of KB. A longer line is not a result line, and is not read whole.
 */
export const MAX_RESULT_LINE_BYTES = 2 ** 20;

const sameOptions = (a: ResultLine['options'], b: ResultLine['options']) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

function isResultLine(value: unknown): value is ResultLine {
  const line = value as ResultLine;
  return (
    typeof line === 'object' &&
    line !== null &&
    typeof line.game === 'string' &&
    typeof line.options === 'object' &&
    line.options !== null &&
    Number.isInteger(line.deal) &&
    VERDICTS.includes(line.verdict) &&
    (line.moves === null || typeof line.moves === 'string') &&
    (line.positions === null || typeof line.positions === 'number') &&
    typeof line.ms === 'number'
  );
}

const describeOptions = (options: ResultLine['options']) => {
  const entries = Object.entries(options);
  return entries.length === 0 ? '' : ` (${entries.map(([k, v]) => `${k} ${v}`).join(', ')})`;
};

/**
 * The whole lines of a file, each with its 1-based number, read a chunk at a time so a
 * file larger than any string still reads; `wholeBytes` ends after the last new line.
 */
function* linesOf(
  fd: number,
  path: string,
): Generator<{ readonly text: string; readonly number: number }, number> {
  const chunk = Buffer.alloc(64 * 1024);
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let offset = 0;
  let wholeBytes = 0;
  let number = 0;
  for (let read = readSync(fd, chunk); read > 0; read = readSync(fd, chunk)) {
    let start = 0;
    for (let newline = chunk.indexOf(0x0a, start); newline !== -1 && newline < read; ) {
      const piece = chunk.subarray(start, newline);
      number++;
      if (pendingBytes + piece.length > MAX_RESULT_LINE_BYTES) throw lineTooLong(path, number);
      const text = Buffer.concat([...pending, piece]).toString('utf8');
      pending = [];
      pendingBytes = 0;
      wholeBytes = offset + newline + 1;
      yield { text, number };
      start = newline + 1;
      newline = chunk.indexOf(0x0a, start);
    }
    const rest = chunk.subarray(start, read);
    pendingBytes += rest.length;
    // A torn last line is dropped, so only its length matters once it is too long.
    if (pendingBytes <= MAX_RESULT_LINE_BYTES) pending.push(Buffer.from(rest));
    offset += read;
  }
  if (pendingBytes > MAX_RESULT_LINE_BYTES) throw lineTooLong(path, number + 1);
  return wholeBytes;
}

const lineTooLong = (path: string, number: number) =>
  inputError(
    `${path} line ${number} is over ${MAX_RESULT_LINE_BYTES / 2 ** 20} MiB, longer than any analyze result line; give --out a new file or one an earlier "naipe analyze" wrote`,
  );

/**
 * Reads what an earlier run wrote, refusing a file this run must not append to: one
 * with a line that is not a result line, a result of another game or other options
 * (its figures would be mixed with these), a deal number the game does not have, or a
 * deal twice. A last line without its newline is what a killed run leaves mid-write,
 * and is dropped and redone.
 */
export function readEarlierResults(path: string, of: ResultsOf): EarlierResults {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return { done: new Map(), wholeBytes: 0, fileBytes: 0 };
    }
    throw inputError(`cannot read ${path}: ${(error as Error).message}`);
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) throw inputError(`cannot use ${path} for results: it is not a file`);
    const done = new Map<number, ResultLine>();
    const firstLine = new Map<number, number>();
    const lines = linesOf(fd, path);
    for (let next = lines.next(); ; next = lines.next()) {
      if (next.done) return { done, wholeBytes: next.value, fileBytes: stats.size };
      const { text, number } = next.value;
      if (text.trim() === '') continue;
      const line = parseResultLine(text);
      const at = `${path} line ${number}`;
      if (line === undefined) {
        throw inputError(
          `${at} is not an analyze result line; give --out a new file or one an earlier "naipe analyze" wrote`,
        );
      }
      if (line.game !== of.game || !sameOptions(line.options, of.options)) {
        throw inputError(
          `${at} is a result of ${line.game}${describeOptions(line.options)}, not of ${of.game}${describeOptions(of.options)}; give each game and options its own --out file`,
        );
      }
      if (line.deal < 1 || line.deal > of.maxDeal) {
        throw inputError(
          `${at} has deal ${line.deal}, which is not a ${of.game} deal: they are numbered from 1 to ${of.maxDeal}`,
        );
      }
      const first = firstLine.get(line.deal);
      if (first !== undefined) {
        throw inputError(`${at} has deal ${line.deal} again (first on line ${first})`);
      }
      firstLine.set(line.deal, number);
      done.set(line.deal, line);
    }
  } finally {
    closeSync(fd);
  }
}

function parseResultLine(text: string): ResultLine | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return isResultLine(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export interface ResultSink {
  write(line: ResultLine): void;
  close(): void;
}

/**
 * Appends lines to the results file, each with one write call, so a kill between two
 * leaves only whole lines. A torn line an earlier run left is cut off first.
 */
export function openResultsFile(path: string, earlier: EarlierResults): ResultSink {
  let fd: number;
  try {
    fd = openSync(path, 'a');
    if (earlier.wholeBytes < earlier.fileBytes) ftruncateSync(fd, earlier.wholeBytes);
  } catch (error) {
    throw inputError(`cannot write ${path}: ${(error as Error).message}`);
  }
  return {
    write: (line) => {
      writeSync(fd, `${JSON.stringify(line)}\n`);
    },
    close: () => closeSync(fd),
  };
}
