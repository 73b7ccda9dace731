import { describe, expect, it } from 'vitest';
import { mcpToolName, normaliseMcpName } from '../../../../../main/core/mcp/tools/names.ts';

describe('MCP tool names', () => {
  it('joins server and tool with double underscores, replacing characters outside [A-Za-z0-9_-]', () => {
    expect(mcpToolName('git hub', 'create.issue')).toBe('mcp__git_hub__create_issue');
    expect(normaliseMcpName('my-server_2')).toBe('my-server_2');
    expect(normaliseMcpName('ünï côde')).toBe('_n__c_de');
  });

  it('shortens a name over 64 characters the same way every time, keeping different names apart', () => {
    const long = mcpToolName('a-server-with-a-rather-long-name', 'and_a_tool_whose_name_goes_on_and_on_and_on');
    expect(long).toHaveLength(64);
    expect(long).toMatch(/^mcp__a-server-with-a-rather-long-name__and_a_tool_.*_[0-9a-f]{8}$/);
    expect(mcpToolName('a-server-with-a-rather-long-name', 'and_a_tool_whose_name_goes_on_and_on_and_on')).toBe(long);
    expect(mcpToolName('a-server-with-a-rather-long-name', 'and_a_tool_whose_name_goes_on_and_on_and_ox')).not.toBe(long);
  });

  it('leaves a name of exactly 64 characters whole', () => {
    const tool = 'x'.repeat(64 - 'mcp__s__'.length);
    expect(mcpToolName('s', tool)).toBe(`mcp__s__${tool}`);
  });
});
