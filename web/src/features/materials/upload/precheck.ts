import {
  allowedRatios,
  FileKind,
  type FileKindValue,
  FileLimits,
  IMAGE_FORMATS,
  matchRatio,
  type RatioSet,
  ratioText,
  VIDEO_FORMATS,
} from '@adconsole/contract';
import { extensionMatches, type RealType } from './sniff';

// The browser repeats the server's upload rules only to answer at once; the server stays the authority.

/** A message to show, as a locale key and its values (translated where it is shown). */
export interface Notice {
  key: string;
  params?: Record<string, string | number>;
}

/** The result of one pre-check: passed, or the notice that fails the file. */
export type Check = { ok: true; warning?: Notice } | { ok: false; notice: Notice };

const pass: Check = { ok: true };
const refuse = (key: string, params: Record<string, string | number>): Check => ({
  ok: false,
  notice: { key, params },
});

/** Formats of a kind, upper case, for messages: "JPG, JPEG, PNG, GIF". */
export const formatsOf = (type: FileKindValue): string[] =>
  (type === FileKind.VIDEO ? [...VIDEO_FORMATS] : [...IMAGE_FORMATS]).map((f) => f.toUpperCase());

/** The extension must be one of the kind's formats: images JPG/PNG/GIF, videos MP4 ('someUpload' for videos). */
export function checkFormat(type: FileKindValue, ext: string, name: string): Check {
  const list: readonly string[] = type === FileKind.VIDEO ? VIDEO_FORMATS : IMAGE_FORMATS;
  if (list.includes(ext.toLowerCase())) return pass;
  return refuse(type === FileKind.VIDEO ? 'upload.error.someUpload' : 'upload.error.imageFormat', {
    name,
    formats: formatsOf(type).join(', '),
  });
}

const MB = 1024 * 1024;

/** Videos at most 50 MB ('someUpload'), with a warning above 25 MB; images at most the server's image limit. */
export function checkSize(type: FileKindValue, bytes: number, name: string): Check {
  if (type === FileKind.VIDEO) {
    if (bytes > FileLimits.VIDEO_MAX_BYTES) return refuse('upload.error.someUpload', { name });
    if (bytes > FileLimits.VIDEO_WARN_BYTES) {
      return { ok: true, warning: { key: 'upload.warn.bigVideo', params: { max: FileLimits.VIDEO_WARN_BYTES / MB } } };
    }
    return pass;
  }
  if (bytes > FileLimits.IMAGE_MAX_BYTES) {
    return refuse('upload.error.imageTooBig', { name, max: FileLimits.IMAGE_MAX_BYTES / MB });
  }
  return pass;
}

/** The real type from the first bytes must equal the extension's ('suffixMsg'). */
export function checkSuffix(ext: string, real: RealType | null, name: string): Check {
  return extensionMatches(ext, real) ? pass : refuse('upload.error.suffix', { name });
}

/** The list an image is checked against: sku mode, the review account with review chosen, or the general list. */
export function ratioSetFor(mode: { sku?: boolean; review?: boolean }): RatioSet {
  if (mode.review) return 'review';
  return mode.sku ? 'sku' : 'general';
}

/** The message of a wrong ratio, checked here or by the server: videos, sku and review sets have their own. */
export const ratioErrorKey = (type: FileKindValue, set: RatioSet) =>
  type === FileKind.VIDEO
    ? 'upload.error.videoRatio'
    : set === 'sku'
      ? 'upload.error.skuRatio'
      : set === 'review'
        ? 'upload.error.reviewRatio'
        : 'upload.error.ratio';

/**
 * The ratio of an image must match the list of its set within the tolerance ('uploadFailedMsg' with the file name;
 * the sku and review sets have their own messages); answers the matched ratio text on success.
 */
export function checkRatio(
  width: number,
  height: number,
  set: RatioSet,
  name: string,
  type: FileKindValue = FileKind.IMAGE,
): Check & { scale?: string } {
  const allowed = allowedRatios(type, set);
  const scale = matchRatio(width, height, allowed);
  if (scale) return { ok: true, scale };
  return refuse(ratioErrorKey(type, set), { name, scale: ratioText(width, height), allowed: allowed.join(', ') });
}

/** An image whose size cannot be read is refused as unreadable ('fileFailed'). */
export function checkReadable(size: { width: number; height: number } | null, name: string): Check {
  return size && size.width > 0 && size.height > 0 ? pass : refuse('upload.error.unreadable', { name });
}

/** What the duplicate check needs of the other chosen files. */
export interface Hashed {
  key: string;
  name: string;
  md5?: string;
  /** failed or removed files no longer count as chosen */
  counts: boolean;
}

/** The same md5 as another chosen file is the duplicate-image error, naming the other file. */
export function checkDuplicate(self: Hashed, others: readonly Hashed[]): Check {
  const twin = others.find((o) => o.key !== self.key && o.counts && o.md5 !== undefined && o.md5 === self.md5);
  return twin ? refuse('upload.error.duplicateChosen', { name: self.name, other: twin.name }) : pass;
}
