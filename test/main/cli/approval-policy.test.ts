import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { headlessApprovals, headlessApprover } from '../../../main/cli/approval-policy.ts';
import type { ToolCallRequest } from '../../../main/core/tools/tool-call.ts';
import type { ApprovalRequest } from '../../../shared/vocabulary/approvals.ts';
import { askChoice, readNotes, runHeadlessCalls, runTests } from './headless-calls.ts';

const textOf = (outcome: { content: Array<{ type: string; text?: string }> }) => outcome.content.map((part) => part.text ?? '').join('\n');

describe("deft run's approval policy", () => {
  it('denies a call that needs approval, telling the model the rule that would allow it and how the person can grant it', async () => {
    const { events, outcomes } = await runHeadlessCalls([readNotes, runTests]);
    expect(outcomes[0].status).toBe('success');
    const denied = outcomes[1];
    expect(denied.status).toBe('denied');
    expect(denied.decision).toEqual({ behavior: 'deny', source: headlessApprover });
    const asked = events.find((event) => event.type === 'permission_asked');
    const rules = asked?.type === 'permission_asked' ? (asked.request.suggestions ?? []) : [];
    expect(rules).toHaveLength(1);
    expect(rules[0]).toMatch(/^Bash\(npm test/);
    const message = textOf(denied);
    expect(message).toContain('headless run');
    expect(message).toContain(`The rule that would allow it: ${rules[0]}.`);
    expect(message).toContain(`--allowed-tools '${rules[0]}'`);
    expect(message).toContain(`${JSON.stringify(rules[0])} to permissions.allow in .deft/settings.local.json`);
    expect(events).toContainEqual({ type: 'permission_answered', toolCallId: runTests.id, answer: { decision: 'deny', message: expect.any(String), source: headlessApprover } });
  });

  it('says why a call the rules cannot allow needs the person, instead of pointing at a rule the settings already have', async () => {
    const evaluated: ToolCallRequest = { id: 'call-eval', name: 'Bash', input: { command: 'eval "$CMD"' } };
    const outside: ToolCallRequest = { id: 'call-out', name: 'Bash', input: { command: 'npm test > ../elsewhere.txt' } };
    const { events, outcomes } = await runHeadlessCalls([evaluated, outside], { permissions: { allow: ['Bash(eval:*)', 'Bash(npm test:*)'] } });
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['denied', 'denied']);
    const message = textOf(outcomes[0]);
    expect(message).toContain('It needs the person because eval runs a string that is only known when the command runs.');
    expect(message).toContain('No permission rule can allow it');
    expect(message).not.toContain('No rule would allow');
    expect(message).not.toContain('--allowed-tools');
    const asked = events.flatMap((event) => (event.type === 'permission_asked' ? [event.request] : []));
    expect(asked[0].parts?.[0]).toMatchObject({ verdict: 'ask', risk: 'opaque' });
    expect(textOf(outcomes[1])).toContain('It needs the person because writes outside the project: ../elsewhere.txt.');
    expect(asked[1].parts?.map((part) => [part.label, part.verdict, part.risk])).toEqual([
      ['../elsewhere.txt', 'ask', 'outside'],
      ['npm test', 'allow', 'execute'],
    ]);
  });

  it('declines questions and tells the model to go on by its own judgement', async () => {
    const { outcomes } = await runHeadlessCalls([askChoice]);
    expect(outcomes[0].status).toBe('error');
    expect(textOf(outcomes[0])).toContain('nobody is there to answer questions');
    expect(textOf(outcomes[0])).toContain('proceed on your best judgement');
  });

  it('names every rule of a compound call, quoted for the shell, and the tool when no rule fits', async () => {
    const request: ApprovalRequest = {
      id: 'a1',
      kind: 'permission',
      title: 'Running a compound command',
      suggestions: ['Bash(npm test:*)', "Bash(echo 'it''s':*)"],
      sessionId: 's',
      toolCallId: 't',
      toolName: 'Bash',
      input: {},
    };
    const answer = await headlessApprovals.request(request, new AbortController().signal);
    expect(answer).toMatchObject({ decision: 'deny' });
    const message = answer.decision === 'deny' ? (answer.message ?? '') : '';
    expect(message).toContain("The rules that would allow it: Bash(npm test:*), Bash(echo 'it''s':*).");
    const flags = /running deft again with (.*), or by adding/.exec(message)?.[1] ?? '';
    const words = spawnSync('bash', ['-c', `printf '%s\\n' ${flags}`], { encoding: 'utf8' }).stdout;
    expect(words).toBe(`--allowed-tools\nBash(npm test:*)\n--allowed-tools\nBash(echo 'it''s':*)\n`);

    const bare = await headlessApprovals.request({ ...request, suggestions: undefined, toolName: 'Write' }, new AbortController().signal);
    expect(bare).toMatchObject({ decision: 'deny', message: expect.stringContaining('can allow Write with --allowed-tools') });
  });
});
