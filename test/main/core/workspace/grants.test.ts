import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { workspaceSetup } from './setup.ts';

describe('grants', () => {
  function withGrants() {
    const setup = workspaceSetup();
    const dir = setup.project();
    mkdirSync(join(dir, '.deft'));
    const file = join(dir, '.deft', 'settings.local.json');
    writeFileSync(file, JSON.stringify({ permissions: { allow: ['Bash(npm test)', 'Read'], deny: ['Bash(rm:*)'] } }, null, 2));
    return { ...setup, dir, file };
  }

  it('lists the project grants: the allow rules of the local settings file', async () => {
    const { call, dir, file } = withGrants();
    expect(await call('grants.list', { projectPath: dir })).toEqual([
      { scope: 'project', rule: 'Bash(npm test)', file },
      { scope: 'project', rule: 'Read', file },
    ]);
  });

  it('revokes a grant from its file and nothing else', async () => {
    const { call, dir, file } = withGrants();
    expect(await call('grants.revoke', { projectPath: dir, grant: { scope: 'project', rule: 'Read' } })).toBeNull();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ permissions: { allow: ['Bash(npm test)'], deny: ['Bash(rm:*)'] } });
    expect((await call('grants.list', { projectPath: dir })).map((grant) => grant.rule)).toEqual(['Bash(npm test)']);
  });

  it('refuses grants that are not listed, and never takes a file from the caller', async () => {
    const { failure, dir, root } = withGrants();
    expect(await failure('grants.revoke', { projectPath: dir, grant: { scope: 'project', rule: 'Write' } })).toContain('No project grant "Write"');
    expect(await failure('grants.revoke', { projectPath: dir, grant: { scope: 'session', rule: 'Read', sessionId: 's1' } })).toContain('No session grant');
    const other = join(root, 'other.json');
    writeFileSync(other, '{"permissions":{"allow":["Read"]}}');
    const message = await failure('grants.revoke', { projectPath: dir, grant: { scope: 'project', rule: 'Read', file: other } });
    expect(message).toContain('Invalid input');
    expect(readFileSync(other, 'utf8')).toBe('{"permissions":{"allow":["Read"]}}');
  });
});
