/**
 * An editor hosting the session (over ACP) that keeps its own copy of the files it has open: Read
 * shows a text file as its buffer has it (unsaved changes included), and the file-changing tools
 * write through it so the change lands in the buffer. Deft still resolves, permission-checks and
 * checkpoints every path first; the editor is only the last step, the bytes' way in and out.
 */
export interface EditorFiles {
  /** The text of `absolutePath` as the editor has it; undefined when it has no copy to offer (read the disk). */
  readText?(sessionId: string, absolutePath: string, signal: AbortSignal): Promise<string | undefined>;
  /** Writes `text` to `absolutePath` through the editor, which saves it to the file. */
  writeText?(sessionId: string, absolutePath: string, text: string): Promise<void>;
}
