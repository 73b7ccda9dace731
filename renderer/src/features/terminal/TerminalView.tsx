import { useEffect, useRef, useState } from 'react';
import { useTheme } from '../../theme/theme.ts';
import { loadTerminal, terminalTheme, type LoadedTerminal } from './load-terminal.ts';
import { nextToDraw, type PtyStream } from './pty-stream.ts';
import { useRenderer } from './use-renderer.ts';
import { useVisible } from './use-visible.ts';
import './terminal.css';

export interface TerminalViewProps {
  output: PtyStream;
  /** The person's typing reaches `onInput` only while this is true. */
  interactive: boolean;
  /** Names the terminal for assistive technology. */
  label: string;
  onInput?(text: string): void;
  /** The terminal's size after fitting it to its box (only while it is on screen). */
  onResize?(cols: number, rows: number): void;
  /** Flow control: this many bytes of output were drawn. */
  onDrawn?(bytes: number): void;
  /** The view came on screen or left it. */
  onVisible?(visible: boolean): void;
  /** Lines of height for a view that needs fewer than the default (a short finished output). */
  lines?: number;
}

/** Pixels of one line at the terminal's 12 px font, and of the view's padding and border. */
const lineHeight = 15;
const frame = 10;

const encoder = new TextEncoder();

/**
 * A command's terminal: xterm drawing its raw output (with WebGL while on screen and interactive),
 * fitted while on screen, typing passed on while interactive, recoloured when the app's theme changes.
 */
export function TerminalView(props: TerminalViewProps) {
  const host = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  latest.current = props;
  const drawn = useRef(0);
  const [loaded, setLoaded] = useState<LoadedTerminal | null>(null);
  const visible = useVisible(host);
  const theme = useTheme((state) => state.theme);
  // Before the effect that disposes the terminal, so its WebGL context is released first.
  const renderer = useRenderer(loaded?.terminal, visible && props.interactive);

  useEffect(() => latest.current.onVisible?.(visible), [visible]);

  useEffect(() => {
    let disposed = false;
    let opened: LoadedTerminal | undefined;
    void loadTerminal(host.current!, latest.current.label).then((terminal) => {
      if (disposed) return terminal.terminal.dispose();
      opened = terminal;
      terminal.terminal.onData((text) => {
        if (latest.current.interactive) latest.current.onInput?.(text);
      });
      terminal.terminal.onResize(({ cols, rows }) => latest.current.onResize?.(cols, rows));
      setLoaded(terminal);
    });
    return () => {
      disposed = true;
      opened?.terminal.dispose();
    };
  }, []);

  useEffect(() => {
    if (!loaded) return;
    const { reset, text } = nextToDraw(props.output, drawn.current);
    if (reset) loaded.terminal.reset();
    drawn.current = props.output.total;
    if (text) loaded.terminal.write(text, () => latest.current.onDrawn?.(encoder.encode(text).length));
  }, [loaded, props.output]);

  useEffect(() => {
    // The theme's attribute is on the document before this runs, so its colours are the new ones.
    if (loaded) loaded.terminal.options.theme = terminalTheme();
  }, [loaded, theme]);

  useEffect(() => {
    if (!loaded) return;
    loaded.terminal.options.disableStdin = !props.interactive;
    loaded.terminal.options.cursorBlink = props.interactive;
    if (props.interactive) latest.current.onResize?.(loaded.terminal.cols, loaded.terminal.rows);
  }, [loaded, props.interactive]);

  useEffect(() => {
    const element = host.current;
    if (!loaded || !visible || !element) return;
    const fit = () => loaded.fit.fit();
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => observer.disconnect();
  }, [loaded, visible]);

  const style = props.lines === undefined ? undefined : { height: props.lines * lineHeight + frame };
  return <div ref={host} className="terminal-view" style={style} data-testid="terminal" data-interactive={props.interactive} data-ready={loaded !== null} data-renderer={renderer} />;
}
