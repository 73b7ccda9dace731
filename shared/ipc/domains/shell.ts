import { z } from 'zod';
import type { ContractPart } from '../contract-part.ts';
import type { channels } from '../channels.ts';
import { appShortcutNames } from '../../shortcuts.ts';

export const pickedFolder = z.strictObject({
  /** The absolute path of the folder, or null when the person cancelled. */
  path: z.string().min(1).max(4096).nullable(),
});
export type PickedFolder = z.infer<typeof pickedFolder>;

export const folderPicked = z.strictObject({
  path: z.string().min(1).max(4096),
  /** How the folder came: the File menu's picker or a drop on the window. */
  via: z.enum(['menu', 'drop']),
});
export type FolderPicked = z.infer<typeof folderPicked>;

/** What shows the renderer: Electron's windows, a browser tab of `deft web` (no folder dialog, no global shortcut), or neither (the CLI, tests). */
export const shellHost = z.strictObject({ host: z.enum(['electron', 'browser', 'none']) });
export type ShellHost = z.infer<typeof shellHost>;

const sessionId = z.string().min(1).max(200);
const sessionRef = z.strictObject({ sessionId });

/** A system notification about a session; clicking it shows that session in the main window. */
export const sessionNotification = z.strictObject({ sessionId, title: z.string().min(1).max(200), body: z.string().max(1000) });
export type SessionNotification = z.infer<typeof sessionNotification>;

/** An application menu item the main window carries out as its shortcut would (the menu shows the shortcut; the window handles the key). */
export const menuCommand = z.strictObject({ command: z.enum(appShortcutNames) });
export type MenuCommand = z.infer<typeof menuCommand>;

export const shellContract = {
  requests: {
    'shell.host': { input: z.undefined(), output: shellHost },
    'shell.pickFolder': { input: z.undefined(), output: pickedFolder },
    'shell.hideQuickAsk': { input: z.undefined(), output: z.null() },
    /** From the quick-ask window: the height its content needs, which the window takes up to its maximum. */
    'shell.fitQuickAsk': { input: z.strictObject({ height: z.number().int().min(0).max(10_000) }), output: z.null() },
    /** From the quick-ask window: hide it and show this session in the main window. */
    'shell.openInMain': { input: sessionRef, output: z.null() },
    /** Shows a system notification (the desktop app's; a browser tab uses its own Notification API). */
    'shell.notify': { input: sessionNotification, output: z.null() },
  },
  events: {
    'shell.folderPicked': folderPicked,
    /** The main window should show this session (asked for from the quick-ask window). */
    'shell.sessionOpened': sessionRef,
    'shell.menuCommand': menuCommand,
  },
} satisfies ContractPart<typeof channels.shell>;
