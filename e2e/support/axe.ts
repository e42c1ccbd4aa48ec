import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { motionEnded } from './browser.js';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0 and 2.1, levels A and AA: checked on every screen a browser test visits. */
const RUN: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  resultTypes: ['violations'],
};

/**
 * What axe leaves out: the watermark (web/src/kit/WatermarkLayer.tsx). It is decoration, faint on purpose so that it
 * does not compete with the page, aria-hidden and inert; WCAG's contrast rule does not apply to it, and it is left out
 * explicitly so that no check ever measures the text it lies over against its layer.
 */
const EXCLUDE = [['[data-testid="watermark-layer"]']];

const SERIOUS = new Set(['serious', 'critical']);

/** The serious and critical violations, one readable line per rule and element. */
export function describeViolations(violations: Result[]): string[] {
  return violations
    .filter((v) => SERIOUS.has(v.impact ?? ''))
    .flatMap((v) =>
      v.nodes.map((node) => {
        const detail = node.failureSummary?.split('\n').slice(1).join(' ').trim();
        return `${v.id} (${v.impact}) at ${node.target.join(' ')}: ${v.help}${detail ? ` — ${detail}` : ''}`;
      }),
    );
}

/** Runs axe-core (WCAG 2 A and AA) on the page as it stands and answers its violations. */
export async function axeViolations(page: Page): Promise<Result[]> {
  // evaluate runs through the devtools protocol, so the console's CSP (no inline scripts) does not block it
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    ([exclude, options]) =>
      (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<AxeResults> } }).axe.run(
        { include: [['html']], exclude },
        options,
      ),
    [EXCLUDE, RUN] as const,
  );
  return results.violations;
}

/** Fails with a readable list when axe finds a serious or critical WCAG 2 A/AA violation on the page. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  // let a page that is still fading in or loading its data settle: axe measures what is painted
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready.then(() => null));
  await motionEnded(page);
  const lines = describeViolations(await axeViolations(page));
  if (lines.length > 0)
    throw new Error(
      `${label}: ${lines.length} serious or critical accessibility violation(s)\n  ${lines.join('\n  ')}`,
    );
  await markChecked(page);
}

type Watched = Window & { __axePassed?: boolean; __axeWatch?: MutationObserver };

/** Notes on the page that it passed; any later change of its DOM (or a new document) drops the note. */
async function markChecked(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as Watched;
    w.__axeWatch?.disconnect();
    w.__axePassed = true;
    w.__axeWatch = new MutationObserver(() => {
      w.__axePassed = false;
      w.__axeWatch?.disconnect();
    });
    w.__axeWatch.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

/** Whether the page passed `expectAccessible` as it stands (same document, DOM unchanged since): a new run would too. */
export async function passedAsItStands(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as Watched).__axePassed === true).catch(() => false);
}
