/**
 * The embeddable build: `<naipe-table>` with the solver, in one ES module. The worker
 * and the WASM are emitted beside it and found relative to it (`import.meta.url`), so an
 * embedder serves the three files from one folder and writes one script tag.
 */
import wasmUrl from '@naipe/solver/solver.wasm?url';
import { configureDefaultAnalysis } from '@naipe/table';

configureDefaultAnalysis({ wasm: wasmUrl });

export * from '@naipe/table';
