/**
 * The module's exports. Every export returns a status code (status.ts) instead of
 * throwing (a throw aborts the whole module): 0 or a positive result, negative codes for
 * errors.
 *
 * The host talks through one I/O buffer: it writes a position there before `loadPosition`
 * and reads the solution's moves from it after `solutionMoves`. The game is the last
 * family configured: the open family's (FreeCell, Baker's Game: families/open, by
 * `configure`), the klondike family's (Klondike, Australian Patience:
 * families/klondike, by `configureKlondike`) or the Spider family's (families/spider, by
 * `configureSpider`), searched by the game-free core (search/, tt/, core/) through the
 * contract of search/game.ts.
 */
import { CHECK_KINDS, checksOfKind, resetChecks } from './core/checks';
import { now } from './core/clock';
import { configureKlondikeGame } from './families/klondike/config';
import { KlondikeFamily, klondike } from './families/klondike/family';
import { flipsMade, resetFlips } from './families/klondike/floating';
import { loadKlondikePosition } from './families/klondike/load';
import { setSearchPruning } from './families/klondike/movegen';
import { compoundReturnsMade, resetCompoundReturns } from './families/klondike/returns';
import { setKlondikeStages } from './families/klondike/score';
import { forgetTablesSeen } from './families/klondike/tables-seen';
import { coveredTalonPlaysMade, resetCoveredTalonPlays } from './families/klondike/talon-plays';
import { BUILD_SAME_SUIT, configureGame } from './families/open/config';
import { OpenFamily, open } from './families/open/family';
import { forgetFeatures } from './families/open/features';
import { loadOpenPosition } from './families/open/load';
import { setSearchPruning as setOpenSearchPruning } from './families/open/movegen';
import { setOpenStages } from './families/open/presets';
import { configureSpiderGame } from './families/spider/config';
import { SpiderFamily, spider } from './families/spider/family';
import { loadSpiderPosition } from './families/spider/load';
import { setSpiderStages } from './families/spider/presets';
import { writeBestLine } from './search/best-line';
import { setDepthLimit, setRunPenalty } from './search/dfs';
import { countLeaves, MAX_PERFT_DEPTH, writeMoves } from './search/perft';
import { POLISH_EVERY_LINE, POLISH_OFF, setPolishMode } from './search/polish';
import {
  expandedByStage,
  expandedTotal,
  runStages,
  storedByStage,
  storedTotal,
  writeSolution,
} from './search/run';
import {
  isStageExact,
  LAST_METHOD,
  MAX_STAGES,
  MAX_WEIGHTS,
  setStageExact as setExact,
  setStageMethod as setMethod,
  setStagePositions as setPositions,
  setStageCount,
  setStageWeight as setWeight,
  stageCount,
  stageMethod,
  stagePositions,
  stageWeights,
} from './search/stages';
import {
  ERR_BUDGET,
  ERR_MEMORY_REFUSED,
  ERR_NO_POSITION,
  ERR_NO_SOLUTION,
  ERR_SOLUTION_TOO_LONG,
  OK,
  VERDICT_UNKNOWN_POSITIONS,
  VERDICT_UNKNOWN_TIME,
  VERDICT_WINNABLE,
} from './status';
import {
  capacity,
  positionsLeftOut as leftOut,
  MAX_STORE_BYTES,
  reserveArena,
  usedBytes,
} from './tt/store';

/** The status codes, exported as constants so the host's mirror (src/status.ts) is checked against them. */
export * from './status';

const IO_BYTES: i32 = 1 << 16;
const ioBuffer = new StaticArray<u8>(IO_BYTES);

let positionLoaded = false;
let solved = false;
/** The last solve ran out of budget: it has a best line (search/best-line.ts). */
let unresolved = false;

const FAMILY_OPEN: i32 = 0;
const FAMILY_KLONDIKE: i32 = 1;
const FAMILY_SPIDER: i32 = 2;
/**
 * The family `configure`, `configureKlondike` or `configureSpider` set last: the exports
 * below answer for it.
 */
let family: i32 = FAMILY_OPEN;

export function ioBufferPointer(): usize {
  return changetype<usize>(ioBuffer);
}

export function ioBufferSize(): i32 {
  return IO_BYTES;
}

/**
 * Sets the game (the open family's configuration: src/families.ts `OpenConfig`) and its
 * default search stages. OK, or ERR_BAD_CONFIG for values outside the limits.
 */
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
  unresolved = false;
  family = FAMILY_OPEN;
  setOpenStages(buildRule == BUILD_SAME_SUIT);
  setDepthLimit(0);
  setRunPenalty(-1);
  forgetFeatures();
  return configureGame(columns, cells, suits, ranks, buildRule, redSuits, emptyColumnRank);
}

/**
 * Sets the game to one of the klondike family (src/families.ts `KlondikeConfig`) and its
 * default search stages. OK, or ERR_BAD_CONFIG for values outside the limits.
 */
export function configureKlondike(
  columns: i32,
  suits: i32,
  ranks: i32,
  buildRule: i32,
  redSuits: i32,
  draw: i32,
  redeal: i32,
  foundationReturns: i32,
  groups: i32,
  emptyColumnRank: i32,
): i32 {
  positionLoaded = false;
  solved = false;
  unresolved = false;
  family = FAMILY_KLONDIKE;
  setDepthLimit(0);
  setRunPenalty(-1);
  const status = configureKlondikeGame(
    columns,
    suits,
    ranks,
    buildRule,
    redSuits,
    draw,
    redeal,
    foundationReturns,
    groups,
    emptyColumnRank,
  );
  // The stages depend on the game (score.ts), and what was seen of another game is forgotten.
  forgetTablesSeen();
  if (status == OK) setKlondikeStages();
  return status;
}

/**
 * Sets a Spider game (families/spider: src/families.ts `SpiderConfig`): columns, ranks,
 * and the copies of each suit's series, and its default search stages. OK, or
 * ERR_BAD_CONFIG for values outside the limits.
 */
export function configureSpider(
  columns: i32,
  ranks: i32,
  copies0: i32,
  copies1: i32,
  copies2: i32,
  copies3: i32,
): i32 {
  positionLoaded = false;
  solved = false;
  unresolved = false;
  family = FAMILY_SPIDER;
  // Spider's lines run to a few hundred moves.
  setDepthLimit(SPIDER_DEPTH_LIMIT);
  setRunPenalty(-1);
  const status = configureSpiderGame(columns, ranks, copies0, copies1, copies2, copies3);
  // The stages depend on the suits the game holds.
  if (status == OK) setSpiderStages();
  return status;
}

const SPIDER_DEPTH_LIMIT: i32 = 1000;

/**
 * Sets how many search stages run (1..MAX_STAGES); for tuning presets. Only the count:
 * each stage keeps its method, weights, cap and exactness (`setStageExact`) until set.
 */
export function setStages(count: i32): i32 {
  return setStageCount(count) ? OK : ERR_BUDGET;
}

/** Sets one weight of a stage (the family's score reads them); for tuning presets. */
export function setStageWeight(stage: i32, index: i32, value: i32): i32 {
  if (stage < 0 || stage >= MAX_STAGES || index < 0 || index >= MAX_WEIGHTS) return ERR_BUDGET;
  setWeight(stage, index, value);
  return OK;
}

/** Sets the positions a stage may store before the next one starts; for tuning presets. */
export function setStagePositions(stage: i32, positions: f64): i32 {
  if (stage < 0 || stage >= MAX_STAGES || !(positions >= 1)) return ERR_BUDGET;
  setPositions(stage, positions > 4294967295 ? 0xffffffff : <u32>positions);
  return OK;
}

/** Sets how a stage searches (0 best-first, 1 soft depth-first, 2 soft thread, 3 best-first going on); for tuning presets. */
export function setStageMethod(stage: i32, method: i32): i32 {
  if (stage < 0 || stage >= MAX_STAGES || method < 0 || method > LAST_METHOD) return ERR_BUDGET;
  setMethod(stage, method);
  return OK;
}

/**
 * Sets whether a stage searches the whole game (1, so its "impossible" is a proof) or
 * leaves moves out (0: it can only win); for tuning presets whose weights streamline a
 * stage (stages.ts `stageExact`).
 */
export function setStageExact(stage: i32, exact: i32): i32 {
  if (stage < 0 || stage >= MAX_STAGES) return ERR_BUDGET;
  setExact(stage, exact != 0);
  return OK;
}

/** The stages that run, as set (the family's presets or the setters above); for tuning. */
export function getStages(): i32 {
  return stageCount;
}

export function getStageMethod(stage: i32): i32 {
  return stage >= 0 && stage < MAX_STAGES ? stageMethod[stage] : -1;
}

/**
 * 1 for a complete stage, 0 for a streamlined one (marked by `setStageExact`, or given the
 * family's streamlining weight: stages.ts `isStageExact`), -1 for no stage.
 */
export function getStageExact(stage: i32): i32 {
  return stage >= 0 && stage < MAX_STAGES ? <i32>isStageExact(stage) : -1;
}

export function getStageWeight(stage: i32, index: i32): i32 {
  if (stage < 0 || stage >= MAX_STAGES || index < 0 || index >= MAX_WEIGHTS) return 0;
  return stageWeights[stage * MAX_WEIGHTS + index];
}

export function getStagePositions(stage: i32): f64 {
  return stage >= 0 && stage < MAX_STAGES ? <f64>stagePositions[stage] : 0;
}

/** Sets the deepest line a depth-first stage follows; for tuning presets. */
export function setDepthFirstLimit(limit: i32): i32 {
  setDepthLimit(limit);
  return OK;
}

/** Sets the depth-first run penalty (search/dfs.ts); for tuning presets. */
export function setDepthFirstRunPenalty(value: i32): i32 {
  setRunPenalty(value);
  return OK;
}

/**
 * Sets which solutions the local search (search/polish.ts) works on: none (0), those
 * where the order pays (1, the default: `leavesAsFound`), every one (2); for tests and
 * tuning.
 */
export function setSolutionPolish(mode: i32): i32 {
  if (mode < POLISH_OFF || mode > POLISH_EVERY_LINE) return ERR_BUDGET;
  setPolishMode(mode);
  return OK;
}

/** Reads a position of the configured game from the I/O buffer (families/open/load.ts). */
export function loadPosition(): i32 {
  positionLoaded = false;
  solved = false;
  unresolved = false;
  const io = changetype<usize>(ioBuffer);
  let status: i32;
  if (family == FAMILY_KLONDIKE) status = loadKlondikePosition(io);
  else if (family == FAMILY_SPIDER) status = loadSpiderPosition(io);
  else status = loadOpenPosition(io);
  positionLoaded = status == OK;
  return status;
}

/** The largest memory budget `solve` takes: 1 GiB (the store then uses MAX_STORE_BYTES). */
const MAX_MEMORY_BUDGET: f64 = 1073741824;

/**
 * Solves the loaded position within the budget. Returns a verdict (VERDICT_WINNABLE,
 * VERDICT_IMPOSSIBLE, VERDICT_UNKNOWN_POSITIONS: positions or memory ran out,
 * VERDICT_UNKNOWN_TIME) or an error code.
 */
export function solve(memoryBytes: f64, maxPositions: f64, maxMs: f64): i32 {
  solved = false;
  unresolved = false;
  if (!positionLoaded) return ERR_NO_POSITION;
  if (!(memoryBytes >= 4096 && memoryBytes <= MAX_MEMORY_BUDGET)) return ERR_BUDGET;
  // A budget is a limit: the store may use a little less (the allocator's largest block).
  if (memoryBytes > <f64>MAX_STORE_BYTES) memoryBytes = <f64>MAX_STORE_BYTES;
  if (!(maxPositions >= 1) || !(maxMs > 0)) return ERR_BUDGET;
  if (!reserveArena(<usize>memoryBytes)) return ERR_MEMORY_REFUSED;
  const positions = maxPositions > 4294967295 ? <u32>0xffffffff : <u32>maxPositions;
  const deadline = now() + maxMs;
  resetChecks();
  let verdict: i32;
  if (family == FAMILY_KLONDIKE) {
    setSearchPruning(true);
    resetFlips();
    resetCompoundReturns();
    resetCoveredTalonPlays();
    verdict = runStages<KlondikeFamily>(klondike, <usize>memoryBytes, positions, deadline);
  } else if (family == FAMILY_SPIDER) {
    verdict = runStages<SpiderFamily>(spider, <usize>memoryBytes, positions, deadline);
  } else {
    setOpenSearchPruning(true);
    verdict = runStages<OpenFamily>(open, <usize>memoryBytes, positions, deadline);
  }
  solved = verdict == VERDICT_WINNABLE;
  unresolved = verdict == VERDICT_UNKNOWN_POSITIONS || verdict == VERDICT_UNKNOWN_TIME;
  return verdict;
}

/** Writes the solution's moves into the I/O buffer (4 bytes each) and returns how many. */
export function solutionMoves(): i32 {
  if (!solved) return ERR_NO_SOLUTION;
  const io = changetype<usize>(ioBuffer);
  if (family == FAMILY_KLONDIKE) return writeSolution<KlondikeFamily>(klondike, io, IO_BYTES >> 2);
  if (family == FAMILY_SPIDER) return writeSolution<SpiderFamily>(spider, io, IO_BYTES >> 2);
  return writeSolution<OpenFamily>(open, io, IO_BYTES >> 2);
}

/**
 * After an unknown verdict: the best line found (search/best-line.ts), written like
 * `solutionMoves`; not proven to lead to a win. Returns how many moves (0: none found).
 */
export function bestLineMoves(): i32 {
  if (!unresolved) return ERR_NO_SOLUTION;
  const io = changetype<usize>(ioBuffer);
  if (family == FAMILY_KLONDIKE) return writeBestLine<KlondikeFamily>(klondike, io, IO_BYTES >> 2);
  if (family == FAMILY_SPIDER) return writeBestLine<SpiderFamily>(spider, io, IO_BYTES >> 2);
  return writeBestLine<OpenFamily>(open, io, IO_BYTES >> 2);
}

/** Positions stored by all stages of the last solve. */
export function positionsStored(): f64 {
  return storedTotal;
}

export function positionsExpanded(): f64 {
  return expandedTotal;
}

/** New positions the last solve left out for a stored one that dominates them (game.ts). */
export function positionsLeftOut(): f64 {
  return <f64>leftOut;
}

/**
 * Floating runs the last solve of a Klondike game flipped onto another holder, settling or
 * in compound moves (families/klondike/floating.ts); for the tests.
 */
export function runsFlipped(): f64 {
  return <f64>flipsMade;
}

/**
 * Returns the last solve of a Klondike game made together with a card onto the card
 * brought down (families/klondike/returns.ts); for the tests.
 */
export function returnsJoined(): f64 {
  return <f64>compoundReturnsMade;
}

/**
 * How many times the last solve made a talon play together with the move onto its card
 * (families/klondike/talon-plays.ts); for the tests.
 */
export function talonPlaysCovered(): f64 {
  return <f64>coveredTalonPlaysMade;
}

/**
 * Debug: how many times the last solve checked a shortcut of kind `kind` the slow way
 * (core/checks.ts: 0 the move straight back, 1 a safe foundation card not brought down,
 * 2 and 3 a Klondike table seen lost, and not lost, 4 a Klondike talon play written with
 * the moves onto its card); 0 in the release build, which checks
 * nothing. ERR_BUDGET for a kind that does not exist.
 */
export function checksMade(kind: i32): f64 {
  return kind >= 0 && kind < CHECK_KINDS ? checksOfKind(kind) : <f64>ERR_BUDGET;
}

/** Positions stage `stage` stored in the last solve (0 for a stage that did not run); for tuning presets. */
export function stagePositionsStored(stage: i32): f64 {
  return stage >= 0 && stage < MAX_STAGES ? storedByStage[stage] : 0;
}

/** Positions stage `stage` expanded in the last solve; for tuning presets. */
export function stagePositionsExpanded(stage: i32): f64 {
  return stage >= 0 && stage < MAX_STAGES ? expandedByStage[stage] : 0;
}

export function storeCapacity(): f64 {
  return <f64>capacity;
}

export function maxMemoryBytes(): f64 {
  return MAX_MEMORY_BUDGET;
}

export function memoryUsed(): f64 {
  return <f64>usedBytes;
}

/**
 * Debug (the solver perft): writes the moves the family generates for the loaded
 * position, as given, into the I/O buffer (4 bytes each: from, to, count, lift) and
 * returns how many.
 */
export function listMoves(): i32 {
  solved = false;
  unresolved = false;
  if (!positionLoaded) return ERR_NO_POSITION;
  const io = changetype<usize>(ioBuffer);
  let moves: i32;
  if (family == FAMILY_KLONDIKE) {
    klondike.restoreStart();
    setSearchPruning(false);
    moves = writeMoves<KlondikeFamily>(klondike, io, IO_BYTES >> 2);
  } else if (family == FAMILY_SPIDER) {
    spider.restoreStart();
    moves = writeMoves<SpiderFamily>(spider, io, IO_BYTES >> 2);
  } else {
    open.restoreStart();
    setOpenSearchPruning(false);
    moves = writeMoves<OpenFamily>(open, io, IO_BYTES >> 2);
  }
  return moves < 0 ? ERR_SOLUTION_TOO_LONG : moves;
}

/**
 * Debug (the solver perft): the leaves of the loaded position's move tree `depth` moves
 * down (1..MAX_PERFT_DEPTH), over the moves that are not shortcuts, made and unmade in place.
 */
export function countMoveTreeLeaves(depth: i32): f64 {
  solved = false;
  unresolved = false;
  if (!positionLoaded) return <f64>ERR_NO_POSITION;
  if (depth < 1 || depth > MAX_PERFT_DEPTH) return <f64>ERR_BUDGET;
  if (family == FAMILY_KLONDIKE) {
    klondike.restoreStart();
    setSearchPruning(false);
    return countLeaves<KlondikeFamily>(klondike, depth, 0);
  }
  if (family == FAMILY_SPIDER) {
    spider.restoreStart();
    return countLeaves<SpiderFamily>(spider, depth, 0);
  }
  open.restoreStart();
  setOpenSearchPruning(false);
  return countLeaves<OpenFamily>(open, depth, 0);
}
