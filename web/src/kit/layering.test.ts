import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The layers import downwards only: app -> features -> shared -> kit -> lib (shared may also use the app's request
// layer and session, as the features do). The kit and lib are reused by every area, so a kit or lib file that reached
// up into the app (or lib into the kit) would tie them to one shell. Features do not import each other: what two
// areas use lives in shared/ (data and widgets that call the API) or kit/ (plain UI), so an area can be read, moved
// or deleted on its own. The one door between features is the material library's picker and upload drawer, which
// the ad form and the demo page embed whole (lazily, as their own chunks); see FEATURE_DOORS.
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

/** The files of one feature that others may import: the material picker and upload drawer, embedded whole. */
const FEATURE_DOORS = [
  'features/materials/picker/MaterialPickerDialog',
  'features/materials/picker/MaterialPickerDrawer',
  'features/materials/picker/limits',
  'features/materials/upload/UploadDrawer',
];

/** The area a src-relative path belongs to (`features/<area>/…`), or null outside the features. */
const featureOf = (file: string) => /^features\/([^/]+)\//.exec(file)?.[1] ?? null;

/** The imports that go from one feature into another, other than through a door. */
function crossFeatureImports(edges: string[]): string[] {
  return edges.filter((edge) => {
    const [from = '', to = ''] = edge.split(' -> ');
    const target = featureOf(to);
    return target !== null && target !== featureOf(from) && !FEATURE_DOORS.includes(to.replace(/\.tsx?$/, ''));
  });
}

describe('layering', () => {
  it('finds the imports it checks', () => {
    expect(importsOf('kit').length).toBeGreaterThan(20);
    expect(importsOf('lib').length).toBeGreaterThan(0);
  });

  it('keeps the kit free of imports from the app and the features', () => {
    expect(reachingInto(importsOf('kit'), ['app', 'features'])).toEqual([]);
  });

  it('keeps lib free of imports from the app, the features and the kit', () => {
    expect(reachingInto(importsOf('lib'), ['app', 'features', 'kit', 'shared'])).toEqual([]);
  });

  it('keeps the kit free of the shared folder, and the shared folder free of the features', () => {
    expect(reachingInto(importsOf('kit'), ['shared'])).toEqual([]);
    expect(reachingInto(importsOf('shared'), ['features'])).toEqual([]);
  });

  it('keeps each feature out of the others (but for the material picker door)', () => {
    expect(importsOf('features').length).toBeGreaterThan(500);
    expect(crossFeatureImports(importsOf('features'))).toEqual([]);
  });

  it('tells an import from one feature into another from one inside a feature', () => {
    expect(
      crossFeatureImports([
        'features/tags/TagFormDialog.tsx -> features/tags/api',
        'features/materials/library/Row.tsx -> features/advertising/ads/adColumns',
        'features/advertising/ads/AdForm.tsx -> features/advertising/api',
        'features/advertising/ads/AdCreativeFields.tsx -> features/materials/picker/MaterialPickerDialog',
        'features/demo/Card.tsx -> shared/lookups/api',
      ]),
    ).toEqual(['features/materials/library/Row.tsx -> features/advertising/ads/adColumns']);
  });
});
