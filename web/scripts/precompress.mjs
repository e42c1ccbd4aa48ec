#!/usr/bin/env node
// Runs after `vite build`: writes a brotli (.br) and a gzip (.gz) copy next to every text file of web/dist, at the
// highest levels (done once per build, not per request), so the server hands browsers the smallest file their
// Accept-Encoding allows (@fastify/static's preCompressed, server/src/modules/system/spa.ts).
// Plain Node, no dependencies.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|xml|webmanifest)$/;
// version.json is rewritten in place by a deploy (and by the version-check browser test): a compressed copy made at
// build time would go stale and be served instead of it. It is a few bytes, so nothing is lost.
const SKIP = new Set(['version.json']);

/** Every file under `dir`, leaving out dot folders (vite's .vite/manifest.json is for tools, not browsers). */
function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

let files = 0;
let raw = 0;
let br = 0;
for (const file of walk(dist)) {
  const name = relative(dist, file);
  if (!COMPRESSIBLE.test(name) || SKIP.has(name)) continue;
  const source = readFileSync(file);
  const brotli = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: statSync(file).size,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
  // both copies are always written, even when not smaller (tiny files): the server then never mixes encodings
  // within one build, and the bundle budget can rely on every measured file having its .br
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
  files += 1;
  raw += source.length;
  br += brotli.length;
}
if (files === 0) {
  console.error(`precompress: no files found in ${dist}; run \`vite build\` first.`);
  process.exit(1);
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`precompress: ${files} files, ${kb(raw)} -> ${kb(br)} brotli`);
