import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousViolations } from './axe.ts';

export const screenshotDir = join(import.meta.dirname, '../../../test-results');

export const themes = ['light', 'dark'] as const;
export const languages = ['en', 'zh-CN'] as const;
/** The small window people keep beside an editor, and a laptop's. */
export const windowSizes = [
  { width: 800, height: 600 },
  { width: 1280, height: 800 },
] as const;

export interface ScreenshotOptions {
  /** A window whose size the app sets itself (quick-ask) is taken as it is. */
  ownSize?: boolean;
}

/**
 * Screenshots of the screen at 800×600 and 1280×800, in each theme and language: the choices are
 * stored as the app stores them, the page reloads, and `show` brings the screen back before each
 * picture. Each one is also checked with axe: no serious or critical violation in any of them.
 * The page gets its own size back at the end.
 */
export async function screenshotEach(page: Page, name: string, show: () => Promise<void>, options: ScreenshotOptions = {}): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  const ownSize = page.viewportSize();
  const sizes = options.ownSize || !ownSize ? [undefined] : windowSizes;
  const violations: string[] = [];
  try {
    for (const size of sizes) {
      if (size) await page.setViewportSize(size);
      for (const theme of themes) {
        for (const language of languages) {
          await page.evaluate(([t, l]) => {
            localStorage.setItem('deft.theme', t);
            localStorage.setItem('deft.language', l);
          }, [theme, language] as const);
          await page.reload();
          await page.waitForFunction(([t, l]) => document.documentElement.dataset.theme === t && document.documentElement.lang === l, [theme, language] as const);
          await show();
          const variant = [size && `${size.width}x${size.height}`, theme, language].filter(Boolean).join('-');
          await page.screenshot({ path: join(screenshotDir, `${name}-${variant}.png`) });
          violations.push(...(await seriousViolations(page)).map((violation) => `${variant}: ${violation}`));
        }
      }
    }
  } finally {
    if (ownSize && !options.ownSize) await page.setViewportSize(ownSize);
  }
  expect(violations, `axe on the ${name} screenshots`).toEqual([]);
}
