import { Code, calls, FileKind, FileLimits, fileUploadFields, iconSizeMessage } from '@adconsole/contract';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../core/app-error.js';
import { caller } from '../../core/auth-context.js';
import { receiveUpload } from '../../core/multipart.js';
import { route } from '../../core/route.js';
import type { DB } from '../../db/database.js';
import { actorOf } from '../audit/index.js';
import type { JobRunner } from '../jobs/index.js';
import type { MaterialWithMd5 } from './files.checks.js';
import * as checks from './files.checks.js';
import * as service from './files.service.js';
import type { Storage } from './storage.js';

export interface FilesOptions {
  db: DB;
  storage: Storage;
  ffmpegPath: string;
  orphanGraceMs: number;
  /** the app's job runner: poster frames and the orphan sweep run on it */
  jobs: JobRunner;
  /** whether this process runs background work: it then sweeps stale scratch files too */
  background?: boolean;
  /** the duplicate check's question to the materials module (10010) */
  materialWithMd5: MaterialWithMd5;
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
    const actor = actorOf(req);
    const ctx = { ...opts, log: req.log };
    const upload = {
      fileField: 'file',
      fields: fileUploadFields,
      accept: checks.acceptUpload,
      scratchDir: opts.storage.scratchDir,
      // the duplicate check and the answer's file_md5 read the digest as the md5
      hash: 'md5',
    };
    return receiveUpload(req, reply, upload, ({ file, accepted, fields }) =>
      service.store(ctx, auth, actor, file, accepted, fields),
    );
  });

  // a promotion app's icon, with the apps area's rights (not material.upload): stored as an image of /v1/file and
  // answered alike, so its file_id is the app's icon_file_id; a call for each drawer, since a call has one access
  const iconFields = { type: FileKind.IMAGE, ratio_set: 'general' } as const;
  for (const call of [calls.apps.icon, calls.apps.editIcon]) {
    route(app, call, async (req, reply) => {
      const auth = caller(req);
      const actor = actorOf(req);
      const ctx = { ...opts, log: req.log };
      const upload = {
        fileField: 'file',
        fields: z.object({}),
        accept: (filename: string) => checks.acceptUpload(filename, { type: String(FileKind.IMAGE) }),
        scratchDir: opts.storage.scratchDir,
        hash: 'md5',
      };
      return receiveUpload(req, reply, upload, async ({ file, accepted }) => {
        const answer = await service.store(ctx, auth, actor, file, accepted, iconFields);
        const message = iconSizeMessage(answer.meta.width, answer.meta.height);
        if (message) {
          throw new AppError(Code.BAD_REQUEST, message, { errors: [{ field: 'file', rule: 'icon_size', message }] });
        }
        return answer;
      });
    });
  }

  route(app, calls.files.remove, async (req) => {
    await service.remove({ ...opts, log: req.log }, caller(req), actorOf(req), req.query.file_id);
    return null;
  });
};
