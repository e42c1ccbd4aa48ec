import fsp from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  AuditAction,
  AuditEntity,
  Code,
  FileKind,
  type FileUploadAnswer,
  type FileUploadFields,
  fileUrl,
  screenTypeOf,
} from '@adconsole/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../core/app-error.js';
import type { AuthContext } from '../../core/auth-context.js';
import type { ScratchFile } from '../../core/scratch-file.js';
import type { DB } from '../../db/database.js';
import type { Actor } from '../audit/index.js';
import { audit } from '../audit/index.js';
import type { JobRunner } from '../jobs/index.js';
import { type Accepted, check, type MaterialWithMd5 } from './files.checks.js';
import { ffmpegAvailable } from './files.ffmpeg.js';
import { type PosterJob, posterJob, posterSettled, startPoster } from './files.poster-job.js';
import * as repo from './files.repo.js';
import { newStorageKey, type Storage, variantKey } from './storage.js';

/** What the upload and delete calls work with. */
export interface FilesContext {
  db: DB;
  storage: Storage;
  ffmpegPath: string;
  /** where the poster jobs go */
  jobs: JobRunner;
  /** the duplicate check's question to the materials module (10010) */
  materialWithMd5: MaterialWithMd5;
  log: FastifyBaseLogger;
}

/**
 * Checks a received upload (files.checks.ts), stores it with its thumbnail (images) and records it as an unused file;
 * a video's poster frame is a job made right after the answer (files.poster-job.ts). The scratch file is moved into storage,
 * or left for the caller to remove.
 */
export async function store(
  ctx: FilesContext,
  auth: AuthContext,
  actor: Actor,
  received: ScratchFile,
  file: Accepted,
  fields: FileUploadFields,
): Promise<FileUploadAnswer> {
  const facts = await check(ctx.db, received, file, fields, ctx.materialWithMd5);
  const { scale } = facts;
  const key = newStorageKey(file.ext);
  const stored: string[] = [];
  // videos: a hard link keeps a local copy for the poster job after the upload itself has moved into storage
  let posterSource: string | null = null;
  try {
    let thumbKey: string | null = null;
    if (facts.thumbnail) {
      thumbKey = variantKey(key, 't', 'webp');
      await ctx.storage.put(thumbKey, Readable.from([facts.thumbnail]), 'image/webp');
      stored.push(thumbKey);
    } else if (await ffmpegAvailable(ctx.ffmpegPath, ctx.log)) {
      thumbKey = variantKey(key, 'p', 'jpg');
      posterSource = `${received.path}.src`;
      await fsp.link(received.path, posterSource);
    }
    await ctx.storage.putFile(key, received.path, facts.mime);
    stored.push(key);

    const screenType = screenTypeOf(facts.width, facts.height);
    const row = {
      md5: received.digest,
      size: received.size,
      name: file.name.slice(0, 255),
      ext: file.ext,
      mime: facts.mime,
      kind: file.kind,
      width: facts.width,
      height: facts.height,
      duration: facts.duration,
      scale,
      screen_type: screenType,
      storage_key: key,
      thumb_key: thumbKey,
      uploader_id: auth.userId,
      create_time: Date.now(),
    };
    const poster = posterSource && thumbKey ? { posterKey: thumbKey, source: posterSource } : null;
    const id = await recordFile(ctx, actor, row, poster && { ...poster, duration: facts.duration ?? 0 });
    // the poster job owns the source now
    posterSource = null;
    return {
      url: fileUrl(key),
      file_id: id,
      fileInfo: JSON.stringify({ size: received.size, ext: file.ext, file_md5: received.digest }),
      meta: {
        type: file.kind,
        format: file.ext,
        width: facts.width,
        height: facts.height,
        scale,
        screen_type: screenType,
        duration: facts.duration,
        element: file.kind === FileKind.VIDEO ? JSON.stringify({ duration: facts.duration }) : null,
        thumb_url: thumbKey ? fileUrl(thumbKey) : null,
        md5: received.digest,
        size: received.size,
        name: file.name,
      },
    };
  } catch (error) {
    await Promise.all(stored.map((k) => ctx.storage.delete(k).catch(() => undefined)));
    throw error;
  } finally {
    if (posterSource) await fsp.rm(posterSource, { force: true });
  }
}

/**
 * Records an uploaded file; with a poster to make, its job commits in the same transaction (no job without its
 * file, no file waiting for a poster nobody makes) and starts here once committed.
 */
async function recordFile(
  ctx: FilesContext,
  actor: Actor,
  row: Parameters<typeof repo.insertFile>[1],
  poster: Omit<PosterJob, 'fileId'> | null,
): Promise<number> {
  const [fileId, jobId] = await ctx.db.transaction().execute(async (trx) => {
    const fileId = await repo.insertFile(trx, row);
    await audit.record(trx, actor, { action: AuditAction.CREATE, ...auditedFile(fileId, row, 'after') });
    return [fileId, poster && (await ctx.jobs.enqueue(posterJob, { fileId, ...poster }, { db: trx }))] as const;
  });
  if (poster && jobId !== null) startPoster(ctx.jobs, poster.posterKey, jobId, ctx.log);
  return fileId;
}

/** A file's audit entry: its name and the facts a person would look for (what, how big, which checksum). */
export function auditedFile(id: number, f: Parameters<typeof repo.insertFile>[1], side: 'before' | 'after') {
  const fields = { name: f.name, kind: f.kind, ext: f.ext, size: Number(f.size), md5: f.md5 };
  return { entity: AuditEntity.FILE, id, name: f.name, [side]: fields };
}

/** Removes the stored objects of a file row; a failure is logged (the object is then an orphan in storage only). */
export async function removeObjects(ctx: Pick<FilesContext, 'storage' | 'log'>, keys: (string | null)[]) {
  for (const key of keys) {
    if (!key) continue;
    // a poster still being made would land after the delete
    await posterSettled(key);
    await ctx.storage.delete(key).catch((error) => ctx.log.error({ err: error, key }, 'stored file not removed'));
  }
}

/**
 * Deletes an uploaded file that no material uses: only its uploader or an administrator may. Another user's file
 * does not exist for the caller (as for the material add), so its answer cannot confirm the id.
 */
export async function remove(ctx: FilesContext, auth: AuthContext, actor: Actor, id: number): Promise<void> {
  const row = await repo.findFile(ctx.db, id);
  if (!row || (!auth.isAdmin && row.uploader_id !== auth.userId)) {
    throw new AppError(Code.NOT_EXISTS, `file ${id} does not exist`, { ids: [id] });
  }
  // the conditional delete decides, so a material saved at the same moment cannot lose its file
  const deleted = await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.deleteUnusedFile(trx, id))) return false;
    await audit.record(trx, actor, { action: AuditAction.DELETE, ...auditedFile(id, row, 'before') });
    return true;
  });
  if (!deleted) {
    if (!(await repo.findFile(ctx.db, id)))
      throw new AppError(Code.NOT_EXISTS, `file ${id} does not exist`, { ids: [id] });
    throw new AppError(Code.FILE_IN_USE, `file ${id} is used by a material`, { ids: [id] });
  }
  await removeObjects(ctx, [row.storage_key, row.thumb_key]);
}

/** The stored files of these ids that exist: what a material or an app icon names, read before it is saved. */
export const storedFiles = (db: DB, ids: readonly number[]) => repo.findFiles(db, ids);

/** Marks files as used by a row being saved, inside its transaction, so the sweep of unused uploads leaves them. */
export const markFilesUsed = (db: DB, ids: readonly number[]) => repo.markFilesUsed(db, ids);
