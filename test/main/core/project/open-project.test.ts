import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { openProject } from '../../../../main/core/project/open-project.ts';
import { defineTool } from '../../../../main/core/tools/define.ts';
import type { ApprovalRequest, Approvals } from '../../../../main/core/tools/permission.ts';
import { createToolSystem } from '../../../../main/core/tools/tool-system.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';

/** Stands in for the terminal tool, which a later issue builds: what matters here is its permission target. */
const bash = defineTool({
  name: 'Bash',
  description: 'Runs a command.',
  input: z.strictObject({ command: z.string() }),
  permission: (input) => ({ command: input.command }),
  execute: (input) => `ran: ${input.command}`,
});

function project() {
  const root = tempDir();
  const projectDir = join(root, 'project');
  const hooksDir = join(projectDir, '.claude', 'hooks');
  mkdirSync(hooksDir, { recursive: true });
  const guard = join(hooksDir, 'no-rm.sh');
  writeFileSync(guard, '#!/bin/bash\ninput=$(cat)\nif [[ "$input" == *\'"command":"rm \'* ]]; then echo "rm is not allowed here" >&2; exit 2; fi\nexit 0\n');
  chmodSync(guard, 0o755);
  writeFileSync(
    join(projectDir, '.claude', 'settings.json'),
    JSON.stringify({
      permissions: { allow: ['Bash(npm test)', 'Bash(rm *)'] },
      hooks: {
        PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: '"$CLAUDE_PROJECT_DIR"/.claude/hooks/no-rm.sh' }] }],
        PostToolUse: [{ matcher: 'Bash', hooks: [{ type: 'nonsense' }] }],
      },
      tools: [{ name: 'shout', description: 'Shouts.', command: 'tr a-z A-Z', parameters: { type: 'object', properties: { text: { type: 'string' } } } }],
    }),
  );
  const asked: ApprovalRequest[] = [];
  const approvals: Approvals = {
    request: async (request) => {
      asked.push(request);
      return { decision: 'allow', scope: 'always' };
    },
  };
  const tools = createToolSystem({ dataDir: join(root, 'data') });
  tools.registry.register(bash, { kind: 'builtin' });
  const session = openProject({ projectDir, dataDir: join(root, 'data'), home: join(root, 'home'), tools, approvals, sessionId: 's1' });
  const turn = {
    sessionId: 's1',
    messageId: 'm1',
    agent: { name: 'main' },
    cwd: projectDir,
    signal: new AbortController().signal,
    messages: [],
    services: {},
    tools: session.registry.all().map((entry) => entry.tool),
  };
  return { projectDir, session, asked, turn };
}

describe('a project opened with its Claude Code settings', () => {
  it('runs calls through hooks, rules, the person and grants, recording where each decision came from', async () => {
    const { session, turn, asked, projectDir } = project();
    const run = (command: string, id: string) => session.executor.run({ id, name: 'Bash', input: { command } }, turn);

    expect(await run('npm test', 'a')).toMatchObject({ status: 'success', decision: { behavior: 'allow', source: { kind: 'rule' } } });

    const blocked = await run('rm -rf build', 'b');
    expect(blocked).toMatchObject({ status: 'denied', decision: { source: { kind: 'hook', detail: expect.stringContaining('no-rm.sh') } } });
    expect(blocked.content[0]).toMatchObject({ text: expect.stringContaining('rm is not allowed here') });

    expect(await run('make build', 'c')).toMatchObject({ status: 'success', decision: { source: { kind: 'person', detail: 'allow always' } } });
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ toolName: 'Bash', suggestions: ['Bash(make build)'] });
    const local = JSON.parse(readFileSync(join(projectDir, '.deft', 'settings.local.json'), 'utf8'));
    expect(local.permissions.allow).toEqual(['Bash(make build)']);
    expect(await run('make build', 'd')).toMatchObject({ status: 'success', decision: { source: { kind: 'grant' } } });
    expect(asked).toHaveLength(1);
    await session.close();
  });

  it('offers the command tools of the settings and reports what it could not use', async () => {
    const { session, turn } = project();
    const outcome = await session.executor.run({ id: 'x', name: 'shout', input: { text: 'quiet' } }, turn);
    expect(outcome).toMatchObject({ status: 'success', content: [{ text: '{"TEXT":"QUIET"}' }] });
    expect(session.problems.join('\n')).toMatch(/settings\.json.*PostToolUse/s);
    await session.close();
  });
});
