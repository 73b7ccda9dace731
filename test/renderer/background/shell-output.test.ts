import { describe, expect, it } from 'vitest';
import type { ChatMessage, ToolPart } from '../../../renderer/src/features/chat/conversation.ts';
import { shellIdOf, shellOutput } from '../../../renderer/src/features/background/shell-output.ts';

const call = (id: string, toolName: string, extra: Partial<ToolPart>): ToolPart => ({
  kind: 'tool',
  id,
  toolCallId: id,
  toolName,
  state: 'success',
  input: {},
  ...extra,
});
const stream = (data: string) => ({ stream: 'pty', data, total: data.length });

const messages: ChatMessage[] = [
  { id: 'm1', role: 'assistant', parts: [call('c1', 'Bash', { metadata: { shell_id: 'shell-a' }, progress: stream('Name? ') })] },
  {
    id: 'm2',
    role: 'assistant',
    parts: [
      { kind: 'text', id: 't', text: 'Answering it.' },
      call('c2', 'Bash', { metadata: { shell_id: 'shell-b' }, progress: stream('other') }),
      call('c3', 'BashInput', { input: { shell_id: 'shell-a', input: 'Ada\n' }, progress: stream('Ada\r\nhello Ada\r\n') }),
    ],
  },
];

describe('shellIdOf', () => {
  it('reads the shell from the metadata, else from the input', () => {
    expect(shellIdOf(call('x', 'Bash', { metadata: { shell_id: 'shell-m' }, input: { shell_id: 'shell-i' } }))).toBe('shell-m');
    expect(shellIdOf(call('x', 'BashOutput', { input: { shell_id: 'shell-i' } }))).toBe('shell-i');
    expect(shellIdOf(call('x', 'Bash', { input: { command: 'ls' } }))).toBeUndefined();
  });
});

describe('shellOutput', () => {
  it('joins what every call streamed of one command, in order', () => {
    expect(shellOutput(messages, 'shell-a')).toEqual({ stream: 'pty', data: 'Name? Ada\r\nhello Ada\r\n', total: 22 });
  });

  it('adds what the command wrote while no call was streaming it', () => {
    expect(shellOutput(messages, 'shell-b', { stream: 'pty', data: ' later', total: 6 })).toEqual({ stream: 'pty', data: 'other later', total: 11 });
    expect(shellOutput([], 'shell-z', { stream: 'pty', data: 'only live', total: 9 })).toEqual({ stream: 'pty', data: 'only live', total: 9 });
  });

  it('answers nothing for a command no call streamed', () => {
    expect(shellOutput(messages, 'shell-z')).toBeUndefined();
  });
});
