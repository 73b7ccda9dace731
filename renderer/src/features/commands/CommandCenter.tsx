import { useCallback, useRef, useState } from 'react';
import { focusComposer } from '../../app/composer-focus.ts';
import { CommandPalette } from './CommandPalette.tsx';
import type { PaletteItem } from './palette-items.ts';
import { useAppShortcuts } from './use-app-shortcuts.ts';

/** Back where the focus was before the palette opened, or the prompt box when that is gone. */
function restoreFocus(element: HTMLElement | null): void {
  if (element?.isConnected) element.focus();
  else focusComposer();
}

/** The main window's app shortcuts and its command palette (Ctrl/Cmd+K opens it, and closes it again). */
export function CommandCenter() {
  const [open, setOpen] = useState(false);
  const shown = useRef(false);
  const focusBefore = useRef<HTMLElement | null>(null);
  const close = useCallback((ran: PaletteItem | null) => {
    shown.current = false;
    setOpen(false);
    restoreFocus(focusBefore.current);
    void ran?.run();
  }, []);
  const toggle = useCallback(() => {
    if (shown.current) return close(null);
    const focused = document.activeElement;
    focusBefore.current = focused instanceof HTMLElement && focused !== document.body ? focused : null;
    shown.current = true;
    setOpen(true);
  }, [close]);
  useAppShortcuts(toggle);
  return open ? <CommandPalette onClose={close} /> : null;
}
