import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../renderer/src/features/chat/conversation.ts';
import { promptHistory, stepHistory } from '../../../renderer/src/features/composer/prompt-history.ts';

const user = (id: string, text: string): ChatMessage => ({ id, role: 'user', parts: [{ kind: 'text', id: `${id}-p`, text }] });
const assistant = (id: string, text: string): ChatMessage => ({ id, role: 'assistant', parts: [{ kind: 'text', id: `${id}-p`, text }] });

describe('promptHistory', () => {
  it('keeps the user prompts oldest first, without the answers or a repeat in a row', () => {
    const messages = [user('1', 'first'), assistant('2', 'answer'), user('3', ' second '), user('4', 'second'), user('5', 'first')];
    expect(promptHistory(messages)).toEqual(['first', 'second', 'first']);
  });
});

describe('stepHistory', () => {
  it('goes back from the newest prompt to the oldest and stops there', () => {
    expect(stepHistory(3, null, 'older')).toBe(2);
    expect(stepHistory(3, 1, 'older')).toBe(0);
    expect(stepHistory(3, 0, 'older')).toBeUndefined();
    expect(stepHistory(0, null, 'older')).toBeUndefined();
  });

  it('comes forward and leaves the history past the newest prompt', () => {
    expect(stepHistory(3, 0, 'newer')).toBe(1);
    expect(stepHistory(3, 2, 'newer')).toBeNull();
    expect(stepHistory(3, null, 'newer')).toBeUndefined();
  });
});
