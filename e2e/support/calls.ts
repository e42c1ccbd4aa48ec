import type { Page, Request, Response } from 'playwright-core';
import { expect } from 'vitest';

/** The API's prefixes: a request under them is a call of the page (the static files and version.json are not). */
const isCall = (request: Request) => /^\/v[12]\//.test(new URL(request.url()).pathname);

/** The calls each page has sent and not yet had answered (or failed). */
const inFlight = new WeakMap<Page, Set<Request>>();

/** Starts counting the page's calls in flight; `newPage` does it for every page it makes. */
export function trackCalls(page: Page): void {
  if (inFlight.has(page)) return;
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on('request', (request) => {
    if (isCall(request)) open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
}

/** Waits until the page has no call in flight (network idle on the API, whatever static files still load). */
export async function callsIdle(page: Page, timeout = 15_000): Promise<void> {
  const open = inFlight.get(page);
  if (!open) throw new Error('callsIdle: the page was not made by newPage, so its calls are not counted');
  await expect.poll(() => open.size, { timeout, interval: 20, message: 'calls still in flight' }).toBe(0);
}

/**
 * Answers a promise of the next answered call to `path` whose JSON body (or query) satisfies `match`: start it before
 * the step that sends the call, await it after.
 */
export function nextAnswer(
  page: Page,
  path: string,
  match: (input: Record<string, unknown>) => boolean = () => true,
): Promise<Response> {
  return page.waitForResponse((response) => {
    const request = response.request();
    const url = new URL(request.url());
    if (url.pathname !== path) return false;
    const input = (request.postDataJSON() as Record<string, unknown> | null) ?? Object.fromEntries(url.searchParams);
    return match(input);
  });
}
