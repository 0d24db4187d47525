/**
 * The results file of `naipe analyze`: JSON lines, one per deal, appended whole so that
 * an interrupted run leaves a file that a rerun can read and continue.
 */
import { closeSync, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
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
  /** Result lines already in the file for this game and these options, by deal. */
  readonly done: ReadonlyMap<number, ResultLine>;
  /** Bytes of whole lines; anything after them is a torn last line to drop. */
  readonly wholeBytes: number;
  readonly fileBytes: number;
}

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

/**
 * Reads what an earlier run wrote. Whole lines must all be result lines (the file is
 * not ours to overwrite otherwise); a last line without its newline is what a killed
 * run leaves mid-write, and is dropped and redone.
 */
export function readEarlierResults(
  path: string,
  game: string,
  options: ResultLine['options'],
): EarlierResults {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return { done: new Map(), wholeBytes: 0, fileBytes: 0 };
    }
    throw inputError(`cannot read ${path}: ${(error as Error).message}`);
  }
  const wholeBytes = bytes.lastIndexOf(0x0a) + 1;
  const done = new Map<number, ResultLine>();
  const lines = bytes.subarray(0, wholeBytes).toString('utf8').split('\n').slice(0, -1);
  for (const [index, text] of lines.entries()) {
    if (text.trim() === '') continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (!isResultLine(parsed)) {
      throw inputError(
        `${path} line ${index + 1} is not an analyze result line; give --out a new file or one an earlier "naipe analyze" wrote`,
      );
    }
    if (parsed.game === game && sameOptions(parsed.options, options) && !done.has(parsed.deal)) {
      done.set(parsed.deal, parsed);
    }
  }
  return { done, wholeBytes, fileBytes: bytes.length };
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
