// Builds the server to JavaScript once (server/dist/main.js), so `npm start` runs node on it instead of compiling
// TypeScript at every start. npm packages stay external (node resolves them from node_modules at run time, native
// modules included; pino-pretty is a dev dependency, loaded only under `npm run dev`); the workspace's @adconsole/contract is TypeScript source that node
// cannot run, so it is bundled in. server/dist sits as deep as server/src: `import.meta.dirname + '../..'` is still
// the repository root (config.ts, app.ts).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const serverDir = path.resolve(import.meta.dirname, '..');
const contractDir = path.resolve(serverDir, '../packages/contract');
const contractExports = JSON.parse(fs.readFileSync(path.join(contractDir, 'package.json'), 'utf8')).exports;

const result = await build({
  // the audience import's worker thread is its own script beside main.js (import-in-worker.ts starts it)
  entryPoints: {
    main: path.join(serverDir, 'src/main.ts'),
    // the server itself, which main.js imports once it has set V8 up (src/main.ts says why it is apart)
    start: path.join(serverDir, 'src/start.ts'),
    'audience-import-worker': path.join(serverDir, 'src/modules/audiences/import/import-worker.ts'),
    // the delivery-statistics intake reads batch bodies in a thread of its own (stat-parse-thread.ts starts it)
    'stat-parse-worker': path.join(serverDir, 'src/modules/statistics/stat-parse-worker.ts'),
    // the demo seed runs in a child process of its own (seed/demo-seed-process.ts starts it), and renders its media
    // in another (seed/demo-media.ts)
    'demo-seed': path.join(serverDir, 'src/seed/demo-seed-child.ts'),
    'demo-media-render': path.join(serverDir, 'src/seed/demo-media-child.ts'),
  },
  outdir: path.join(serverDir, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  // `packages: 'external'` leaves every bare import out; the contract (and its subpaths) must come in, found through
  // the `exports` of its package.json
  plugins: [
    {
      name: 'bundle-contract',
      setup(b) {
        b.onResolve({ filter: /^@adconsole\/contract(\/|$)/ }, (args) => {
          const target = contractExports[`.${args.path.slice('@adconsole/contract'.length)}`];
          if (!target) return { errors: [{ text: `${args.path} is not in the contract's exports` }] };
          return { path: path.join(contractDir, target) };
        });
      },
    },
  ],
  // stack traces name the TypeScript sources under `node --enable-source-maps dist/main.js`
  sourcemap: true,
  logLevel: 'warning',
  write: false,
});

// each file written beside its place and renamed over it: a server or test starting meanwhile never reads half a file
fs.mkdirSync(path.join(serverDir, 'dist'), { recursive: true });
for (const file of result.outputFiles) {
  const part = `${file.path}.${process.pid}.part`;
  fs.writeFileSync(part, file.contents);
  fs.renameSync(part, file.path);
}
