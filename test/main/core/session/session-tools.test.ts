import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toolOutputDir } from '../../../../main/core/paths.ts';
import { openSessionTools } from '../../../../main/core/session/session-tools.ts';
import { loadSession } from '../../../../main/core/store/load.ts';
import { addMessage } from '../../../../main/core/store/parts.ts';
import { createSession } from '../../../../main/core/store/sessions.ts';
import { openStore } from '../../../../main/core/store/store.ts';
import type { ToolEvent } from '../../../../shared/vocabulary/tool-calls.ts';
import { createSpillStore } from '../../../../main/core/tools/output/spill.ts';
import type { Approvals } from '../../../../main/core/tools/permission.ts';
import type { ApprovalRequest } from '../../../../shared/vocabulary/approvals.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { projectTurn } from '../../../helpers/project-turn.ts';

async function project() {
  const root = tempDir();
  const projectDir = join(root, 'project');
  const hooksDir = join(projectDir, '.claude', 'hooks');
  mkdirSync(hooksDir, { recursive: true });
  const guard = join(hooksDir, 'no-rm.sh');
  writeFileSync(guard, '#!/bin/bash\ninput=$(cat)\nif [[ "$input" == *\'"command":"rm \'* ]]; then echo "rm is not allowed here" >&2; exit 2; fi\nexit 0\n');
  chmodSync(guard, 0o755);
  const gate = join(hooksDir, 'gate.sh');
  writeFileSync(
    gate,
    [
      '#!/bin/bash',
      'input=$(cat)',
      'printf "%s" "$input" > "$CLAUDE_PROJECT_DIR/last-permission-request.json"',
      'decide() { printf \'{"hookSpecificOutput":{"hookEventName":"PermissionRequest","decision":{"behavior":"%s","message":"%s"}}}\' "$1" "$2"; }',
      'case "$input" in',
      '  *\'"command":"touch lint.txt"\'*) decide allow "lint is fine" ;;',
      '  *\'"command":"touch deploy.txt"\'*) decide deny "deploys go through CI" ;;',
      'esac',
      '',
    ].join('\n'),
  );
  chmodSync(gate, 0o755);
  writeFileSync(
    join(projectDir, '.claude', 'settings.json'),
    JSON.stringify({
      permissions: { allow: ['Bash(node --version)', 'Bash(rm *)'] },
      hooks: {
        PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: '"$CLAUDE_PROJECT_DIR"/.claude/hooks/no-rm.sh' }] }],
        PostToolUse: [{ matcher: 'Bash', hooks: [{ type: 'nonsense' }] }],
        PermissionRequest: [{ matcher: 'Bash', hooks: [{ type: 'command', command: '"$CLAUDE_PROJECT_DIR"/.claude/hooks/gate.sh' }] }],
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
  const dataDir = join(root, 'data');
  const session = await openSessionTools({ projectDir, dataDir, home: join(root, 'home'), spill: createSpillStore({ dir: toolOutputDir(dataDir) }), approvals });
  const executor = session.executorFor('s1');
  const turn = projectTurn(session, projectDir, 's1', 'm1');
  return { projectDir, session, executor, asked, turn };
}

describe('a session\'s tools opened with the project\'s Claude Code settings', () => {
  it('runs calls through hooks, rules, the person and grants, recording where each decision came from', async () => {
    const { session, executor, turn, asked, projectDir } = await project();
    const run = (command: string, id: string) => executor.run({ id, name: 'Bash', input: { command } }, turn);

    const version = await run('node --version', 'a');
    expect(version).toMatchObject({ status: 'success', decision: { behavior: 'allow', source: { kind: 'rule' } } });
    expect(version.content[0]).toMatchObject({ text: expect.stringContaining(process.version) });

    const blocked = await run('rm -rf build', 'b');
    expect(blocked).toMatchObject({ status: 'denied', decision: { source: { kind: 'hook', detail: expect.stringContaining('no-rm.sh') } } });
    expect(blocked.content[0]).toMatchObject({ text: expect.stringContaining('rm is not allowed here') });

    expect(await run('touch made.txt', 'c')).toMatchObject({ status: 'success', decision: { source: { kind: 'person', detail: 'allow always' } } });
    expect(existsSync(join(projectDir, 'made.txt'))).toBe(true);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ toolName: 'Bash', suggestions: ['Bash(touch made.txt)'] });
    const local = JSON.parse(readFileSync(join(projectDir, '.deft', 'settings.local.json'), 'utf8'));
    expect(local.permissions.allow).toEqual(['Bash(touch made.txt)']);
    expect(await run('touch made.txt', 'd')).toMatchObject({ status: 'success', decision: { source: { kind: 'grant' } } });
    expect(asked).toHaveLength(1);
    await session.close();
  });

  it('lets PermissionRequest hooks answer in place of the person, with Claude Code\'s suggestions on stdin', async () => {
    const { session, executor, turn, asked, projectDir } = await project();
    const run = (command: string, id: string) => executor.run({ id, name: 'Bash', input: { command } }, turn);
    expect(await run('touch lint.txt', 'a')).toMatchObject({ status: 'success', decision: { behavior: 'allow', source: { kind: 'hook', detail: expect.stringContaining('gate.sh') } } });
    const stdin = JSON.parse(readFileSync(join(projectDir, 'last-permission-request.json'), 'utf8'));
    expect(stdin).toMatchObject({
      hook_event_name: 'PermissionRequest',
      tool_name: 'Bash',
      tool_input: { command: 'touch lint.txt' },
      permission_suggestions: [{ type: 'addRules', rules: [{ toolName: 'Bash', ruleContent: 'touch lint.txt' }], behavior: 'allow', destination: 'localSettings' }],
    });
    const denied = await run('touch deploy.txt', 'b');
    expect(denied).toMatchObject({ status: 'denied', decision: { behavior: 'deny', source: { kind: 'hook' } } });
    expect(denied.content[0]).toMatchObject({ text: expect.stringContaining('deploys go through CI') });
    expect(asked).toEqual([]);
    await session.close();
  });

  it('offers the command tools of the settings and reports what it could not use', async () => {
    const { session, executor, turn } = await project();
    const outcome = await executor.run({ id: 'x', name: 'shout', input: { text: 'quiet' } }, turn);
    expect(outcome).toMatchObject({ status: 'success', content: [{ text: '{"TEXT":"QUIET"}' }] });
    expect(session.problems.join('\n')).toMatch(/settings\.json.*PostToolUse/s);
    await session.close();
  });
});

describe('the executor of a session given the store', () => {
  it("records each call on the message its turn names, before the call's events go on, and nothing for a turn that names none", async () => {
    const root = tempDir();
    const projectDir = join(root, 'project');
    const dataDir = join(root, 'data');
    mkdirSync(projectDir, { recursive: true });
    writeFileSync(join(projectDir, 'a.txt'), 'alpha\n');
    const store = openStore({ dataDir });
    const stored = createSession(store, { cwd: projectDir });
    const prompt = addMessage(store, stored.id, 'user');
    const response = addMessage(store, stored.id, 'assistant');
    const approvals: Approvals = { request: async () => ({ decision: 'deny' }) };
    const session = await openSessionTools({ projectDir, dataDir, home: join(root, 'home'), spill: createSpillStore({ dir: toolOutputDir(dataDir) }), approvals, store });
    const toolParts = () => loadSession(store, stored.id)!.messages.flatMap((message) => message.parts.filter((part) => part.kind === 'tool').map((part) => ({ message: message.id, ...part })));
    const seen: Array<[ToolEvent['type'], unknown]> = [];
    const executor = session.executorFor(stored.id, (event) => seen.push([event.type, toolParts().at(-1)?.state]));
    const turn = projectTurn(session, projectDir, stored.id, prompt.id);

    const outcomes = await executor.runTurn(
      [
        { id: 'read', name: 'Read', input: { file_path: 'a.txt' } },
        { id: 'write', name: 'Write', input: { file_path: 'b.txt', content: 'beta' } },
      ],
      { ...turn, recordOn: response.id },
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['success', 'denied']);
    expect(toolParts()).toMatchObject([
      { message: response.id, toolCallId: 'read', toolName: 'Read', state: 'success', input: { file_path: 'a.txt' } },
      { message: response.id, toolCallId: 'write', toolName: 'Write', state: 'denied', decision: { behavior: 'deny', source: { kind: 'person' } } },
    ]);
    expect(seen.slice(0, 3)).toEqual([
      ['started', 'pending'],
      ['running', 'running'],
      ['finished', 'success'],
    ]);

    await executor.run({ id: 'again', name: 'Read', input: { file_path: 'a.txt' } }, turn);
    expect(toolParts().map((part) => part.toolCallId)).toEqual(['read', 'write']);
    await session.close();
    store.close();
  });
});
