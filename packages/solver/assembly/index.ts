/**
 * The module's exports. Every export returns a status code instead of throwing (a throw
 * aborts the whole module): 0 or a positive result, negative codes for errors.
 *
 * The host talks through one I/O buffer: it writes a position there before `loadPosition`
 * and reads the solution's moves from it after `solutionMoves`.
 */
import {
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
import { setDefaultWeights, weights } from './heuristic';
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
import { replayPath } from './replay';
import { bestFirst, collectPath, expanded } from './search';
import { capacity, prepareStore, recordCount, usedBytes } from './store';

@external('env', 'now')
declare function now(): f64;

const IO_BYTES: i32 = 1 << 16;
const ioBuffer = new StaticArray<u8>(IO_BYTES);
const PATH_CAPACITY: i32 = 1 << 13;
const pathBuffer = new StaticArray<u32>(PATH_CAPACITY);

export const ERR_NOT_CONFIGURED: i32 = -2;
export const ERR_POSITION_SHAPE: i32 = -10;
export const ERR_POSITION_CARD: i32 = -11;
export const ERR_POSITION_DUPLICATE: i32 = -12;
export const ERR_POSITION_MISSING: i32 = -13;
export const ERR_NO_POSITION: i32 = -14;
export const ERR_BUDGET: i32 = -20;
export const ERR_NO_SOLUTION: i32 = -21;

let positionLoaded = false;
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
  setDefaultWeights();
  return configureGame(columns, cells, suits, ranks, buildRule, redSuits, emptyColumnRank);
}

/** Sets a search weight (see heuristic.ts); for tuning presets. */
export function setWeight(index: i32, value: i32): i32 {
  if (index < 0 || index >= weights.length) return ERR_BUDGET;
  weights[index] = value;
  return 0;
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
  return 0;
}

/**
 * Solves the loaded position within the budget. Returns a verdict (search.ts: 1 winnable,
 * 2 impossible, 3 unknown: positions or memory ran out, 4 unknown: time ran out) or an
 * error code.
 */
export function solve(memoryBytes: f64, maxPositions: f64, maxMs: f64): i32 {
  solved = false;
  if (!positionLoaded) return ERR_NO_POSITION;
  if (!(memoryBytes >= 4096 && memoryBytes <= 4294901760)) return ERR_BUDGET;
  if (!(maxPositions >= 1) || !(maxMs > 0)) return ERR_BUDGET;
  const records = maxPositions > 4294967295 ? <u32>0xffffffff : <u32>maxPositions;
  if (!prepareStore(<usize>memoryBytes, records)) return ERR_BUDGET;
  const deadline = now() + maxMs;
  // loadPosition saved the start; solving again starts from it afresh.
  restoreStart();
  playSafeMoves();
  forgetUndo();
  const verdict = bestFirst(deadline);
  solved = verdict == 1;
  return verdict;
}

/** Writes the solution's moves into the I/O buffer (4 bytes each) and returns how many. */
export function solutionMoves(): i32 {
  if (!solved) return ERR_NO_SOLUTION;
  const path = changetype<usize>(pathBuffer);
  const length = collectPath(path, PATH_CAPACITY);
  if (length < 0) return -30;
  return replayPath(path, length, changetype<usize>(ioBuffer), IO_BYTES >> 2);
}

export function positionsStored(): f64 {
  return <f64>recordCount;
}

export function positionsExpanded(): f64 {
  return <f64>expanded;
}

export function storeCapacity(): f64 {
  return <f64>capacity;
}

export function memoryUsed(): f64 {
  return <f64>usedBytes;
}
