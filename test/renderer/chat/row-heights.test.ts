import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../renderer/src/features/chat/conversation.ts';
import { createRowHeights, rowShape } from '../../../renderer/src/features/chat/row-heights.ts';
import { promptWithPastes } from '../../../renderer/src/features/composer/pasted-text.ts';

const text = (id: string, role: ChatMessage['role'], body: string): ChatMessage => ({ id, role, parts: [{ kind: 'text', id: `${id}-part`, text: body }] });

describe('row heights', () => {
  it('gives messages of the same role and line counts the same shape, and others another', () => {
    expect(rowShape(text('a', 'user', 'Question 1'))).toBe(rowShape(text('b', 'user', 'Question 22')));
    expect(rowShape(text('a', 'user', 'Question 1'))).not.toBe(rowShape(text('b', 'assistant', 'Question 1')));
    expect(rowShape(text('a', 'user', 'one line'))).not.toBe(rowShape(text('b', 'user', 'two\nlines')));
    expect(rowShape(text('a', 'user', 'x'.repeat(10)))).not.toBe(rowShape(text('b', 'user', 'x'.repeat(500))));
  });

  it('tells tool calls apart by tool and state', () => {
    const tool = (state: 'running' | 'success'): ChatMessage => ({
      id: 't',
      role: 'assistant',
      parts: [{ kind: 'tool', id: 'p', toolCallId: 'c', toolName: 'Read', state, input: {} }],
    });
    expect(rowShape(tool('running'))).not.toBe(rowShape(tool('success')));
  });

  it('tells a prompt with images from one without, and guesses it taller', () => {
    const plain = text('a', 'user', 'What is this?');
    const withImage = { ...plain, images: [{ mediaType: 'image/png', data: 'iVBORw0KGgo=' }] };
    expect(rowShape(plain)).not.toBe(rowShape(withImage));
    expect(createRowHeights().estimate(withImage)).toBeGreaterThan(createRowHeights().estimate(plain));
  });

  it('counts a pasted text of a prompt as the one line it is folded to', () => {
    const heights = createRowHeights();
    const log = Array.from({ length: 220 }, (_, index) => `line ${index}`);
    const pasted = text('a', 'user', promptWithPastes('What failed?', [log.join('\n')]));
    expect(rowShape(pasted)).toBe(rowShape(text('b', 'user', 'What failed?\none line')));
    expect(heights.estimate(pasted)).toBeLessThan(heights.estimate(text('c', 'user', log.join('\n'))));
  });

  it('guesses taller rows for longer texts before any is measured', () => {
    const heights = createRowHeights();
    expect(heights.estimate(text('a', 'assistant', 'one\ntwo\nthree\nfour'))).toBeGreaterThan(heights.estimate(text('b', 'assistant', 'one')));
  });

  it('estimates a message at the height measured last for its shape', () => {
    const heights = createRowHeights();
    heights.learn(text('a', 'user', 'Question 1'), 73);
    expect(heights.estimate(text('b', 'user', 'Question 2'))).toBe(73);
    heights.learn(text('c', 'user', 'Question 3'), 75);
    expect(heights.estimate(text('d', 'user', 'Question 4'))).toBe(75);
    expect(heights.estimate(text('e', 'assistant', 'Answer 5'))).not.toBe(75);
  });
});
