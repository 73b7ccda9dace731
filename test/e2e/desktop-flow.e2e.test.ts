import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCore } from '../../main/core/core.ts';
import { askAndApprove, desktopWorld, modelKey, pickFolder } from './harness/desktop-flow.ts';
import { openDeftPage } from './harness/deft-page.ts';
import { rendererSuite } from './harness/renderer-suite.ts';

/** The desktop flow of the Electron suite, through the same `window.deft` in Chromium against the real core. */
describe('the desktop flow through window.deft in Chromium', () => {
  const suite = rendererSuite();

  it('picks a folder, sends a message, answers its approval and sees the file change', async () => {
    const world = await desktopWorld();
    const core = createCore({
      dataDir: world.dataDir,
      env: world.env,
      desktop: { host: 'electron', pickFolder: async () => world.projectDir, hideQuickAsk: () => {}, fitQuickAsk: () => {}, showMainWindow: () => {}, notify: () => {} },
    });
    try {
      const { page, errors } = await openDeftPage(suite.browser(), core, '#/about');
      await expect.poll(() => page.getByTestId('app-info').textContent()).toContain(world.dataDir);
      expect(await pickFolder(page)).toEqual({ ok: true, data: { path: world.projectDir } });

      const turn = await askAndApprove(page, world.projectDir, 'Make the note final');
      expect(turn.asked).toMatchObject({ sessionId: turn.sessionId, toolName: 'Edit', kind: 'permission' });
      expect(turn.asked.diff).toContain('+a final note');
      expect(turn.answer).toBe('The note is final now.');
      expect(readFileSync(join(world.projectDir, 'notes.txt'), 'utf8')).toBe('a final note\n');
      expect(JSON.stringify(turn)).not.toContain(modelKey);
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      await core.close();
      await world.server.close();
    }
  });
});
