/**
 * Audience upload-to-import benchmark: the real server (its own process, SQLite in a temp DATA_DIR, local storage)
 * on a loopback port; the generated 303 MB GAID file (8.2 million lines, 5% duplicates, 25 invalid) streamed
 * through the upload call (`calls.audiences.upload`), then the create call, then the detail call every 50 ms until
 * the package is Import Successful. Prints the upload, the import (create to Import Successful) and the whole, and
 * the server process's resident memory (VmRSS sampled every 5 ms from /proc, and VmHWM).
 *
 * Run: npx tsx bench/audience-upload.bench.ts  (or npm run bench:audience-upload -w bench), after `npm run build`
 * (SERVER_MODE=tsx-import runs the TypeScript sources instead).
 * Env: RUNS (3), LINES (8200000), BENCH_KEEP (a folder: keep the generated file there and reuse it), TIMELINE (1:
 * print the server's RSS every 250 ms of each run), SERVER_NODE_ARGS (node flags for the server).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { type AudienceDetail, calls } from '@adconsole/contract';
import { type HttpSession, type ServerMode, signIn, startServerProcess } from '@adconsole/testkit';
import { generateGaidFile } from './support/audience-file.js';
import { loadAverage } from './support/machine.js';

const RUNS = Number(process.env.RUNS ?? 3);
const LINES = Number(process.env.LINES ?? 8_200_000);
const MB = 1e6;

function rssKb(pid: number): { rss: number; hwm: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+)`, 'm'))?.[1] ?? 0);
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

/** CPU time (user + system, ms) the process has used, from /proc/<pid>/stat (clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The upload call with the file streamed from disk; answers the path the create call sends. */
function upload(port: number, token: string, file: string): Promise<string> {
  const call = calls.audiences.upload;
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="gaid.txt"\r\n` +
      'content-type: text/plain\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = head.length + fs.statSync(file).size + tail.length;
  return new Promise((resolve, reject) => {
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
          const body = JSON.parse(text) as { code: number; data: { path: string } };
          if (body.code !== 200) reject(new Error(`upload failed: ${text}`));
          else resolve(body.data.path);
        });
      },
    );
    req.on('error', reject);
    req.write(head);
    const stream = fs.createReadStream(file, { highWaterMark: 1 << 20 });
    stream.pipe(req, { end: false });
    stream.on('end', () => req.end(tail));
    stream.on('error', reject);
  });
}

async function until(admin: HttpSession, id: number, leave: number): Promise<AudienceDetail> {
  for (;;) {
    const answer = await admin.api(calls.audiences.detail, { id });
    if (answer.data.status !== leave) return answer.data;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Upload, create, wait: answers the times in ms and the package. */
async function importOnce(port: number, admin: HttpSession, file: string, name: string) {
  const started = performance.now();
  const filePath = await upload(port, admin.token, file);
  const uploaded = performance.now();
  const created = await admin.api(calls.audiences.create, {
    data_type: 3,
    encryption: 0,
    cluster_name: name,
    source: 1,
    path: filePath,
    visibility_scope: 1,
  });
  if (created.code !== 200) throw new Error(`create failed: ${JSON.stringify(created)}`);
  const done = await until(admin, created.data.id, 1);
  const finished = performance.now();
  if (done.status !== 2) throw new Error(`import ended ${done.status}: ${JSON.stringify(done.failure)}`);
  await admin.api(calls.audiences.remove, { id: done.cluster_id });
  await until(admin, done.cluster_id, 4);
  return { uploadMs: uploaded - started, importMs: finished - uploaded, uploadedAt: uploaded, count: done.count };
}

async function main() {
  const dir = process.env.BENCH_KEEP ?? fs.mkdtempSync(path.join(os.tmpdir(), 'audience-upload-bench-'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adconsole-bench-'));
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `gaid-${LINES}.txt`);
  if (!fs.existsSync(`${file}.count`)) fs.writeFileSync(`${file}.count`, String(generateGaidFile(file, LINES)));
  const small = path.join(dataDir, 'small.txt');
  generateGaidFile(small, 10_000);
  const mode = (process.env.SERVER_MODE ?? 'built') as ServerMode;
  // SERVER_NODE_ARGS: extra node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
  const nodeArgs = (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = await startServerProcess({ mode, nodeArgs, dataDir: path.join(dataDir, 'data') });
  try {
    const pid = server.child.pid!;
    const admin = await signIn(server.url, 'admin');
    await importOnce(server.port, admin, small, 'warm-up');
    const baseline = rssKb(pid).rss;
    console.log(
      `${os.cpus().length} x ${os.cpus()[0]?.model}, Node ${process.version}, server ${mode}; ${loadAverage()}`,
    );
    console.log(`server RSS after warm-up ${(baseline / 1024).toFixed(0)} MiB`);
    for (let run = 1; run <= RUNS; run++) {
      const samples: { at: number; rss: number }[] = [];
      const cpuBefore = cpuMs(pid);
      const sampler = setInterval(() => samples.push({ at: performance.now(), rss: rssKb(pid).rss }), 5);
      const r = await importOnce(server.port, admin, file, `bench ${run}`);
      clearInterval(sampler);
      const cpu = cpuMs(pid) - cpuBefore;
      const peakOf = (list: typeof samples) => list.reduce((most, s) => Math.max(most, s.rss), 0);
      const peak = peakOf(samples);
      const uploadPeak = peakOf(samples.filter((s) => s.at <= r.uploadedAt));
      if (process.env.TIMELINE === '1') {
        // the server's RSS every 250 ms from the upload's start (u: still uploading)
        const first = samples[0]?.at ?? 0;
        const line = samples
          .filter((_, i) => i % 50 === 0)
          .map(
            (s) =>
              `${((s.at - first) / 1000).toFixed(2)}${s.at <= r.uploadedAt ? 'u' : ''}:${(s.rss / 1024).toFixed(0)}`,
          );
        console.log(`RSS MiB by time: ${line.join(' ')}`);
      }
      const bytes = fs.statSync(file).size;
      const all = r.uploadMs + r.importMs;
      console.log(
        `run ${run}: ${(bytes / MB).toFixed(1)} MB -> ${r.count} ids; upload ${(r.uploadMs / 1000).toFixed(2)} s ` +
          `(${(bytes / MB / (r.uploadMs / 1000)).toFixed(0)} MB/s), import ${(r.importMs / 1000).toFixed(2)} s, ` +
          `upload to Import Successful ${(all / 1000).toFixed(2)} s; server peak RSS ${(peak / 1024).toFixed(0)} MiB ` +
          `(${(uploadPeak / 1024).toFixed(0)} MiB while uploading), ` +
          `server CPU ${(cpu / 1000).toFixed(2)} s; ${loadAverage().trim()}`,
      );
    }
    console.log(`server VmHWM ${(rssKb(pid).hwm / 1024).toFixed(0)} MiB; ${loadAverage()}`);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (!process.env.BENCH_KEEP) fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
