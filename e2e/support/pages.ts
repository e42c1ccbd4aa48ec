import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { expectAccessible, passedAsItStands } from './axe.js';
import { launch, newContext, pageOf, shot } from './browser.js';
import { type RunningServer, startServer } from './server.js';

/**
 * What a test file drives: its own server and browser, one context for its tests (each starts signed out with empty
 * storage; the context keeps only the browser's cache, so the console's scripts load and compile once a file), and a
 * new page per test.
 */
export interface Pages extends Running {
  readonly context: BrowserContext;
  readonly page: Page;
  /** the test changes its context beyond cookies and storage (installs the page clock): the next test gets a new one */
  discardContext(): void;
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
 * Registers the file's hooks: one server (fresh demo data, `env` on top), one browser and one context for the file,
 * a new page for each test, and a screenshot `<prefix>-failed-<test>` when a test fails. A test that passed fails after
 * all when axe finds a serious or critical violation on the screen it ended on, or when the page reported a Content
 * Security Policy violation at any point. Answers getters for them.
 */
export function usePages(prefix: string, env: Record<string, string> = {}): Pages {
  const running = useServer(env);
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let cspViolations: string[] = [];
  const ready = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`usePages: no ${name} outside a test`);
    return value;
  };

  let discard = false;

  beforeEach(async () => {
    context ??= await newContext(running.browser);
    page = await pageOf(context);
    // A step that cannot happen fails in 15 s and names itself, well inside the test's minute.
    page.setDefaultTimeout(15_000);
    page.on('pageerror', (error) => console.error('page error:', error.message));
    cspViolations = [];
    await watchCsp(page, (text) => cspViolations.push(text));
  });
  afterEach(async ({ task }) => {
    const failed = task.result?.state === 'fail' || Boolean(task.result?.errors?.length);
    try {
      // A failing step leaves a picture of where it stopped.
      if (page && failed) await shot(page, `${prefix}-failed-${task.name.slice(0, 40).replace(/\W+/g, '-')}`);
      // (a screen the test checked itself and left unchanged is not checked twice)
      if (page && !failed && !page.isClosed() && page.url().startsWith('http') && !(await passedAsItStands(page)))
        await expectAccessible(page, `${prefix}: the screen "${task.name}" ended on`);
      if (cspViolations.length > 0)
        throw new Error(`${prefix}: Content Security Policy violations\n  ${[...new Set(cspViolations)].join('\n  ')}`);
    } finally {
      await page?.close();
      page = undefined;
      // the next test starts signed out with empty storage, as in a new context; after a failure or a change beyond
      // storage (the page clock) it gets a new context
      if (failed || discard) {
        await context?.close();
        context = undefined;
      } else await context?.setStorageState({ cookies: [], origins: [] });
      discard = false;
    }
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
    discardContext() {
      discard = true;
    },
  };
}

/**
 * Calls `report` with every Content Security Policy violation of the page: Chromium's console message and the DOM's
 * `securitypolicyviolation` event (the init script and the binding go through the devtools protocol, which the
 * policy does not govern).
 */
async function watchCsp(page: Page, report: (text: string) => void): Promise<void> {
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) report(`console: ${message.text()}`);
  });
  await page.exposeFunction('__reportCspViolation', report);
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
      const report = (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation;
      report(`${event.effectiveDirective} refused ${event.blockedURI || 'an inline resource'}${where}`);
    });
  });
}
