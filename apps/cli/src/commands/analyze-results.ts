/**
 * The results file of `naipe analyze`: JSON lines, one per deal, appended whole so that
 * an interrupted run leaves a file that a rerun can read and continue.
 */
import {
  closeSync,
  fstatSync,
  ftruncateSync,
  linkSync,
  openSync,
  readSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { GAMES, type GameId } from '@naipe/rules';
import { inputError } from '../errors.js';
import { whyNoFileAt } from '../io.js';
import {
  claimsHeader,
  describeOptions,
  describeShardHeader,
  headerDifference,
  isHeader,
  type Options,
  type ResultsHeader,
  sameOptions,
  shardOf,
} from './analyze-header.js';
import { inShard } from './analyze-shard.js';

export type Verdict = 'winnable' | 'impossible' | 'unknown';
const VERDICTS: readonly string[] = ['winnable', 'impossible', 'unknown'];

export interface ResultLine {
  readonly game: string;
  /** The options the game offers, resolved, as in the header. */
  readonly options: Options;
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
  /** The file's header; undefined for a new file, or one an older version wrote without. */
  readonly header: ResultsHeader | undefined;
  /** Result lines already in the file, by deal: all of the header's game and options. */
  readonly done: ReadonlyMap<number, ResultLine>;
  /** Bytes of whole lines; anything after them is a torn last line to drop. */
  readonly wholeBytes: number;
  readonly fileBytes: number;
}

/**
 * The longest line a results file may hold: the longest solutions are a few thousand
 * moves, a few tens of KB. A longer line is not a result line, and is not read whole.
 */
export const MAX_RESULT_LINE_BYTES = 2 ** 20;

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
    `${path} line ${number} is over ${MAX_RESULT_LINE_BYTES / 2 ** 20} MiB, longer than any analyze result line; ${GIVE_ANOTHER}`,
  );

const GIVE_ANOTHER = 'give --out a new file or one an earlier "naipe analyze" wrote';

/** What a results file is read for: to resume one analysis, or to be merged. */
export type ReadFor =
  /** Resuming the analysis of this header; a file without one passes if its lines match. */
  | { readonly resume: ResultsHeader }
  /** Merging: any analysis, but a header it must have. */
  | { readonly merge: true };

/**
 * Reads a results file, refusing one whose figures would be mixed up: a first line that
 * is not a header (or, from an older version, a result line), a header of another
 * analysis than the one resumed, a line that is not a result line, a result of another
 * game or other options, a deal number the game does not have or its shard does not
 * hold, or a deal twice. A last line without its newline is what a killed run leaves
 * mid-write, and is dropped and redone. A file that does not exist reads as empty.
 */
export function readResultsFile(path: string, purpose: ReadFor): EarlierResults {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' && 'resume' in purpose) {
      return { header: undefined, done: new Map(), wholeBytes: 0, fileBytes: 0 };
    }
    throw inputError(`cannot read ${path}: ${(error as Error).message}`);
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) throw inputError(`cannot use ${path} for results: it is not a file`);
    const done = new Map<number, ResultLine>();
    const firstLine = new Map<number, number>();
    let header: ResultsHeader | undefined;
    /** What every line must be of: the header's analysis, or the run's for an old file. */
    let of: ResultsHeader | undefined;
    const lines = linesOf(fd, path);
    for (let next = lines.next(); ; next = lines.next()) {
      if (next.done) {
        if ('merge' in purpose && header === undefined) {
          throw inputError(`${path} holds no results: it has no header line`);
        }
        return { header, done, wholeBytes: next.value, fileBytes: stats.size };
      }
      const { text, number } = next.value;
      if (text.trim() === '') continue;
      const at = `${path} line ${number}`;
      const parsed = parseJson(text);
      if (of === undefined) {
        of = firstLineOf(at, parsed, purpose);
        if (isHeader(parsed)) {
          header = parsed;
          continue;
        }
      }
      if (!isResultLine(parsed)) {
        throw inputError(
          claimsHeader(parsed)
            ? `${at} is a second header: a results file has one, on its first line`
            : `${at} is not an analyze result line; ${GIVE_ANOTHER}`,
        );
      }
      checkLine(at, parsed, of);
      const first = firstLine.get(parsed.deal);
      if (first !== undefined) {
        throw inputError(`${at} has deal ${parsed.deal} again (first on line ${first})`);
      }
      firstLine.set(parsed.deal, number);
      done.set(parsed.deal, parsed);
    }
  } finally {
    closeSync(fd);
  }
}

/** Checks the first line, a header or an older version's first result, against the purpose. */
function firstLineOf(at: string, parsed: unknown, purpose: ReadFor): ResultsHeader {
  if (isHeader(parsed)) {
    if (!(parsed.game in GAMES)) {
      throw inputError(`${at} is the header of results of "${parsed.game}", which is not a game`);
    }
    if ('resume' in purpose) {
      const difference = headerDifference(parsed, purpose.resume, true);
      if (difference !== undefined) {
        throw inputError(
          `${at} says the file holds ${difference}; give each analysis its own --out file, or rerun with what the file says`,
        );
      }
    }
    return parsed;
  }
  if (claimsHeader(parsed)) {
    throw inputError(`${at} is a header this version of naipe cannot read; ${GIVE_ANOTHER}`);
  }
  if (!isResultLine(parsed))
    throw inputError(`${at} is not an analyze result line; ${GIVE_ANOTHER}`);
  if ('merge' in purpose) {
    throw inputError(
      `${at} is a result, not a header: only files of "naipe analyze --shard" can be merged`,
    );
  }
  if (purpose.resume.shard !== null) {
    throw inputError(
      `${at} is a result, not a header: the file was written without --shard by an older naipe analyze; give each shard a new --out file`,
    );
  }
  return purpose.resume;
}

function checkLine(at: string, line: ResultLine, of: ResultsHeader): void {
  if (line.game !== of.game || !sameOptions(line.options, of.options)) {
    throw inputError(
      `${at} is a result of ${line.game}${describeOptions(line.options)}, not of ${of.game}${describeOptions(of.options)}; give each game and options its own --out file`,
    );
  }
  const maxDeal = GAMES[of.game as GameId].maxDeal;
  if (line.deal < 1 || line.deal > maxDeal) {
    throw inputError(
      `${at} has deal ${line.deal}, which is not a ${of.game} deal: they are numbered from 1 to ${maxDeal}`,
    );
  }
  if (of.shard !== null && !inShard(shardOf(of.shard), line.deal)) {
    throw inputError(
      `${at} has deal ${line.deal}, which ${describeShardHeader(of.shard)} does not hold`,
    );
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export interface ResultSink {
  /** Writes a batch's lines, in one call. */
  write(lines: readonly ResultLine[]): void;
  close(): void;
}

/** Lines as the results file holds them, one JSON object each. */
export function formatLines(lines: readonly ResultLine[]): string {
  let text = '';
  for (const line of lines) text += `${JSON.stringify(line)}\n`;
  return text;
}

/**
 * Appends lines to the results file, each batch with one write call, so a kill between
 * two leaves only whole lines (and one torn mid-write is cut off when the file is read
 * again, its batch redone). A torn line an earlier run left is cut off first; a file with
 * no result yet starts with `header`.
 */
export function openResultsFile(
  path: string,
  earlier: EarlierResults,
  header: ResultsHeader,
): ResultSink {
  let fd: number;
  try {
    fd = openSync(path, 'a');
    const fresh = earlier.header === undefined && earlier.done.size === 0;
    if (fresh || earlier.wholeBytes < earlier.fileBytes) {
      ftruncateSync(fd, fresh ? 0 : earlier.wholeBytes);
    }
    if (fresh) writeSync(fd, `${JSON.stringify(header)}\n`);
  } catch (error) {
    throw inputError(`cannot write ${path}: ${(error as Error).message}`);
  }
  return {
    write: (lines) => {
      writeSync(fd, formatLines(lines));
    },
    close: () => closeSync(fd),
  };
}

/**
 * Writes a whole results file at once, refusing to replace one: it is written beside
 * `path` and linked to its name only when complete, so `path` never holds half a file,
 * and the link fails if a file of that name appeared meanwhile.
 */
export function writeNewResultsFile(
  path: string,
  header: ResultsHeader,
  lines: Iterable<ResultLine>,
): void {
  const partial = `${path}.${process.pid}.partial`;
  try {
    const fd = openSync(partial, 'w');
    try {
      writeSync(fd, `${JSON.stringify(header)}\n`);
      let batch = '';
      for (const line of lines) {
        batch += `${JSON.stringify(line)}\n`;
        if (batch.length >= 1 << 16) {
          writeSync(fd, batch);
          batch = '';
        }
      }
      writeSync(fd, batch);
    } finally {
      closeSync(fd);
    }
    linkSync(partial, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      throw inputError(`${path} exists already; give --out a new file, nothing was overwritten`);
    }
    throw inputError(`cannot write ${path}: ${whyNoFileAt(path, error)}`);
  } finally {
    rmSync(partial, { force: true });
  }
}
