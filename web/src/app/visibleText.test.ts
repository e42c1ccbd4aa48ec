import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every visible string comes from the locale files: this scan fails on JSX text with letters or
// CJK characters, on visible attributes written as literals, and on any string literal holding CJK characters.
const SRC = join(__dirname, '..');
const CJK = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/;
const LETTER = /\p{L}/u;
const VISIBLE_ATTRIBUTES = new Set(['title', 'placeholder', 'alt', 'aria-label', 'label', 'okText', 'cancelText']);

function sourceFiles(): string[] {
  return (readdirSync(SRC, { recursive: true }) as string[])
    .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file) && !/\.d\.ts$/.test(file))
    .filter((file) => !file.split(/[\\/]/).includes('locales') && file !== 'test-setup.ts')
    .map((file) => join(SRC, file));
}

/** Finds hard-coded visible text in one module's source. */
function findHardCodedText(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const where = (node: ts.Node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    return `${relative(SRC, fileName)}:${line + 1}`;
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const content = node
        .getText(source)
        .replace(/&[a-zA-Z]+;|&#\d+;/g, '')
        .trim();
      if (LETTER.test(content)) found.push(`${where(node)} JSX text "${content}"`);
    } else if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer)) {
      const name = node.name.getText(source);
      if (VISIBLE_ATTRIBUTES.has(name) && LETTER.test(node.initializer.text)) {
        found.push(`${where(node)} ${name}="${node.initializer.text}"`);
      }
    } else if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)) &&
      CJK.test(node.text)
    ) {
      found.push(`${where(node)} CJK literal "${node.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('visible text', () => {
  it('the scan catches what it must', () => {
    const sample = [
      'export const A = () => <p>Save</p>;',
      "export const B = () => <input placeholder='Name' />;",
      "export const c = '保存';",
      'export const D = () => <p>{label}&nbsp;</p>;',
      "export const e = { key: 'menu.home' };",
    ].join('\n');
    const found = findHardCodedText(join(SRC, 'sample.tsx'), sample);
    expect(found).toHaveLength(3);
  });

  it('no component writes visible text outside the locale files', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((file) => findHardCodedText(file, readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });
});
