/** Notices of one kind sent per window across the cluster; the rest are counted and told in one summary. */
export const NOTICES_PER_WINDOW = 5;
export const NOTICE_WINDOW_MS = 60_000;

export interface NoticeGateOptions {
  perWindow?: number;
  windowMs?: number;
  /** counts one notice of `kind` (cluster-wide: a database counter) and answers the count in this window */
  claim(kind: string): Promise<number>;
  send(text: string): void;
}

export interface NoticeGate {
  /** Sends `text` when its kind is under the window's allowance; otherwise holds it back for the summary. */
  notice(kind: string, text: string): Promise<void>;
  /** Sends the summaries held back so far (on shutdown). */
  close(): void;
}

/**
 * Groups chat notices: a flood of front-end failures would otherwise post one chat message each. At most
 * `perWindow` notices of a kind go out per window, whichever worker they come from; what a worker holds back past
 * that is told once, when the window ends, as "and 240 more". A worker's summary is its own count, so a cluster of
 * W workers sends at most W summaries a window.
 */
export function createNoticeGate(options: NoticeGateOptions): NoticeGate {
  const perWindow = options.perWindow ?? NOTICES_PER_WINDOW;
  const windowMs = options.windowMs ?? NOTICE_WINDOW_MS;
  const held = new Map<string, { count: number; timer: ReturnType<typeof setTimeout> }>();
  const seconds = Math.round(windowMs / 1000);
  const release = (kind: string) => {
    const entry = held.get(kind);
    if (!entry) return;
    clearTimeout(entry.timer);
    held.delete(kind);
    options.send(`${kind}: and ${entry.count} more in the last ${seconds} seconds (held back; see fe_log)`);
  };
  return {
    async notice(kind, text) {
      if ((await options.claim(kind)) <= perWindow) {
        options.send(text);
        return;
      }
      let entry = held.get(kind);
      if (!entry) {
        const timer = setTimeout(() => release(kind), windowMs);
        // a pending summary must not keep the process alive
        timer.unref?.();
        entry = { count: 0, timer };
        held.set(kind, entry);
      }
      entry.count += 1;
    },
    close() {
      for (const kind of [...held.keys()]) release(kind);
    },
  };
}
