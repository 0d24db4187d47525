// A scripted analysis service for the browser tests: it answers from a table of
// positions (in notation) that the test prepares, so the table's handling of each
// verdict can be checked without a solver. Other positions get `fallback`.
export function scriptedAnalysis(script) {
  const calls = [];
  const answer = (position) => {
    const key = script.key(position);
    return script.verdicts[key] ?? { verdict: script.fallback ?? 'unknown', stats: {} };
  };
  const delay = (signal) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(resolve, script.delayMs ?? 20);
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new DOMException('aborted', 'AbortError'));
      });
    });
  const held = (script) => {
    script.finds ??= new Promise((resolve) => {
      script.releaseFinds = resolve;
    });
    return script.finds;
  };
  return {
    calls,
    supports: (game) => script.games.includes(game),
    async analyzePosition(request, call) {
      calls.push({ kind: 'analyze', position: script.key(request.position) });
      await delay(call?.signal);
      return answer(request.position);
    },
    async hint(request, call) {
      calls.push({ kind: 'hint', position: script.key(request.position) });
      await delay(call?.signal);
      const result = answer(request.position);
      return result.solution ? { ...result, solution: result.solution.slice(0, 1) } : result;
    },
    async findWinnableDeal(request, call) {
      const record = {
        kind: 'find',
        from: request.from,
        maxDeals: request.maxDeals,
        budget: call?.budget,
        answered: false,
      };
      calls.push(record);
      // `holdFinds`: every search waits for the test's `releaseFinds()`, and goes on even
      // if aborted meanwhile, as a service that cannot stop a search would.
      if (script.holdFinds) await held(script);
      else await delay(call?.signal);
      record.answered = true;
      // `unprovenDeal`: no deal tried was proven winnable, and this is the best candidate.
      // `unprovenOneByOne`: so too for the searches of one deal (the table's background).
      if (script.unprovenDeal || (script.unprovenOneByOne && request.maxDeals === 1)) {
        return { deal: script.unprovenDeal ?? 99, result: { verdict: 'unknown', stats: {} } };
      }
      return { deal: script.winnableDeal, result: { verdict: 'winnable', stats: {} } };
    },
  };
}
