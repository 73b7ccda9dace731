import { describe, expect, it } from 'vitest';
import { formatMemory } from '../../../../../../main/core/agent/prompt/memory/format-memory.ts';

describe('formatMemory', () => {
  it('is empty without files', () => {
    expect(formatMemory([])).toBe('');
  });

  it('says the files are instructions that override the defaults, then gives each with its path and scope, in order', () => {
    const text = formatMemory([
      { path: '/home/p/.claude/CLAUDE.md', scope: 'user', text: 'Answer in French.\n' },
      { path: '/work/app/CLAUDE.md', scope: 'project', text: 'Use pnpm. See @docs/"style".md' },
      { path: '/work/app/docs/"style".md', scope: 'project', text: 'Tabs.', importedBy: '/work/app/CLAUDE.md' },
    ]);
    const [intro, ...files] = text.split('\n\n<memory');
    expect(intro).toMatch(/override your default behaviour/);
    expect(intro).toMatch(/follow them exactly/);
    expect(files.map((file) => `<memory${file}`)).toEqual([
      '<memory path="/home/p/.claude/CLAUDE.md" scope="user">\nAnswer in French.\n</memory>',
      '<memory path="/work/app/CLAUDE.md" scope="project">\nUse pnpm. See @docs/"style".md\n</memory>',
      '<memory path="/work/app/docs/&quot;style&quot;.md" scope="project" imported-by="/work/app/CLAUDE.md">\nTabs.\n</memory>',
    ]);
  });
});
