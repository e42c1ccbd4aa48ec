import { afterAll, afterEach } from 'vitest';
import { initI18n } from './app/i18n';
import { loadedFeedback } from './kit/feedback';
import enUS from './locales/en-US';

// The node tests (pure functions; see docs/decisions/test-loop.md) get what the code under them
// reads at module level or in passing: the English texts, and Web Storage, which Node 20 lacks. Anything more of the
// browser (document, window, location, a rendered React tree) means the test belongs in jsdom: name it .dom.test.ts.

// Run before each file, so a file that re-initialises i18next (refusal tests load both languages) leaves no trace.
initI18n('en-US', enUS);

/** Web Storage kept in a Map: the same string-in, string-out contract as the browser's. */
class MemoryStorage implements Storage {
  readonly #items = new Map<string, string>();
  get length(): number {
    return this.#items.size;
  }
  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.#items.get(String(key)) ?? null;
  }
  setItem(key: string, value: string): void {
    this.#items.set(String(key), String(value));
  }
  removeItem(key: string): void {
    this.#items.delete(String(key));
  }
  clear(): void {
    this.#items.clear();
  }
}

// Always ours, whatever the Node version offers (newer ones have a file-backed localStorage behind flags).
for (const name of ['localStorage', 'sessionStorage']) {
  Object.defineProperty(globalThis, name, { value: new MemoryStorage(), configurable: true, writable: true });
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

// A refusal's outcome may ask for a toast, which starts loading antd's message module (seconds on a cold transform
// cache). The files of a worker share modules, so a load still under way when its file ends would land in the next
// file's run after this one's environment is gone (EnvironmentTeardownError, blamed on that next file): each file waits
// for a load it started.
afterAll(async () => {
  await loadedFeedback();
});
