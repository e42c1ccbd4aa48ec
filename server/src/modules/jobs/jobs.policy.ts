/** How long a failed job waits before its next try: `firstMs` after the first failure, doubling, at most `capMs`. */
export function retryDelay(failedAttempts: number, firstMs: number, capMs = 3600_000): number {
  const doublings = Math.max(0, failedAttempts - 1);
  // 2^31 and beyond is past any cap; stopping the exponent there keeps the number finite
  return Math.min(capMs, firstMs * 2 ** Math.min(doublings, 31));
}

/** Who a worker id names: `<host>:<pid>:<nonce>` (the nonce tells apart two runners, or two lives of one pid). */
export interface WorkerName {
  host: string;
  pid: number;
}

export function workerId(host: string, pid: number, nonce: string): string {
  return `${host}:${pid}:${nonce}`;
}

/** The host and pid of a worker id, or null for an id this code did not make. */
export function parseWorkerId(id: string): WorkerName | null {
  const parts = id.split(':');
  if (parts.length < 3) return null;
  const pid = Number(parts.at(-2));
  if (!Number.isInteger(pid) || pid <= 0) return null;
  return { host: parts.slice(0, -2).join(':'), pid };
}

/** What this process knows when it judges another worker's claims. */
export interface Here {
  workerId: string;
  host: string;
  pid: number;
  now: number;
  /** a running job whose worker has not beaten for this long is taken as abandoned */
  staleMs: number;
  /** whether a process of this host with that pid exists */
  pidAlive(pid: number): boolean;
}

/**
 * Whether the worker that claimed running jobs is gone, so they go back to the queue. Its heartbeat is the rule
 * on any host; on this host a dead pid (or this pid under another worker id: a restarted container keeps its pid)
 * tells at once, so a restart retries its jobs without waiting for the heartbeat to go stale.
 */
export function isDeadWorker(claimedBy: string, lastBeat: number | null, here: Here): boolean {
  if (claimedBy === here.workerId) return false;
  if (lastBeat === null || here.now - lastBeat > here.staleMs) return true;
  const name = parseWorkerId(claimedBy);
  if (!name || name.host !== here.host) return false;
  return name.pid === here.pid || !here.pidAlive(name.pid);
}

/** Whether a process with `pid` exists on this host (signal 0 only asks; EPERM means it exists as another user). */
export function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The text kept in `last_error`: the message with its error's name, cut to a size a row should hold. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.length > 2000 ? `${text.slice(0, 1999)}…` : text;
}
