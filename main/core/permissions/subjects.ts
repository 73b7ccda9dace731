import type { PermissionRequest } from '../tools/permission.ts';
import { pathForms, resolveToolPath, type ResolvedPath } from './paths/resolve.ts';
import type { RuleCall } from './rules/types.ts';
import { judgeTerminalInput } from './shell/terminal-input.ts';
import type { CommandAnalysis, CommandPart, ShellAnalyzer } from './shell/types.ts';

/** Commands acceptEdits lets through inside the working dirs, as Claude Code does. */
const fileCommands: ReadonlySet<string> = new Set(['mkdir', 'touch', 'rm', 'rmdir', 'mv', 'cp', 'sed']);

/** One thing a call does that permission is decided for: a simple command, a path, a host, the call itself. */
export type Subject =
  | {
      kind: 'command';
      label: string;
      /** The command as written: what allow rules must cover. */
      call: RuleCall;
      /** Also with the program by its bare name (`/usr/bin/rm` → `rm`): what deny and ask rules are checked against. */
      variants: RuleCall[];
      part: CommandPart;
      readOnly: boolean;
      fileCommand: boolean;
      paths: ResolvedPath[];
    }
  | { kind: 'path'; label: string; calls: RuleCall[]; path: ResolvedPath; access: 'read' | 'write' }
  | { kind: 'domain'; label: string; call: RuleCall }
  | { kind: 'specifier'; label: string; call: RuleCall }
  | { kind: 'tool'; label: string; call: RuleCall };

export interface CallSubjects {
  subjects: Subject[];
  /** Set when the call must be put to the person whatever rules and modes say. */
  alwaysAsk?: string;
  analysis?: CommandAnalysis;
}

export interface SubjectContext {
  cwd: string;
  home: string;
  /** Needed only for calls with a command. */
  analyzer?: ShellAnalyzer;
}

const maxCommandLength = 10_000;

/** Splits a call into the parts rules are checked against, one by one. */
export function subjectsOf(request: PermissionRequest, context: SubjectContext): CallSubjects {
  const { tool, input } = request;
  const target = withTerminalInputJudged(request.target);
  const base = { toolName: tool.name, aliases: tool.aliases, input };
  const subjects: Subject[] = [];
  let alwaysAsk: string | undefined;
  let analysis: CommandAnalysis | undefined;

  if (target.command !== undefined) {
    if (target.command.length > maxCommandLength) {
      alwaysAsk = `the command is longer than ${maxCommandLength.toLocaleString('en-US')} characters`;
    } else {
      if (!context.analyzer) throw new Error('A command cannot be judged without the shell analyzer.');
      analysis = context.analyzer.analyze(target.command, { cwd: context.cwd, home: context.home });
      alwaysAsk = analysis.unanalysable ?? analysis.criticalRemoval ?? analysis.hiddenCode;
    }
    analysis?.parts.forEach((part, index) => subjects.push(commandSubject(part, analysis!.readOnlyParts[index], base, context)));
    for (const write of analysis?.writes ?? []) subjects.push(pathSubject(write, 'write', base, context));
    if (!analysis || analysis.parts.length === 0) {
      const call = { ...base, command: target.command };
      subjects.push({ kind: 'command', label: target.command, call, variants: [call], part: wholeLine(target.command), readOnly: false, fileCommand: false, paths: [] });
    }
  }
  for (const { path, access } of target.paths ?? []) subjects.push(pathSubject(path, access, base, context));
  if (target.domain !== undefined) subjects.push({ kind: 'domain', label: target.domain, call: { ...base, domain: target.domain } });
  if (target.specifier !== undefined) {
    subjects.push({ kind: 'specifier', label: target.specifier, call: { ...base, specifier: target.specifier } });
  }
  if (subjects.length === 0) subjects.push({ kind: 'tool', label: tool.name, call: base });
  return { subjects, alwaysAsk: alwaysAsk ?? target.alwaysAsk ?? tool.alwaysAsk, analysis };

  function commandSubject(part: CommandPart, readOnly: boolean, call: RuleCall, ctx: SubjectContext): Subject {
    const fileCommand = fileCommands.has(part.program);
    const asWritten = { ...call, command: part.command };
    const bareName = [part.program, ...part.argv.slice(1)].join(' ');
    return {
      kind: 'command',
      label: part.command,
      call: asWritten,
      variants: bareName === part.command ? [asWritten] : [asWritten, { ...call, command: bareName }],
      part,
      readOnly,
      fileCommand,
      paths: part.argv.slice(1).filter(mayBePath).map((arg) => resolveToolPath(arg, ctx.cwd, ctx.home)),
    };
  }
}

/** BashInput's text becomes the commands the programs reading the terminal would run. */
function withTerminalInputJudged(target: PermissionRequest['target']): PermissionRequest['target'] {
  if (!target.terminalInput) return target;
  const judged = judgeTerminalInput(target.terminalInput.text, target.terminalInput.readers);
  return { ...target, command: judged.command, ...(judged.alwaysAsk && { alwaysAsk: judged.alwaysAsk }) };
}

function pathSubject(path: string, access: 'read' | 'write', call: RuleCall, context: SubjectContext): Subject {
  const resolved = resolveToolPath(path, context.cwd, context.home);
  return {
    kind: 'path',
    label: path,
    path: resolved,
    access,
    calls: pathForms(resolved).map((form) => ({ ...call, path: { path: form, access } })),
  };
}

/**
 * Any argument but an option may name a file (`cat notes` where notes links outside the project):
 * each is resolved, and one that is not a file simply resolves inside the working directory.
 */
function mayBePath(arg: string): boolean {
  return arg !== '' && !arg.startsWith('-');
}

function wholeLine(command: string): CommandPart {
  return { command, argv: [command], program: command, source: command, origin: 'top', envAssignments: [] };
}
