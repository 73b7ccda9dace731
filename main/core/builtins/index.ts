import type { AnyTool } from '../tools/tool.ts';
import { applyPatch } from './apply-patch.ts';
import { askUserQuestion } from './ask-user-question.ts';
import { attemptCompletion } from './attempt-completion.ts';
import { bash } from './bash.ts';
import { bashInput } from './bash-input.ts';
import { bashOutput } from './bash-output.ts';
import { codeSearch } from './code-search.ts';
import { diagnostics } from './diagnostics.ts';
import { edit } from './edit.ts';
import { gitCommit } from './git-commit.ts';
import { gitDiff } from './git-diff.ts';
import { glob } from './glob.ts';
import { grep } from './grep.ts';
import { insert } from './insert.ts';
import { killShell } from './kill-shell.ts';
import { location } from './location/location.ts';
import { ls } from './ls.ts';
import { multiEdit } from './multi-edit.ts';
import { notebookEdit } from './notebook-edit.ts';
import { read } from './read.ts';
import { runPython } from './run-python.ts';
import { sleep } from './sleep.ts';
import { think } from './think.ts';
import { todoRead } from './todo-read.ts';
import { todoWrite } from './todo-write.ts';
import { toolSearch } from './tool-search.ts';
import { webFetch } from './web/web-fetch.ts';
import { webSearch } from './web/web-search.ts';
import { write } from './write.ts';

/** Every built-in tool; each lives in its own file with its description beside it. */
export const builtinTools: readonly AnyTool[] = [
  applyPatch,
  askUserQuestion,
  attemptCompletion,
  bash,
  bashInput,
  bashOutput,
  codeSearch,
  diagnostics,
  edit,
  gitCommit,
  gitDiff,
  glob,
  grep,
  insert,
  killShell,
  location,
  ls,
  multiEdit,
  notebookEdit,
  read,
  runPython,
  sleep,
  think,
  todoRead,
  todoWrite,
  toolSearch,
  webFetch,
  webSearch,
  write,
];
