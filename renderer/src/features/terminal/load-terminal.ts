import type { FitAddon } from '@xterm/addon-fit';
import type { ITheme, Terminal } from '@xterm/xterm';
import '@xterm/xterm/css/xterm.css';

export interface LoadedTerminal {
  terminal: Terminal;
  fit: FitAddon;
}

function themeColour(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

/** The terminal's colours from the app's theme as it is now applied. */
export function terminalTheme(): ITheme {
  return {
    background: themeColour('--bg'),
    foreground: themeColour('--fg'),
    cursor: themeColour('--accent'),
    selectionBackground: themeColour('--bg-hover'),
  };
}

/**
 * An xterm terminal opened in `host` on the DOM renderer, coloured by the current theme; xterm is
 * loaded on first use. Its rows are also kept as text for screen readers, as a WebGL canvas has none.
 */
export async function loadTerminal(host: HTMLElement, label: string): Promise<LoadedTerminal> {
  const [{ Terminal }, { FitAddon }] = await Promise.all([import('@xterm/xterm'), import('@xterm/addon-fit')]);
  const terminal = new Terminal({
    disableStdin: true,
    convertEol: false,
    fontFamily: themeColour('--font-mono'),
    fontSize: 12,
    scrollback: 5000,
    cursorInactiveStyle: 'none',
    screenReaderMode: true,
    theme: terminalTheme(),
  });
  const fit = new FitAddon();
  terminal.loadAddon(fit);
  terminal.open(host);
  terminal.textarea?.setAttribute('aria-label', label);
  return { terminal, fit };
}
