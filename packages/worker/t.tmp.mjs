import { createNodeAnalysisService } from '@naipe/worker/node';
const s = createNodeAnalysisService({ size: 1 });
const t = performance.now();
console.log(await s.analyzeDeal({ game: 'freecell', deal: 1, budget: { maxMemoryBytes: 4000 * 2 ** 20 } }).then(r => r.verdict, e => [e.code, e.message]), performance.now() - t);
console.log(await s.analyzeDeal({ game: 'freecell', deal: 1 }).then(r => r.verdict, e => [e.code, e.message]));
await s.close();
const s2 = createNodeAnalysisService({ size: 1, resourceLimits: { maxOldGenerationSizeMb: 1, maxYoungGenerationSizeMb: 1 } });
console.log(await s2.analyzeDeal({ game: 'freecell', deal: 1 }).then(r => r.verdict, e => [e.code, e.message]));
await s2.close();
