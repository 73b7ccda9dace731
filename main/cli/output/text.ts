import type { AgentEvent } from '../../../shared/vocabulary/agent-events.ts';
import type { ToolEvent, ToolOutcome } from '../../../shared/vocabulary/tool-calls.ts';
import { allowedToolsFlags } from '../allowed-tools-flags.ts';
import { whyAsked } from '../approval-policy.ts';
import type { OutputIo, RunEnd, RunOutput } from './run-output.ts';
import { contentText, firstLine, statusMark, toolLabel } from './tool-call.ts';

const subagentIndent = '  ';
const maxDetailLength = 100;

interface CallLine {
  label: string;
  indent: string;
  /** The rules the denied call's ask suggested. */
  suggestions?: readonly string[];
  /** Why the call needed the person, the most dangerous part first. */
  why?: string;
}

/**
 * `--output-format text`: the main agent's text streamed to stdout as it arrives; tool activity,
 * retries, notices and the final status to stderr in short lines (`⏺ Bash(npm test) ✓`).
 */
export function textOutput(io: OutputIo): RunOutput {
  const calls = new Map<string, CallLine>();
  let stdoutTail = '';
  let separateNextText = false;
  let lastTextMessage: string | undefined;
  /** The call whose `⏺` line on stderr still waits for its mark. */
  let openCall: string | undefined;

  const endOpenCall = () => {
    if (openCall !== undefined) io.stderr('\n');
    openCall = undefined;
  };
  const endStdoutLine = () => {
    if (stdoutTail !== '' && !stdoutTail.endsWith('\n')) writeStdout('\n');
  };
  const writeStdout = (text: string) => {
    io.stdout(text);
    stdoutTail = (stdoutTail + text).slice(-2);
  };
  const stderrLine = (text: string) => {
    endOpenCall();
    endStdoutLine();
    io.stderr(`${text}\n`);
  };

  const text = (delta: string) => {
    endOpenCall();
    if (separateNextText) writeStdout(stdoutTail.endsWith('\n\n') ? '' : stdoutTail.endsWith('\n') ? '\n' : '\n\n');
    separateNextText = false;
    writeStdout(delta);
  };

  const tool = (event: ToolEvent, indent: string) => {
    if (event.type === 'started') {
      const label = toolLabel(event.toolName, event.input);
      calls.set(event.toolCallId, { label, indent });
      endOpenCall();
      endStdoutLine();
      io.stderr(`${indent}⏺ ${label}`);
      openCall = event.toolCallId;
    } else if (event.type === 'permission_asked') {
      const call = calls.get(event.toolCallId);
      if (call) {
        call.suggestions = event.request.suggestions;
        call.why = whyAsked(event.request);
      }
    } else if (event.type === 'finished') {
      const { outcome } = event;
      const call = calls.get(outcome.toolCallId) ?? { label: toolLabel(outcome.toolName, outcome.input), indent };
      calls.delete(outcome.toolCallId);
      const mark = `${statusMark(outcome.status)}${outcomeDetail(outcome, call)}`;
      if (openCall === outcome.toolCallId) {
        io.stderr(` ${mark}\n`);
        openCall = undefined;
      } else {
        stderrLine(`${call.indent}  ⎿ ${call.label} ${mark}`);
      }
    }
  };

  return {
    event(event: AgentEvent) {
      const indent = event.subagent ? subagentIndent : '';
      const from = event.subagent ? `${event.subagent.name}: ` : '';
      switch (event.type) {
        case 'message':
          if (!event.subagent && event.role === 'assistant' && stdoutTail !== '') separateNextText = true;
          return;
        case 'text':
          if (event.subagent) return;
          text(event.delta);
          lastTextMessage = event.messageId;
          return;
        case 'message_discarded':
          if (!event.subagent && event.messageId === lastTextMessage) stderrLine('(the text above broke off and does not count)');
          return;
        case 'tool':
          tool(event.event, indent);
          return;
        case 'status':
          if (event.status === 'retrying') {
            const wait = event.delayMs === undefined ? '' : ` in ${(event.delayMs / 1000).toFixed(1)} s`;
            stderrLine(`${indent}${from}retrying${wait} (attempt ${event.attempt ?? '?'})${event.detail ? `: ${event.detail}` : ''}`);
          }
          if (event.status === 'compacting') stderrLine(`${indent}${from}compacting the conversation…`);
          return;
        case 'notice':
          stderrLine(`${indent}${event.level === 'warning' ? 'warning' : 'note'}: ${from}${event.message}`);
          return;
        default:
          return;
      }
    },
    notice: (message) => stderrLine(message),
    finish(end) {
      if (stdoutTail === '' && end.text !== '') writeStdout(end.text);
      endOpenCall();
      endStdoutLine();
      io.stderr(`${endLine(end)}\n`);
    },
  };
}

function outcomeDetail(outcome: ToolOutcome, call: CallLine): string {
  if (outcome.status === 'success') return '';
  if (outcome.status === 'denied' && call.suggestions?.length) {
    return ` — allow with ${allowedToolsFlags(call.suggestions)}`;
  }
  if (outcome.status === 'denied' && call.why) return ` — ${firstLine(call.why, maxDetailLength)}`;
  const detail = firstLine(contentText(outcome.content), maxDetailLength);
  return detail ? `: ${detail}` : '';
}

function endLine(end: RunEnd): string {
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  const facts = [
    plural(end.turns, 'turn'),
    `${end.usage.inputTokens} in / ${end.usage.outputTokens} out tokens`,
    `${(end.durationMs / 1000).toFixed(1)} s`,
    ...(end.sessionId ? [`session ${end.sessionId}`] : []),
  ].join(' · ');
  switch (end.status) {
    case 'done':
      return `✓ done · ${facts}`;
    case 'max_turns':
      return `✗ stopped at the turn limit · ${facts}`;
    case 'cancelled':
      return `✗ cancelled · ${facts}`;
    case 'error':
      return `✗ error: ${end.error ?? 'the run failed'} · ${facts}`;
  }
}
