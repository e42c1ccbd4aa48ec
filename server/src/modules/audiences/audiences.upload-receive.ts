import path from 'node:path';
import { AudienceLimits, type AudienceUploadAnswer, Code } from '@adconsole/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../core/app-error.js';
import { receiveUpload } from '../../core/multipart.js';
import type { DB } from '../../db/database.js';
import type { Storage } from '../files/index.js';
import { newUploadKey } from './audiences.keys.js';
import { insertUpload } from './audiences.repo.js';

/** Room for the multipart framing around the file when the body's Content-Length is judged. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * Receives one audience file (`.txt`, `.csv` or no suffix, at most 314572800 bytes: refused early by Content-Length
 * and again by counted bytes), streamed to scratch while hashed, then moved into storage under a private key and
 * recorded as an upload no package has taken yet (audiences.upload-sweep.ts).
 */
export function receiveAudienceFile(
  req: FastifyRequest,
  reply: FastifyReply,
  { db, storage, userId }: { db: DB; storage: Storage; userId: number | null },
): Promise<AudienceUploadAnswer> {
  const max = AudienceLimits.FILE_MAX_BYTES;
  const tooBig = (name: string) =>
    new AppError(Code.AUDIENCE_FILE_TOO_BIG, `the file is over ${max} bytes`, { name, max });
  return receiveUpload(
    req,
    reply,
    {
      fileField: 'file',
      fields: z.object({}),
      scratchDir: storage.scratchDir,
      hash: 'sha256',
      accept(filename) {
        const suffix = path.extname(filename).toLowerCase();
        if (!(AudienceLimits.FILE_SUFFIXES as readonly string[]).includes(suffix)) {
          throw new AppError(Code.AUDIENCE_FILE_UNSUPPORTED, `${filename}: only .txt, .csv or no suffix`, {
            name: filename,
          });
        }
        return { accepted: filename, maxBytes: max, tooBig: () => tooBig(filename) };
      },
      declaredLimit: { maxBytes: max + FORM_OVERHEAD_BYTES, refuse: () => tooBig('') },
    },
    async ({ file, filename }) => {
      const key = newUploadKey();
      await storage.putFile(key, file.path, 'text/plain');
      await insertUpload(db, { fileKey: key, size: file.size, name: filename, creatorId: userId, now: Date.now() });
      return { path: key, size: file.size, name: filename };
    },
  );
}
