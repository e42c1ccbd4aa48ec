import http from 'node:http';
import zlib from 'node:zlib';

/** One kind of call a group of clients sends: its path, headers (fixed, or made per call) and a body per call. */
export interface CallSpec {
  label: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string> | (() => Record<string, string>);
  body: () => unknown;
}

/** What one kind of call saw over a run. */
export interface CallStats {
  label: string;
  /** calls answered (any status) plus calls that timed out */
  calls: number;
  /** HTTP 200 with envelope code 200 */
  ok: number;
  /** HTTP 429 (the login pool or the login limits refusing) */
  refused: number;
  /** the envelope codes of the 429 answers, and how many of each */
  refusedCodes: Record<number, number>;
  /** anything else answered: another status or envelope code */
  errors: number;
  /** no answer within the timeout (the request is abandoned) */
  timeouts: number;
  /** connection failures */
  failures: number;
  p50: number;
  p99: number;
  max: number;
  /** calls that took longer than 2 s (the target's bound), timeouts included */
  over2s: number;
  /** when (s after the run began) the calls over 2 s were sent, the first 20 */
  slowAt: number[];
  seconds: number;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

type Outcome = 'ok' | 'refused' | 'error' | 'timeout' | 'failure';
type Answer = { outcome: Outcome; code?: number };

/**
 * Sends one call over a kept-alive connection as a browser does (JSON body, `accept-encoding: br, gzip`), reads and
 * decodes the whole answer, and classifies it. A call with no answer after `timeoutMs` is abandoned (its socket
 * destroyed) and counted as a timeout.
 */
function send(agent: http.Agent, port: number, spec: CallSpec, timeoutMs: number): Promise<Answer> {
  const data = spec.method === 'GET' ? null : Buffer.from(JSON.stringify(spec.body()));
  return new Promise<Answer>((resolve) => {
    let done = false;
    const finish = (outcome: Outcome, code?: number) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve({ outcome, code });
    };
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: spec.method,
        path: spec.path,
        agent,
        headers: {
          'accept-encoding': 'br, gzip',
          ...(data ? { 'content-type': 'application/json', 'content-length': data.length } : {}),
          ...(typeof spec.headers === 'function' ? spec.headers() : spec.headers),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', () => finish('failure'));
        res.on('end', () => {
          try {
            const raw = Buffer.concat(chunks);
            const enc = res.headers['content-encoding'];
            const text = (
              enc === 'br' ? zlib.brotliDecompressSync(raw) : enc === 'gzip' ? zlib.gunzipSync(raw) : raw
            ).toString('utf8');
            const code = (JSON.parse(text) as { code?: number }).code;
            if (res.statusCode === 429) finish('refused', code);
            else finish(res.statusCode === 200 && code === 200 ? 'ok' : 'error', code);
          } catch {
            finish('error');
          }
        });
      },
    );
    const timer = setTimeout(() => {
      finish('timeout');
      req.destroy();
    }, timeoutMs);
    req.on('error', () => finish('failure'));
    req.end(data ?? undefined);
  });
}

/**
 * Runs `clients` closed-loop clients of one call for `seconds`: each sends its next call as soon as the last one
 * answered (or timed out), over its own kept-alive connection. Answers the latencies and outcomes.
 */
export async function closedLoop(opts: {
  port: number;
  spec: CallSpec;
  clients: number;
  seconds: number;
  timeoutMs: number;
}): Promise<CallStats> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.clients });
  const latencies: number[] = [];
  const slowAt: number[] = [];
  const counts: Record<Outcome, number> = { ok: 0, refused: 0, error: 0, timeout: 0, failure: 0 };
  const refusedCodes: Record<number, number> = {};
  const started = performance.now();
  const end = started + opts.seconds * 1000;
  const client = async () => {
    while (performance.now() < end) {
      const t = performance.now();
      const { outcome, code } = await send(agent, opts.port, opts.spec, opts.timeoutMs);
      counts[outcome]++;
      if (outcome === 'refused') refusedCodes[code ?? 0] = (refusedCodes[code ?? 0] ?? 0) + 1;
      const took = performance.now() - t;
      latencies.push(took);
      if (took > 2000 && slowAt.length < 20) slowAt.push((t - started) / 1000);
      // a failed connection is not retried in a tight loop
      if (outcome === 'failure') await new Promise((r) => setTimeout(r, 50));
    }
  };
  await Promise.all(Array.from({ length: opts.clients }, client));
  agent.destroy();
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    label: opts.spec.label,
    calls: latencies.length,
    ok: counts.ok,
    refused: counts.refused,
    refusedCodes,
    errors: counts.error,
    timeouts: counts.timeout,
    failures: counts.failure,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    over2s: latencies.filter((l) => l > 2000).length,
    slowAt,
    seconds,
  };
}
