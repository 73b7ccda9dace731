import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../renderer/src/features/chat/conversation.ts';
import { diffsByFile, splitByFile } from '../../../renderer/src/features/review/file-diffs.ts';

const noteDiff = '--- a/notes.txt\n+++ b/notes.txt\n@@ -1 +1 @@\n-a draft note\n+a final note\n';
const newFile = '--- /dev/null\n+++ b/src/new.ts\n@@ -0,0 +1 @@\n+export {};\n';
const gone = '--- a/old.txt\n+++ /dev/null\n@@ -1 +0,0 @@\n-bye\n';

const toolMessage = (id: string, diff: string, state: 'success' | 'denied' = 'success'): ChatMessage => ({
  id,
  role: 'assistant',
  parts: [{ kind: 'tool', id, toolCallId: id, toolName: 'Edit', state, input: {}, metadata: { diff } }],
});

describe('splitByFile', () => {
  it('cuts a multi-file diff into each file, named by the file it leaves behind', () => {
    expect(splitByFile(noteDiff + newFile + gone)).toEqual([
      { path: 'notes.txt', diff: noteDiff },
      { path: 'src/new.ts', diff: newFile },
      { path: 'old.txt', diff: gone },
    ]);
  });

  it('does not take a removed "-- x" line above an added "++ y" line for a file header', () => {
    const tricky = '--- a/x.md\n+++ b/x.md\n@@ -1,2 +1,2 @@\n--- rule\n+++ text\n same\n';
    expect(splitByFile(tricky + noteDiff)).toEqual([
      { path: 'x.md', diff: tricky },
      { path: 'notes.txt', diff: noteDiff },
    ]);
  });
});

describe('diffsByFile', () => {
  it('gathers the successful changes of every file tool by file, in order', () => {
    const second = '--- a/notes.txt\n+++ b/notes.txt\n@@ -1 +1 @@\n-a final note\n+the final note\n';
    const byFile = diffsByFile([toolMessage('t1', noteDiff), toolMessage('t2', newFile, 'denied'), toolMessage('t3', second)]);
    expect([...byFile.keys()]).toEqual(['notes.txt']);
    expect(byFile.get('notes.txt')).toBe(noteDiff + second);
  });
});
