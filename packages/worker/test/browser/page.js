// The page of the browser test: the browser client as an application would import it.
import wasm from '@naipe/solver/solver.wasm?url';
import { createBrowserAnalysisService } from '@naipe/worker/browser';

window.service = createBrowserAnalysisService({ wasm, size: 2 });
