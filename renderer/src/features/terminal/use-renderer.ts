import type { Terminal } from '@xterm/xterm';
import { useEffect, useRef, useState } from 'react';
import { startWebgl } from './webgl-renderer.ts';

export type TerminalRenderer = 'webgl' | 'dom';

/**
 * Which renderer draws the terminal: WebGL while `wanted` (on screen, command alive) and a context
 * is to be had, else the DOM renderer. A terminal whose context was lost stays on the DOM renderer.
 */
export function useRenderer(terminal: Terminal | undefined, wanted: boolean): TerminalRenderer {
  const [renderer, setRenderer] = useState<TerminalRenderer>('dom');
  const lost = useRef(false);
  useEffect(() => {
    if (!terminal || !wanted || lost.current) return;
    let cancelled = false;
    let release: (() => void) | undefined;
    const onLost = () => {
      lost.current = true;
      setRenderer('dom');
    };
    void startWebgl(terminal, onLost, () => !cancelled).then((started) => {
      if (cancelled) return started?.();
      release = started;
      if (started) setRenderer('webgl');
    });
    return () => {
      cancelled = true;
      release?.();
      setRenderer('dom');
    };
  }, [terminal, wanted]);
  return renderer;
}
