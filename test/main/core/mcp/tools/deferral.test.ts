import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applyMcpDeferral, fixedDeferThresholdTokens, shouldDeferMcpTools, toolPromptTokens } from '../../../../../main/core/mcp/tools/deferral.ts';
import { defineTool } from '../../../../../main/core/tools/define.ts';
import type { AnyTool } from '../../../../../main/core/tools/tool.ts';

function toolWithFields(name: string, fields: number, description = `The ${name} tool.`): AnyTool {
  const shape = Object.fromEntries(Array.from({ length: fields }, (_, index) => [`field_${index}`, z.string().describe(`The ${index}th field of ${name}`)]));
  return defineTool({ name, description, input: z.object(shape), execute: () => 'ok' });
}

describe('deferring MCP tools', () => {
  it('leaves small tool sets in the prompt', () => {
    const tools = [toolWithFields('mcp__a__one', 2), toolWithFields('mcp__a__two', 2)];
    expect(toolPromptTokens(tools)).toBeLessThan(200);
    expect(shouldDeferMcpTools(tools, 200_000)).toBe(false);
    expect(shouldDeferMcpTools(tools)).toBe(false);
  });

  it('defers them when their schemas pass a tenth of the context window', () => {
    const tools = Array.from({ length: 20 }, (_, index) => toolWithFields(`mcp__big__tool_${index}`, 40));
    const tokens = toolPromptTokens(tools);
    expect(shouldDeferMcpTools(tools, tokens * 10 - 10)).toBe(true);
    expect(shouldDeferMcpTools(tools, tokens * 10 + 10)).toBe(false);
  });

  it('uses a fixed threshold when the window is unknown, and marks every tool', () => {
    const tools = Array.from({ length: 5 }, (_, index) => toolWithFields(`mcp__big__tool_${index}`, 2, 'Explains at length. '.repeat(1000)));
    expect(toolPromptTokens(tools)).toBeGreaterThan(fixedDeferThresholdTokens);
    expect(applyMcpDeferral(tools)).toBe(true);
    expect(tools.every((tool) => tool.defer)).toBe(true);
    expect(applyMcpDeferral(tools.slice(0, 1))).toBe(false);
    expect(tools[0].defer).toBe(false);
  });
});
