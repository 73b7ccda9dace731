import type { z } from 'zod';
import type { Tool, ToolSpec } from './tool.ts';

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
