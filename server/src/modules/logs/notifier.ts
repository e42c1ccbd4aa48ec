import type { FastifyBaseLogger } from 'fastify';
import { postText } from './dingtalk.js';

export interface Notifier {
  /** Posts a text notice to the chat-notification webhook; never throws, never blocks the caller. */
  notify(text: string): void;
  /** Resolves when every notice sent so far has been delivered or has failed (for shutdown and tests). */
  flush(): Promise<void>;
}

/** A DingTalk-style text webhook (`{msgtype:'text', text:{content}}`); a no-op when no URL is configured. */
export function createNotifier(url: string | null, log: FastifyBaseLogger): Notifier {
  const pending = new Set<Promise<void>>();
  return {
    notify(text) {
      if (!url) return;
      const p = postText(url, text)
        .then(() => undefined)
        .catch((err: unknown) => log.warn({ err }, 'notification webhook failed'))
        .finally(() => pending.delete(p));
      pending.add(p);
    },
    async flush() {
      await Promise.allSettled([...pending]);
    },
  };
}
