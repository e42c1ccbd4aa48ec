import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import enConsole from './en-US/console';
import enCore from './en-US/core';
import zhConsole from './zh-CN/console';
import zhCore from './zh-CN/core';

const AREAS = [
  'accessTexts',
  'adEditor',
  'ads',
  'apiKeys',
  'apps',
  'audiences',
  'audit',
  'authAccess',
  'campaignFields',
  'campaigns',
  'common',
  'config',
  'demo',
  'directory',
  'errors',
  'home',
  'kit',
  'library',
  'lookups',
  'partnerFolders',
  'placements',
  'reports',
  'menu',
  'pages',
  'picker',
  'session',
  'tags',
  'target',
  'upload',
];
const src = path.resolve(import.meta.dirname, '..');

/** The literal keys `t('…')` calls name in the files under `dir` (template keys count up to their first `${`). */
function keysUsedIn(dir: string): string[] {
  const keys: string[] = [];
  for (const entry of fs.readdirSync(path.join(src, dir), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || entry.name.includes('.test.')) continue;
    const text = fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    for (const m of text.matchAll(/\bt\(\s*['`]([a-zA-Z][\w.]*)/g)) keys.push(m[1]!);
  }
  return keys;
}

describe.each([
  ['zh-CN', zhCore, zhConsole],
  ['en-US', enCore, enConsole],
] as const)('%s: core and console texts', (lang, core, consoleTexts) => {
  it('every area file is in exactly one set, and no key is defined twice', async () => {
    const seen = new Map<string, string>();
    for (const area of AREAS) {
      const { default: messages } = (await import(`./${lang}/${area}.ts`)) as { default: Record<string, string> };
      for (const key of Object.keys(messages)) {
        expect(seen.get(key), `${key} in ${area} and ${seen.get(key)}`).toBeUndefined();
        seen.set(key, area);
      }
    }
    expect(seen.size).toBe(Object.keys(core).length + Object.keys(consoleTexts).length);
    expect(Object.keys(core).filter((key) => key in consoleTexts)).toEqual([]);
  });

  it('the sign-in page, the shell and the error pages use core texts only', () => {
    const keys = [...keysUsedIn('app'), ...keysUsedIn('features/session'), ...keysUsedIn('features/errors')];
    expect(keys.length).toBeGreaterThan(20);
    // a template key ("home.slogan.${key}.title") must at least start like a core key
    const missing = keys.filter((key) => !Object.keys(core).some((k) => k === key || k.startsWith(key)));
    expect(missing).toEqual([]);
  });
});
