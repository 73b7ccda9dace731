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
}

/** A command's terminal view wired to the core: `terminal.input`, `terminal.resize` and `terminal.acknowledge` while interactive. */
export function ShellTerminal({ sessionId, shellId, output, interactive, label, lines }: ShellTerminalProps) {
  const live = interactive && sessionId !== null && shellId !== undefined;
  const send = (call: (id: { sessionId: string; shellId: string }) => Promise<unknown>) => {
    if (live) void call({ sessionId, shellId });
  };
  return (
    <TerminalView
      output={output}
      interactive={live}
      label={label}
      onInput={(text) => send((id) => deft().terminal.input({ ...id, text }))}
      onResize={(cols, rows) => send((id) => deft().terminal.resize({ ...id, cols, rows }))}
      onDrawn={(bytes) => send((id) => deft().terminal.acknowledge({ ...id, bytes }))}
      {...(lines !== undefined && { lines })}
    />
  );
}
