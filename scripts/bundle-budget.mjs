#!/usr/bin/env node
// Bundle budget of the web build (issue 2): the JavaScript the login route loads must stay within 150 KB gzipped,
// and every page of the route table must be a lazy chunk of its own, outside the entry's static graph.
// Reads web/dist/.vite/manifest.json (vite build.manifest); plain Node, no dependencies.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 150 * 1024;
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(root, 'web');
const dist = join(web, 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
const routesPath = join(web, 'src', 'app', 'routes.ts');
const routerPath = join(web, 'src', 'app', 'router.tsx');
const i18nPath = join(web, 'src', 'app', 'i18n.ts');

const LOGIN_PAGE = 'src/features/session/LoginPage.tsx';
// The default language's bundle is fetched before the first render, so the login route pays for it too.
const DEFAULT_LOCALE = 'src/locales/zh-CN/bundle.ts';

if (!existsSync(manifestPath)) {
  console.error(`bundle-budget: ${relative(root, manifestPath)} is missing; run \`npm run build -w web\` first.`);
  process.exit(1);
}

/** @type {Record<string, {file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
if (entries.length !== 1) {
  console.error(`bundle-budget: expected one entry chunk, found ${entries.length}`);
  process.exit(1);
}
const [entryKey] = entries[0];

/** Every manifest key statically reachable from `key`, itself included. */
function staticClosure(key, into = new Set()) {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const next of manifest[key].imports ?? []) staticClosure(next, into);
  return into;
}

const failures = [];

// 1. What the login route loads: the entry and its static imports, the default locale, the login page and its imports.
const loginKeys = new Set(staticClosure(entryKey));
for (const lazyKey of [DEFAULT_LOCALE, LOGIN_PAGE]) {
  if (!manifest[lazyKey]) failures.push(`${lazyKey} is not a chunk of its own in the manifest`);
  staticClosure(lazyKey, loginKeys);
}
const files = [...new Set([...loginKeys].map((key) => manifest[key].file))].filter((file) => file.endsWith('.js'));
const sizes = files
  .map((file) => {
    const raw = readFileSync(join(dist, file));
    return { file, raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
  })
  .sort((a, b) => b.gzip - a.gzip);
const total = sizes.reduce((sum, item) => sum + item.gzip, 0);
const totalRaw = sizes.reduce((sum, item) => sum + item.raw, 0);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('Login route JavaScript (gzip level 9):');
for (const item of sizes) console.log(`  ${kb(item.gzip).padStart(9)}  ${kb(item.raw).padStart(9)} raw  ${item.file}`);
console.log(`  ${kb(total).padStart(9)}  ${kb(totalRaw).padStart(9)} raw  total (budget ${kb(BUDGET_BYTES)})`);
if (total > BUDGET_BYTES) failures.push(`login route loads ${kb(total)} gzipped, over the ${kb(BUDGET_BYTES)} budget`);

// 2. Every lazily imported page (route table, router, locale loaders) is a dynamic entry outside the entry's graph.
const entryGraph = staticClosure(entryKey);
const lazySources = new Set();
for (const [path, from] of [
  [routesPath, routesPath],
  [routerPath, routerPath],
  [i18nPath, i18nPath],
]) {
  const text = readFileSync(path, 'utf8');
  for (const match of text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    const target = resolve(dirname(from), match[1]);
    const candidates = ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => relative(web, target + ext));
    const key = candidates.find((candidate) => manifest[candidate]);
    if (!key) failures.push(`lazy module ${match[1]} (${relative(root, path)}) is not in the manifest`);
    else lazySources.add(key);
  }
}
console.log(`\nLazy chunks (${lazySources.size}):`);
for (const key of [...lazySources].sort()) {
  const chunk = manifest[key];
  const ok = chunk.isDynamicEntry === true && !entryGraph.has(key);
  console.log(`  ${ok ? 'ok  ' : 'FAIL'}  ${key} -> ${chunk.file}`);
  if (!ok) failures.push(`${key} is not a separate lazy chunk`);
}
if (lazySources.size < 3) failures.push('found fewer than three lazy page modules; is the route table readable?');

if (failures.length > 0) {
  console.error('\nbundle-budget failed:');
  for (const failure of failures) console.error(`  - ${failure}`);
  process.exit(1);
}
console.log(`\nbundle-budget ok: ${kb(total)} of ${kb(BUDGET_BYTES)}`);
