/**
 * Stage presets written on the command line, for the tuning aids: one argument a stage,
 * its weights (`8 0 8 6`, spaces or commas), then optionally `@positions`, the stage's cap
 * (ignored for the last stage); `d:` in front makes it a soft depth-first stage
 * (assembly/search/dfs.ts) instead of a best-first one, `t:` a soft thread (consecutive
 * `t:` stages share a store; each weighting goes on where it stopped). Weights past those
 * given are 0. `streamlined(weights)` says whether the weights leave moves out, so the
 * stage can only win (the klondike family's W_AUTO_HOME).
 */
export function setStageSpecs(wasm, specs, streamlined = () => false) {
  wasm.setStages(specs.length);
  specs.forEach((spec, stage) => {
    const method = { 'd:': 1, 't:': 2 }[spec.slice(0, 2)] ?? 0;
    wasm.setStageMethod(stage, method);
    const [weights, cap] = (method ? spec.slice(2) : spec).split('@');
    const list = weights.trim().split(/[ ,]+/).map(Number);
    for (let i = 0; i < 16; i++) wasm.setStageWeight(stage, i, list[i] ?? 0);
    wasm.setStagePositions(stage, Number(cap ?? 1e9));
    wasm.setStageExact(stage, streamlined(list) ? 0 : 1);
  });
}
