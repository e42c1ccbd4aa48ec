import fs from 'node:fs';

// the seed's own generator (mulberry32): the same bodies on every run
export { seededRandom } from '../../server/src/public-engine.js';

// The intake benchmarks' shared part (device events, delivery statistics): seeded bodies, and the loop that sends
// them through a batch call with a few calls in flight while the server's CPU and memory are read.

function rssKb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/^VmRSS:\s+(\d+)/m)?.[1] ?? 0);
}

/** CPU time (user + system, ms) the process has used, from /proc/<pid>/stat (clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** What a run of batches measured: lines stored, wall and server CPU seconds, the server's peak RSS (MiB). */
export interface BatchRun {
  stored: number;
  seconds: number;
  cpuSeconds: number;
  /** this process's CPU while sending: on a machine of two cores the client takes its share from the server */
  clientCpuSeconds: number;
  peakMiB: number;
}

/**
 * Sends `bodies` to a batch call (`url` is its address, the batch id is added), `concurrency` calls in flight, after
 * one warm-up call of `warmUp`; every answer must be code 200. Measures from the first batch to the last answer.
 */
export async function sendBatches(options: {
  url: string;
  headers: Record<string, string>;
  bodies: Buffer[];
  warmUp: Buffer;
  concurrency: number;
  serverPid: number;
  /** runs after the warm-up call, before the clock starts */
  afterWarmUp?: () => Promise<void>;
}): Promise<BatchRun> {
  const { url, headers, bodies, serverPid: pid } = options;
  const send = async (body: Buffer, id: string) => {
    // a Buffer is a Uint8Array, which fetch sends as it is; its types want an ArrayBuffer-backed view
    const res = await fetch(`${url}?batch_id=${id}`, {
      method: 'POST',
      headers,
      body: body as Uint8Array<ArrayBuffer>,
    });
    const answer = (await res.json()) as { code: number; msg: string; data: { stored: number } };
    if (answer.code !== 200) throw new Error(`batch ${id}: ${answer.code} ${answer.msg}`);
    return answer.data.stored;
  };
  await send(options.warmUp, 'warm-up');
  await options.afterWarmUp?.();
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssKb(pid));
  }, 20);
  const cpuBefore = cpuMs(pid);
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  let next = 0;
  let stored = 0;
  try {
    await Promise.all(
      Array.from({ length: options.concurrency }, async () => {
        while (next < bodies.length) {
          const i = next++;
          // not `stored += await …`: that reads `stored` before the call, losing the other calls' counts
          const n = await send(bodies[i]!, `bench-${i}`);
          stored += n;
        }
      }),
    );
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  const client = process.cpuUsage(clientBefore);
  return {
    stored,
    seconds,
    cpuSeconds: (cpuMs(pid) - cpuBefore) / 1000,
    clientCpuSeconds: (client.user + client.system) / 1e6,
    peakMiB: peak / 1024,
  };
}

/** The first line of a body (with its line end): a warm-up call's. */
export const firstLine = (body: Buffer): Buffer => body.subarray(0, body.indexOf(10) + 1);
