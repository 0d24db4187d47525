/**
 * What the table knows about positions of the game in progress, and what it says about
 * the current one. Verdicts are kept per position (by its notation), so undo and redo
 * never ask twice, and some follow from others without asking: a move from an impossible
 * position stays impossible; the next move of a winning line stays winnable; a position
 * one move before a winnable one is winnable.
 */
import type { AnalysisResult } from './service.js';

export type Entry =
  /**
   * Being analysed; `quickLook`, the quick first look's answer once it found no verdict
   * (its best line is a hint's good move), while the full analysis goes on, or, aborted
   * when the player moved on, is to be asked again: in full, since the quick look,
   * counted in positions, would answer the same.
   */
  | { readonly state: 'pending'; readonly quickLook?: AnalysisResult }
  | { readonly state: 'done'; readonly result: AnalysisResult }
  | { readonly state: 'failed'; readonly message: string };

export type SolverStatus =
  | { readonly kind: 'unsupported' }
  | { readonly kind: 'analysing' }
  | { readonly kind: 'winnable'; readonly result: AnalysisResult }
  /**
   * Impossible now, winnable at `undoTo` moves into the current line; `lostBy`, which
   * move lost the game, as far as the verdicts known tell.
   */
  | { readonly kind: 'lost'; readonly undoTo: number; readonly lostBy: LostBy }
  | { readonly kind: 'impossible-start' }
  | { readonly kind: 'impossible-here' }
  | { readonly kind: 'unknown' }
  | { readonly kind: 'failed'; readonly message: string };

/**
 * The move that lost a game: `last`, the move just played (the position before it is the
 * winnable one); `earlier`, one before it (a position since the winnable one was already
 * impossible when the last move was played); `unsure`, one of the moves since the winnable
 * position, the positions between them not judged or too hard to judge.
 */
export type LostBy = 'last' | 'earlier' | 'unsure';

export type VerdictBook = ReadonlyMap<string, Entry>;

const verdictOf = (entry: Entry | undefined) =>
  entry?.state === 'done' ? entry.result.verdict : undefined;

/** The status of the last position of `line` (position keys from the deal to now). */
export function solverStatus(
  book: VerdictBook,
  line: readonly string[],
  supported: boolean,
): SolverStatus {
  if (!supported) return { kind: 'unsupported' };
  const entry = book.get(line[line.length - 1] ?? '');
  if (entry === undefined || entry.state === 'pending') {
    // A game already too hard to tell stays so while the next position is analysed in
    // full, rather than saying "analysing" after every move.
    const parent = book.get(line[line.length - 2] ?? '');
    const hard =
      entry?.state === 'pending' &&
      entry.quickLook !== undefined &&
      (verdictOf(parent) === 'unknown' ||
        (parent?.state === 'pending' && parent.quickLook !== undefined));
    return hard ? { kind: 'unknown' } : { kind: 'analysing' };
  }
  if (entry.state === 'failed') return { kind: 'failed', message: entry.message };
  switch (entry.result.verdict) {
    case 'winnable':
      return { kind: 'winnable', result: entry.result };
    case 'unknown':
      return { kind: 'unknown' };
    case 'impossible': {
      for (let i = line.length - 2; i >= 0; i--) {
        if (verdictOf(book.get(line[i]!)) === 'winnable') {
          return { kind: 'lost', undoTo: i, lostBy: lostBy(book, line, i) };
        }
      }
      return verdictOf(book.get(line[0]!)) === 'impossible'
        ? { kind: 'impossible-start' }
        : { kind: 'impossible-here' };
    }
  }
}

/**
 * Which move lost the game of `line`, winnable after `undoTo` moves and impossible at its
 * end. A move from an impossible position leaves it impossible, so one position known
 * impossible before the last is enough to clear the last move.
 */
function lostBy(book: VerdictBook, line: readonly string[], undoTo: number): LostBy {
  if (undoTo === line.length - 2) return 'last';
  for (let i = undoTo + 1; i < line.length - 1; i++) {
    if (verdictOf(book.get(line[i]!)) === 'impossible') return 'earlier';
  }
  return 'unsure';
}

/**
 * The verdict of a child position that follows from its parent's, without asking:
 * `childKey` is the position after a move from the parent, `nextOnLineKey` the position
 * after the parent's first solution move.
 */
export function inferFromParent(
  parent: Entry | undefined,
  childKey: string,
  nextOnLineKey: string | undefined,
): AnalysisResult | undefined {
  if (parent?.state !== 'done') return undefined;
  const { result } = parent;
  if (result.verdict === 'impossible') return { verdict: 'impossible', stats: { inferred: true } };
  if (result.verdict === 'winnable' && result.solution && childKey === nextOnLineKey) {
    return { verdict: 'winnable', solution: result.solution.slice(1), stats: { inferred: true } };
  }
  return undefined;
}
