import type { Locator, Page } from 'playwright-core';
import { expectAccessible } from './axe.js';
import { shot } from './browser.js';
import type { Lang } from './kit.js';
import { escapeDiscarding } from './kit.js';
import type { Pages } from './pages.js';

/**
 * What the accessibility files (tests/accessibility*.e2e.ts) share: a checker that runs axe-core (WCAG 2 A and AA; a
 * serious or critical violation fails) on each screen in turn, takes its screenshot (e2e/.artifacts/a11y-*, for a
 * person to look over) and fails at the end with all that failed; and the steps between screens.
 */
export function a11yScreens(pages: Pages) {
  const page = (): Page => pages.page;
  const dialog = () => page().locator('.ant-modal-wrap:visible .ant-modal').last();
  return {
    checker(lang: Lang) {
      const problems: string[] = [];
      const short = lang === 'zh-CN' ? 'zh' : 'en';
      return {
        async check(name: string) {
          await page().locator('.ant-spin-spinning:visible, .ant-skeleton-active:visible').first().waitFor({
            state: 'detached',
            timeout: 15_000,
          });
          try {
            await expectAccessible(page(), `${lang} ${name}`);
          } catch (error) {
            problems.push((error as Error).message);
          }
          // after the check, which waits for the screen's animations to end
          await shot(page(), `a11y-${short}-${name}`);
        },
        done() {
          if (problems.length > 0) throw new Error(problems.join('\n'));
        },
      };
    },
    open: (route: string) => page().goto(`${pages.server.url}/#${route}`),
    dialog,
    drawer: () => page().locator('.ant-drawer-content-wrapper:visible').last(),
    // a form typed into asks before it is discarded: agreed, the screens were checked
    close: (scope: Locator) => escapeDiscarding(page(), scope),
  };
}
