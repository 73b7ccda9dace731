import diagnostics from './diagnostics.txt?raw';
import edits from './edits.txt?raw';
import files from './files.txt?raw';
import git from './git.txt?raw';
import mcp from './mcp.txt?raw';
import questions from './questions.txt?raw';
import shell from './shell.txt?raw';
import subagents from './subagents.txt?raw';
import todos from './todos.txt?raw';
import toolSearch from './tool-search.txt?raw';
import web from './web.txt?raw';

interface ToolFamily {
  /** The family's guidance goes in when any of these tools is offered. */
  offeredWhen: (name: string) => boolean;
  text: string;
}

const named =
  (...names: string[]) =>
  (name: string) =>
    names.includes(name);

/** In the order they appear in the prompt, which never depends on the order tools are offered in. */
const families: readonly ToolFamily[] = [
  { offeredWhen: named('Read', 'Glob', 'Grep', 'LS'), text: files },
  { offeredWhen: named('Edit', 'MultiEdit', 'Write', 'Insert', 'ApplyPatch', 'NotebookEdit'), text: edits },
  { offeredWhen: named('Bash'), text: shell },
  { offeredWhen: named('TodoWrite'), text: todos },
  { offeredWhen: named('Task'), text: subagents },
  { offeredWhen: named('WebSearch', 'WebFetch'), text: web },
  { offeredWhen: named('GitDiff', 'GitCommit'), text: git },
  { offeredWhen: named('AskUserQuestion'), text: questions },
  { offeredWhen: named('Diagnostics'), text: diagnostics },
  { offeredWhen: named('ToolSearch'), text: toolSearch },
  { offeredWhen: (name) => name.startsWith('mcp__'), text: mcp },
];

/**
 * The guidance for the tool families among `toolNames` (canonical names, or an agent file's
 * rules such as `Bash(git *)`, which count as their tool), one section per family.
 */
export function guidanceFor(toolNames: readonly string[]): string[] {
  const offered = toolNames.map((name) => name.replace(/\(.*$/s, ''));
  return families.filter((family) => offered.some(family.offeredWhen)).map((family) => family.text.trim());
}
