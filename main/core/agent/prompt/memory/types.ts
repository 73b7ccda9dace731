/**
 * Where a memory file comes from: the person's own (`user`), the project's shared files
 * (`project`), the person's private file for this project (`local`, `CLAUDE.local.md`), or a
 * folder inside the project whose file was found when the model first touched it (`nested`).
 */
export type MemoryScope = 'user' | 'project' | 'local' | 'nested';

/** One memory file as it goes into the prompt. An imported file is its own entry, after its importer. */
export interface MemoryFile {
  /** Absolute, as found (symlinks kept). */
  path: string;
  scope: MemoryScope;
  /** The file's text, cut where a size limit was reached (the cut is said in the text). */
  text: string;
  /** The memory file whose `@path` brought this one in. */
  importedBy?: string;
}

export interface MemoryLoad {
  files: MemoryFile[];
  /** Human-readable, each naming the file: unreadable or missing imports, cycles, cuts. */
  problems: string[];
}

export interface MemoryLimits {
  /** Characters kept of one file. */
  fileChars: number;
  /** Characters kept of all memory files together. */
  totalChars: number;
}

/** Claude Code warns about memory files over 40,000 characters; 100,000 together is about 25,000 tokens. */
export const defaultMemoryLimits: MemoryLimits = { fileChars: 40_000, totalChars: 100_000 };

/** Imports are followed this many levels deep (a file imported by a memory file is level 1). */
export const maxImportDepth = 5;
