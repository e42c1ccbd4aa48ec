#!/usr/bin/env node
// Bundle budget of the web build: what the browser receives for the login route (index.html, the
// JavaScript and the CSS it loads, as the brotli files the server sends: web/scripts/precompress.mjs) must stay
// within 150 KB, and every page of the route table must be a lazy chunk of its own, outside the entry's static graph.
// Reads web/dist/.vite/manifest.json (vite build.manifest); plain Node, no dependencies.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const BUDGET_BYTES = 150 * 1024;
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(root, 'web');
const dist = join(web, 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
const app = join(web, 'src', 'app');
const features = join(web, 'src', 'features');
// Where pages are imported lazily: the shell (its router, the route table, the locale loaders) and each feature's
// index.ts, which declares its routes.
const lazyImporters = [
  ...['routes.ts', 'appRoute.ts', 'router.tsx', 'i18n.ts'].map((file) => join(app, file)),
  ...readdirSync(features)
    .map((folder) => join(features, folder, 'index.ts'))
    .filter((file) => existsSync(file)),
];

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
const chunks = [...new Set([...loginKeys].map((key) => manifest[key].file))].filter((file) => file.endsWith('.js'));
const styles = [...new Set([...loginKeys].flatMap((key) => manifest[key].css ?? []))];
const sizes = ['index.html', ...chunks, ...styles]
  .map((file) => {
    const size = (suffix) => (existsSync(join(dist, file + suffix)) ? statSync(join(dist, file + suffix)).size : null);
    const item = { file, raw: size(''), gzip: size('.gz'), br: size('.br') };
    if (item.br === null || item.gzip === null) failures.push(`${file}.br or .gz is missing: did precompress run?`);
    return item;
  })
  .sort((a, b) => (b.br ?? b.raw) - (a.br ?? a.raw));
const sum = (field) => sizes.reduce((total, item) => total + (item[field] ?? 0), 0);
const total = sum('br');

const kb = (bytes) => (bytes === null ? 'missing' : `${(bytes / 1024).toFixed(1)} KB`);
console.log('Login route as served (index.html, JavaScript, CSS):');
console.log(`  ${'brotli'.padStart(9)}  ${'gzip'.padStart(9)}  ${'raw'.padStart(9)}`);
const row = (item, name) =>
  console.log(`  ${kb(item.br).padStart(9)}  ${kb(item.gzip).padStart(9)}  ${kb(item.raw).padStart(9)}  ${name}`);
for (const item of sizes) row(item, item.file);
row({ br: total, gzip: sum('gzip'), raw: sum('raw') }, `total (budget ${kb(BUDGET_BYTES)} brotli)`);
if (total > BUDGET_BYTES) failures.push(`login route sends ${kb(total)} brotli, over the ${kb(BUDGET_BYTES)} budget`);

// 2. Every lazily imported page (features' routes, router, locale loaders) is a dynamic entry outside the entry's graph.
const entryGraph = staticClosure(entryKey);
const lazySources = new Set();
for (const path of lazyImporters) {
  const text = readFileSync(path, 'utf8');
  for (const match of text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    const target = resolve(dirname(path), match[1]);
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
console.log(`\nbundle-budget ok: ${kb(total)} of ${kb(BUDGET_BYTES)} brotli`);
