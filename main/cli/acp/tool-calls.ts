import { isAbsolute, resolve } from 'node:path';
import { parsePatch } from 'diff';
import type { ToolCallContent, ToolCallLocation, ToolCallStatus, ToolKind } from '@agentclientprotocol/sdk';
import type { CallState, ResultContent } from '../../../shared/vocabulary/tool-calls.ts';

/** Deft's tools by what an editor draws for them; MCP tools and anything unknown are `other`. */
const kinds: Readonly<Record<string, ToolKind>> = {
  Read: 'read',
  LS: 'read',
  ReadMcpResource: 'read',
  Edit: 'edit',
  MultiEdit: 'edit',
  Write: 'edit',
  Insert: 'edit',
  NotebookEdit: 'edit',
  ApplyPatch: 'edit',
  Bash: 'execute',
  BashInput: 'execute',
  BashOutput: 'execute',
  KillShell: 'execute',
  RunPython: 'execute',
  GitCommit: 'execute',
  Grep: 'search',
  Glob: 'search',
  CodeSearch: 'search',
  ToolSearch: 'search',
  ListMcpResources: 'search',
  GitDiff: 'read',
  WebFetch: 'fetch',
  WebSearch: 'fetch',
  Think: 'think',
  TodoWrite: 'think',
  TodoRead: 'think',
};

/** The input the model gave, as an object (the executor reports it as JSON text before parsing). */
export function inputObject(input: unknown): Record<string, unknown> {
  if (typeof input === 'string') {
    try {
      return inputObject(JSON.parse(input));
    } catch {
      return {};
    }
  }
  return typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** The editor's kind of a call; an ApplyPatch that only deletes or only moves files says so. */
export function toolKind(toolName: string, input: unknown): ToolKind {
  if (toolName === 'ApplyPatch') {
    const fields = inputObject(input);
    const patch = text(fields.patch) ?? text(fields.patchText) ?? text(fields.input) ?? '';
    const actions = [...patch.matchAll(/^\*\*\* (Add|Update|Delete) File:/gm)].map((match) => match[1]);
    if (actions.length > 0 && actions.every((action) => action === 'Delete')) return 'delete';
    if (/^\*\*\* Move to:/m.test(patch) && !/^[+-](?![+-])/m.test(patch)) return 'move';
  }
  return kinds[toolName] ?? 'other';
}

/** A short title a person reads in the editor's list of calls: the tool and its main argument. */
export function toolTitle(toolName: string, input: unknown): string {
  const fields = inputObject(input);
  const subject =
    text(fields.command) ?? text(fields.file_path) ?? text(fields.notebook_path) ?? text(fields.path) ?? text(fields.pattern) ?? text(fields.query) ?? text(fields.url) ?? text(fields.description);
  const oneLine = subject?.split('\n')[0];
  return oneLine ? `${toolName}: ${oneLine.length > 120 ? `${oneLine.slice(0, 117)}…` : oneLine}` : toolName;
}

/** The files a call reads or changes, absolute, with the line it starts at when the input names one. */
export function toolLocations(input: unknown, cwd: string): ToolCallLocation[] {
  const fields = inputObject(input);
  const path = text(fields.file_path) ?? text(fields.notebook_path) ?? (typeof fields.path === 'string' && fields.path !== '' ? fields.path : undefined);
  if (path === undefined) return [];
  const line = typeof fields.offset === 'number' ? fields.offset : typeof fields.line === 'number' ? fields.line : typeof fields.insert_line === 'number' ? fields.insert_line : undefined;
  return [{ path: isAbsolute(path) ? path : resolve(cwd, path), ...(line !== undefined && line > 0 && { line }) }];
}

/** A call's state as the editor shows it. */
export function toolStatus(state: CallState): ToolCallStatus {
  if (state === 'pending') return 'pending';
  if (state === 'running') return 'in_progress';
  return state === 'success' ? 'completed' : 'failed';
}

/**
 * A unified diff (Deft's `a/` and `b/` names, from the call's folder) as the editor's diffs: per
 * hunk the old and new lines with their context, the absolute path, no old text for a new file.
 */
export function diffContent(unified: string, cwd: string): ToolCallContent[] {
  const absolute = (name: string | undefined) => (name === undefined || name === '/dev/null' ? undefined : resolve(cwd, name.replace(/^[ab]\//, '')));
  let patches;
  try {
    patches = parsePatch(unified);
  } catch {
    return [];
  }
  return patches.flatMap((patch): ToolCallContent[] => {
    const path = absolute(patch.newFileName) ?? absolute(patch.oldFileName);
    if (path === undefined) return [];
    const created = patch.oldFileName === '/dev/null';
    const deleted = patch.newFileName === '/dev/null';
    if (patch.hunks.length === 0) return [{ type: 'diff', path, oldText: created ? null : '', newText: '' }];
    return patch.hunks.map((hunk) => {
      const side = (marker: string) =>
        hunk.lines
          .filter((line) => line[0] === ' ' || line[0] === marker)
          .map((line) => line.slice(1))
          .join('\n');
      return { type: 'diff', path, oldText: created ? null : side('-'), newText: deleted ? '' : side('+') };
    });
  });
}

/** What a call gave the model, as the editor's content: text and images. */
export function resultContent(content: readonly ResultContent[]): ToolCallContent[] {
  return content.map((part) =>
    part.type === 'text' ? { type: 'content', content: { type: 'text', text: part.text } } : { type: 'content', content: { type: 'image', data: part.data, mimeType: part.mediaType } },
  );
}
