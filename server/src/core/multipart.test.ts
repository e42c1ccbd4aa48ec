import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createNotifier } from '../modules/logs/index.js';
import { AppError } from './app-error.js';
import { registerErrorHandler } from './error-handler.js';
import { receiveUpload, type UploadSpec } from './multipart.js';

// The receiver behind a bare app, with the rules an audience-file upload will have (scaled down): one file in
// `file`, `.txt`, `.csv` or no suffix, at most MAX bytes, refused early by Content-Length and again by counted bytes.
const MAX = 1000;
const FORM_ROOM = 1024;
const scratchDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adconsole-multipart-'));
const accepted: string[] = [];
let app: FastifyInstance;

const fields = z.object({ name: z.string().min(1), lines: z.coerce.number().int().optional() });
const spec: UploadSpec<{ suffix: string }, typeof fields> = {
  fileField: 'file',
  fields,
  scratchDir,
  accept(filename, early) {
    accepted.push(`${filename} after ${Object.keys(early).join(',') || 'no fields'}`);
    const suffix = path.extname(filename).toLowerCase();
    if (!['', '.txt', '.csv'].includes(suffix)) throw new AppError(10015, `${filename}: only .txt, .csv or no suffix`);
    return { accepted: { suffix }, maxBytes: MAX, tooBig: (max) => new AppError(10014, `over ${max} bytes`, { max }) };
  },
  declaredLimit: {
    maxBytes: MAX + FORM_ROOM,
    refuse: (declared) => new AppError(10014, `a body of ${declared} bytes is over the limit`, { max: MAX }),
  },
};

beforeAll(async () => {
  app = Fastify({ logger: false });
  registerErrorHandler(app, createNotifier(null, app.log));
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: MAX + 1, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
      throwFileSizeLimit: false,
    });
    scope.post('/upload', async (req, reply) => {
      const hash = (req.query as { hash?: string }).hash;
      return receiveUpload(req, reply, { ...spec, hash }, async ({ file, filename, accepted, fields }) => {
        if (fields.name === 'fail after') throw new AppError(10099, 'the area refused it');
        return {
          filename,
          suffix: accepted.suffix,
          fields,
          size: file.size,
          digest: file.digest,
          kept: fs.existsSync(file.path),
        };
      });
    });
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(scratchDir, { recursive: true, force: true });
});

type Part = { name: string; value: string } | { name: string; filename: string; data: Buffer };
const boundary = 'receiverboundary';
function form(parts: Part[], end = `--${boundary}--\r\n`): Buffer {
  const chunks = parts.map((p) =>
    'value' in p
      ? Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`)
      : Buffer.concat([
          Buffer.from(
            `--${boundary}\r\ncontent-disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\n\r\n`,
          ),
          p.data,
          Buffer.from('\r\n'),
        ]),
  );
  return Buffer.concat([...chunks, Buffer.from(end)]);
}
const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
/** Sends the body with its Content-Length (a Buffer), or chunked without one (`stream`). */
const send = (body: Buffer, { stream = false, url = '/upload' } = {}) =>
  app.inject({ method: 'POST', url, headers, payload: stream ? Readable.from([body]) : body });
const scratchLeft = () => fs.readdirSync(scratchDir);

describe('receiveUpload', () => {
  it('hands over the file in scratch space (md5, size) with the checked fields, then removes it', async () => {
    const data = Buffer.from('+8613800000000\n+8613800000001\n');
    const res = await send(
      form([
        { name: 'name', value: 'spring' },
        { name: 'lines', value: '2' },
        { name: 'file', filename: 'phones.csv', data },
      ]),
    );
    expect(res.json()).toEqual({
      filename: 'phones.csv',
      suffix: '.csv',
      fields: { name: 'spring', lines: 2 },
      size: data.length,
      digest: createHash('md5').update(data).digest('hex'),
      kept: true,
    });
    expect(scratchLeft()).toEqual([]);
  });

  it('hashes with the algorithm asked for, and gives accept only the fields sent before the file', async () => {
    accepted.length = 0;
    const data = Buffer.from('ids\n');
    const res = await send(
      form([
        { name: 'file', filename: 'ids', data },
        { name: 'name', value: 'late' },
      ]),
      { url: '/upload?hash=sha256' },
    );
    expect(res.json().digest).toBe(createHash('sha256').update(data).digest('hex'));
    expect(accepted).toEqual(['ids after no fields']);
  });

  it('refuses a body whose Content-Length is over the limit before reading it, and closes the connection', async () => {
    accepted.length = 0;
    const res = await send(
      form([
        { name: 'name', value: 'big' },
        { name: 'file', filename: 'big.txt', data: randomBytes(MAX + FORM_ROOM) },
      ]),
    );
    expect(res.json()).toMatchObject({ code: 10014, data: { max: MAX } });
    expect(res.headers.connection).toBe('close');
    expect(accepted).toEqual([]);
    expect(scratchLeft()).toEqual([]);
  });

  it('stops a file sent without a length at its first byte over the limit, leaving no scratch file', async () => {
    const res = await send(
      form([
        { name: 'name', value: 'big' },
        { name: 'file', filename: 'big.txt', data: randomBytes(MAX + 1) },
      ]),
      { stream: true },
    );
    expect(res.json()).toMatchObject({ code: 10014, msg: `over ${MAX} bytes`, data: { max: MAX } });
    expect(scratchLeft()).toEqual([]);
    const exact = await send(
      form([
        { name: 'name', value: 'exact' },
        { name: 'file', filename: 'exact.txt', data: randomBytes(MAX) },
      ]),
      { stream: true },
    );
    expect(exact.json()).toMatchObject({ size: MAX });
  });

  it('refuses a suffix the area does not take before a byte is stored', async () => {
    const res = await send(
      form([
        { name: 'name', value: 'x' },
        { name: 'file', filename: 'book.xlsx', data: randomBytes(10) },
      ]),
    );
    expect(res.json()).toMatchObject({ code: 10015 });
    expect(scratchLeft()).toEqual([]);
  });

  it('answers 400 on the field for a file in another field, no file, fields that fail the schema, a cut body', async () => {
    const file = { name: 'file', filename: 'a.txt', data: Buffer.from('a\n') };
    const wrong = await send(form([{ ...file, name: 'upload' }]));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().data.errors[0]).toMatchObject({ field: 'upload', rule: 'unknown' });
    const none = await send(form([{ name: 'name', value: 'x' }]));
    expect(none.json().data.errors[0]).toMatchObject({ field: 'file', rule: 'required' });
    const unnamed = await send(form([file]));
    expect(unnamed.json().data.errors[0]).toMatchObject({ field: 'name' });
    const cut = await send(form([{ name: 'name', value: 'x' }, file], `--${boundary}\r\ncontent-disposition: form-da`));
    expect(cut.json().data.errors[0]).toMatchObject({ field: 'file', rule: 'multipart' });
    expect(scratchLeft()).toEqual([]);
  });

  it('removes the scratch file when the area fails after the upload arrived', async () => {
    const res = await send(
      form([
        { name: 'name', value: 'fail after' },
        { name: 'file', filename: 'a.txt', data: Buffer.from('a\n') },
      ]),
    );
    expect(res.json()).toMatchObject({ code: 10099 });
    expect(scratchLeft()).toEqual([]);
  });
});
