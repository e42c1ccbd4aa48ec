import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MENU_TITLES, type MenuName } from '@adconsole/contract';
import { describe, expect, it } from 'vitest';
import enUS from './en-US';
import zhCN from './zh-CN';

/**
 * One object, one name (docs/glossary.md): the words the console retired for an object it names otherwise. A text
 * that brings one back fails here. Placeholders (`{{adset}}`) are the API's names and are not read.
 */
const RETIRED: Record<'zh' | 'en', { term: RegExp; use: string }[]> = {
  en: [
    { term: /\bclusters?\b/i, use: 'audience package (short: package)' },
    { term: /\bcrowd\b/i, use: 'audience package' },
    { term: /\bad ?sets?\b/i, use: 'ad group' },
    { term: /^Actions$/, use: 'Operation (the operation column)' },
  ],
  zh: [
    { term: /受众包|人群包裹/, use: '人群包' },
    { term: /广告计划/, use: '广告系列' },
  ],
};

/** Pages that are not menus (a campaign's ad groups, an ad group's ads, the widget demos) name their own crumb. */
const NON_MENU_CRUMBS = new Set(['campaigns.group.breadcrumb', 'ads.breadcrumb', 'demo.breadcrumb']);

const texts = (messages: Record<string, string>) =>
  Object.entries(messages).map(([key, text]) => [key, text.replace(/\{\{\w+\}\}/g, '')] as const);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The message keys a source file's breadcrumbs (`breadcrumb={[…]}`, `<Breadcrumb items={[…]}`) name. */
function crumbKeys(source: string): string[] {
  const keys: string[] = [];
  for (const match of source.matchAll(/(?:breadcrumb=\{\[|<Breadcrumb\s+items=\{\[)([\s\S]*?)\]\}/g)) {
    // every quoted message key inside (`t('a.b')`, `t(x ? 'a.b' : 'a.c')`), and keys built from a template
    for (const key of match[1]!.matchAll(/'([^'\s]+)'/g)) if (key[1]! in zhCN) keys.push(key[1]!);
    for (const key of match[1]!.matchAll(/\bt\(\s*`([^`]+)`/g)) keys.push(key[1]!);
  }
  return keys;
}

describe('terms', () => {
  for (const [lang, messages] of [
    ['en', enUS],
    ['zh', zhCN],
  ] as const) {
    it(`${lang}: no text uses a retired name of an object`, () => {
      const found = texts(messages).flatMap(([key, text]) =>
        RETIRED[lang].filter(({ term }) => term.test(text)).map(({ use }) => `${key}: "${text}" (use ${use})`),
      );
      expect(found).toEqual([]);
    });
  }

  it('the retired-term rule catches the words it retires', () => {
    const hit = (lang: 'zh' | 'en', text: string) => RETIRED[lang].some(({ term }) => term.test(text));
    for (const text of ['Cluster name', 'Cluster ID', 'Add Crowd Package', 'Linked ad set', 'Actions'])
      expect(hit('en', text), text).toBe(true);
    for (const text of ['关联受众包', '广告计划']) expect(hit('zh', text), text).toBe(true);
    for (const text of ['Package name', 'Linked ad group', 'Operation', 'Batch actions'])
      expect(hit('en', text)).toBe(false);
  });

  it("the web's menu titles are the seeded menus' titles (MENU_TITLES), in both languages", () => {
    for (const name of Object.keys(MENU_TITLES) as MenuName[]) {
      expect(zhCN[`menu.${name}` as keyof typeof zhCN], name).toBe(MENU_TITLES[name].zh);
      expect(enUS[`menu.${name}` as keyof typeof enUS], name).toBe(MENU_TITLES[name].en);
    }
  });

  it("a page's breadcrumb names its menus by the menus' own titles", () => {
    const root = join(import.meta.dirname, '..', 'features');
    const wrong = sources(root).flatMap((file) =>
      crumbKeys(readFileSync(file, 'utf8'))
        .filter((key) => !key.startsWith('menu.') && !NON_MENU_CRUMBS.has(key))
        .map((key) => `${file.slice(root.length + 1)}: ${key}`),
    );
    expect(wrong).toEqual([]);
    // the scan reads real breadcrumbs (a scan that finds none would pass whatever they say)
    const library = readFileSync(join(root, 'materials', 'library', 'MaterialLibrary.tsx'), 'utf8');
    expect(crumbKeys(library)).toEqual(['menu.material', 'menu.material.image', 'menu.material.video']);
  });

  it('no crumb text spells a menu title another way (case, or a shorter or longer form)', () => {
    const titles: string[] = Object.values(MENU_TITLES).flatMap(({ zh, en }) => [zh, en]);
    const near = (text: string, title: string) =>
      text.toLowerCase() === title.toLowerCase() ||
      (text.length > 2 && title.length > 2 && (title.includes(text) || text.includes(title)));
    const clashes = [...texts(enUS), ...texts(zhCN)].filter(
      ([key, text]) => /breadcrumb/.test(key) && !titles.includes(text) && titles.some((title) => near(text, title)),
    );
    expect(clashes).toEqual([]);
  });
});
