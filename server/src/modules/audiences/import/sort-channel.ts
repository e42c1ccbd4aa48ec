/**
 * What the scanning thread and the sort worker share (RunKeys, sortRuns, sortRunIfFree, mergeSlices): the keys'
 * memory and control words (Int32Array places below), then RUN_WORDS words a run: its start, its end, the distinct
 * keys kept once sorted, and its state (RUN_FREE, RUN_CLAIMED, RUN_DONE).
 */
export interface SortChannel {
  /** the keys as they come: key place p at p % ringKeys (a run never wraps) */
  keys: SharedArrayBuffer;
  ringKeys: number;
  control: SharedArrayBuffer;
  width: number;
  /**
   * where each run goes once sorted (spillRun), so its place in `keys` can take a later run; with it, `bounds` holds
   * each spilled run's slice bounds. Without it the memory holds every key (ringKeys is then the capacity).
   */
  scratchPath?: string;
  bounds?: SharedArrayBuffer;
  /** where the merged sorted set goes (both threads write their slices into it); none: the keys are only counted */
  outputPath?: string;
}

/** bumped after every post, at the merge's start and at the end: what the sorter waits on */
export const SIGNAL = 0;
/** runs posted by the scanning thread: either thread may sort one (the first to claim it) */
export const POSTED = 1;
/** runs sorted (and spilled, with a scratch file) by either thread: bumped with a notify */
export const DONE = 2;
/** 1: no more runs will come and no merge: the sorter ends */
export const ENDED = 3;
/** 1: the sorter failed */
export const FAILED = 4;
/** repeats dropped within the runs sorted so far */
export const DUPS = 5;
/** 1: every run is sorted, the slices are to be merged (RUN_COUNT runs) */
export const MERGE = 6;
export const RUN_COUNT = 7;
/** the next slice a thread takes */
export const NEXT_SLICE = 8;
/** slices written so far, in order: a slice is written once those before it are */
export const WRITTEN = 9;
/** keys written so far (where the next slice goes) */
export const OFFSET = 10;
export const RUNS = 16;

export const RUN_WORDS = 4;
export const RUN_START = 0;
export const RUN_END = 1;
export const RUN_KEPT = 2;
export const RUN_STATE = 3;
export const RUN_FREE = 0;
export const RUN_CLAIMED = 1;
export const RUN_DONE = 2;
/** The control place of word `word` (RUN_START...) of run `r`. */
export const runWord = (r: number, word: number) => RUNS + RUN_WORDS * r + word;

/** Control words for at most `maxRuns` runs. */
export const controlWords = (maxRuns: number) => RUNS + RUN_WORDS * maxRuns;
