import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// Unit tests live beside the code; integration (server/test) and browser (e2e) suites have their own configs.
// Rules in docs/decisions/test-loop.md, "Test loop: web unit tests": the web's `*.test.ts` run in node, its `*.test.tsx` and
// `*.dom.test.ts` (a test without JSX that still needs a document) in jsdom. Files of one project share their
// worker's modules (isolate: false), so each module is evaluated once per worker, not once per file. A file that
// replaces a module (vi.mock) would hand its mock to the files after it and get theirs, so such files, found by
// reading them, run in an isolated twin project (`<name>-isolated`).

const DOM_TESTS = ['src/**/*.test.tsx', 'src/**/*.dom.test.ts'];
const isDomTest = (file: string) => /\.(test\.tsx|dom\.test\.ts)$/.test(file);

/** The test files under `dirs` (inside `root`) that call vi.mock, as paths relative to `root`. */
function mockingTests(root: string, dirs: string[]): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(path);
      return /\.test\.tsx?$/.test(entry.name) && readFileSync(path, 'utf8').includes('vi.mock(') ? [path] : [];
    });
  const base = join(import.meta.dirname, root);
  return dirs.flatMap((dir) => walk(join(base, dir))).map((path) => relative(base, path));
}

/** The project with its mocking files taken out and shared modules, plus the isolated twin that runs those files. */
function withIsolatedTwin(
  project: TestProjectInlineConfiguration,
  mocking: string[],
): TestProjectInlineConfiguration[] {
  const test = project.test ?? {};
  const shared = {
    ...project,
    test: { ...test, exclude: [...(test.exclude ?? configDefaults.exclude), ...mocking], isolate: false },
  };
  if (mocking.length === 0) return [shared];
  return [shared, { ...project, test: { ...test, name: `${test.name}-isolated`, include: mocking, isolate: true } }];
}

const webMocking = mockingTests('web', ['src']);

/** A project of the web's tests (root web/, its Vite config) in one environment. */
function web(
  name: string,
  environment: 'node' | 'jsdom',
  setupFile: string,
  files: { include: string[]; exclude?: string[] },
): TestProjectInlineConfiguration {
  return {
    extends: './web/vite.config.ts',
    // The bound is for a hung test, not a slow one: on this 2-core machine under load (others' browser tests) the
    // scan of every source for visible text and a worker's first antd render each took over the default 5 s.
    test: { name, root: './web', environment, setupFiles: [setupFile], testTimeout: 20_000, ...files },
  };
}

export default defineConfig({
  test: {
    projects: [
      ...withIsolatedTwin(
        {
          test: {
            name: 'unit',
            include: ['packages/*/src/**/*.test.ts', 'server/src/**/*.test.ts', 'scripts/**/*.test.ts'],
            environment: 'node',
          },
        },
        mockingTests('.', ['packages', 'server/src', 'scripts']),
      ),
      ...withIsolatedTwin(
        web('web-node', 'node', './src/test-setup.node.ts', {
          include: ['src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...DOM_TESTS],
        }),
        webMocking.filter((file) => !isDomTest(file)),
      ),
      ...withIsolatedTwin(
        web('web-dom', 'jsdom', './src/test-setup.ts', { include: DOM_TESTS }),
        webMocking.filter(isDomTest),
      ),
    ],
  },
});
