import type { BrowserWindow, OpenDialogOptions, OpenDialogReturnValue } from 'electron';

export interface FolderDialog {
  showOpenDialog(window: BrowserWindow, options: OpenDialogOptions): Promise<OpenDialogReturnValue>;
}

/** Asks for one project folder with the native dialog; null when cancelled. */
export async function pickFolder(dialog: FolderDialog, window: BrowserWindow): Promise<string | null> {
  const result = await dialog.showOpenDialog(window, {
    title: 'Open Folder',
    buttonLabel: 'Open',
    properties: ['openDirectory', 'createDirectory'],
  });
  return result.canceled ? null : (result.filePaths[0] ?? null);
}
