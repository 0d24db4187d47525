/**
 * Stage presets written on the command line, for the tuning aids: one argument a stage,
 * its weights (`8 0 8 6`, spaces or commas), then optionally `@positions`, the stage's cap
 * (ignored for the last stage); `d:` in front makes it a soft depth-first stage
 * (assembly/search/dfs.ts) instead of a best-first one, `t:` a soft thread (consecutive
 * `t:` stages share a store; each weighting goes on where it stopped), `b:` a best-first
 * stage going on from the best-first stage before it (its store and queue). Weights past those
 * given are 0. Every stage is marked complete: the module takes a stage whose weights
 * streamline it (the family's streamlining weight) as one that can only win.
 */
/** Parses one stage spec into its method (stages.ts), its 16 weights and its cap. */
export function parseStage(spec) {
  const method = { 'd:': 1, 't:': 2, 'b:': 3 }[spec.slice(0, 2)] ?? 0;
  const [weights, cap] = (method ? spec.slice(2) : spec).split('@');
  const list = weights.trim().split(/[ ,]+/).map(Number);
  while (list.length < 16) list.push(0);
  return { method, weights: list.slice(0, 16), cap: Number(cap ?? 1e9) };
}

export function setStageSpecs(wasm, specs) {
  wasm.setStages(specs.length);
  specs.forEach((spec, stage) => {
    const { method, weights, cap } = parseStage(spec);
    wasm.setStageMethod(stage, method);
    weights.forEach((weight, i) => {
      wasm.setStageWeight(stage, i, weight);
    });
    wasm.setStagePositions(stage, cap);
    wasm.setStageExact(stage, 1);
  });
}
