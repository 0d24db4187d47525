/**
 * The module's exports. Every export returns a status code instead of throwing (a throw
 * aborts the whole module): 0 or a positive result, negative codes for errors.
 *
 * The host talks through one I/O buffer: it writes a position there before `loadPosition`
 * and reads the solution's moves from it after `solutionMoves`.
 */
import { now } from './clock';
import {
  BUILD_SAME_SUIT,
  cardCount,
  cellCount,
  columnCount,
  configured,
  configureGame,
  isCard,
  MAX_DEPTH,
  rankCount,
  suitCount,
} from './config';
import { setDepthLimit, setRunPenalty, softDepthFirst } from './dfs';
import { forgetFeatures } from './features';
import {
  METHOD_DEPTH_FIRST,
  MAX_STAGES,
  setDefaultStages,
  setStageCount,
  stageCount,
  stageMethod,
  stagePositions,
  stageWeights,
  useStage,
  WEIGHT_COUNT,
} from './heuristic';
import {
  cellCards,
  clearPosition,
  forgetUndo,
  playSafeMoves,
  pushCard,
  restoreStart,
  saveStart,
  setFoundation,
} from './position';
import { countLeaves, MAX_PERFT_DEPTH, writeMoves } from './perft';
import { replayPath } from './replay';
import { shortenPath } from './shorten';
import { bestFirst, collectPath, expanded } from './search';
import {
  ERR_BUDGET,
  ERR_MEMORY_REFUSED,
  ERR_NO_POSITION,
  ERR_NO_SOLUTION,
  ERR_NOT_CONFIGURED,
  ERR_POSITION_CARD,
  ERR_POSITION_DUPLICATE,
  ERR_POSITION_MISSING,
  ERR_POSITION_SHAPE,
  ERR_SOLUTION_TOO_LONG,
  OK,
  VERDICT_UNKNOWN_POSITIONS,
  VERDICT_WINNABLE,
} from './status';

/** The status codes, exported as constants so the host's mirror (src/status.ts) is checked against them. */
export * from './status';
import { capacity, MAX_STORE_BYTES, prepareStore, recordCount, reserveArena, usedBytes } from './store';

const IO_BYTES: i32 = 1 << 16;
const ioBuffer = new StaticArray<u8>(IO_BYTES);
const PATH_CAPACITY: i32 = 1 << 13;
const pathBuffer = new StaticArray<u32>(PATH_CAPACITY);


let positionLoaded = false;
let storedTotal: f64 = 0;
let expandedTotal: f64 = 0;
let solved = false;

export function ioBufferPointer(): usize {
  return changetype<usize>(ioBuffer);
}

export function ioBufferSize(): i32 {
  return IO_BYTES;
}

export function configure(
  columns: i32,
  cells: i32,
  suits: i32,
  ranks: i32,
  buildRule: i32,
  redSuits: i32,
  emptyColumnRank: i32,
): i32 {
  positionLoaded = false;
  solved = false;
  setDefaultStages(buildRule == BUILD_SAME_SUIT);
  setDepthLimit(0);
  setRunPenalty(-1);
  forgetFeatures();
  return configureGame(columns, cells, suits, ranks, buildRule, redSuits, emptyColumnRank);
}

/** Sets how many search stages run (1..MAX_STAGES); for tuning presets. */
export function setStages(count: i32): i32 {
  return setStageCount(count) ? OK : ERR_BUDGET;
}

/** Sets one weight of a stage (see heuristic.ts); for tuning presets. */
export function setStageWeight(stage: i32, index: i32, value: i32): i32 {
  if (stage < 0 || stage >= MAX_STAGES || index < 0 || index >= WEIGHT_COUNT) return ERR_BUDGET;
  stageWeights[stage * WEIGHT_COUNT + index] = value;
  return OK;
}

/** Sets the positions a stage may store before the next one starts; for tuning presets. */
export function setStagePositions(stage: i32, positions: f64): i32 {
  if (stage < 0 || stage >= MAX_STAGES || !(positions >= 1)) return ERR_BUDGET;
  stagePositions[stage] = positions > 4294967295 ? 0xffffffff : <u32>positions;
  return OK;
}

/** Sets how a stage searches (0 best-first, 1 soft depth-first); for tuning presets. */
export function setStageMethod(stage: i32, method: i32): i32 {
  if (stage < 0 || stage >= MAX_STAGES || method < 0 || method > METHOD_DEPTH_FIRST) return ERR_BUDGET;
  stageMethod[stage] = method;
  return OK;
}

/** Sets the deepest line a depth-first stage follows; for tuning presets. */
export function setDepthFirstLimit(limit: i32): i32 {
  setDepthLimit(limit);
  return OK;
}

/** Sets the depth-first run penalty (dfs.ts); for tuning presets. */
export function setDepthFirstRunPenalty(value: i32): i32 {
  setRunPenalty(value);
  return OK;
}

/**
 * Reads a position from the I/O buffer: column count, cell count, one foundation rank per
 * suit, one byte per cell (0 empty), then each column as its length and its cards bottom
 * first. Checks it is a position of the configured game holding every card exactly once.
 */
export function loadPosition(): i32 {
  positionLoaded = false;
  solved = false;
  if (!configured) return ERR_NOT_CONFIGURED;
  const io = changetype<usize>(ioBuffer);
  let at: usize = 0;
  if (load<u8>(io) != columnCount || load<u8>(io, 1) != cellCount) return ERR_POSITION_SHAPE;
  at = 2;
  clearPosition();
  forgetFeatures();
  let seen: u64 = 0;
  let seenCount = 0;
  for (let suit = 0; suit < suitCount; suit++) {
    const rank = <i32>load<u8>(io + at++);
    if (rank > rankCount) return ERR_POSITION_CARD;
    setFoundation(suit, rank);
    for (let r = 1; r <= rank; r++) {
      seen |= (<u64>1) << ((suit << 4) | r);
      seenCount++;
    }
  }
  for (let cell = 0; cell < cellCount; cell++) {
    const card = <i32>load<u8>(io + at++);
    if (card == 0) continue;
    if (!isCard(card)) return ERR_POSITION_CARD;
    if ((seen >> card) & 1) return ERR_POSITION_DUPLICATE;
    seen |= (<u64>1) << card;
    seenCount++;
    cellCards[cell] = <u8>card;
  }
  for (let column = 0; column < columnCount; column++) {
    const length = <i32>load<u8>(io + at++);
    if (length > MAX_DEPTH || length > cardCount) return ERR_POSITION_SHAPE;
    for (let i = 0; i < length; i++) {
      const card = <i32>load<u8>(io + at++);
      if (!isCard(card)) return ERR_POSITION_CARD;
      if ((seen >> card) & 1) return ERR_POSITION_DUPLICATE;
      seen |= (<u64>1) << card;
      seenCount++;
      pushCard(column, card);
    }
  }
  if (seenCount != cardCount) return ERR_POSITION_MISSING;
  forgetUndo();
  saveStart();
  positionLoaded = true;
  return OK;
}

/**
 * Solves the loaded position within the budget. Returns a verdict (search.ts: 1 winnable,
 * 2 impossible, 3 unknown: positions or memory ran out, 4 unknown: time ran out) or an
 * error code.
 */
export function solve(memoryBytes: f64, maxPositions: f64, maxMs: f64): i32 {
  solved = false;
  if (!positionLoaded) return ERR_NO_POSITION;
  if (!(memoryBytes >= 4096 && memoryBytes <= <f64>MAX_MEMORY_BUDGET)) return ERR_BUDGET;
  // A budget is a limit: the store may use a little less (the allocator's largest block).
  if (memoryBytes > <f64>MAX_STORE_BYTES) memoryBytes = <f64>MAX_STORE_BYTES;
  if (!(maxPositions >= 1) || !(maxMs > 0)) return ERR_BUDGET;
  if (!reserveArena(<usize>memoryBytes)) return ERR_MEMORY_REFUSED;
  let remaining = maxPositions > 4294967295 ? <u32>0xffffffff : <u32>maxPositions;
  const deadline = now() + maxMs;
  storedTotal = 0;
  expandedTotal = 0;
  let verdict = VERDICT_UNKNOWN_POSITIONS;
  for (let stage = 0; stage < stageCount; stage++) {
    const last = stage == stageCount - 1;
    const cap = last || stagePositions[stage] > remaining ? remaining : stagePositions[stage];
    if (!prepareStore(<usize>memoryBytes, cap)) return ERR_BUDGET;
    useStage(stage);
    // loadPosition saved the start; every stage starts from it afresh.
    restoreStart();
    playSafeMoves();
    forgetUndo();
    verdict = stageMethod[stage] == METHOD_DEPTH_FIRST ? softDepthFirst(deadline) : bestFirst(deadline);
    storedTotal += <f64>recordCount;
    expandedTotal += <f64>expanded;
    remaining -= recordCount;
    if (verdict != VERDICT_UNKNOWN_POSITIONS || remaining == 0) break;
  }
  solved = verdict == VERDICT_WINNABLE;
  return verdict;
}

/** Writes the solution's moves into the I/O buffer (4 bytes each) and returns how many. */
export function solutionMoves(): i32 {
  if (!solved) return ERR_NO_SOLUTION;
  const path = changetype<usize>(pathBuffer);
  let length = shortenPath(path, PATH_CAPACITY);
  if (length < 0) length = collectPath(path, PATH_CAPACITY);
  if (length < 0) return ERR_SOLUTION_TOO_LONG;
  return replayPath(path, length, changetype<usize>(ioBuffer), IO_BYTES >> 2);
}

/** Positions stored by all stages of the last solve. */
export function positionsStored(): f64 {
  return storedTotal;
}

export function positionsExpanded(): f64 {
  return expandedTotal;
}

export function storeCapacity(): f64 {
  return <f64>capacity;
}

/** The largest memory budget `solve` takes: 1 GiB (the store then uses MAX_STORE_BYTES). */
const MAX_MEMORY_BUDGET: f64 = 1073741824;

export function maxMemoryBytes(): f64 {
  return MAX_MEMORY_BUDGET;
}

export function memoryUsed(): f64 {
  return <f64>usedBytes;
}

/**
 * Debug (the solver perft): writes the moves the generator lists for the loaded position,
 * as given, into the I/O buffer (4 bytes each: from, to, count, lift) and returns how many.
 */
export function listMoves(): i32 {
  solved = false;
  if (!positionLoaded) return ERR_NO_POSITION;
  restoreStart();
  const moves = writeMoves(changetype<usize>(ioBuffer), IO_BYTES >> 2);
  return moves < 0 ? ERR_SOLUTION_TOO_LONG : moves;
}

/**
 * Debug (the solver perft): the leaves of the loaded position's move tree `depth` moves
 * down (1..MAX_PERFT_DEPTH), over single-card and run moves, made and unmade in place.
 */
export function countMoveTreeLeaves(depth: i32): f64 {
  solved = false;
  if (!positionLoaded) return <f64>ERR_NO_POSITION;
  if (depth < 1 || depth > MAX_PERFT_DEPTH) return <f64>ERR_BUDGET;
  restoreStart();
  return countLeaves(depth, 0);
}
