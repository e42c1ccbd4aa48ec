import { z } from 'zod';
import { BATCH_ID_PATTERN, DeviceEventLimits } from './device-events.js';
import { queryInt32 } from './numbers.js';
import { safeString } from './strings.js';

// Delivery statistics: what the ad server delivered, per ad, day (and hour), country, media app and ad position. It
// sends them in batches through a service call (API key of scope delivery_stats), NDJSON or CSV lines as the
// device-event intake reads them.

export const DeliveryStatLimits = {
  /** lines one batch call may carry */
  BATCH_LINES_MAX: DeviceEventLimits.BATCH_LINES_MAX,
  /** bytes one batch call may carry */
  BATCH_BYTES_MAX: DeviceEventLimits.BATCH_BYTES_MAX,
  /** one line's bytes: a valid line is under 250 */
  LINE_BYTES_MAX: DeviceEventLimits.LINE_BYTES_MAX,
  BAD_LINES_LISTED_MAX: DeviceEventLimits.BAD_LINES_LISTED_MAX,
  /** a line's day may be this far ahead of the server's UTC day (the campaign's time zone may be ahead of UTC) */
  FUTURE_DAYS: 1,
  /** counts and spend (minor units) of one line */
  VALUE_MAX: 2 ** 47,
  /** a file of the import call (the batch call's lines, any number of them) */
  IMPORT_FILE_MAX_BYTES: DeviceEventLimits.IMPORT_FILE_MAX_BYTES,
  /** the import's file name as the caller gives it */
  IMPORT_NAME_MAX: 255,
} as const;

/**
 * The fields of a line: an NDJSON line's keys, a CSV line's columns in this order (a first line naming them is a
 * header). `date` is the day in the campaign's time zone (YYYY-MM-DD), `hour` 0-23 of that day, or empty/absent for
 * a whole day; `spend` in the campaign's currency, minor units. A line replaces what was stored for its key (ad,
 * date, hour, country, media app, ad position); a whole-day line replaces the day's hours of its key, an hour line
 * the whole-day line of its key.
 */
export const DELIVERY_STAT_FIELDS = [
  'ad_id',
  'date',
  'hour',
  'country',
  'media_app_id',
  'ad_position_id',
  'impressions',
  'clicks',
  'installs',
  'conversions',
  'spend',
] as const;

/**
 * Why a line is bad: as for device events (`utf8`, `too_long`, `json`, `columns`), a field named, `future` a day
 * ahead of the server's, `folded` an hour line for a day whose hours are folded into its daily totals (send the
 * day's total instead), `position_app` an ad position of another media app.
 */
export const DELIVERY_STAT_LINE_ERRORS = [
  'utf8',
  'too_long',
  'json',
  'columns',
  ...DELIVERY_STAT_FIELDS,
  'future',
  'folded',
  'position_app',
] as const;
export type DeliveryStatLineError = (typeof DELIVERY_STAT_LINE_ERRORS)[number];

export const deliveryStatBatchQuery = z.object({
  batch_id: safeString().regex(BATCH_ID_PATTERN, 'must be 1-64 of A-Z a-z 0-9 . _ : -'),
});

/** `data` of the batch call (the first call's, again for a repeat of its batch id). */
export const deliveryStatBatchAnswer = z.object({
  batch_id: z.string(),
  /** non-empty lines, the header excepted */
  lines: z.number().int(),
  /** lines stored (each replaced what its key held) */
  stored: z.number().int(),
  /** true when this batch id was seen before: nothing was stored by this call */
  replayed: z.boolean(),
  /** when the batch was first stored (unix milliseconds) */
  create_time: z.number().int(),
});
export type DeliveryStatBatchAnswer = z.infer<typeof deliveryStatBatchAnswer>;

/** Query of the import call: a name for the file (the caller's own, shown back in the import's detail). */
export const deliveryStatImportQuery = z.object({
  name: safeString().max(DeliveryStatLimits.IMPORT_NAME_MAX).optional(),
});

/** An import: 1 queued or running, 2 done, 3 failed (the file could not be read at all). */
export const DeliveryStatImportStatus = { RUNNING: 1, DONE: 2, FAILED: 3 } as const;

/**
 * What an import found: `lines` read (the header excepted), `stored` lines written (each replaced what its key held),
 * bad lines skipped and counted, by line number and reason, never content (the first BAD_LINES_LISTED_MAX listed).
 */
export const deliveryStatImportReport = z.object({
  lines: z.number().int(),
  stored: z.number().int(),
  bad: z.number().int(),
  bad_by_reason: z.partialRecord(z.enum(DELIVERY_STAT_LINE_ERRORS), z.number().int()),
  bad_lines: z.array(z.object({ line: z.number().int(), reason: z.enum(DELIVERY_STAT_LINE_ERRORS) })),
});
export type DeliveryStatImportReport = z.infer<typeof deliveryStatImportReport>;

export const deliveryStatImportItem = z.object({
  id: z.number().int(),
  name: z.string(),
  /** bytes of the file */
  size: z.number().int(),
  status: z.number().int(),
  /** bytes read so far: progress is bytes_read / size */
  bytes_read: z.number().int(),
  /** the report so far (null before the first commit) */
  report: deliveryStatImportReport.nullable(),
  /** why a failed import stopped: the file is gone or unreadable */
  failure: z.enum(['file_missing', 'file_unreadable']).nullable(),
  create_time: z.number().int(),
  update_time: z.number().int(),
});
export type DeliveryStatImportItem = z.infer<typeof deliveryStatImportItem>;

export const deliveryStatImportIdQuery = z.object({ id: queryInt32().positive() });
