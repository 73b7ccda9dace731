import { describe, expect, it } from 'vitest';
import { permissionsFor } from './engine-fixtures.ts';

/** `autoAllowBashIfSandboxed`: a sandboxed Bash call the rules would only ask about runs; nothing that decides before it changes. */
describe('a sandboxed Bash call', () => {
  const sandboxed = (setup: Parameters<typeof permissionsFor>[0], command: string) => {
    const fixture = permissionsFor(setup);
    const request = fixture.request('Bash', { command });
    return Promise.resolve(fixture.permissions.decide({ ...request, target: { ...request.target, sandboxed: true } }));
  };

  it('is allowed where the rules would ask, and asked about when it is not sandboxed', async () => {
    expect(await sandboxed({}, 'python3 -c "print(1)"')).toMatchObject({ behavior: 'allow', source: { kind: 'policy' } });
    expect(await permissionsFor({}).bash('python3 -c "print(1)"')).toMatchObject({ behavior: 'ask' });
  });

  it('still meets deny rules, ask rules, sensitive paths and protected paths first', async () => {
    const rules = { project: { permissions: { deny: ['Bash(rm:*)'], ask: ['Bash(git push:*)'] } } };
    expect(await sandboxed(rules, 'rm -rf build')).toMatchObject({ behavior: 'deny' });
    expect(await sandboxed(rules, 'git push origin main')).toMatchObject({ behavior: 'ask' });
    expect(await sandboxed({}, 'cat ~/.ssh/id_rsa')).toMatchObject({ behavior: 'deny' });
    expect(await sandboxed({}, 'echo x > .claude/settings.json')).toMatchObject({ behavior: 'ask' });
  });

  it('still asks about inline code when deny or ask rules limit Bash: the code could do what they refuse', async () => {
    const rules = { project: { permissions: { allow: ['Bash'], deny: ['Bash(rm:*)'] } } };
    const code = `python3 -c "import shutil; shutil.rmtree('victim')"`;
    expect(await sandboxed(rules, code)).toMatchObject({ behavior: 'ask' });
    expect(await sandboxed({}, code)).toMatchObject({ behavior: 'allow' });
  });

  it('still asks before a command names an .env file, which the sandbox does not hide: reading, copying or sourcing it', async () => {
    for (const command of ['cat .env', 'cp .env notes.txt', 'source .env.local', 'grep KEY sub/.env']) {
      expect(await sandboxed({}, command), command).toMatchObject({ behavior: 'ask' });
    }
    expect(await sandboxed({}, 'cat .env.example')).toMatchObject({ behavior: 'allow' });
  });

  it('is still denied in plan mode', async () => {
    expect(await sandboxed({ project: { permissions: { defaultMode: 'plan' } } }, 'touch x')).toMatchObject({ behavior: 'deny' });
  });
});
