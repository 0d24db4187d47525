// A scripted analysis service for the browser tests: it answers from a table of
// positions (in notation) the test prepares, so the table's handling of each verdict
// can be checked without a solver. Positions it was not told about are "unknown".
export function scriptedAnalysis(script) {
  const calls = [];
  return {
    calls,
    supports: (game) => script.games.includes(game),
    async analyzePosition(request, { signal } = {}) {
      calls.push(request);
      await new Promise((resolve) => setTimeout(resolve, script.delayMs ?? 20));
      if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
      const key = script.key(request.position);
      return script.verdicts[key] ?? { verdict: 'unknown', stats: {} };
    },
    hint(request, call) {
      return this.analyzePosition(request, call);
    },
    async findWinnableDeal(_request) {
      return { deal: script.winnableDeal, result: { verdict: 'winnable', stats: {} } };
    },
  };
}
