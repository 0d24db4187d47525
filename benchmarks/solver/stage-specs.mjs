/**
 * Stage presets written on the command line, for the tuning aids: one argument a stage,
 * its weights (`8 0 8 6`, spaces or commas), then optionally `@positions`, the stage's cap
 * (ignored for the last stage); `d:` in front makes it a soft depth-first stage
 * (assembly/search/dfs.ts) instead of a best-first one, `t:` a soft thread (consecutive
 * `t:` stages share a store; each weighting goes on where it stopped), `b:` a best-first
 * stage going on from the best-first stage before it (its store and queue). Weights past those
 * given are 0. `streamlined(weights)` says whether the weights leave moves out, so the
 * stage can only win: by default the open family's W_HOME_ALL (weight 12); the klondike
 * family passes its W_AUTO_HOME.
 */
/** Parses one stage spec into its method (stages.ts), its 16 weights and its cap. */
export function parseStage(spec) {
  const method = { 'd:': 1, 't:': 2, 'b:': 3 }[spec.slice(0, 2)] ?? 0;
  const [weights, cap] = (method ? spec.slice(2) : spec).split('@');
  const list = weights.trim().split(/[ ,]+/).map(Number);
  while (list.length < 16) list.push(0);
  return { method, weights: list.slice(0, 16), cap: Number(cap ?? 1e9) };
}

/** The open family's streamlined stages (score.ts W_HOME_ALL): every card home at once. */
export const openStreamlined = (weights) => (weights[12] ?? 0) !== 0;

export function setStageSpecs(wasm, specs, streamlined = openStreamlined) {
  wasm.setStages(specs.length);
  specs.forEach((spec, stage) => {
    const { method, weights, cap } = parseStage(spec);
    wasm.setStageMethod(stage, method);
    weights.forEach((weight, i) => {
      wasm.setStageWeight(stage, i, weight);
    });
    wasm.setStagePositions(stage, cap);
    wasm.setStageExact(stage, streamlined(weights) ? 0 : 1);
  });
}
