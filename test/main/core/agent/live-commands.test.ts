import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lastUserText, toolResults } from '../../../mocks/llm-server/index.ts';
import { harness, type Harness } from '../session/session-harness.ts';

function write(h: Harness, path: string, text: string) {
  const file = join(h.projectDir, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

const systemText = (body: unknown) => JSON.stringify((body as { system?: unknown }).system ?? '');

describe('commands and skills changed while a session runs', () => {
  it('expands a command added after the session opened, and sends a deleted one’s /name as typed', async () => {
    const h = await harness([{ text: 'Reviewed.' }, { text: 'Plain text.' }]);
    const session = await h.open();
    write(h, '.claude/commands/review.md', '---\ndescription: Reviews a file\n---\nReview $1 carefully.\n');
    expect((await session.commands()).map((command) => [command.name, command.kind])).toEqual([
      ['compact', 'builtin'],
      ['review', 'command'],
    ]);

    await session.send('/review src/a.ts', new AbortController().signal);
    expect(lastUserText(h.server.requests[0])).toContain('Review src/a.ts carefully.');

    rmSync(join(h.projectDir, '.claude/commands/review.md'));
    await session.send('/review src/a.ts', new AbortController().signal);
    expect(lastUserText(h.server.requests[1])).toBe('/review src/a.ts');
  });

  it('lets the model call a skill it wrote during its turn, lists it, and leaves the system prompt alone', async () => {
    const skill = '---\ndescription: Deploys the app\n---\nDeploy to $ARGUMENTS with care.\n';
    const h = await harness([
      { toolCalls: [{ id: 'toolu_write', name: 'Write', input: { file_path: '.deft/skills/deploy/SKILL.md', content: skill } }] },
      { toolCalls: [{ id: 'toolu_skill', name: 'Skill', input: { skill: 'deploy', args: 'staging' } }] },
      { text: 'Deployed.' },
    ]);
    const session = await h.open();

    const result = await session.send('Write a deploy skill, then use it', new AbortController().signal);
    expect(result.text).toBe('Deployed.');
    expect(toolResults(h.server.requests[2])).toEqual([expect.objectContaining({ toolCallId: 'toolu_skill', content: expect.stringContaining('Deploy to staging with care.') })]);
    expect(systemText(h.server.requests[2].body)).toBe(systemText(h.server.requests[0].body));
    expect((await session.commands()).map((command) => command.name)).toContain('deploy');
  });
});
