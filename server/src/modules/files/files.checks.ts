import path from 'node:path';
import {
  allowedRatios,
  Code,
  type DuplicateFileData,
  FileKind,
  type FileKindValue,
  FileLimits,
  type FileUploadFields,
  fileUploadFields,
  IMAGE_FORMATS,
  kindOfExtension,
  matchRatio,
  ratioText,
  UploadFailure,
  VIDEO_FORMATS,
} from '@adconsole/contract';
import { AppError } from '../../core/app-error.js';
import type { Acceptance } from '../../core/multipart.js';
import type { ScratchFile } from '../../core/scratch-file.js';
import type { DB } from '../../db/database.js';
import { inspectImage, UnreadableError } from './files.image.js';
import { sniff } from './files.sniff.js';
import { inspectVideo } from './files.video.js';

/**
 * The id of the active material whose file has this md5, or null: the materials module's answer, handed in by the app
 * (materials depend on files, so files do not import them).
 */
export type MaterialWithMd5 = (db: DB, md5: string) => Promise<number | null>;

/** An upload's name split into what the rules need. */
export interface Accepted {
  /** the original name without its extension */
  name: string;
  ext: string;
  kind: FileKindValue;
}

const maxBytes = (kind: FileKindValue) =>
  kind === FileKind.VIDEO ? FileLimits.VIDEO_MAX_BYTES : FileLimits.IMAGE_MAX_BYTES;

/**
 * Checks the extension before a byte is stored: images only jpg/jpeg/png/gif, videos only mp4,
 * and (when the form says which) the kind the form asked for.
 */
export function accept(filename: string, type: number | undefined): Accepted {
  const ext = path.extname(filename).slice(1).toLowerCase();
  const name = path.basename(filename, path.extname(filename));
  const kind = kindOfExtension(ext);
  const wanted = type === FileKind.IMAGE || type === FileKind.VIDEO ? type : (kind ?? FileKind.IMAGE);
  if (kind !== wanted) {
    const accepted = wanted === FileKind.VIDEO ? [...VIDEO_FORMATS] : [...IMAGE_FORMATS];
    throw new AppError(Code.FILE_UNSUPPORTED, `${filename}: only ${accepted.join(', ')} files are accepted here`, {
      name: filename,
      ext,
      accepted,
    });
  }
  return { name, ext, kind };
}

/**
 * The upload receiver's check of a file before a byte is stored: its extension, the kind a `type` sent before the
 * file asks for (one sent after is checked once it has arrived), and that kind's size limit (10014 past it).
 */
export function acceptUpload(filename: string, early: Readonly<Record<string, string>>): Acceptance<Accepted> {
  const type = fileUploadFields.shape.type.safeParse(early.type);
  const file = accept(filename, type.success ? type.data : undefined);
  const tooBig = (max: number) =>
    new AppError(Code.FILE_TOO_BIG, `${file.name}.${file.ext} is over ${max} bytes`, {
      name: `${file.name}.${file.ext}`,
      max,
    });
  return { accepted: file, maxBytes: maxBytes(file.kind), tooBig };
}

function unreadable(fileName: string, error: unknown): AppError {
  return new AppError(Code.FILE_UNREADABLE, `${fileName} cannot be read: ${(error as Error).message}`, {
    reason: UploadFailure.UNREADABLE,
    name: fileName,
  });
}

/** What the checks found in an upload that passed them. */
export interface Checked {
  mime: string;
  width: number;
  height: number;
  /** video seconds, rounded; null for images */
  duration: number | null;
  /** the matched ratio text, e.g. "16:9" */
  scale: string;
  /** images only: the WebP thumbnail */
  thumbnail?: Buffer;
}

/**
 * The rules of an upload that has arrived, each with its own code: the kind the form asked for (10015), a duplicate of
 * an active material (10010), the real type (10013), readable (10012), the ratio (10011).
 */
export async function check(
  db: DB,
  received: ScratchFile,
  file: Accepted,
  fields: FileUploadFields,
  materialWithMd5: MaterialWithMd5,
): Promise<Checked> {
  const fileName = `${file.name}.${file.ext}`;
  accept(fileName, fields.type);

  // a fast answer for the web; the materials' unique index on active md5s is what decides at save time
  const existing = await materialWithMd5(db, received.digest);
  if (existing !== null) {
    const data: DuplicateFileData = { ids: [existing], md5s: [received.digest], name: fileName };
    throw new AppError(Code.DUPLICATE_FILE, `${fileName}: an identical material file already exists`, data);
  }

  const { real, matches } = await sniff(received.path, file.ext);
  if (!matches) {
    throw new AppError(
      Code.FILE_SUFFIX_MISMATCH,
      `${fileName} is ${real ? `a ${real.ext} file` : 'of no known type'}, not ${file.ext}`,
      { name: fileName, ext: file.ext, real: real?.ext ?? null },
    );
  }

  let facts: { width: number; height: number; duration: number | null; thumbnail?: Buffer };
  try {
    facts =
      file.kind === FileKind.IMAGE
        ? { ...(await inspectImage(received.path)), duration: null }
        : await inspectVideo(received.path);
  } catch (error) {
    if (error instanceof UnreadableError) throw unreadable(fileName, error);
    throw error;
  }

  const allowed = allowedRatios(file.kind, fields.ratio_set);
  const scale = matchRatio(facts.width, facts.height, allowed);
  if (!scale) {
    const found = ratioText(facts.width, facts.height);
    throw new AppError(Code.FILE_WRONG_RATIO, `${fileName}: ratio ${found} is not one of ${allowed.join(', ')}`, {
      reason: UploadFailure.WRONG_RATIO,
      name: fileName,
      scale: found,
      width: facts.width,
      height: facts.height,
      allowed,
    });
  }

  return { mime: real!.mime, ...facts, scale };
}
