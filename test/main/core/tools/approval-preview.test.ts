import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { defineTool, ToolError } from '../../../../main/core/tools/define.ts';
import type { PermissionService } from '../../../../main/core/tools/permission.ts';
import type { ApprovalRequest } from '../../../../shared/vocabulary/approvals.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { executorWith, textOf, turnContext } from './fixtures.ts';

function previewingTool(previews: string[]) {
  return defineTool({
    name: 'Change',
    description: 'Changes something.',
    input: z.strictObject({ what: z.string() }),
    preview: (input) => {
      previews.push(input.what);
      if (input.what === 'impossible') throw new ToolError('That change cannot be made.');
      return { diff: `-old\n+${input.what}\n` };
    },
    execute: (input) => `changed to ${input.what}`,
  });
}

const decide = (behavior: 'ask' | 'allow'): PermissionService => ({ decide: () => ({ behavior, source: { kind: 'default', detail: 'test' } }) });

describe('a tool preview', () => {
  it('travels with the approval request as its diff', async () => {
    const previews: string[] = [];
    const asked: ApprovalRequest[] = [];
    const { executor, events } = executorWith(tempDir(), {
      permissions: decide('ask'),
      approvals: { request: async (request) => (asked.push(request), { decision: 'allow', scope: 'once' }) },
    });
    const tool = previewingTool(previews);
    const outcome = await executor.run({ id: 'c1', name: 'Change', input: { what: 'new' } }, turnContext([tool]));
    expect(outcome.status).toBe('success');
    expect(asked[0].diff).toBe('-old\n+new\n');
    expect(events.find((event) => event.type === 'permission_asked')).toMatchObject({ request: { diff: '-old\n+new\n' } });
  });

  it('is not computed when nobody is asked', async () => {
    const previews: string[] = [];
    const { executor } = executorWith(tempDir(), { permissions: decide('allow') });
    await executor.run({ id: 'c1', name: 'Change', input: { what: 'new' } }, turnContext([previewingTool(previews)]));
    expect(previews).toEqual([]);
  });

  it('that fails ends the call with its message before anyone is asked', async () => {
    const asked: ApprovalRequest[] = [];
    const { executor } = executorWith(tempDir(), {
      permissions: decide('ask'),
      approvals: { request: async (request) => (asked.push(request), { decision: 'allow', scope: 'once' }) },
    });
    const outcome = await executor.run({ id: 'c1', name: 'Change', input: { what: 'impossible' } }, turnContext([previewingTool([])]));
    expect(outcome.status).toBe('error');
    expect(textOf(outcome)).toBe('That change cannot be made.');
    expect(asked).toEqual([]);
  });
});
