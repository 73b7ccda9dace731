import type { CodeSearchIndex } from '../codesearch/code-search-index.ts';
import type { SessionConfinement } from '../common/process/confine.ts';
import type { PtyManager } from '../pty/manager.ts';
import type { ServiceConfig } from '../services/config.ts';
import { rememberJsonSchema } from '../tools/schema/json-schema.ts';
import type { AnyTool } from '../tools/tool.ts';
import { createApplyPatchTool } from './apply-patch.ts';
import { askUserQuestion } from './ask-user-question.ts';
import { attemptCompletion } from './attempt-completion.ts';
import { createBashTool } from './bash.ts';
import { createBashInputTool } from './bash-input.ts';
import { createBashOutputTool } from './bash-output.ts';
import { createCodeSearchTool } from './code-search.ts';
import { createDiagnosticsTool } from './diagnostics.ts';
import type { DiagnosticsService } from './diagnostics/diagnostic.ts';
import { createEditTool } from './edit.ts';
import type { CheckpointRecorder } from './edit/commit-file.ts';
import type { EditorFiles } from './files/editor-files.ts';
import type { FileStateTracker } from './files/file-state.ts';
import type { ForegroundCommands } from './foreground/foreground-commands.ts';
import { gitCommit } from './git-commit.ts';
import { gitDiff } from './git-diff.ts';
import { glob } from './glob.ts';
import { grep } from './grep.ts';
import { createInsertTool } from './insert.ts';
import { createKillShellTool } from './kill-shell.ts';
import { createLocationTool } from './location/location.ts';
import { ls } from './ls.ts';
import { createMultiEditTool } from './multi-edit.ts';
import { createNotebookEditTool } from './notebook-edit.ts';
import { createReadTool } from './read.ts';
import { createRunPythonTool } from './run-python.ts';
import { sleep } from './sleep.ts';
import { think } from './think.ts';
import { createTodoReadTool } from './todo-read.ts';
import type { TodoStore } from './todos/todo-store.ts';
import { createTodoWriteTool } from './todo-write.ts';
import { toolSearch } from './tool-search.ts';
import { prebuiltToolSchemas } from './tool-schemas.ts';
import { createWebFetchTool, type WebFetchServices } from './web/web-fetch.ts';
import { createWebSearchTool } from './web/web-search.ts';
import { createWriteTool } from './write.ts';

/** What the built-in tools of one session work with; each tool's factory takes the ones it needs. */
export interface BuiltinServices {
  /** Terminals of the Bash tools: per-session working directory and background commands. */
  pty: PtyManager;
  /** Where Bash runs foreground commands when not on `pty`: the terminal of the editor hosting the session (ACP). */
  foreground?: ForegroundCommands;
  /** Where the commands and processes the model asks for run: the session's OS sandbox, or as they are. */
  confinement: SessionConfinement;
  /** What each session last read of each file, so the file-changing tools refuse a stale picture. */
  fileState: FileStateTracker;
  /** Called before a file-changing tool writes, so the change can be undone. */
  checkpoints: CheckpointRecorder;
  /** The project's type checker or linter; Diagnostics asks it, and the file-changing tools report the errors they introduce. */
  diagnostics: DiagnosticsService;
  todos: TodoStore;
  /** Keys and base URLs of the cloud services (web search and fetch, maps). */
  cloud: ServiceConfig;
  /** The project's ranked code index, behind CodeSearch. */
  codeSearch: CodeSearchIndex;
  ruleAllows: WebFetchServices['ruleAllows'];
  /** The editor hosting the session (ACP), when it offers its buffers: Read and the file-changing tools go through it. */
  editorFiles?: EditorFiles;
}

/** Every built-in tool; each lives in its own file with its description beside it. */
export function createBuiltinTools(services: BuiltinServices): AnyTool[] {
  const tools = [
    createApplyPatchTool(services),
    askUserQuestion,
    attemptCompletion,
    createBashTool(services),
    createBashInputTool(services),
    createBashOutputTool(services),
    createCodeSearchTool(services),
    createDiagnosticsTool(services),
    createEditTool(services),
    gitCommit,
    gitDiff,
    glob,
    grep,
    createInsertTool(services),
    createKillShellTool(services),
    createLocationTool(services),
    ls,
    createMultiEditTool(services),
    createNotebookEditTool(services),
    createReadTool(services),
    createRunPythonTool(services),
    sleep,
    think,
    createTodoReadTool(services),
    createTodoWriteTool(services),
    toolSearch,
    createWebFetchTool(services),
    createWebSearchTool(services),
    createWriteTool(services),
  ];
  for (const tool of tools) {
    const schema = prebuiltToolSchemas?.[tool.name];
    if (schema) rememberJsonSchema(tool, schema);
  }
  return tools;
}
