import { z } from 'zod';
import { queryInt32 } from './numbers.js';

/** Uploaded files: 1 image, 2 video (the material `type`). */
export const FileKind = { IMAGE: 1, VIDEO: 2 } as const;
export type FileKindValue = (typeof FileKind)[keyof typeof FileKind];

/** Extensions accepted per kind; the real type read from the first bytes must be the extension's type. */
export const IMAGE_FORMATS = ['jpg', 'jpeg', 'png', 'gif'] as const;
export const VIDEO_FORMATS = ['mp4'] as const;

const MB = 1024 * 1024;
export const FileLimits = {
  /** spec: videos at most 50 MB */
  VIDEO_MAX_BYTES: 50 * MB,
  /** spec: videos "recommended under 25 MB" (a warning, not a refusal) */
  VIDEO_WARN_BYTES: 25 * MB,
  IMAGE_MAX_BYTES: 20 * MB,
  /** decoded pixels an image may have (decompression-bomb guard): 40 megapixels, e.g. 8000 x 5000 */
  MAX_PIXELS: 40_000_000,
  /** width of the WebP thumbnail stored beside every image */
  THUMB_WIDTH: 320,
  /** largest width of the JPEG poster frame stored beside every video */
  POSTER_WIDTH: 640,
} as const;

/** Where stored files are served: `/files/<key>`, public by unguessable key. */
export const FILES_PATH = '/files/';
/** The address of a stored file. */
export const fileUrl = (key: string): string => `${FILES_PATH}${key}`;

/** A width/height ratio matches when it is within 0.01 of the allowed ratio's value. */
export const RATIO_TOLERANCE = 0.01;

/** Ratio lists, as the spec writes them ("w:h"). */
export const Ratios = {
  general: [
    '1.91:1',
    '1:1',
    '4:1',
    '1:1.48',
    '1:1.28',
    '1:1.02',
    '6.4:1',
    '6:5',
    '9:16',
    '16:9',
    '1:2.1',
    '4:3',
    '1:2',
    '2:1',
    '1.48:1',
  ],
  sku: ['1:1', '16:9', '1.91:1', '6:5', '9:16', '1.48:1'],
  /** the review-material account with third-party review (audit 2); with no review it has the general list */
  review: ['1:1', '16:9'],
  video: ['1.91:1', '16:9', '1:1.48', '9:16'],
  /** JS-tag creative image sizes (the ad editor's list) */
  jsTag: ['16:9', '6.4:1', '6:5', '1.91:1'],
} as const;

/** The special image ratio that every image list except the review account's accepts (spec: "always allowed"). */
export const ALWAYS_ALLOWED_IMAGE_RATIO = '1:2.1';

/** Which list an upload is checked against: `general` (default), `sku`, `review` (review account, audit 2), `video`. */
export const RATIO_SETS = ['general', 'sku', 'review', 'video'] as const;
export type RatioSet = (typeof RATIO_SETS)[number];

/** The value of a ratio text: "16:9" → 1.777…; NaN when the text is not "w:h". */
export function ratioValue(text: string): number {
  const [w, h, extra] = text.split(':').map(Number);
  if (extra !== undefined || !w || !h) return Number.NaN;
  return w / h;
}

/** The ratio text of `list` that width/height matches within the tolerance (the nearest one), or null. */
export function matchRatio(width: number, height: number, list: readonly string[]): string | null {
  if (!(width > 0 && height > 0)) return null;
  const actual = width / height;
  let best: string | null = null;
  let bestGap = Number.POSITIVE_INFINITY;
  for (const text of list) {
    const gap = Math.abs(actual - ratioValue(text));
    // a hair of slack so that a ratio exactly on the tolerance edge is not lost to float rounding
    if (gap <= RATIO_TOLERANCE + 1e-9 && gap < bestGap) {
      best = text;
      bestGap = gap;
    }
  }
  return best;
}

/** The ratios an upload may have: videos always the video list; images the chosen list, plus 1:2.1 except for review. */
export function allowedRatios(kind: FileKindValue, set: RatioSet = 'general'): string[] {
  if (kind === FileKind.VIDEO) return [...Ratios.video];
  if (set === 'review') return [...Ratios.review];
  const list: string[] = set === 'sku' ? [...Ratios.sku] : [...Ratios.general];
  if (!list.includes(ALWAYS_ALLOWED_IMAGE_RATIO)) list.push(ALWAYS_ALLOWED_IMAGE_RATIO);
  return list;
}

/** The ratio of a size as the spec writes ratios, to two decimals: "1.43:1", "1:1.48", "1:1" (names what was found). */
export function ratioText(width: number, height: number): string {
  const round = (v: number) => String(Math.round(v * 100) / 100);
  if (width === height) return '1:1';
  return width > height ? `${round(width / height)}:1` : `1:${round(height / width)}`;
}

/** screen_type: 1 landscape, 2 portrait, 3 square (the spec's orientation). */
export const ScreenType = { LANDSCAPE: 1, PORTRAIT: 2, SQUARE: 3 } as const;
export type ScreenTypeValue = (typeof ScreenType)[keyof typeof ScreenType];
export function screenTypeOf(width: number, height: number): ScreenTypeValue {
  if (width > height) return ScreenType.LANDSCAPE;
  if (width < height) return ScreenType.PORTRAIT;
  return ScreenType.SQUARE;
}

/** Countries a third-party review can be asked for. */
export const REVIEW_COUNTRIES = ['ID', 'SG', 'MY', 'PH', 'TH', 'VN'] as const;
export type ReviewCountry = (typeof REVIEW_COUNTRIES)[number];

/** The kind an extension belongs to, or null when no kind accepts it. */
export function kindOfExtension(ext: string): FileKindValue | null {
  const e = ext.toLowerCase();
  if ((IMAGE_FORMATS as readonly string[]).includes(e)) return FileKind.IMAGE;
  if ((VIDEO_FORMATS as readonly string[]).includes(e)) return FileKind.VIDEO;
  return null;
}

/** Why an upload failed, in the refusal's `data.reason` (spec "failure code"): 1 wrong ratio, 2 unreadable. */
export const UploadFailure = { WRONG_RATIO: 1, UNREADABLE: 2 } as const;

/**
 * The text fields of `POST /v1/file` (multipart; the file itself is the field `file`).
 * `type` may be left out: the extension then decides.
 */
export const fileUploadFields = z.object({
  type: z.coerce
    .number()
    .int()
    .refine((v) => v === FileKind.IMAGE || v === FileKind.VIDEO, 'type must be 1 (image) or 2 (video)')
    .optional(),
  ratio_set: z.enum(RATIO_SETS).default('general'),
});
export type FileUploadFields = z.infer<typeof fileUploadFields>;
/** The whole form of `POST /v1/file` as the API document shows it: the text fields and the file. */
export const fileUploadForm = fileUploadFields.extend({ file: z.file() });

/** `fileInfo` of the upload answer, once parsed (it travels as a JSON string, as the spec reads it). */
export const fileInfo = z.object({ size: z.number().int(), ext: z.string(), file_md5: z.string() });

/** What the web needs to build the upload record (materialUploadRecord) of an uploaded file. */
export const fileMeta = z.object({
  type: z.number().int(),
  format: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  scale: z.string(),
  screen_type: z.number().int(),
  /** video seconds, rounded; null for images */
  duration: z.number().int().nullable(),
  /** JSON string `{"duration":N}` for videos; null for images */
  element: z.string().nullable(),
  /** WebP thumbnail (images) or JPEG poster frame (videos); null when no poster could be made */
  thumb_url: z.string().nullable(),
  md5: z.string(),
  size: z.number().int(),
  /** the uploaded file's name without its extension */
  name: z.string(),
});
export type FileMeta = z.infer<typeof fileMeta>;

/** `data` of a successful `POST /v1/file`. */
export const fileUploadAnswer = z.object({
  url: z.string(),
  file_id: z.number().int(),
  /** JSON string of {@link fileInfo} */
  fileInfo: z.string(),
  meta: fileMeta,
});
export type FileUploadAnswer = z.infer<typeof fileUploadAnswer>;

export const fileDeleteQuery = z.object({ file_id: queryInt32().positive() });
