import { describe, expect, it } from 'vitest';
import { routerHarness } from '../conversations/router-harness.ts';

const replies = [
  { toolCalls: [{ id: 'toolu_sed', name: 'Bash', input: { command: `sed -i 's/one/two/' todo.txt` } }] },
  { toolCalls: [{ name: 'Read', input: { file_path: 'notes.txt' } }] },
  { toolCalls: [{ name: 'Edit', input: { file_path: 'notes.txt', old_string: 'draft', new_string: 'final' } }] },
  { text: 'Done.' },
];

describe('sessions.changes over the router', () => {
  it('lists the files a command and a file tool changed, with diffs against the session start', async () => {
    const h = await routerHarness(replies, { 'notes.txt': 'a draft note\n', 'todo.txt': 'one\n' });
    const session = await h.ok('sessions.create', { projectPath: h.projectDir });
    expect(await h.ok('sessions.changes', { id: session.id })).toEqual({ files: [] });

    const idle = h.event('chat.status', (status) => status.status === 'idle');
    await h.ok('chat.send', { sessionId: session.id, prompt: 'Finish the note and the list' });
    for (const tool of ['Bash', 'Edit']) {
      const asked = await h.event('approvals.asked', (request) => request.toolName === tool);
      await h.ok('approvals.respond', { id: asked.id, answer: { decision: 'allow', scope: 'once' } });
    }
    await idle;

    expect(await h.ok('sessions.changes', { id: session.id })).toEqual({
      files: [
        { path: 'notes.txt', status: 'modified', added: 1, removed: 1, diff: '--- a/notes.txt\n+++ b/notes.txt\n@@ -1,1 +1,1 @@\n-a draft note\n+a final note\n' },
        { path: 'todo.txt', status: 'modified', added: 1, removed: 1, diff: '--- a/todo.txt\n+++ b/todo.txt\n@@ -1,1 +1,1 @@\n-one\n+two\n' },
      ],
    });
    expect(await h.call('sessions.changes', { id: 'no-such-session' })).toMatchObject({ ok: false, error: { message: 'No session no-such-session.' } });
  });
});
