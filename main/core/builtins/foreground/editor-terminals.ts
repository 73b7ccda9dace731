/**
 * An editor hosting the session (over ACP) that runs commands in terminals of its own, which it
 * shows while they run. Deft hands it a command ready to start — the session's sandbox around it,
 * the environment without the keys Deft withholds — and reads back how it ended.
 */
export interface EditorTerminals {
  /** Starts `command` with `args` and returns the terminal's id. */
  create(start: EditorTerminalStart): Promise<string>;
  /** Resolves when the command has ended; rejects when `signal` aborts first. */
  waitForExit(terminalId: string, signal: AbortSignal): Promise<EditorTerminalExit>;
  /** What the terminal has kept of the output (its end, when it was longer than the limit). */
  output(terminalId: string): Promise<{ output: string; truncated: boolean }>;
  kill(terminalId: string): Promise<void>;
  /** The terminal is no longer needed (its command is killed if it still runs); the editor may keep showing it. */
  release(terminalId: string): Promise<void>;
}

export interface EditorTerminalStart {
  command: string;
  args: readonly string[];
  /** The whole environment of the command. */
  env: Readonly<Record<string, string>>;
  cwd: string;
  /** The terminal keeps at most this many bytes of the output, dropping from its start. */
  outputByteLimit: number;
}

export interface EditorTerminalExit {
  /** Null when a signal ended the command. */
  exitCode: number | null;
  signal: string | null;
}
