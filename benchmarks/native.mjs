/**
 * The native rival the FreeCell benchmarks measure against: Freecell Solver, found on the
 * PATH, never installed by a benchmark (Debian, Ubuntu: `apt-get install
 * freecell-solver-bin`).
 */
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Its range solver: one process, one thread, deals FROM..TO. */
export const NATIVE_RANGE_SOLVER = 'freecell-solver-range-parallel-solve';

/** Whether an executable of that name is on the PATH. */
export const onPath = (name) =>
  (process.env.PATH ?? '').split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, name), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
