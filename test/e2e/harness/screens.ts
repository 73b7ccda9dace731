import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

export const screenshotDir = join(import.meta.dirname, '../../../test-results');

const themes = ['light', 'dark'] as const;
const languages = ['en', 'zh-CN'] as const;

/**
 * Screenshots of the screen in each theme and language: the choices are stored as the app stores
 * them, the page reloads, and `show` brings the screen back before each picture.
 */
export async function screenshotEach(page: Page, name: string, show: () => Promise<void>): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  for (const theme of themes) {
    for (const language of languages) {
      await page.evaluate(([t, l]) => {
        localStorage.setItem('deft.theme', t);
        localStorage.setItem('deft.language', l);
      }, [theme, language] as const);
      await page.reload();
      await page.waitForFunction(([t, l]) => document.documentElement.dataset.theme === t && document.documentElement.lang === l, [theme, language] as const);
      await show();
      await page.screenshot({ path: join(screenshotDir, `${name}-${theme}-${language}.png`) });
    }
  }
}
