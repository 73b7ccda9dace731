import { useEffect, useState } from 'react';
import { deft } from '../../deft.ts';
import type { PtyStream } from './pty-stream.ts';
import { TerminalView } from './TerminalView.tsx';

export interface ShellTerminalProps {
  sessionId: string | null;
  /** The command's shell; without it the view only draws. */
  shellId: string | undefined;
  output: PtyStream;
  /** The command is alive: typing, resizes and drawn bytes go to its terminal. */
  interactive: boolean;
  label: string;
  lines?: number;
  /** The person typed into the command's terminal. */
  onTyped?(): void;
}

/**
 * A command's terminal view wired to the core: `terminal.input` and `terminal.resize` while
 * interactive; while also on screen, attached for flow control and acknowledging what it drew.
 */
export function ShellTerminal({ sessionId, shellId, output, interactive, label, lines, onTyped }: ShellTerminalProps) {
  const [viewerId] = useState(() => crypto.randomUUID());
  const [visible, setVisible] = useState(false);
  const live = interactive && sessionId !== null && shellId !== undefined;
  const attached = live && visible;
  const send = (call: (id: { sessionId: string; shellId: string }) => Promise<unknown>) => {
    if (live) void call({ sessionId, shellId });
  };

  useEffect(() => {
    if (!attached) return;
    const viewer = { sessionId, shellId, viewerId };
    void deft().terminal.attach(viewer);
    return () => void deft().terminal.detach(viewer);
  }, [attached, sessionId, shellId, viewerId]);

  return (
    <TerminalView
      output={output}
      interactive={live}
      label={label}
      onInput={(text) => {
        onTyped?.();
        send((id) => deft().terminal.input({ ...id, text }));
      }}
      onResize={(cols, rows) => send((id) => deft().terminal.resize({ ...id, cols, rows }))}
      onDrawn={(bytes) => {
        if (attached) send((id) => deft().terminal.acknowledge({ ...id, viewerId, bytes }));
      }}
      onVisible={setVisible}
      {...(lines !== undefined && { lines })}
    />
  );
}
