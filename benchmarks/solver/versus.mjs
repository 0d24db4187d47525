/**
 * `--versus OTHER.wasm` for the solver benchmarks: a second build of the module solves every
 * deal in the same process, the two taking turns deal by deal (which goes first alternates),
 * so that a time budget meets the same host under both: on a shared host, two runs at once
 * or one after the other can differ by a fifth in speed on the same work.
 *
 * A script loads its builds with `loadBuilds`, solves with `takeTurns`, tells each deal's
 * verdict, positions and time to `noteDeal`, and prints `pairedReport`: alone, its one report
 * as before; taking turns, `{ a, b, verdictsDiffer, sameWorkDeals, sameWorkTimeRatioBA }`,
 * each report labelled with its build's path (`buildLabel`) and its seconds that build's own
 * solving time (`buildMs`), and each per-deal line with its build's letter (`perDealLine`).
 */

/**
 * The build under test (`a`, `--wasm`, else the packaged one) and with `--versus` the other
 * (`b`), each `{ name, wasm, solvingMs, byDeal }` with what `load(path)` adds (its solver and
 * counters). `byDeal` is kept only when there is another build to compare with.
 */
export async function loadBuilds(wasm, versus, load) {
  const paired = versus !== undefined;
  const build = async (name, path) => ({
    name,
    wasm: path ?? 'packaged',
    solvingMs: 0,
    byDeal: paired ? new Map() : undefined,
    ...(await load(path)),
  });
  const builds = [await build('a', wasm)];
  if (paired) builds.push(await build('b', versus));
  return builds;
}

/** Solves every deal with every build, `solve(build, deal, index)`, turns alternating. */
export function takeTurns(builds, deals, solve) {
  for (const [index, deal] of deals.entries()) {
    // Neither build always meets a warmer or colder host first.
    const order = index % 2 === 0 ? builds : [...builds].reverse();
    for (const build of order) solve(build, deal, index);
  }
}

/** What the comparison keeps of one deal a build solved (`ms`: its solving time). */
export function noteDeal(build, deal, verdict, positions, ms) {
  build.solvingMs += ms;
  build.byDeal?.set(deal, { verdict, positions, ms });
}

/** A build's time: alone, the whole run's (`wallMs`); taking turns, its own solving time. */
export const buildMs = (builds, build, wallMs) => (builds.length > 1 ? build.solvingMs : wallMs);

/** The report field naming the build, taking turns. */
export const buildLabel = (builds, build) => (builds.length > 1 ? { build: build.wasm } : {});

/** A per-deal line, with its build's letter when taking turns. */
export const perDealLine = (builds, build, line) =>
  builds.length > 1 ? { build: build.name, ...line } : line;

/** Alone, `reportOf` the build; taking turns, both builds' reports and where they differ. */
export function pairedReport(builds, deals, reportOf) {
  if (builds.length === 1) return reportOf(builds[0]);
  const [a, b] = builds;
  return { a: reportOf(a), b: reportOf(b), ...comparison(a, b, deals) };
}

/**
 * Where two builds differ: verdicts, and time (b's over a's) on the deals both answered
 * alike with the same positions, the same work, so that what it measures is the host's noise
 * or a change of speed.
 */
function comparison(a, b, deals) {
  const differ = [];
  const sameWork = { deals: 0, msA: 0, msB: 0 };
  for (const deal of deals) {
    const x = a.byDeal.get(deal);
    const y = b.byDeal.get(deal);
    if (x.verdict !== y.verdict) differ.push({ deal, a: x.verdict, b: y.verdict });
    if (x.verdict !== 'unknown' && x.verdict === y.verdict && x.positions === y.positions) {
      sameWork.deals++;
      sameWork.msA += x.ms;
      sameWork.msB += y.ms;
    }
  }
  const ratio = sameWork.msA > 0 ? Number((sameWork.msB / sameWork.msA).toFixed(3)) : null;
  return { verdictsDiffer: differ, sameWorkDeals: sameWork.deals, sameWorkTimeRatioBA: ratio };
}
