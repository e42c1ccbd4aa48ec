/**
 * Upload benchmark: the real server (its own process, SQLite in a temp DATA_DIR, local storage) on a loopback port;
 * 10 MB and 50 MB MP4 uploads through the upload call (`calls.files.upload`), timed from the client. Prints MB/s per
 * run (MB = 2^20 bytes) and the server process's resident memory, sampled every 5 ms from /proc, to show it stays
 * flat with file size.
 *
 * Run: npx tsx bench/upload.bench.ts  (or npm run bench:upload -w bench). Needs ffmpeg (Debian's package) and
 * `npm run build` (the server runs as `npm start` runs it, node on server/dist; SERVER_MODE=tsx-import for the sources).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { type CallAnswer, calls } from '@adconsole/contract';
import { type ServerMode, type ServerProcess, signIn, startServerProcess, writeMp4 } from '@adconsole/testkit';
import { loadAverage } from './support/machine.js';

const MB = 1024 * 1024;
const RUNS = Number(process.env.RUNS ?? 5);

/** A real H.264 MP4 from ffmpeg, padded with a trailing `free` box to exactly `size` bytes (still a valid MP4). */
function paddedMp4(dir: string, size: number): string {
  const base = path.join(dir, 'base.mp4');
  if (!fs.existsSync(base)) writeMp4(base, { width: 1280, height: 720, seconds: 2, pattern: 'testsrc' });
  const out = path.join(dir, `padded-${size / MB}MB.mp4`);
  const head = fs.readFileSync(base);
  const pad = size - head.length;
  const box = Buffer.alloc(8);
  box.writeUInt32BE(pad, 0);
  box.write('free', 4, 'latin1');
  fs.writeFileSync(out, Buffer.concat([head, box]));
  // the rest of the free box: random bytes, written in 1 MB pieces (no compression or sparse file can flatter it)
  const fd = fs.openSync(out, 'a');
  for (let left = pad - 8; left > 0; left -= MB) fs.writeSync(fd, randomBytes(Math.min(MB, left)));
  fs.closeSync(fd);
  return out;
}

function rssKb(pid: number): { rss: number; hwm: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+)`, 'm'))?.[1] ?? 0);
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

/** The upload call with the file streamed from disk; answers the elapsed milliseconds and the file id. */
function upload(port: number, token: string, file: string): Promise<{ ms: number; fileId: number }> {
  const call = calls.files.upload;
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="type"\r\n\r\n2\r\n` +
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="bench.mp4"\r\n` +
      'content-type: video/mp4\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = head.length + fs.statSync(file).size + tail.length;
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: call.method,
        path: call.path,
        headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': length },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => {
          text += c;
        });
        res.on('end', () => {
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          const body = JSON.parse(text) as { code: number; data: CallAnswer<typeof call> };
          if (body.code !== 200) reject(new Error(`upload failed: ${text}`));
          else resolve({ ms, fileId: body.data.file_id });
        });
      },
    );
    req.on('error', reject);
    req.write(head);
    const stream = fs.createReadStream(file, { highWaterMark: MB });
    stream.pipe(req, { end: false });
    stream.on('end', () => req.end(tail));
    stream.on('error', reject);
  });
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adconsole-bench-'));
  const fixtures = path.join(dataDir, 'fixtures');
  fs.mkdirSync(fixtures);
  let server: ServerProcess | null = null;
  try {
    const files = { 10: paddedMp4(fixtures, 10 * MB), 50: paddedMp4(fixtures, 50 * MB) };
    // SERVER_NODE_ARGS: extra node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
    const nodeArgs = (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
    const mode = (process.env.SERVER_MODE ?? 'built') as ServerMode;
    server = await startServerProcess({ mode, nodeArgs, dataDir: path.join(dataDir, 'data') });
    const { port } = server;
    const pid = server.child.pid!;
    const admin = await signIn(server.url, 'admin');

    const once = async (file: string) => {
      const r = await upload(port, admin.token, file);
      await admin.api(calls.files.remove, { file_id: r.fileId });
      return r.ms;
    };
    for (let i = 0; i < 3; i++) await once(files[10]); // warm-up: JIT, sharp, ffmpeg page cache
    const baseline = rssKb(pid).rss;

    console.log(`upload benchmark: ${os.cpus()[0]?.model} x${os.cpus().length}, node ${process.version}`);
    console.log(`server pid ${pid}, RSS after warm-up ${(baseline / 1024).toFixed(1)} MB`);
    console.log(loadAverage());
    const summary: string[] = [];
    for (const size of [10, 50] as const) {
      let peak = 0;
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssKb(pid).rss);
      }, 5);
      const rates: number[] = [];
      for (let run = 1; run <= RUNS; run++) {
        const ms = await once(files[size]);
        rates.push(size / (ms / 1000));
        console.log(`  ${size} MB run ${run}: ${ms.toFixed(0)} ms, ${rates.at(-1)!.toFixed(0)} MB/s`);
      }
      clearInterval(sampler);
      const sorted = [...rates].sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)]!;
      const line = `${size} MB x${RUNS}: median ${median.toFixed(0)} MB/s (min ${sorted[0]!.toFixed(0)}, max ${sorted.at(-1)!.toFixed(0)}), server peak RSS ${(peak / 1024).toFixed(1)} MB (+${((peak - baseline) / 1024).toFixed(1)} MB over warm-up)`;
      summary.push(line);
      console.log(`  ${line}\n`);
    }
    console.log('summary');
    for (const line of summary) console.log(`  ${line}`);
    console.log(`  server VmHWM (peak since start) ${(rssKb(pid).hwm / 1024).toFixed(1)} MB`);
  } finally {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
