import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One relative import of a source file: who imports, what it names, and the file that resolves to. */
export interface ImportEdge {
  /** the importing file, relative to the repository */
  from: string;
  /** the file it resolves to, relative to the repository (a `.js` name read as its `.ts`/`.tsx` source) */
  to: string;
  /** whether the statement is a re-export (`export … from`) */
  reexport: boolean;
}

export const repoRoot = path.resolve(import.meta.dirname, '..');

/** Every .ts/.tsx file under a folder of the repository, tests included, node_modules and builds left out. */
export function sourceFiles(folder: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(full);
    }
  };
  walk(path.join(repoRoot, folder));
  return found.map((file) => path.relative(repoRoot, file));
}

const isTest = (file: string) => /\.(test|e2e)\.tsx?$/.test(file);

/** The relative imports of files (read by TypeScript's own pre-processor, so comments and strings never count). */
export function importsOf(files: string[]): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const from of files) {
    const text = fs.readFileSync(path.join(repoRoot, from), 'utf8');
    const { importedFiles } = ts.preProcessFile(text, true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const to = resolveSource(path.join(path.dirname(from), fileName));
      if (!to) continue;
      const reexport = new RegExp(`export[^;]*from\\s+['"]${fileName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]`).test(
        text,
      );
      edges.push({ from, to, reexport });
    }
  }
  return edges;
}

/** `x.js` names the source `x.ts` or `x.tsx`; a folder its index. */
function resolveSource(target: string): string | null {
  const base = target.replace(/\.js$/, '');
  for (const candidate of [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, target]) {
    if (fs.existsSync(path.join(repoRoot, candidate)) && fs.statSync(path.join(repoRoot, candidate)).isFile()) {
      return path.normalize(candidate);
    }
  }
  return null;
}

/** The server module a file belongs to (`server/src/modules/<name>/…`), or null. */
export function serverModuleOf(file: string): string | null {
  const match = /^server\/src\/modules\/([^/]+)\//.exec(file);
  return match?.[1] ?? null;
}

/** The cycles of a graph given as edges between names, each once, as the names around it. */
export function cyclesOf(edges: Iterable<[string, string]>): string[][] {
  const next = new Map<string, Set<string>>();
  for (const [a, b] of edges) {
    if (a === b) continue;
    if (!next.has(a)) next.set(a, new Set());
    next.get(a)!.add(b);
  }
  const cycles = new Map<string, string[]>();
  const visit = (start: string, at: string, trail: string[]) => {
    for (const to of next.get(at) ?? []) {
      if (to === start) {
        // one cycle is found once from each of its nodes: keep the rotation that starts at its least name
        const least = trail.indexOf([...trail].sort()[0]!);
        const rotated = [...trail.slice(least), ...trail.slice(0, least)];
        cycles.set(rotated.join(' → '), rotated);
      } else if (!trail.includes(to) && to > start) {
        visit(start, to, [...trail, to]);
      }
    }
  };
  for (const start of next.keys()) visit(start, start, [start]);
  return [...cycles.values()];
}

export { isTest };
