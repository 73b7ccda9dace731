import { describe, expect, it } from 'vitest';
import { routerHarness } from '../conversations/router-harness.ts';

const runTests = (id: string) => ({ toolCalls: [{ id, name: 'Bash', input: { command: 'touch made.txt' } }] });

describe('grants channels', () => {
  it('list and revoke the grants a person gave an open conversation for its session', async () => {
    const h = await routerHarness([runTests('toolu_1'), { text: 'Ran them.' }, runTests('toolu_2'), { text: 'Again.' }, runTests('toolu_3'), { text: 'Asked.' }]);
    const session = await h.ok('sessions.create', { projectPath: h.projectDir });
    const turn = async (prompt: string, answer?: 'session' | 'deny') => {
      const since = h.emitted.length;
      const idle = h.event('chat.status', (status) => status.sessionId === session.id && status.status === 'idle', since);
      await h.ok('chat.send', { sessionId: session.id, prompt });
      if (answer) {
        const asked = await h.event('approvals.asked', () => true, since);
        await h.ok('approvals.respond', {
          id: asked.id,
          answer: answer === 'session' ? { decision: 'allow', scope: 'session', rules: asked.suggestions } : { decision: 'deny' },
        });
      }
      await idle;
    };

    await turn('Run the tests', 'session');
    const granted = await h.ok('grants.list', { projectPath: h.projectDir, sessionId: session.id });
    expect(granted).toEqual([{ scope: 'session', rule: expect.stringMatching(/^Bash\(touch/), sessionId: session.id }]);

    const asksBefore = h.emitted.filter((entry) => entry.channel === 'approvals.asked').length;
    await turn('Run them again');
    expect(h.emitted.filter((entry) => entry.channel === 'approvals.asked')).toHaveLength(asksBefore);

    await h.ok('grants.revoke', { projectPath: h.projectDir, grant: { scope: 'session', rule: granted[0].rule, sessionId: session.id } });
    expect(await h.ok('grants.list', { projectPath: h.projectDir, sessionId: session.id })).toEqual([]);
    await turn('And once more', 'deny');
  });
});
