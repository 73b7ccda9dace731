import { describe, expect, it } from 'vitest';
import { actionsFor, statusLooks } from '../../../renderer/src/features/settings/mcp-actions.ts';

describe('the buttons of an MCP server row', () => {
  it('asks for an answer while a project server waits', () => {
    expect(actionsFor({ status: 'pending-approval', scope: 'project' })).toEqual(['approve', 'refuse']);
  });

  it('offers no button for a server that is off: its switch turns it on', () => {
    expect(actionsFor({ status: 'disabled', scope: 'project' })).toEqual([]);
    expect(actionsFor({ status: 'disabled', scope: 'user' })).toEqual([]);
  });

  it('offers sign-in to a server that needs it, and a restart otherwise', () => {
    expect(actionsFor({ status: 'needs-auth', scope: 'user' })).toEqual(['signIn', 'restart']);
    for (const status of ['connecting', 'connected', 'failed'] as const) expect(actionsFor({ status, scope: 'local' })).toEqual(['restart']);
  });

  it('gives failed and connected a different colour and symbol', () => {
    expect(statusLooks.failed.tone).not.toBe(statusLooks.connected.tone);
    expect(statusLooks.failed.icon).not.toBe(statusLooks.connected.icon);
  });
});
