import fs from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { fixtureDir, makeMp4, multipart } from './files-fixtures.js';
import { loginAs, startServer, type TestServer } from './helper.js';

// The server, tokens and upload helpers the file tests share. The bindings are live: they hold the values
// set by useFilesServer()'s beforeAll in the importing test file.
export let server: TestServer;
export let dir: string;
export let admin: string;
export let operator: string;
export let mp4: Buffer;

/** Starts a seeded server and the fixture folder for the calling test file, and removes them after it. */
export function useFilesServer(): void {
  beforeAll(async () => {
    server = await startServer();
    dir = fixtureDir();
    admin = (await loginAs(server, 'admin')).token;
    operator = (await loginAs(server, 'operator')).token;
    mp4 = makeMp4(dir, 320, 180, 2);
  });
  afterAll(async () => {
    await server.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });
}

export type FileData = Buffer | string;
export function upload(token: string | null, filename: string, data: FileData, fields: Record<string, string> = {}) {
  const parts = [...Object.entries(fields).map(([name, value]) => ({ name, value })), { name: 'file', filename, data }];
  const { payload, headers } = multipart(parts);
  return server.app.inject({
    method: 'POST',
    url: '/v1/file',
    payload,
    headers: { ...headers, ...(token ? { token } : {}) },
  });
}
export const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });
export const del = (token: string, id: number) =>
  server.app.inject({ method: 'DELETE', url: `/v1/file?file_id=${id}`, headers: { token } });

/** Uploads and expects success; answers the data. */
export async function uploaded(filename: string, data: FileData, fields: Record<string, string> = {}, token = admin) {
  const res = await upload(token, filename, data, fields);
  const body = res.json();
  if (body.code !== 200) throw new Error(`upload of ${filename} failed: ${res.body}`);
  return body.data as {
    url: string;
    file_id: number;
    fileInfo: string;
    meta: Record<string, unknown> & { thumb_url: string | null };
  };
}
