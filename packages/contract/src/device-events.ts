import { z } from 'zod';
import { AUDIENCE_EVENTS, AUDIENCE_TIME_RANGES } from './audiences.js';
import { queryInt32 } from './numbers.js';
import { safeString } from './strings.js';

// Device events: what rule-based audience packages (source 3) are evaluated against. A platform's event pipeline
// sends them in batches through a service call; an administrator back-fills them from a file.

const MIB = 1024 * 1024;

export const DeviceEventLimits = {
  /** lines one batch call may carry */
  BATCH_LINES_MAX: 10_000,
  /** bytes one batch call may carry (refused by Content-Length first, then by the bytes counted) */
  BATCH_BYTES_MAX: 4 * MIB,
  /** one line's bytes: a valid event is under 200 */
  LINE_BYTES_MAX: 1024,
  /** a batch id: 1-64 of `A-Z a-z 0-9 . _ : -` */
  BATCH_ID_MAX: 64,
  /** bad lines a refusal or an import report lists; the count says how many there were in all */
  BAD_LINES_LISTED_MAX: 100,
  /** events (and batch ids) are kept this long: the longest rule window, so no rule misses a kept event */
  RETENTION_DAYS: Math.max(...AUDIENCE_TIME_RANGES),
  /** an event more than this ahead of the server's clock is a clock error, not an event */
  FUTURE_SKEW_MS: 10 * 60_000,
  /** a back-fill file */
  IMPORT_FILE_MAX_BYTES: 2048 * MIB,
  IMPORT_FILE_SUFFIXES: ['.ndjson', '.jsonl', '.csv'],
  IMPORT_PAGE_SIZE_MAX: 50,
} as const;

export const BATCH_ID_PATTERN = /^[A-Za-z0-9._:-]{1,64}$/;

/** The body formats, by Content-Type of the batch call (and suffix of an import file: .csv, else NDJSON). */
export const DeviceEventFormat = { NDJSON: 'application/x-ndjson', CSV: 'text/csv' } as const;
export type DeviceEventFormatValue = (typeof DeviceEventFormat)[keyof typeof DeviceEventFormat];
export const DEVICE_EVENT_FORMATS = Object.values(DeviceEventFormat);

/**
 * The fields of an event: an NDJSON line's keys, a CSV line's columns in this order (a first line that names them
 * is a header and skipped). `device_id` a GAID (any case), `country` a code of the country catalogue, `event` one of
 * click / install / event, `industry_category` 1 or 2, `time` unix milliseconds or an ISO 8601 time with its offset.
 */
export const DEVICE_EVENT_FIELDS = ['device_id', 'country', 'event', 'industry_category', 'time'] as const;

/**
 * Why a line is bad: not UTF-8, over LINE_BYTES_MAX, not a JSON object (`json`), not five columns (`columns`), or
 * the field named. `future`: a time ahead of the server's clock by more than FUTURE_SKEW_MS.
 */
export const DEVICE_EVENT_LINE_ERRORS = [
  'utf8',
  'too_long',
  'json',
  'columns',
  'device_id',
  'country',
  'event',
  'industry_category',
  'time',
  'future',
] as const;
export type DeviceEventLineError = (typeof DEVICE_EVENT_LINE_ERRORS)[number];

/** Query of the batch call: the caller's id of this batch; the same id again answers the first result. */
export const deviceEventBatchQuery = z.object({
  batch_id: safeString().regex(BATCH_ID_PATTERN, 'must be 1-64 of A-Z a-z 0-9 . _ : -'),
});

/** `data` of the batch call (the first call's, again for a repeat of its batch id). */
export const deviceEventBatchAnswer = z.object({
  batch_id: z.string(),
  /** non-empty lines, the header excepted */
  lines: z.number().int(),
  /** events stored */
  stored: z.number().int(),
  /** events older than the retention window: valid, not stored (no rule could match them) */
  expired: z.number().int(),
  /** true when this batch id was seen before: nothing was stored by this call */
  replayed: z.boolean(),
  /** when the batch was first stored (unix milliseconds) */
  create_time: z.number().int(),
});
export type DeviceEventBatchAnswer = z.infer<typeof deviceEventBatchAnswer>;

/** A back-fill import: 1 queued or running, 2 done, 3 failed (the file could not be read at all). */
export const DeviceEventImportStatus = { RUNNING: 1, DONE: 2, FAILED: 3 } as const;

const lineErrorCounts = z.partialRecord(z.enum(DEVICE_EVENT_LINE_ERRORS), z.number().int());

/** What a back-fill import found: bad lines are skipped and counted (by line number and reason, never content). */
export const deviceEventImportReport = z.object({
  lines: z.number().int(),
  stored: z.number().int(),
  expired: z.number().int(),
  bad: z.number().int(),
  bad_by_reason: lineErrorCounts,
  bad_lines: z.array(z.object({ line: z.number().int(), reason: z.enum(DEVICE_EVENT_LINE_ERRORS) })),
});
export type DeviceEventImportReport = z.infer<typeof deviceEventImportReport>;

export const deviceEventImportItem = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  status: z.number().int(),
  /** bytes read so far */
  bytes_read: z.number().int(),
  report: deviceEventImportReport.nullable(),
  /** why a failed import stopped: the file is gone or unreadable */
  failure: z.enum(['file_missing', 'file_unreadable']).nullable(),
  creator_name: z.string().nullable(),
  create_time: z.number().int(),
  update_time: z.number().int(),
});
export type DeviceEventImportItem = z.infer<typeof deviceEventImportItem>;

export const deviceEventImportListQuery = z.object({
  page_no: queryInt32().min(1).default(1),
  page_size: queryInt32().min(1).max(DeviceEventLimits.IMPORT_PAGE_SIZE_MAX).default(10),
});
export const deviceEventImportList = z.object({ total: z.number().int(), list: z.array(deviceEventImportItem) });
export const deviceEventImportIdQuery = z.object({ id: queryInt32().positive() });
/** Multipart fields of the import call: one file, .ndjson / .jsonl (NDJSON) or .csv. */
export const deviceEventImportForm = z.object({ file: z.file() });

/** The events a rule may name, for the intake's check (the rule form's choices). */
export const DEVICE_EVENT_KINDS = AUDIENCE_EVENTS;
