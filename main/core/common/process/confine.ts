/**
 * How a command is confined before it starts. `launch` and `launchPty` start only a
 * `ConfinedProgram`, and the only ways to get one are a `Confinement` (the session's OS sandbox,
 * or `noConfinement`) and `asIs` (Deft's own helper processes), so every start names its choice.
 */

/** A program and its arguments; with `shell`, `file` is a whole command line for the system shell. */
export interface Program {
  file: string;
  args: readonly string[];
  shell?: boolean;
}

declare const confined: unique symbol;

/** A program as it will really be started: inside the sandbox (bwrap …) or as it is. */
export interface ConfinedProgram extends Program {
  readonly [confined]: true;
  readonly sandboxed: boolean;
  /** Frees what the confinement holds for this start (the sandbox's per-command state); call once the process has ended. */
  release(): void;
}

export interface ConfineOptions {
  /** Where the program will start. */
  cwd: string;
  /** Files or folders this one start may write besides what the confinement allows (a terminal's status files). */
  writable?: readonly string[];
  signal?: AbortSignal;
}

export interface Confinement {
  readonly sandboxed: boolean;
  confine(program: Program, options: ConfineOptions): Promise<ConfinedProgram>;
}

/** Marks a program as started as it is, with nothing to release: what only a `Confinement` or Deft's own helpers may do. */
export function confinedProgram(program: Program, sandboxed: boolean, release: () => void = () => {}): ConfinedProgram {
  return { file: program.file, args: [...program.args], ...(program.shell && { shell: true }), sandboxed, release } as unknown as ConfinedProgram;
}

/** For Deft's own helper processes (ripgrep, the checkpoints' git), which run no command the model or a settings file chose. */
export function asIs(program: Program): ConfinedProgram {
  return confinedProgram(program, false);
}

/** Runs programs as they are: where the session has no sandbox, or the settings run this kind of process outside it. */
export const noConfinement: Confinement = {
  sandboxed: false,
  confine: async (program) => confinedProgram(program, false),
};

/**
 * What one session confines: the commands the model asks for, and the processes settings start
 * on its behalf. The session's sandbox fills it; `unconfinedSession` where there is none.
 */
export interface SessionConfinement {
  /** Where one command the model asked for (Bash) runs. `outsideAsked` is its `dangerouslyDisableSandbox`. */
  forCommand(command: string, outsideAsked: boolean): Confinement;
  /**
   * Whether that command runs sandboxed and the settings let a sandboxed command the rules would only
   * ask for run without asking (`autoAllowBashIfSandboxed`). It may look through the working dirs
   * (for second names of credentials), so it is asked once per call: by its permission check.
   */
  autoAllows(command: string, outsideAsked: boolean): boolean;
  /** Every other process started for the model: RunPython, command tools, `` !`cmd` ``, diagnostics, git. */
  readonly processes: Confinement;
  readonly hooks: Confinement;
  readonly mcpServers: Confinement;
}

export const unconfinedSession: SessionConfinement = {
  forCommand: () => noConfinement,
  autoAllows: () => false,
  processes: noConfinement,
  hooks: noConfinement,
  mcpServers: noConfinement,
};
