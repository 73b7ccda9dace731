import { describe, expect, it } from 'vitest';
import { actionsFor } from '../../../renderer/src/features/settings/mcp-actions.ts';

describe('the buttons of an MCP server row', () => {
  it('asks for an answer while a project server waits, and offers approval again once refused', () => {
    expect(actionsFor({ status: 'pending-approval', scope: 'project' })).toEqual(['approve', 'refuse']);
    expect(actionsFor({ status: 'disabled', scope: 'project' })).toEqual(['approve']);
  });

  it('offers nothing for a server disabled by settings outside the project', () => {
    expect(actionsFor({ status: 'disabled', scope: 'user' })).toEqual([]);
  });

  it('offers sign-in to a server that needs it, and a restart otherwise', () => {
    expect(actionsFor({ status: 'needs-auth', scope: 'user' })).toEqual(['signIn', 'restart']);
    for (const status of ['connecting', 'connected', 'failed'] as const) expect(actionsFor({ status, scope: 'local' })).toEqual(['restart']);
  });
});
