import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { launch, newPage, shot } from './browser.js';
import { type RunningServer, startServer } from './server.js';

/** What a test file drives: its own server and browser, and a fresh context and page per test. */
export interface Pages extends Running {
  readonly context: BrowserContext;
  readonly page: Page;
}

/** What every browser test file starts with: its own server (fresh demo data) and browser. */
export interface Running {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/** Registers the file's hooks for one server (fresh demo data, `env` on top) and one browser; answers getters. */
export function useServer(env: Record<string, string> = {}): Running {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(env), launch()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get server() {
      if (!server) throw new Error('useServer: no server outside a test');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('useServer: no browser outside a test');
      return browser;
    },
  };
}

/**
 * Registers the file's hooks: one server (fresh demo data, `env` on top) and one browser for the file, a new context
 * and page for each test, and a screenshot `<prefix>-failed-<test>` when a test fails. Answers getters for them.
 */
export function usePages(prefix: string, env: Record<string, string> = {}): Pages {
  const running = useServer(env);
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  const ready = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`usePages: no ${name} outside a test`);
    return value;
  };

  beforeEach(async () => {
    ({ context, page } = await newPage(running.browser));
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
      return running.server;
    },
    get browser() {
      return running.browser;
    },
    get context() {
      return ready(context, 'context');
    },
    get page() {
      return ready(page, 'page');
    },
  };
}
