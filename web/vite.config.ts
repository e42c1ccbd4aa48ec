import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { inlineEntryCss, preloadFirstScreen } from './build/preloadFirstScreen';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

// A fresh id per build (or dev start) so a redeploy always differs from what open tabs stored.
const buildId = Date.now().toString(36);
const appVersion = `${pkg.version}+${buildId}`;
const versionJson = `${JSON.stringify({ version: appVersion })}\n`;

/** Emits /version.json into the build and serves it in dev, so the session's version check works in both. */
function versionFile(): Plugin {
  return {
    name: 'adconsole-version-json',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== '/version.json') return next();
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(versionJson);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: versionJson });
    },
  };
}

const api = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [
    react(),
    versionFile(),
    // the default language's core texts and the sign-in page: every visit starts with one or both
    preloadFirstScreen(['src/locales/zh-CN/bundle.ts', 'src/features/session/LoginPage.tsx']),
    inlineEntryCss(),
  ],
  define: { __APP_VERSION__: JSON.stringify(appVersion) },
  resolve: {
    // the contract's CSV writer: csv-stringify's Node build uses Buffer at load, its browser build carries its own
    alias: [{ find: /^csv-stringify\/sync$/, replacement: 'csv-stringify/browser/esm/sync' }],
  },
  server: {
    port: 5173,
    proxy: { '/v1': api, '/v2': api, '/docs': api },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 800,
  },
});
