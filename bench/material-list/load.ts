import http from 'node:http';
import { type Call, type CallAnswer, type CallBody, calls } from '@adconsole/contract';

/** The body of the material list call, as the scenarios build it. */
export type ListBody = CallBody<typeof calls.materials.list>;

/** Latency percentiles and throughput of one load run. */
export interface RunResult {
  requests: number;
  errors: number;
  seconds: number;
  p50: number;
  p95: number;
  p99: number;
  /** the mean `Total` the list answered (how many rows matched) */
  meanTotal: number;
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Sends a declared call with a JSON body over a kept-alive connection; answers the status and the parsed envelope. */
export function sendCall<C extends Call>(agent: http.Agent, port: number, call: C, token: string, body: CallBody<C>) {
  const data = Buffer.from(JSON.stringify(body));
  return new Promise<{ status: number; json: { code: number; data: CallAnswer<C> } }>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: call.method,
        path: call.path,
        agent,
        headers: { 'content-type': 'application/json', 'content-length': data.length, token },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

/**
 * Runs `clients` concurrent clients for `seconds`, each sending one request at a time. With `perClientRate` each
 * client waits between requests so that it sends at most that many a second (users with think time); without it,
 * each sends the next request as soon as the last answered (closed loop: the server's saturation throughput).
 */
export async function runLoad(opts: {
  port: number;
  token: string;
  clients: number;
  seconds: number;
  perClientRate?: number;
  body: () => ListBody;
}): Promise<RunResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.clients });
  const latencies: number[] = [];
  let errors = 0;
  let totals = 0;
  const started = performance.now();
  const end = started + opts.seconds * 1000;
  const gap = opts.perClientRate ? 1000 / opts.perClientRate : 0;
  const client = async (offset: number) => {
    let next = started + offset;
    while (performance.now() < end) {
      const wait = next - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const t = performance.now();
      try {
        const res = await sendCall(agent, opts.port, calls.materials.list, opts.token, opts.body());
        if (res.status !== 200 || res.json.code !== 200) errors++;
        else totals += res.json.data.Total;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t);
      next = t + gap;
    }
  };
  // spread the paced clients' first requests over one interval so they do not arrive in lockstep
  await Promise.all(Array.from({ length: opts.clients }, (_, i) => client((gap * i) / opts.clients)));
  agent.destroy();
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    meanTotal: latencies.length ? totals / Math.max(1, latencies.length - errors) : 0,
  };
}
