import { existsSync, statSync } from 'node:fs';
import { posix } from 'node:path';
import type { PermissionRequest } from '../tools/permission.ts';
import { shownPath } from './paths/shown-path.ts';
import { unseenCodeSource } from './paths/code-sources.ts';
import { hardLinksOf } from './paths/hard-links.ts';
import { envFilesBelow, isEnvFileName, trackedByGit } from './paths/env-files.ts';
import { globbedStoresBelow } from './paths/stores-below.ts';
import { isWithin, pathForms, pathResolver, resolveToolPath, type ResolvedPath } from './paths/resolve.ts';
import type { RuleCall } from './rules/types.ts';
import { touchedPaths, type PartPaths } from './shell/touched-paths.ts';
import { judgeTerminalInput } from './shell/terminal-input.ts';
import type { CommandAnalysis, CommandPart, ShellAnalyzer } from './shell/types.ts';
import { expandBraces } from './shell/brace-expansion.ts';
import { findExecs, foundFileTargets, isNotAFile, writeTargets, type FindExec, type WriteTarget } from './shell/write-targets.ts';
import { programName } from './shell/words.ts';
import { coreMessageOf } from '../../../shared/vocabulary/core-messages.ts';
import type { Reason } from './reasons.ts';
import { hiddenCharactersReason } from '../../../shared/hidden-characters.ts';

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
      /** No analysis split the line into parts: this stands for the whole of it. */
      wholeLine?: true;
      /** The part runs the commands another command prints (`curl … | sh`): asked whatever the rules allow, with why, and the parts feeding it. */
      runsInput?: { reason: Reason; fedBy: CommandPart[] };
    }
  | { kind: 'path'; label: string; calls: RuleCall[]; path: ResolvedPath; access: 'read' | 'write'; written?: CommandWrite }
  | { kind: 'domain'; label: string; call: RuleCall }
  | { kind: 'specifier'; label: string; call: RuleCall }
  | { kind: 'tool'; label: string; call: RuleCall };

type PathSubject = Extract<Subject, { kind: 'path' }>;
type CommandSubject = Extract<Subject, { kind: 'command' }>;

/** How a command writes a path subject (a redirection or a program's argument), where a tool's own path has none. */
export interface CommandWrite {
  /** A redirection (`> f`), or a file the program writes by its arguments (`cp x f`). */
  by: 'redirect' | 'argument';
  reach: WriteTarget['reach'];
  /** The path holds a glob, so it stands for every name it can match. */
  pattern: boolean;
  /** Why where it writes is only known when it runs (`$VAR`, `$( )`, names read from input). */
  unknown?: string;
  /** The program that writes it by its arguments, as the person would name it (`tar`, `sed, run by find,`). */
  writer?: string;
  /** For a write into a folder's contents: what the writer does there (`extracts into`). */
  action?: string;
}

export interface CallSubjects {
  subjects: Subject[];
  /** Set when the call must be put to the person whatever rules and modes say. */
  alwaysAsk?: Reason;
  /** `alwaysAsk` is code the analysis cannot see into (`python3 -c`): what the OS sandbox contains, where no rule needs to see it. */
  hiddenCodeOnly?: boolean;
  analysis?: CommandAnalysis;
}

export interface SubjectContext {
  cwd: string;
  home: string;
  /** Needed only for calls with a command. */
  analyzer?: ShellAnalyzer;
  /** The credential paths: a second name (hard link) of a file in them, and a search that reaches them, count as touching them. */
  sensitive?: readonly string[];
  /** The environment a command's shell starts with, for expanding its variables; this process's by default. */
  environment?: Readonly<Record<string, string | undefined>>;
}

const maxCommandLength = 10_000;

/** The names rules know the call's tool by: text typed into a terminal runs commands as Bash does, so Bash's rules judge it too. */
export function ruleAliases({ tool, target }: PermissionRequest): readonly string[] {
  return target.terminalInput ? [...(tool.aliases ?? []), 'Bash'] : (tool.aliases ?? []);
}

/** Splits a call into the parts rules are checked against, one by one. */
export function subjectsOf(request: PermissionRequest, context: SubjectContext): CallSubjects {
  const { tool, input } = request;
  const target = withTerminalInputJudged(request.target);
  const base = { toolName: tool.name, aliases: ruleAliases(request), input };
  const subjects: Subject[] = [];
  let alwaysAsk: Reason | undefined;
  let hiddenCodeOnly = false;
  let analysis: CommandAnalysis | undefined;
  const sensitive = context.sensitive ?? [];
  // Each folder walked once a decision for its `.env` files: every part searching it, and the hard links of a project's own, ask.
  const envFilesFound = new Map<string, string[]>();
  const envFiles = (root: string) => envFilesFound.get(root) ?? envFilesFound.set(root, envFilesBelow(root)).get(root)!;
  const links = hardLinksOf(sensitive, envFiles);
  // A tool opens its paths in Deft's process; a command in its own, where `/dev/stdin` is the command's input.
  const resolve = pathResolver(context.cwd, context.home, links);
  const resolveInCommand = pathResolver(context.cwd, context.home, links, { ofCommand: true });
  const path = (label: string, resolved: ResolvedPath, access: 'read' | 'write', written?: CommandWrite) => subjects.push(pathSubject(label, resolved, access, base, written));
  let unsearchable: string | undefined;

  if (target.command !== undefined) {
    if (target.command.length > maxCommandLength) {
      alwaysAsk = coreMessageOf('permission.command-too-long', { limit: maxCommandLength.toLocaleString('en-US') });
    } else {
      if (!context.analyzer) throw new Error('A command cannot be judged without the shell analyzer.');
      analysis = context.analyzer.analyze(target.command, { cwd: context.cwd, home: context.home });
      const touched = touchedPaths(analysis, {
        cwd: context.cwd,
        home: context.home,
        environment: context.environment ?? process.env,
        command: target.command,
      });
      const planned = plannedWrites(analysis, touched.folders, context);
      // A file read below a link the same command makes is read where the link leads (`ln -s ~ h; cat h/.ssh/id_rsa`).
      const made = linksMade(planned, context);
      const read = (file: string) => throughLinks(resolveInCommand(file), made);
      const hiddenCode = analysis.hiddenCode ?? unseenCodeFiles(analysis, touched.codeFiles, planned, read, resolveInCommand, context);
      // What the parts running another command's output cannot show is asked as those parts, not as the whole line.
      const runners = analysis.inputRunners;
      const lineUnanalysable = runners.length > 0 && analysis.unanalysable === runners[0].reason ? undefined : analysis.unanalysable;
      alwaysAsk = lineUnanalysable ?? analysis.criticalRemoval ?? hiddenCode ?? touched.unknown;
      hiddenCodeOnly = alwaysAsk !== undefined && alwaysAsk === hiddenCode;
      analysis.parts.forEach((part, index) => {
        const subject = commandSubject(part, analysis!.readOnlyParts[index], touched.parts[index], read);
        const runner = runners.find((entry) => entry.part === index);
        subjects.push(runner ? { ...subject, runsInput: { reason: runner.reason, fedBy: runner.fedBy.map((at) => analysis!.parts[at]) } } : subject);
      });
      const redirected: CommandWrite = { by: 'redirect', reach: 'path', pattern: false };
      touched.writes.forEach((paths, index) =>
        paths.filter((file) => !isNotAFile(file)).forEach((file) => path(labelOf(analysis!.writes[index], paths, file), resolveInCommand(file), 'write', redirected)),
      );
      subjects.push(...argumentWriteSubjects(planned, made, base, resolveInCommand));
      touched.reads.forEach((paths, index) => paths.forEach((file) => path(labelOf(analysis!.reads[index], paths, file), read(file), 'read')));
      // Code the analysis cannot see into that names an `.env` file is taken to read it (`python3 -c "open('.env')"`).
      if (hiddenCode !== undefined) for (const file of envFilesNamedIn(target.command)) path(file, read(file), 'read');
    }
    if (!analysis || analysis.parts.length === 0) {
      const call = { ...base, command: target.command };
      subjects.push({ kind: 'command', label: target.command, call, variants: [call], part: wholeLine(target.command), readOnly: false, fileCommand: false, paths: [], wholeLine: true });
    }
  }
  for (const { path: file, access, searched } of target.paths ?? []) {
    const resolved = resolve(file);
    path(file, resolved, access);
    if (searched) for (const reached of reachedSecrets([resolved])) path(reached.lexical, reached, 'read');
  }
  if (target.domain !== undefined) subjects.push({ kind: 'domain', label: target.domain, call: { ...base, domain: target.domain } });
  if (target.specifier !== undefined) {
    subjects.push({ kind: 'specifier', label: target.specifier, call: { ...base, specifier: target.specifier } });
  }
  if (subjects.length === 0) subjects.push({ kind: 'tool', label: tool.name, call: base });
  // Text typed into a terminal holds control keys by right (Ctrl-C, Esc): only a command line as written is read for them.
  const command = request.target.command;
  const hidden = command === undefined ? undefined : hiddenCharactersReason(command, analysis?.parts.map((part) => part.program) ?? []);
  const asked = hidden ?? alwaysAsk ?? unsearchable ?? target.alwaysAsk ?? tool.alwaysAsk;
  return { subjects, alwaysAsk: asked, ...(hiddenCodeOnly && asked === alwaysAsk && { hiddenCodeOnly }), analysis };

  function commandSubject(part: CommandPart, readOnly: boolean, touched: PartPaths | undefined, read: (file: string) => ResolvedPath): CommandSubject {
    const fileCommand = fileCommands.has(part.program);
    const asWritten = { ...base, command: part.command };
    const bareName = [part.program, ...part.argv.slice(1)].join(' ');
    return {
      kind: 'command',
      label: part.command,
      call: asWritten,
      variants: bareName === part.command ? [asWritten] : [asWritten, { ...base, command: bareName }],
      part,
      readOnly,
      fileCommand,
      paths: touched ? [...touched.files.map(read), ...reachedSecrets(touched.searched.map(read)), ...envFilesSearched(touched)] : literalPaths(part).map(read),
    };
  }

  /** The `.env` files a part's search opens (`grep -r x .`, `find . -exec cat {} +`), as files it reads. */
  function envFilesSearched(touched: PartPaths): ResolvedPath[] {
    if (touched.searched.length === 0 || touched.searchedFiles === 'visible' || touched.searchedFiles === 'named') return [];
    const found = touched.searched.flatMap((root) => envFiles(resolve(root).real));
    return (touched.searchedFiles === 'tracked' ? trackedByGit(found) : found).map(resolve);
  }

  /** The credential paths, and second names of credential files, that exist below folders a command or tool reads every file of (`grep -r x ~`). */
  function reachedSecrets(roots: readonly ResolvedPath[]): ResolvedPath[] {
    if (roots.length === 0) return [];
    const below = sensitive.filter((entry) => roots.some((root) => pathForms(root).some((form) => isWithin(entry, form))));
    const reached = below.filter((entry) => existsSync(entry));
    for (const root of roots) {
      const names = links.namesBelow(root.real);
      if (names) reached.push(...names);
      else unsearchable ??= `a credential file has a second name (a hard link), and ${root.lexical} is too large to look through for it`;
      const globbed = globbedStoresBelow(root, sensitive);
      reached.push(...globbed.found);
      if (!globbed.complete) unsearchable ??= `${root.lexical} is outside the project and too large to look through for private keys and password databases`;
    }
    return reached.map(resolve);
  }
}

/** A name ending in `.env`, `.env.<x>` or `.envrc`, with the folders written before it, as a word of code spells it. */
const ENV_FILE_MENTION = /(?<![\w.~/-])(?:[\w.~/-]*\/)?\.env(?:rc|\.[\w.-]+)?(?![\w.-])/g;

function envFilesNamedIn(text: string): string[] {
  return [...new Set(text.match(ENV_FILE_MENTION) ?? [])].filter((file) => isEnvFileName(posix.basename(file)));
}

/** The first file the command runs as code whose code is not on disk as a script's is (see `unseenCodeSource`). */
function unseenCodeFiles(
  analysis: CommandAnalysis,
  codeFiles: readonly (readonly string[])[],
  planned: readonly PlannedWrite[],
  read: (file: string) => ResolvedPath,
  resolve: (file: string) => ResolvedPath,
  context: SubjectContext,
): string | undefined {
  if (analysis.codeFiles.length === 0) return undefined;
  // A link the command makes holds no code of its own: what it leads to is judged instead (`read` follows it).
  const links = new Set(planned.flatMap((target) => (target.reach === 'link' && target.link !== undefined ? pathForms(resolve(target.link)) : [])));
  const writtenForms = new Set(
    planned.filter((target) => target.reach !== 'link' && target.unknown === undefined).flatMap((target) => pathForms(resolve(target.path))).filter((form) => !links.has(form)),
  );
  const written = (path: ResolvedPath) => pathForms(path).some((form) => writtenForms.has(form));
  for (const [index, use] of analysis.codeFiles.entries()) {
    for (const file of codeFiles[index] ?? []) {
      const path = read(file);
      const reason = unseenCodeSource(use.runner, shownPath(path, context), path, written);
      if (reason) return reason;
    }
  }
  return undefined;
}

/** BashInput's text becomes the commands the programs reading the terminal would run. */
function withTerminalInputJudged(target: PermissionRequest['target']): PermissionRequest['target'] {
  if (!target.terminalInput) return target;
  const judged = judgeTerminalInput(target.terminalInput.text, target.terminalInput.readers);
  return { ...target, command: judged.command, ...(judged.alwaysAsk && { alwaysAsk: judged.alwaysAsk }) };
}

function pathSubject(label: string, resolved: ResolvedPath, access: 'read' | 'write', call: RuleCall, written?: CommandWrite): PathSubject {
  return {
    kind: 'path',
    label,
    path: resolved,
    access,
    calls: pathForms(resolved).map((form) => ({ ...call, path: { path: form, access } })),
    ...(written && { written }),
  };
}

/** A redirection's file as written, or the path it expanded to when it stands for several. */
function labelOf(written: string, paths: readonly string[], path: string): string {
  return paths.length === 1 ? written : path;
}

/**
 * The words of a program that opens no file its words name (echo, test, export) are still resolved
 * as written, as before their expansion was known: `echo ~/.ssh/id_rsa | xargs cat` stays denied.
 */
function literalPaths(part: CommandPart): string[] {
  return part.argv.slice(1).filter((arg) => arg !== '' && !arg.startsWith('-'));
}

function wholeLine(command: string): CommandPart {
  return { command, argv: [command], program: command, source: command, origin: 'top', envAssignments: [], words: [command] };
}

/** A file a command writes, before it becomes a subject: what writes it, and why where is unknown if it is. */
type PlannedWrite = WriteTarget & {
  by: CommandWrite['by'];
  writer?: string;
  unknown?: string;
  /** The subject's label when not the path (a write whose files are unknown is labelled by its command). */
  label?: string;
  /** The index of the part that writes it by its arguments. */
  part?: number;
};

/**
 * The files a command's programs write by their arguments (`cp f ~/.bashrc`, `tee -a x`, `sed -i`,
 * `git config`, what `find -exec` runs on what it finds); its redirections are the touched paths',
 * and come here again only when they write through a link the same command makes
 * (`ln -s ~/.bashrc x && echo > x`): such a write is a write of the link's target.
 */
function argumentWriteSubjects(
  planned: readonly PlannedWrite[],
  links: readonly MadeLink[],
  call: RuleCall,
  resolve: (path: string) => ResolvedPath,
): Subject[] {
  const seen = new Set<string>();
  const unique = planned.filter((target) => {
    const key = `${target.reach}\0${target.path}\0${target.unknown ?? ''}\0${target.part ?? ''}`;
    return !seen.has(key) && seen.add(key);
  });
  return unique.flatMap((target) => {
    const unknown = target.unknown ?? (holdsExpansion(target.path) ? `where "${target.path}" lies is only known when the command runs` : undefined);
    const written: CommandWrite = {
      by: target.by,
      reach: target.reach,
      pattern: holdsGlob(target.path),
      ...(target.writer !== undefined && { writer: target.writer }),
      ...(target.action !== undefined && { action: target.action }),
      ...(unknown !== undefined && { unknown }),
    };
    const subject = pathSubject(target.path, resolve(target.path), target.reach === 'link' ? 'read' : 'write', call, written);
    const labelled = target.label === undefined ? subject : { ...subject, label: target.label };
    if (target.reach === 'link' || target.unknown !== undefined) return [labelled];
    // The links one part makes are no way for its own writes: `ln -s t x` makes x, it does not write through it.
    const through = writtenThroughLinks(labelled, links.filter((link) => link.part !== target.part), call);
    // Through a link to what is no file (`ln -s /dev/stdout x && echo > x`) nothing is written to disk.
    return (target.by === 'redirect' && through === labelled) || isNotAFile(through.path.real) ? [] : [through];
  });
}

/** The files a command writes: by its redirections, and by its programs' arguments from the folders its `cd`s lead to. */
function plannedWrites(analysis: CommandAnalysis, folders: ReadonlyArray<readonly string[] | undefined>, context: SubjectContext): PlannedWrite[] {
  const planned: PlannedWrite[] = analysis.writes.filter((path) => !isNotAFile(path)).map((path) => ({ path, reach: 'path', by: 'redirect' }));
  const runByFind = findRunners(analysis.parts);
  analysis.parts.forEach((part, index) => {
    for (const target of argumentWrites(part, analysis.openEndedParts[index], runByFind.get(part), context)) {
      planned.push(...fromFolders(target, folders[index], context.cwd).map((placed) => ({ ...placed, part: index })));
    }
  });
  return planned;
}

/** A link a part of the command makes: where it is, and where it leads. */
interface MadeLink {
  link: string;
  to: string;
  part?: number;
}

function linksMade(planned: readonly PlannedWrite[], context: SubjectContext): MadeLink[] {
  return planned.filter((target) => target.reach === 'link' && target.link !== undefined).map((target) => ({
    link: resolveToolPath(target.link!, context.cwd, context.home).lexical,
    to: resolveToolPath(target.path, context.cwd, context.home, undefined, { ofCommand: true }).real,
    part: target.part,
  }));
}

/**
 * The files one part writes by its arguments. When xargs adds arguments from its input, a file the
 * program would write by them is unknown (one more operand tells: `xargs sed -i` writes it, `xargs
 * tar -cf out.tar` does not), and so is every file when xargs puts its input in place of a word (-I).
 */
function argumentWrites(part: CommandPart, openEnded: boolean, find: FindExec | undefined, context: SubjectContext): PlannedWrite[] {
  const expanded = part.argv.slice(1).map((arg, index) => (arg.includes('{') && bracesUnquoted(part.words[index + 1] ?? arg) ? expandBraces(arg) : [arg]));
  const fed = openEnded ? fedFromInput(part) : undefined;
  const writer = find ? `${part.program}, run by find,` : part.program;
  const unknownWrite = (unknown: string): PlannedWrite => ({ path: '.', reach: 'tree', by: 'argument', label: part.command, unknown });
  const targets = writeTargets(part.program, [part.argv[0], ...expanded.flat(), ...(fed ? [FROM_INPUT] : [])], part.envAssignments);
  if (targets.length > 0 && expanded.some((words) => words.length >= braceLimit)) {
    return [unknownWrite(`a brace gives ${part.program} more names than are checked: which files it writes is only known when it runs`)];
  }
  return targets.flatMap((target): PlannedWrite[] => {
    if (fed && (fed.replaces || target.path.includes(FROM_INPUT) || target.names?.some((name) => name.includes(FROM_INPUT)))) {
      return [unknownWrite(`${part.program} writes files ${fed.xargs ? 'xargs names' : 'named'} from its input: which ones is only known when it runs`)];
    }
    const placed = find ? foundFileTargets(target, find) : [target];
    if (!placed) return [unknownWrite(`where ${part.program}, run by find, writes "${target.path}" is only known when it runs`)];
    return placed.flatMap((found) => intoFolder(found, context)).map((found) => ({ ...found, by: 'argument', writer }));
  });
}

/**
 * A relative file a part writes, from each folder the line's `cd`s may have taken it to
 * (`cd .claude && cp x settings.json` writes `.claude/settings.json`); unknown when only running tells.
 */
function fromFolders(target: PlannedWrite, folders: readonly string[] | undefined, cwd: string): PlannedWrite[] {
  if (target.unknown !== undefined || posix.isAbsolute(target.path)) return [target];
  // `~+` is the folder the part runs in and `~-` the one before it; any other `~` is a home folder.
  if (target.path === '~-' || target.path.startsWith('~-/')) return [{ ...target, unknown: `"${target.path}" is the folder before the last cd, only known when the command runs` }];
  if (target.path === '~+' || target.path.startsWith('~+/')) return fromFolders({ ...target, path: `.${target.path.slice(2)}` }, folders, cwd);
  if (target.path.startsWith('~')) return [target];
  if (folders === undefined) {
    return [{ ...target, unknown: `${target.writer ?? 'the command'} writes "${target.path}" in a folder that is only known when it runs` }];
  }
  return folders.map((folder) => (folder === cwd ? target : { ...target, path: posix.join(folder, target.path), label: target.label ?? target.path }));
}

/** Whether a word as written has braces the shell expands: outside quotes (`'{print $1, $2}'` is one word). */
function bracesUnquoted(raw: string): boolean {
  const unquoted = raw.replace(/'[^']*'|"(?:[^"\\]|\\.)*"|\\./gs, '');
  return unquoted.includes('{') && unquoted.includes('}');
}

/** `expandBraces` stops at this many words; a word that gives as many may name more. */
const braceLimit = 256;

/** Stands for the arguments xargs adds, to see which files they become. */
const FROM_INPUT = '\u0000input\u0000';

/**
 * Whether some of a part's arguments come from its input when it runs, and whether in place of a
 * word: xargs in its source (`nice xargs -I % cp % d`), or arguments open for no reason written in
 * them (which only input can be).
 */
function fedFromInput(part: CommandPart): { xargs: boolean; replaces: boolean } | undefined {
  const words = part.source.trim().split(/\s+/).map((word) => programName(word.replace(/^['"]|['"]$/g, '')));
  const [xargs, program] = [words.indexOf('xargs'), words.indexOf(part.program)];
  if (xargs >= 0 && xargs < program) return { xargs: true, replaces: words.slice(xargs + 1, program).some((word) => /^-[A-Za-z0-9]*[Ii]|^--replace/.test(word)) };
  return part.argv.slice(1).some(visiblyOpen) ? undefined : { xargs: false, replaces: true };
}

/** An argument whose expansion, glob or brace the shell fills in when it runs, as written. */
const visiblyOpen = (arg: string): boolean => /[$`*?[{]/.test(arg);

/** The part each `find -exec` runs, with what that find finds: its words are the end of the exec's (wrappers stripped). */
function findRunners(parts: readonly CommandPart[]): Map<CommandPart, FindExec> {
  const runners = new Map<CommandPart, FindExec>();
  const pending: FindExec[] = [];
  for (const part of parts) {
    const at = pending.findIndex((exec) => endsWith(exec.argv, part.argv));
    if (at >= 0) runners.set(part, pending.splice(at, 1)[0]);
    if (part.program === 'find') pending.push(...findExecs(part.argv));
  }
  return runners;
}

const endsWith = (words: readonly string[], tail: readonly string[]): boolean =>
  tail.length > 0 && tail.length <= words.length && tail.every((word, index) => words[words.length - tail.length + index] === word);

/** A destination that is a folder now (or is named as one) is written by the names put in it; otherwise it is the file written. */
function intoFolder(target: WriteTarget, context: SubjectContext): WriteTarget[] {
  if (!target.names) return [target];
  const folder = target.path.endsWith('/') || isFolder(resolveToolPath(target.path, context.cwd, context.home).real);
  return folder ? target.names.map((name) => ({ path: posix.join(target.path, name), reach: target.reach })) : [{ path: target.path, reach: target.reach }];
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** A path below a link the same command makes is where the link leads. */
function throughLinks(path: ResolvedPath, links: readonly MadeLink[]): ResolvedPath {
  const via = links.find(({ link }) => path.lexical === link || path.lexical.startsWith(`${link}/`));
  return via ? { lexical: path.lexical, real: posix.join(via.to, path.lexical.slice(via.link.length)) } : path;
}

/** A file written below a link made earlier in the same command is written where the link leads. */
function writtenThroughLinks(subject: PathSubject, links: readonly MadeLink[], call: RuleCall): PathSubject {
  const path = throughLinks(subject.path, links);
  if (path === subject.path) return subject;
  return { ...subject, path, calls: pathForms(path).map((form) => ({ ...call, path: { path: form, access: subject.access } })) };
}

const holdsExpansion = (path: string): boolean => /[$`]/.test(path);
const holdsGlob = (path: string): boolean => /[*?[]/.test(path);
