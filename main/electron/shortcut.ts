import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { Notice } from '../../shared/ipc/contract.ts';

export const defaultQuickAskShortcut = 'CommandOrControl+Shift+Space';

const shortcutSetting = z.looseObject({ quickAskShortcut: z.string().min(1).max(100).optional() });

/** The `quickAskShortcut` of the user's settings file in the data folder, else the default. */
export function readQuickAskShortcut(dataDir: string): string {
  try {
    const parsed = shortcutSetting.safeParse(JSON.parse(readFileSync(join(dataDir, 'settings.json'), 'utf8')));
    return (parsed.success ? parsed.data.quickAskShortcut : undefined) ?? defaultQuickAskShortcut;
  } catch {
    return defaultQuickAskShortcut;
  }
}

export interface ShortcutRegistry {
  register(accelerator: string, callback: () => void): boolean;
}

/** Registers the global shortcut; a refusal (taken by another app, invalid, unsupported desktop) becomes a notice. */
export function registerQuickAskShortcut(
  globalShortcut: ShortcutRegistry,
  accelerator: string,
  toggle: () => void,
  notify: (notice: Notice) => void,
): boolean {
  let registered: boolean;
  try {
    registered = globalShortcut.register(accelerator, toggle);
  } catch {
    registered = false;
  }
  if (!registered) {
    notify({
      level: 'warning',
      message: `The quick-ask shortcut ${accelerator} could not be registered (another app may use it, or this desktop does not allow global shortcuts). Change "quickAskShortcut" in settings, or run "deft-desktop --quick-ask".`,
    });
  }
  return registered;
}
