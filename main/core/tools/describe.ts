import type { AnyTool, DescriptionContext } from './tool.ts';

/** The model-facing description of a tool, in this context. */
export function describeTool(tool: AnyTool, context: DescriptionContext): string {
  return typeof tool.description === 'string' ? tool.description : tool.description(context);
}
