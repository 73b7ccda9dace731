/** What a command reads from: the process's stdin, or a stream a test feeds. */
export interface CliInput extends AsyncIterable<string | Buffer> {
  /** True when a person types at a terminal rather than something piped in. */
  isTTY?: boolean;
}

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: NodeJS.ProcessEnv;
  cwd: string;
  stdin: CliInput;
  /** Calls `listener` on every Ctrl-C (SIGINT) until the returned function is called. */
  onInterrupt: (listener: () => void) => () => void;
  /** Ends the process at once with this code. */
  exit: (code: number) => void;
}
