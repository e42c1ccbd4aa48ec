import { describe, expect, it } from 'vitest';
import { countBadLines, type LineBatch, type LineImportReport, lineImportJob, runLineImport } from './line-import.js';
import type { ScannedLine } from './line-scan.js';

type Result = { row: number } | { error: string };

/** Lines 1..n in chunks of three; every fifth line bad. */
async function* scanned(n: number): AsyncGenerator<ScannedLine<Result>[]> {
  const lines: ScannedLine<Result>[] = Array.from({ length: n }, (_, i) => ({
    line: i + 1,
    result: (i + 1) % 5 === 0 ? { error: 'columns' } : { row: i + 1 },
  }));
  for (let i = 0; i < lines.length; i += 3) yield lines.slice(i, i + 3);
}

const empty = (): LineImportReport => ({ lines: 0, stored: 0, bad: 0, bad_by_reason: {}, bad_lines: [] });

/** Batches of four lines; no bytes counted, no job progress. */
const QUIET = { linesPerBatch: 4, bytesRead: () => 0, size: 0, onProgress: async () => undefined };

async function run(n: number, resumeAfter: number, report = empty()) {
  const batches: LineBatch<number>[] = [];
  const done = await runLineImport({
    scan: scanned(n),
    resumeAfter,
    report,
    ...QUIET,
    async commit(batch, next) {
      countBadLines(next, batch.bad, 2);
      next.stored += batch.good.length;
      batches.push(batch);
    },
  });
  return { done, batches };
}

describe('runLineImport', () => {
  it('hands over batches of exactly linesPerBatch lines, the rest at the end, bad lines by number and reason', async () => {
    const { done, batches } = await run(10, 0);
    expect(batches.map((b) => [b.first, b.last, b.lines])).toEqual([
      [1, 4, 4],
      [5, 8, 4],
      [9, 10, 2],
    ]);
    expect(batches[1]!.bad).toEqual([{ line: 5, reason: 'columns' }]);
    expect(done).toEqual({
      lines: 10,
      stored: 8,
      bad: 2,
      bad_by_reason: { columns: 2 },
      bad_lines: [
        { line: 5, reason: 'columns' },
        { line: 10, reason: 'columns' },
      ],
    });
  });

  it('goes on after the last committed line with the committed report', async () => {
    const first = await run(4, 0);
    const { done, batches } = await run(10, 4, first.done);
    expect(batches[0]!.first).toBe(5);
    expect(done.lines).toBe(10);
    expect(done.stored).toBe(8);
  });

  it('keeps the report of the last committed batch when a commit fails', async () => {
    const report = empty();
    let calls = 0;
    const failing = runLineImport({
      scan: scanned(10),
      resumeAfter: 0,
      report,
      ...QUIET,
      async commit(_batch, next) {
        calls += 1;
        next.stored += 4;
        if (calls === 2) throw new Error('disk full');
      },
    });
    await expect(failing).rejects.toThrow('disk full');
    expect(report).toMatchObject({ lines: 4, stored: 4 });
  });
});

describe('runLineImport progress', () => {
  it('hands each commit the columns to write with its rows, and the job its share of the file after it', async () => {
    const written: { lines_done: number; bytes_read: number; stored: number }[] = [];
    const shares: number[] = [];
    let bytes = 0;
    await runLineImport({
      scan: (async function* () {
        for await (const chunk of scanned(10)) {
          bytes += 30;
          yield chunk;
        }
      })(),
      resumeAfter: 0,
      report: empty(),
      linesPerBatch: 4,
      bytesRead: () => bytes,
      size: 120,
      onProgress: async (percent) => void shares.push(percent),
      async commit(batch, next, progress) {
        next.stored += batch.good.length;
        const { lines_done, bytes_read, report } = progress();
        written.push({ lines_done, bytes_read, stored: JSON.parse(report).stored });
      },
    });
    expect(written).toEqual([
      { lines_done: 4, bytes_read: 60, stored: 4 },
      { lines_done: 8, bytes_read: 90, stored: 7 },
      { lines_done: 10, bytes_read: 120, stored: 8 },
    ]);
    expect(shares).toEqual([50, 75, 100]);
  });
});

describe('countBadLines', () => {
  it('counts in line order and lists only the first ones', () => {
    const report = empty();
    countBadLines(
      report,
      [
        { line: 9, reason: 'owner' },
        { line: 2, reason: 'columns' },
        { line: 4, reason: 'columns' },
      ],
      2,
    );
    expect(report.bad_lines).toEqual([
      { line: 2, reason: 'columns' },
      { line: 4, reason: 'columns' },
    ]);
    expect(report.bad_by_reason).toEqual({ columns: 2, owner: 1 });
    expect(report.bad).toBe(3);
  });
});

describe('lineImportJob', () => {
  const rows = new Map([
    [1, { status: 1, file_key: 'a' }],
    [2, { status: 2, file_key: 'b' }],
  ]);
  const make = () => {
    const seen: string[] = [];
    const job = lineImportJob({
      find: async (id: number) => rows.get(id),
      running: 1,
      run: async (row, ctx: string) => void seen.push(`run ${row.file_key} ${ctx}`),
      fail: async (row) => void seen.push(`fail ${row.file_key}`),
      deleteFile: async (key) => void seen.push(`delete ${key}`),
    });
    return { job, seen };
  };

  it('runs an import still running, and leaves one an earlier try finished alone', async () => {
    const { job, seen } = make();
    await job.run({ importId: 1 }, 'ctx');
    await job.run({ importId: 2 }, 'ctx');
    await job.run({ importId: 3 }, 'ctx');
    expect(seen).toEqual(['run a ctx']);
  });

  it('marks a running import failed and lets its file go when the tries are spent', async () => {
    const { job, seen } = make();
    await job.failed({ importId: 1 });
    await job.failed({ importId: 2 });
    expect(seen).toEqual(['fail a', 'delete a']);
  });
});
