/**
 * One `naipe analyze` at a time per results file: two runs appending to one file would
 * both analyse the same deals and write each twice. The lock is a file beside the
 * results, `FILE.lock`, holding the process id of the run that made it. A run removes
 * it when it ends, however it ends short of being killed; a lock whose process is gone
 * (a kill, a power cut) is stale and is taken over, so it never blocks for good.
 */
import { closeSync, linkSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { CliError, inputError } from '../errors.js';
import { whyNoFileAt } from '../io.js';

export interface ResultsLock {
  release(): void;
}

export const lockPathOf = (resultsPath: string) => `${resultsPath}.lock`;

function holderOf(lockPath: string): number | undefined {
  try {
    const pid = Number(readFileSync(lockPath, 'utf8').trim());
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Whether process `pid` exists; one of another user answers EPERM, and exists. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Makes the lock with its content in one step: the process id is written to a file of
 * this process's own, then linked to the lock's name, which fails if the name exists.
 * So no run ever reads a lock that exists but does not yet say whose it is.
 */
function tryLock(lockPath: string): boolean {
  const mine = `${lockPath}.${process.pid}`;
  const fd = openSync(mine, 'w');
  try {
    writeSync(fd, `${process.pid}\n`);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(mine, lockPath);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(mine, { force: true });
  }
}

export function lockResultsFile(resultsPath: string): ResultsLock {
  const lockPath = lockPathOf(resultsPath);
  const release = () => {
    if (holderOf(lockPath) === process.pid) rmSync(lockPath, { force: true });
  };
  try {
    // Twice at most: the second try follows the removal of a stale lock.
    for (let attempt = 0; attempt < 2; attempt++) {
      if (tryLock(lockPath)) return { release };
      const holder = holderOf(lockPath);
      if (holder !== undefined && holder !== process.pid && isRunning(holder)) {
        throw inputError(
          `${resultsPath} is being written by another "naipe analyze" (process ${holder}, see ${lockPath}); wait for it to end or give another --out file`,
        );
      }
      rmSync(lockPath, { force: true });
    }
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw inputError(`cannot write ${resultsPath}: ${whyNoFileAt(resultsPath, error)}`);
  }
  throw inputError(`cannot lock ${resultsPath}: ${lockPath} is made again as soon as removed`);
}
