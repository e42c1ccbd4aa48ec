import type { FeClick } from '@adconsole/contract';
import { FeLogType, sendFeLog } from './feLog';

/** How many clicks one fe_log call carries at most, and how long a click waits for its batch to leave. */
export const CLICK_BATCH_MAX = 20;
export const CLICK_BATCH_DELAY_MS = 5000;

/** The click log's state: clicks waiting to be sent, and the timer that will send them. */
export interface ClickLog {
  /** records a click on `target` if it or an ancestor carries a `name` attribute */
  record(target: EventTarget | null): void;
  /** sends what is waiting now (page hidden or leaving) */
  flush(): void;
}

/** The click record of the nearest element at or above `target` that carries a non-empty `name`, else null. */
export function namedClick(target: EventTarget | null, route: string, at: number): FeClick | null {
  const element = target instanceof Element ? target.closest('[name]') : null;
  const name = element?.getAttribute('name')?.trim();
  if (!element || !name) return null;
  return { name: name.slice(0, 100), tag: element.tagName.toLowerCase(), route: route.slice(0, 200), at };
}

/**
 * A batching log of clicks on elements carrying a name attribute. Clicks wait up to CLICK_BATCH_DELAY_MS, or until
 * CLICK_BATCH_MAX are waiting, then leave as one fe_log call of type 1; nothing here waits for the network, so a
 * click is never slowed down.
 */
export function createClickLog(send: (clicks: FeClick[]) => void, now: () => number = Date.now): ClickLog {
  let waiting: FeClick[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (waiting.length === 0) return;
    const batch = waiting;
    waiting = [];
    send(batch);
  };
  return {
    record(target) {
      const click = namedClick(target, location.hash.replace(/^#/, '').split('?')[0] || '/', now());
      if (!click) return;
      waiting.push(click);
      if (waiting.length >= CLICK_BATCH_MAX) flush();
      else timer ??= setTimeout(flush, CLICK_BATCH_DELAY_MS);
    },
    flush,
  };
}

/** Logs clicks on named elements for the whole page; batches leave on time, when full, or when the page is hidden. */
export function installClickLog(): ClickLog {
  const log = createClickLog((clicks) =>
    sendFeLog({ log_type: FeLogType.CLICK, path: location.href, other: { clicks } }),
  );
  // capture and passive: seen before any handler can stop it, and never delays the click's own work
  document.addEventListener('click', (event) => log.record(event.target), { capture: true, passive: true });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') log.flush();
  });
  window.addEventListener('pagehide', () => log.flush());
  return log;
}
