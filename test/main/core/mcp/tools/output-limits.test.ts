import { describe, expect, it } from 'vitest';
import { maxMcpOutputTokens, mcpOutputLimits } from '../../../../../main/core/mcp/tools/output-limits.ts';

describe('MCP output limits', () => {
  it('reads MAX_MCP_OUTPUT_TOKENS, falling back to 25,000 for a missing or unusable value', () => {
    expect(maxMcpOutputTokens({ MAX_MCP_OUTPUT_TOKENS: '5000' })).toBe(5000);
    expect(maxMcpOutputTokens({})).toBe(25_000);
    expect(maxMcpOutputTokens({ MAX_MCP_OUTPUT_TOKENS: 'lots' })).toBe(25_000);
    expect(maxMcpOutputTokens({ MAX_MCP_OUTPUT_TOKENS: '-3' })).toBe(25_000);
  });

  it("prefers the tool's maxResultSizeChars, never above 500,000 characters", () => {
    expect(mcpOutputLimits(undefined, 25_000)).toEqual({ maxChars: 100_000 });
    expect(mcpOutputLimits({ 'anthropic/maxResultSizeChars': 2_000 }, 25_000)).toEqual({ maxChars: 2_000 });
    expect(mcpOutputLimits({ 'anthropic/maxResultSizeChars': 9_000_000 }, 25_000)).toEqual({ maxChars: 500_000 });
    expect(mcpOutputLimits({ 'anthropic/maxResultSizeChars': 'big' }, 25_000)).toEqual({ maxChars: 100_000 });
  });
});
