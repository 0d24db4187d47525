export {
  configureDefaultAnalysis,
  type DefaultAnalysisOptions,
  defaultAnalysis,
} from './analysis/default-service.js';
export type {
  AnalysisCallOptions,
  AnalysisRequest,
  AnalysisResult,
  AnalysisService,
  AnalysisStats,
  Verdict,
  WinnableDeal,
  WinnableDealRequest,
} from './analysis/service.js';
export { NO_ANALYSIS } from './analysis/service.js';
export type { LostBy, SolverStatus } from './analysis/verdicts.js';
export { fromWorkerService } from './analysis/worker-adapter.js';
export { cardFace } from './cards/faces.js';
export { CATALOGUES, type MessageKey, type Messages } from './model/i18n.js';
export { parseVariantKey, variantKey } from './model/session.js';
export { formatShare, type GameStats, winShare } from './model/stats.js';
export {
  type KeyValueStore,
  readStatistics,
  type SetAside,
  type Statistics,
  type VariantStatistics,
} from './model/storage.js';
export { NaipeTable } from './naipe-table.js';
export { CARD_BACKS, type CardBack } from './table/board-view.js';
export type {
  MoveSource,
  NaipeLocaleChangeDetail,
  NaipeLostDetail,
  NaipeMoveDetail,
  NaipeNewGameDetail,
  NaipeSettings,
  NaipeSettingsChangeDetail,
  NaipeVerdictDetail,
  NaipeWonDetail,
} from './table/events.js';
export { PHONE_SCREEN, RowFit } from './table/row-fit.js';
