import { describe, expect, it } from 'vitest';
import { createMessageQueue } from '../../../../main/core/session/message-queue.ts';

describe('createMessageQueue', () => {
  it('keeps messages in order, edits and removes them, and tells its listeners each change', () => {
    const queue = createMessageQueue();
    const seen: string[][] = [];
    queue.onChange((messages) => seen.push(messages.map((message) => `${message.prompt}:${message.delivery}`)));
    const first = queue.enqueue('first');
    const second = queue.enqueue('second', [{ mediaType: 'image/png', data: 'AAAA' }]);
    queue.edit(first.id, 'first, edited');
    queue.sendNow(second.id);
    queue.remove(first.id);
    expect(seen).toEqual([['first:after_turn'], ['first:after_turn', 'second:after_turn'], ['first, edited:after_turn', 'second:after_turn'], ['first, edited:after_turn', 'second:steer'], ['second:steer']]);
    expect(queue.list()).toEqual([{ ...second, delivery: 'steer' }]);
  });

  it('hands "send now" messages to the turn and the rest, in order, to the next prompts', () => {
    const queue = createMessageQueue();
    const [a, b, c] = ['a', 'b', 'c'].map((prompt) => queue.enqueue(prompt));
    queue.sendNow(c.id);
    queue.sendNow(b.id);
    expect(queue.takeSteering().map((message) => message.prompt)).toEqual(['b', 'c']);
    expect(queue.takeSteering()).toEqual([]);
    expect(queue.takeNext()?.id).toBe(a.id);
    expect(queue.takeNext()).toBeUndefined();
  });

  it('refuses to change a message that was delivered or removed', () => {
    const queue = createMessageQueue();
    const message = queue.enqueue('once');
    queue.takeNext();
    expect(() => queue.edit(message.id, 'again')).toThrow(/not queued any more/);
    expect(() => queue.remove(message.id)).toThrow(/not queued any more/);
    expect(() => queue.sendNow(message.id)).toThrow(/not queued any more/);
  });

  it('gives out copies: changing what it returned changes nothing queued', () => {
    const queue = createMessageQueue();
    const message = queue.enqueue('kept');
    message.prompt = 'changed';
    queue.list()[0].prompt = 'changed too';
    expect(queue.list()[0].prompt).toBe('kept');
  });
});
