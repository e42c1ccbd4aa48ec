import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startServer, type TestServer } from './helper.js';

// A person who closes the upload drawer mid-way cancels the request: the server must clean up quietly, since a
// cancel is not a server fault (no error log, no alert to the webhook).
let server: TestServer;
let hook: http.Server;
const alerts: string[] = [];
let token = '';

beforeAll(async () => {
  hook = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      alerts.push(body);
      res.end('{}');
    });
  });
  await new Promise<void>((r) => hook.listen(0, '127.0.0.1', () => r()));
  const { port } = hook.address() as net.AddressInfo;
  server = await startServer({ NOTIFY_WEBHOOK_URL: `http://127.0.0.1:${port}/hook` });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  token = (await loginAs(server, 'admin')).token;
});
afterAll(async () => {
  await server.destroy();
  await new Promise((r) => hook.close(r));
});

/** Sends the head of a 10 MB video upload, then drops the connection. */
async function cancelMidway(): Promise<void> {
  const { port } = server.app.server.address() as net.AddressInfo;
  const boundary = 'cancelboundary';
  const head = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="big.mp4"\r\ncontent-type: video/mp4\r\n\r\n`;
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((r) => socket.once('connect', () => r()));
  socket.write(
    `POST /v1/file HTTP/1.1\r\nhost: 127.0.0.1\r\ntoken: ${token}\r\ncontent-type: multipart/form-data; boundary=${boundary}\r\ncontent-length: ${10 * 1024 * 1024}\r\n\r\n${head}`,
  );
  // a real MP4 starts with an ftyp box; then some megabytes of the rest
  socket.write(Buffer.from('0000001866747970697336000000000069736f6d6d703432', 'hex'));
  for (let i = 0; i < 20; i++) socket.write(Buffer.alloc(64 * 1024, i));
  await new Promise((r) => setTimeout(r, 300));
  socket.destroy();
}

describe('a cancelled upload', () => {
  it('leaves no scratch file and no file row, and raises no alert (the 500 path logs an error and alerts)', async () => {
    const before = await server.database.db.selectFrom('file').select('id').execute();
    await cancelMidway();
    const scratch = path.join(server.config.dataDir, 'files', '.tmp');
    await expect.poll(() => (fs.existsSync(scratch) ? fs.readdirSync(scratch) : []), { timeout: 5000 }).toEqual([]);
    await new Promise((r) => setTimeout(r, 300));
    await server.notifier.flush();
    expect(alerts).toEqual([]);
    const after = await server.database.db.selectFrom('file').select('id').execute();
    expect(after.length).toBe(before.length);
  });
});
