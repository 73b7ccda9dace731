import type { CallState, ToolStatus, ResultContent } from '../../../shared/vocabulary/tool-calls.ts';
import { contentText, firstLine, statusMark, toolLabel } from '../output/tool-call.ts';
import { localTime } from './local-time.ts';
import { displayTitle } from './session-list.ts';
import type { SessionTree } from './session-tree.ts';

type ExportedMessage = SessionTree['messages'][number];
type ExportedPart = ExportedMessage['parts'][number];

const maxResultLength = 100;

const nestedIndent = '    ';

/** A session for reading: prompts, answers, tool calls with their status and a short result, each sub-agent session indented under the call that ran it. */
export function formatTranscript(tree: SessionTree): string {
  const { session } = tree;
  const facts = [`cwd ${session.cwd}`, session.model && `model ${session.model}`, session.mode && `mode ${session.mode}`, `updated ${localTime(session.updatedAt)}`];
  const ranBy = (part: ExportedPart) => tree.children.filter((child) => part.toolCallId !== null && child.parentToolCallId === part.toolCallId);
  const unlinked = tree.children.filter((child) => child.parentToolCallId === null);
  const blocks = [
    `${session.parentId ? 'Sub-agent session' : 'Session'} ${session.id} · ${displayTitle(session)}\n${facts.filter(Boolean).join(' · ')}`,
    ...tree.messages.map((message) => formatMessage(message, ranBy)).filter((block) => block !== ''),
    ...(unlinked.length > 0 ? ['Sub-agent sessions no call above names (e.g. interrupted runs):', ...unlinked.map(nestedTranscript)] : []),
  ];
  return `${blocks.join('\n\n')}\n`;
}

function formatMessage(message: ExportedMessage, ranBy: (part: ExportedPart) => SessionTree[]): string {
  const lines = message.parts.flatMap((part) => {
    const nested = ranBy(part).flatMap((child) => ['', nestedTranscript(child)]);
    return [...formatPart(part, message.role), ...nested, ...(nested.length > 0 ? [''] : [])];
  });
  return lines.join('\n').replace(/\n+$/, '');
}

function nestedTranscript(child: SessionTree): string {
  return indented(formatTranscript(child).trimEnd(), nestedIndent);
}

function formatPart(part: ExportedPart, role: ExportedMessage['role']): string[] {
  if (part.kind === 'reasoning') return [];
  if (part.kind === 'text') {
    const text = part.text ?? '';
    if (role === 'user') return text.split('\n').map((line) => `> ${line}`);
    if (role === 'system') return text.split('\n').map((line) => `[system] ${line}`);
    return [text];
  }
  const result = firstLine(part.note ?? outputText(part.output), maxResultLength);
  return [`⏺ ${toolLabel(part.toolName ?? 'tool', part.input)} ${stateMark(part.state)}`, ...(result ? [`  ⎿ ${result}`] : [])];
}

function stateMark(state: CallState | null): string {
  if (state === null || state === 'pending' || state === 'running') return `… ${state ?? 'unknown'}`;
  return statusMark(state satisfies ToolStatus);
}

/** The text of a stored tool result (a list of result parts). */
function outputText(output: unknown): string {
  if (!Array.isArray(output)) return '';
  return contentText(output.filter(isResultContent));
}

function isResultContent(part: unknown): part is ResultContent {
  if (typeof part !== 'object' || part === null) return false;
  const { type, text } = part as Record<string, unknown>;
  return (type === 'text' && typeof text === 'string') || type === 'image';
}

function indented(text: string, prefix: string): string {
  return text
    .split('\n')
    .map((line) => (line === '' ? line : `${prefix}${line}`))
    .join('\n');
}
