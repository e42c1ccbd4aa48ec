import type { ScannedLine } from './line-scan.js';

/** A line the import skipped: its number and why (never its content). */
export interface BadLine {
  line: number;
  reason: string;
}

/** What every line import reports (a kind may count more, as the device events' `expired`). */
export interface LineImportReport {
  lines: number;
  stored: number;
  bad: number;
  bad_by_reason: Record<string, number>;
  bad_lines: BadLine[];
}

/** One batch of an import's lines: lines `first` to `last` of the file, read good or bad. */
export interface LineBatch<Row> {
  first: number;
  last: number;
  /** lines with content in the batch */
  lines: number;
  good: { line: number; row: Row }[];
  bad: BadLine[];
}

/** Counts bad lines into a report, in line order; the first `listedMax` of the file are listed by number. */
export function countBadLines(report: LineImportReport, bad: BadLine[], listedMax: number): void {
  for (const { line, reason } of [...bad].sort((a, b) => a.line - b.line)) {
    report.bad += 1;
    report.bad_by_reason[reason] = (report.bad_by_reason[reason] ?? 0) + 1;
    if (report.bad_lines.length < listedMax) report.bad_lines.push({ line, reason });
  }
}

/** The import row's columns a batch's commit writes with its rows: how far it got and the report so far. */
export interface LineImportProgress {
  lines_done: number;
  bytes_read: number;
  report: string;
  update_time: number;
}

/**
 * The loop of a resumable file import (device events, delivery statistics): reads the scanned lines, skips those up
 * to `resumeAfter` (committed by an earlier try), and hands `commit` a batch every `linesPerBatch` lines and at the
 * end, with the report as it will stand after the batch (`lines` already counted). `commit` counts the batch's bad
 * lines (countBadLines) and what it stored into that report, and writes the rows with `progress()` (the batch's last
 * line, the bytes read, that report) in one transaction, so a try after a crash goes on after the last committed
 * line; the job's progress (the share of `size` read) follows each batch. Answers the report as committed.
 */
export async function runLineImport<Row, Report extends LineImportReport>(options: {
  scan: AsyncIterable<ScannedLine<{ row: Row } | { error: string }>[]>;
  resumeAfter: number;
  report: Report;
  linesPerBatch: number;
  /** the file's bytes read so far, and its size */
  bytesRead: () => number;
  size: number;
  commit: (batch: LineBatch<Row>, next: Report, progress: () => LineImportProgress) => Promise<void>;
  onProgress: (percent: number) => Promise<void>;
}): Promise<Report> {
  const { report } = options;
  let batch: LineBatch<Row> = {
    first: options.resumeAfter + 1,
    last: options.resumeAfter,
    lines: 0,
    good: [],
    bad: [],
  };
  const commit = async () => {
    if (batch.last < batch.first) return;
    const next: Report = structuredClone(report);
    next.lines += batch.lines;
    const last = batch.last;
    const progress = () => ({
      lines_done: last,
      bytes_read: options.bytesRead(),
      report: JSON.stringify(next),
      update_time: Date.now(),
    });
    await options.commit(batch, next, progress);
    Object.assign(report, next);
    await options.onProgress(Math.floor((100 * options.bytesRead()) / Math.max(1, options.size)));
    batch = { first: batch.last + 1, last: batch.last, lines: 0, good: [], bad: [] };
  };
  for await (const chunk of options.scan) {
    for (const { line, result } of chunk) {
      if (line <= options.resumeAfter) continue;
      batch.last = line;
      batch.lines += 1;
      if ('error' in result) batch.bad.push({ line, reason: result.error });
      else batch.good.push({ line, row: result.row });
      // every line up to `batch.last` is handled: a batch is exactly `linesPerBatch` lines
      if (batch.lines >= options.linesPerBatch) await commit();
    }
  }
  await commit();
  return report;
}

/** An import as its list and detail answer it (the report parsed, only the failures an import has, numbers numbers). */
export function lineImportItem<Row extends LineImportRow>(row: Row) {
  return {
    id: row.id,
    name: row.name,
    size: Number(row.size),
    status: row.status,
    bytes_read: Number(row.bytes_read),
    report: row.report ? JSON.parse(row.report) : null,
    failure: row.failure === 'file_missing' || row.failure === 'file_unreadable' ? row.failure : null,
    create_time: Number(row.create_time),
    update_time: Number(row.update_time),
  } as const;
}

/** The columns every import table has (sizes and times may come back as text from PostgreSQL's bigint). */
export interface LineImportRow {
  id: number;
  name: string;
  size: number | string;
  status: number;
  bytes_read: number | string;
  report: string | null;
  failure: string | null;
  create_time: number | string;
  update_time: number | string;
}

/**
 * The job of a file import: runs an import still running (one an earlier try finished is left alone), and when the
 * tries are spent marks it failed (`file_unreadable`, by `fail`) and lets its file go.
 */
export function lineImportJob<Row extends { status: number; file_key: string | null }, Context>(options: {
  find: (importId: number) => Promise<Row | undefined>;
  running: number;
  run: (row: Row, ctx: Context) => Promise<void>;
  fail: (row: Row) => Promise<void>;
  deleteFile: (key: string) => Promise<unknown>;
}) {
  const running = async (importId: number) => {
    const row = await options.find(importId);
    return row?.status === options.running ? row : null;
  };
  return {
    maxAttempts: 3,
    retryAfterMs: 10_000,
    async run({ importId }: { importId: number }, ctx: Context) {
      const row = await running(importId);
      if (row) await options.run(row, ctx);
    },
    async failed({ importId }: { importId: number }) {
      const row = await running(importId);
      if (!row) return;
      await options.fail(row);
      if (row.file_key) await options.deleteFile(row.file_key).catch(() => undefined);
    },
  };
}
