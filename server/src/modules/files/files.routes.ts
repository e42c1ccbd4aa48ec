import fsp from 'node:fs/promises';
import { Code, calls, FileLimits, fileUploadFields } from '@adconsole/contract';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../core/app-error.js';
import { fieldError } from '../../core/field-error.js';
import { route } from '../../core/route.js';
import type { DB } from '../../db/database.js';
import { caller } from '../auth/access-guard.js';
import type { JobRunner } from '../jobs/index.js';
import * as checks from './files.checks.js';
import type { Received } from './files.receive.js';
import * as service from './files.service.js';
import type { Storage } from './storage.js';

/** The multipart parser's own complaints about a body cut short or badly formed (plain errors, no system code). */
function isMalformedMultipart(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown };
  return (
    error instanceof Error &&
    e.code === undefined &&
    /multipart data|terminated early|boundary not found/i.test(String(e.message))
  );
}

/** The client went away mid-upload (a cancel, a closed tab): the socket is gone before the body arrived. */
function isClientGone(req: { raw: { destroyed: boolean; complete: boolean } }, error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return (req.raw.destroyed && !req.raw.complete) || code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE';
}

export interface FilesOptions {
  db: DB;
  storage: Storage;
  ffmpegPath: string;
  orphanGraceMs: number;
  /** the app's job runner: poster frames and the orphan sweep run on it */
  jobs: JobRunner;
}

/** Upload and delete of material files (`POST`/`DELETE /v1/file`). */
export const filesRoutes: FastifyPluginAsync<FilesOptions> = async (app, opts) => {
  // the multipart parser only in this plugin: every other route keeps the 1 MB JSON body limit
  await app.register(fastifyMultipart, {
    // one byte over the largest kind's limit: the receiver's own count (per kind) trips first and stops the upload,
    // where busboy's limit would quietly read and discard the rest of the file
    limits: { fileSize: FileLimits.VIDEO_MAX_BYTES + 1, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
    throwFileSizeLimit: false,
  });

  route(app, calls.files.upload, async (req, reply) => {
    const auth = caller(req);
    const ctx = { ...opts, log: req.log };
    const fields: Record<string, string> = {};
    let received: Received | null = null;
    let accepted: checks.Accepted | null = null;
    try {
      for await (const part of req.parts()) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value);
          continue;
        }
        if (part.fieldname !== 'file') throw fieldError(part.fieldname, 'unknown', 'the file goes in the field `file`');
        // a `type` sent before the file is checked before a byte is stored; one sent after, once it has arrived
        const early = fileUploadFields.shape.type.safeParse(fields.type);
        accepted = checks.accept(part.filename ?? '', early.success ? early.data : undefined);
        received = await checks.receive(opts.storage, part.file, accepted);
      }
      if (!received || !accepted) throw fieldError('file', 'required', 'a file is required in the field `file`');
      const parsed = fileUploadFields.safeParse(fields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw fieldError(String(issue.path[0] ?? 'body'), issue.code, issue.message);
      }
      return await service.store(ctx, auth, received, accepted, parsed.data);
    } catch (error) {
      if (isClientGone(req, error)) {
        // nobody is left to answer, and a cancel is no server fault: no error log, no alert
        req.log.info('upload cancelled by the client');
        throw new AppError(Code.BAD_REQUEST, 'upload cancelled by the client');
      }
      // refused before the body was read (too big, wrong extension): close rather than drain the rest of it
      if (!req.raw.complete) reply.header('connection', 'close');
      if (isMalformedMultipart(error)) throw fieldError('file', 'multipart', (error as Error).message);
      throw error;
    } finally {
      // moved into storage on success; removed here on every failure
      if (received) await fsp.rm(received.path, { force: true });
    }
  });

  route(app, calls.files.remove, async (req) => {
    await service.remove({ ...opts, log: req.log }, caller(req), req.query.file_id);
    return null;
  });
};
