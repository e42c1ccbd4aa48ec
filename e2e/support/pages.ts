import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { launch, newPage, shot } from './browser.js';
import { type RunningServer, startServer } from './server.js';

/** What a test file drives: its own server and browser, and a fresh context and page per test. */
export interface Pages {
  readonly server: RunningServer;
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
}

/**
 * Registers the file's hooks: one server (fresh demo data, `env` on top) and one browser for the file, a new context
 * and page for each test, and a screenshot `<prefix>-failed-<test>` when a test fails. Answers getters for them.
 */
export function usePages(prefix: string, env: Record<string, string> = {}): Pages {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  const ready = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`usePages: no ${name} outside a test`);
    return value;
  };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(env), launch()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  beforeEach(async () => {
    ({ context, page } = await newPage(ready(browser, 'browser')));
    // A step that cannot happen fails in 15 s and names itself, well inside the test's minute.
    page.setDefaultTimeout(15_000);
    page.on('pageerror', (error) => console.error('page error:', error.message));
  });
  afterEach(async ({ task }) => {
    // A failing step leaves a picture of where it stopped.
    if (page && (task.result?.state === 'fail' || task.result?.errors?.length))
      await shot(page, `${prefix}-failed-${task.name.slice(0, 40).replace(/\W+/g, '-')}`);
    await context?.close();
    context = undefined;
    page = undefined;
  });

  return {
    get server() {
      return ready(server, 'server');
    },
    get browser() {
      return ready(browser, 'browser');
    },
    get context() {
      return ready(context, 'context');
    },
    get page() {
      return ready(page, 'page');
    },
  };
}
