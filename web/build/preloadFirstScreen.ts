import type { Plugin } from 'vite';

/**
 * Adds `<link rel="modulepreload">` to index.html for lazy chunks that the first screen always needs (the default
 * language's core texts and the sign-in page): without them the browser learns of these files only after the entry
 * has run, one more round trip before the first screen on a slow phone. Each chunk's static imports come along.
 */
export function preloadFirstScreen(sources: readonly string[]): Plugin {
  return {
    name: 'adconsole-preload-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle ?? {};
        const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const files = new Set<string>();
        const add = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          for (const next of byFile.get(fileName)?.imports ?? []) add(next);
        };
        for (const source of sources) {
          const chunk = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(source));
          if (!chunk) throw new Error(`preloadFirstScreen: no chunk for ${source}`);
          add(chunk.fileName);
        }
        const css = [...files].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
        const links = [
          ...[...files].map((file) => ({ rel: 'modulepreload', file })),
          // fetched early, applied when the chunk loads them (as="style" does not apply a stylesheet)
          ...[...new Set(css)].map((file) => ({ rel: 'preload', as: 'style', file })),
        ]
          .filter(({ file }) => !html.includes(`/${file}"`))
          .map(({ file, ...attrs }) => ({ tag: 'link', attrs: { ...attrs, crossorigin: true, href: `/${file}` } }));
        return { html, tags: links.map((link) => ({ ...link, injectTo: 'head' as const })) };
      },
    },
  };
}

/**
 * Writes the entry's stylesheets (a few hundred bytes: resets and the native form styles) into index.html as
 * `<style>`, so that no stylesheet request stands between the HTML and the first paint. The CSP allows inline styles
 * (antd needs them), never inline scripts.
 */
export function inlineEntryCss(maxBytes = 4096): Plugin {
  return {
    name: 'adconsole-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle ?? {};
        return html.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (link, file: string) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset') return link;
          const css = String(asset.source);
          if (css.length > maxBytes) return link;
          // the file stays in the build for chunks that import it; index.html no longer asks for it
          return `<style>${css}</style>`;
        });
      },
    },
  };
}
