import fsp from 'node:fs/promises';
import { Code, nameProblem, textProblem } from '@adconsole/contract';
import type { Multipart } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error.js';
import { fieldError } from './field-error.js';
import { receiveToScratch, type ScratchFile, TooBigError } from './scratch-file.js';

// The one receiver of file uploads (material files today, audience files next). It lives in core, beside the other
// HTTP helpers, because it reads the request and shapes the refusals of any area; what a file may be stays with
// the area, through `accept`. The route's plugin registers @fastify/multipart with a fileSize limit one byte over
// its largest file, so this receiver's own count (per file) trips first and stops the upload, where busboy's limit
// would quietly read and discard the rest of the file.

/** What the area decided about a file from its name and the fields sent before it. */
export interface Acceptance<A> {
  /** what the area keeps of its check, handed back with the file */
  accepted: A;
  /** the most bytes this file may have */
  maxBytes: number;
  /** the refusal of a file over `maxBytes` */
  tooBig(max: number): Error;
}

export interface UploadSpec<A, F extends z.ZodType> {
  /** the one field that carries the file */
  fileField: string;
  /** the text fields, checked with this schema once the whole body has been read */
  fields: F;
  /** checks a file before a byte of it is stored: throws to refuse it (a suffix not taken), or says its limit */
  accept(filename: string, early: Readonly<Record<string, string>>): Acceptance<A>;
  /** where the file is streamed while it arrives (the storage's scratch folder) */
  scratchDir: string;
  /** the digest computed on the way: a node:crypto name (default md5) */
  hash?: string;
  /**
   * A body whose Content-Length already says it is over `maxBytes` (the file's limit plus room for the form around
   * it) is refused before a byte is read; a body sent without a length is still stopped by the counted bytes.
   */
  declaredLimit?: { maxBytes: number; refuse(declared: number): Error };
}

/** An upload that arrived whole: the file in scratch space, the area's acceptance, the checked fields. */
export interface Upload<A, F> {
  file: ScratchFile;
  filename: string;
  accepted: A;
  fields: F;
}

/** The multipart parser's own complaints about a body cut short or badly formed (plain errors, no system code). */
export function isMalformedMultipart(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown };
  return (
    error instanceof Error &&
    e.code === undefined &&
    /multipart data|terminated early|boundary not found/i.test(String(e.message))
  );
}

/** The client went away mid-upload (a cancel, a closed tab): the socket is gone before the body arrived. */
export function isClientGone(req: { raw: { destroyed: boolean; complete: boolean } }, error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return (req.raw.destroyed && !req.raw.complete) || code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE';
}

/** The Content-Length a request declares, or null when it sends none (chunked) or an unreadable one. */
export function declaredLength(headers: Record<string, string | string[] | undefined>): number | null {
  const value = headers['content-length'];
  const length = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : null;
  return length !== null && Number.isSafeInteger(length) ? length : null;
}

/**
 * Reads a multipart upload of one file and some text fields, then hands it to `use`. The file streams into scratch
 * space while it is hashed and counted, after the area's `accept` has checked its name; passing its limit stops the
 * upload at once. The scratch file is removed afterwards in every case (`use` moves it into storage to keep it).
 * Refusals: an unknown file field or a missing file is a 400 on that field, the fields' schema a 400 on the first
 * failing field, a malformed body a 400 on the file field, a client gone mid-way a quiet 400; a refusal before the
 * body was read answers with `connection: close`, so the rest of a large body is not read for nothing.
 */
export async function receiveUpload<A, F extends z.ZodType, T>(
  req: FastifyRequest,
  reply: FastifyReply,
  spec: UploadSpec<A, F>,
  use: (upload: Upload<A, z.output<F>>) => Promise<T>,
): Promise<T> {
  const field = `\`${spec.fileField}\``;
  let file: ScratchFile | null = null;
  try {
    const declared = declaredLength(req.headers);
    if (spec.declaredLimit && declared !== null && declared > spec.declaredLimit.maxBytes) {
      throw spec.declaredLimit.refuse(declared);
    }
    const fields: Record<string, string> = {};
    let filename = '';
    let accepted: A | null = null;
    for await (const part of req.parts() as AsyncIterableIterator<Multipart>) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== spec.fileField)
        throw fieldError(part.fieldname, 'unknown', `the file goes in the field ${field}`);
      // the parser's `files: 1` limit stops a second file first; this keeps the first one's scratch file accounted for
      if (file) throw fieldError(part.fieldname, 'too_many', `one file only in the field ${field}`);
      // the file's name is stored and listed (a material's name, an audience file's): the request text and name rules
      // apply to it as to any name field, and it is kept in NFC
      filename = (part.filename ?? '').normalize('NFC');
      const problem = textProblem(filename) ?? nameProblem(filename);
      if (problem) throw fieldError(spec.fileField, 'invalid', `the file name ${problem}`);
      const acceptance = spec.accept(filename, { ...fields });
      accepted = acceptance.accepted;
      file = await receiveToScratch(part.file, spec.scratchDir, acceptance.maxBytes, spec.hash).catch((error) => {
        throw error instanceof TooBigError ? acceptance.tooBig(error.max) : error;
      });
    }
    if (!file || accepted === null)
      throw fieldError(spec.fileField, 'required', `a file is required in the field ${field}`);
    const parsed = spec.fields.safeParse(fields);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw fieldError(String(issue.path[0] ?? 'body'), issue.code, issue.message);
    }
    return await use({ file, filename, accepted, fields: parsed.data });
  } catch (error) {
    if (isClientGone(req, error)) {
      // nobody is left to answer, and a cancel is no server fault: no error log, no alert
      req.log.info('upload cancelled by the client');
      throw new AppError(Code.BAD_REQUEST, 'upload cancelled by the client');
    }
    // refused before the body was read (too big, a suffix not taken): close rather than drain the rest of it
    if (!req.raw.complete) reply.header('connection', 'close');
    if (isMalformedMultipart(error)) throw fieldError(spec.fileField, 'multipart', (error as Error).message);
    throw error;
  } finally {
    if (file) await fsp.rm(file.path, { force: true });
  }
}
