import { cleanup, configure } from '@testing-library/react';
import * as Scheduler from 'scheduler';
import { afterAll, afterEach } from 'vitest';
import { initI18n } from './app/i18n';
import { loadedFeedback } from './kit/feedback';
import enUS from './locales/en-US';

// Component tests read English texts, the same ones the browser tests assert. Run before each file (the project
// shares its modules between files), so a file that switched the language leaves no trace.
initI18n('en-US', enUS);

// A findBy… waits for something that is coming (a validation message, a toast from a lazily loaded chunk); its bound
// only says when to give up. Testing Library's 1 s ran out on this 2-core machine under load (others' browser tests)
// for texts that came later; a present text still answers at once.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no matchMedia; antd's responsive helpers ask for it.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has no ResizeObserver; antd's tables, text areas, selects and open lists measure themselves with it.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: tests reset the token cookie between cases
  document.cookie = 'token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

// Work a test leaves running (a mutation's last step opening a toast, a toast's own close timer, React renders it
// queued) would otherwise land in the next file's run: in the shared window of the web-dom project, as a stray toast
// the next file's queries find; in an isolated file, after its window is gone ("window is not defined" from React's
// scheduler). At the end of each file, while the window is here: let in-flight promise chains land, wait for the toast
// module a test began loading, close every toast and wait for them to leave, then let React finish all it has queued.
afterAll(async () => {
  await sleep(20);
  (await loadedFeedback())?.closeAll();
  for (let waited = 0; document.querySelector(OPEN_TOASTS) && waited < 1000; waited += 20) await sleep(20);
  await drainReactScheduler();
  dropComponentStyles();
});

const OPEN_TOASTS = '.ant-message-notice, .ant-notification-notice';

/** Removes the styles antd injected for this file's components. antd leaves them in the page after the components
 * unmount (it forgets them and injects them again on the next mount), so in the shared window of the web-dom project
 * they would pile up file after file, and every getComputedStyle (each *ByRole query asks it, per element) reads
 * them all: the later files' queries ran several times slower. */
function dropComponentStyles(): void {
  for (const style of document.head.querySelectorAll('style[data-css-hash]')) style.remove();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once React's scheduler has run every task queued before it (an idle task runs after all others). */
function drainReactScheduler(): Promise<void> {
  return new Promise((resolve) => {
    Scheduler.unstable_scheduleCallback(Scheduler.unstable_IdlePriority, () => resolve());
  });
}
