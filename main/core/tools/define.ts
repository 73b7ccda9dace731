import type { z } from 'zod';
import type { DescriptionContext, Tool, ToolContext, ToolSpec, ToolTraits } from './tool.ts';

/** Declares a tool with safe defaults: enabled, not read-only, not concurrency-safe, not destructive, not deferred. */
export function defineTool<S extends z.ZodType, O>(spec: ToolSpec<S, O>): Tool<S, O> {
  return {
    aliases: [],
    enabled: true,
    readOnly: false,
    concurrencySafe: false,
    destructive: false,
    defer: false,
    requires: [],
    ...spec,
  };
}

/** A failure the model should read as the tool's answer; thrown from `execute` or `validate`. */
export class ToolError extends Error {
  override name = 'ToolError';
}

/** The model-facing description of a tool, in this context. */
export function describeTool(tool: Pick<ToolTraits, 'description'>, context: DescriptionContext): string {
  return typeof tool.description === 'string' ? tool.description : tool.description(context);
}

/** Whether the turn's model accepts images: it does unless its capabilities say otherwise. */
export function acceptsImages(context: Pick<ToolContext, 'modelCapabilities'>): boolean {
  return context.modelCapabilities?.includes('images') ?? true;
}
