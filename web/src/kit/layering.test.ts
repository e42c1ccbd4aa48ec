import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The layers import downwards only: app -> features -> kit -> lib. The kit and lib are reused by every area, so a
// kit or lib file that reached up into the app (or lib into the kit) would tie them to one shell.
const SRC = path.resolve(import.meta.dirname, '..');
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** The src-relative targets of the relative imports of each file under `layer`, as `file -> target`. */
function importsOf(layer: string): string[] {
  return sourceFiles(path.join(SRC, layer)).flatMap((file) => {
    const text = fs.readFileSync(file, 'utf8');
    return [...text.matchAll(SPECIFIER)]
      .map((match) => match[1] ?? '')
      .filter((specifier) => specifier.startsWith('.'))
      .map(
        (specifier) =>
          `${path.relative(SRC, file)} -> ${path.relative(SRC, path.resolve(path.dirname(file), specifier))}`,
      );
  });
}

const reachingInto = (edges: string[], layers: string[]) =>
  edges.filter((edge) => layers.some((layer) => edge.split(' -> ')[1]?.startsWith(`${layer}/`)));

describe('layering', () => {
  it('finds the imports it checks', () => {
    expect(importsOf('kit').length).toBeGreaterThan(20);
    expect(importsOf('lib').length).toBeGreaterThan(0);
  });

  it('keeps the kit free of imports from the app and the features', () => {
    expect(reachingInto(importsOf('kit'), ['app', 'features'])).toEqual([]);
  });

  it('keeps lib free of imports from the app, the features and the kit', () => {
    expect(reachingInto(importsOf('lib'), ['app', 'features', 'kit'])).toEqual([]);
  });
});
