/**
 * What the scanning thread and the sort worker share (RunKeys, sortRuns, mergeSlices): the keys' memory and control
 * words (Int32Array places below), then three words a run: its start, end, and the distinct keys kept once sorted.
 */
export interface SortChannel {
  keys: SharedArrayBuffer;
  control: SharedArrayBuffer;
  width: number;
  /** where the merged sorted set goes (both threads write their slices into it); none: the keys are only counted */
  outputPath?: string;
}

/** bumped after every post, at the merge's start and at the end: what the sorter waits on */
export const SIGNAL = 0;
/** runs handed to the sorter (the first ones; the last may be sorted by the scanning thread) */
export const POSTED = 1;
/** runs the sorter has sorted */
export const SORTED = 2;
/** 1: no more runs will come and no merge: the sorter ends */
export const ENDED = 3;
/** 1: the sorter failed */
export const FAILED = 4;
/** repeats the sorter dropped within its runs */
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

/** Control words for at most `maxRuns` runs. */
export const controlWords = (maxRuns: number) => RUNS + 3 * maxRuns;
