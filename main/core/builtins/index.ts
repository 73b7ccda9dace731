import type { CodeSearchIndex } from '../codesearch/code-search-index.ts';
import type { SessionConfinement } from '../common/process/confine.ts';
import type { PtyManager } from '../pty/manager.ts';
import type { ServiceConfig } from '../services/config.ts';
import { descriptorDataOf, lazyDescriptor, type DescriptorData, type ToolDescriptor } from '../tools/descriptor.ts';
import type { AnyTool } from '../tools/tool.ts';
import type { DiagnosticsService } from './diagnostics/diagnostic.ts';
import type { CheckpointRecorder } from './edit/commit-file.ts';
import type { EditorFiles } from './files/editor-files.ts';
import type { FileStateTracker } from './files/file-state.ts';
import type { ForegroundCommands } from './foreground/foreground-commands.ts';
import type { TodoStore } from './todos/todo-store.ts';
import { prebuiltDescriptors } from './prebuilt-descriptors.ts';
import type { WebFetchServices } from './web/web-fetch.ts';

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

/**
 * How each built-in tool is made, by its name: its module is imported when the tool is first
 * called (each lives in its own file with its description beside it), then made from the services.
 */
const builtinLoaders: Readonly<Record<string, (services: BuiltinServices) => Promise<AnyTool>>> = {
  ApplyPatch: async (services) => (await import('./apply-patch.ts')).createApplyPatchTool(services),
  AskUserQuestion: async () => (await import('./ask-user-question.ts')).askUserQuestion,
  AttemptCompletion: async () => (await import('./attempt-completion.ts')).attemptCompletion,
  Bash: async (services) => (await import('./bash.ts')).createBashTool(services),
  BashInput: async (services) => (await import('./bash-input.ts')).createBashInputTool(services),
  BashOutput: async (services) => (await import('./bash-output.ts')).createBashOutputTool(services),
  CodeSearch: async (services) => (await import('./code-search.ts')).createCodeSearchTool(services),
  Diagnostics: async (services) => (await import('./diagnostics.ts')).createDiagnosticsTool(services),
  Edit: async (services) => (await import('./edit.ts')).createEditTool(services),
  GitCommit: async () => (await import('./git-commit.ts')).gitCommit,
  GitDiff: async () => (await import('./git-diff.ts')).gitDiff,
  Glob: async () => (await import('./glob.ts')).glob,
  Grep: async () => (await import('./grep.ts')).grep,
  Insert: async (services) => (await import('./insert.ts')).createInsertTool(services),
  KillShell: async (services) => (await import('./kill-shell.ts')).createKillShellTool(services),
  Location: async (services) => (await import('./location/location.ts')).createLocationTool(services),
  LS: async () => (await import('./ls.ts')).ls,
  MultiEdit: async (services) => (await import('./multi-edit.ts')).createMultiEditTool(services),
  NotebookEdit: async (services) => (await import('./notebook-edit.ts')).createNotebookEditTool(services),
  Read: async (services) => (await import('./read.ts')).createReadTool(services),
  RunPython: async (services) => (await import('./run-python.ts')).createRunPythonTool(services),
  Sleep: async () => (await import('./sleep.ts')).sleep,
  Think: async () => (await import('./think.ts')).think,
  TodoRead: async (services) => (await import('./todo-read.ts')).createTodoReadTool(services),
  TodoWrite: async (services) => (await import('./todo-write.ts')).createTodoWriteTool(services),
  ToolSearch: async () => (await import('./tool-search.ts')).toolSearch,
  WebFetch: async (services) => (await import('./web/web-fetch.ts')).createWebFetchTool(services),
  WebSearch: async (services) => (await import('./web/web-search.ts')).createWebSearchTool(services),
  Write: async (services) => (await import('./write.ts')).createWriteTool(services),
};

/**
 * Every built-in tool, as a descriptor whose code loads with its first call. A build knows each
 * one's traits and input JSON Schema beforehand (`prebuilt-descriptors.ts`); from the sources every
 * tool is loaded here to read them.
 */
export async function createBuiltinTools(services: BuiltinServices, known = prebuiltDescriptors): Promise<ToolDescriptor[]> {
  if (!known) return (await loadBuiltinTools(services)).map((tool) => lazyDescriptor(descriptorDataOf(tool), async () => tool));
  return Object.entries(builtinLoaders).map(([name, load]) => {
    if (!known[name]) throw new Error(`The build describes no built-in tool named ${name}`);
    return lazyDescriptor(known[name], () => load(services));
  });
}

/** Every built-in tool's code, loaded now and made from the services. */
export async function loadBuiltinTools(services: BuiltinServices): Promise<AnyTool[]> {
  return Promise.all(
    Object.entries(builtinLoaders).map(async ([name, load]) => {
      const tool = await load(services);
      if (tool.name !== name) throw new Error(`The built-in tool loaded as ${name} is named ${tool.name}`);
      return tool;
    }),
  );
}

/** What each built-in's descriptor says, by name, read from its code: what the build stores in the bundle. */
export async function builtinDescriptorData(services: BuiltinServices): Promise<Record<string, DescriptorData>> {
  return Object.fromEntries((await loadBuiltinTools(services)).map((tool) => [tool.name, descriptorDataOf(tool)]));
}
