/**
 * What a tool file gets when it imports `deft`: the same `defineTool`, `ToolError` and `z` Deft
 * uses, so its schemas and errors are Deft's own.
 */
export { defineTool, ToolError } from '../../tools/define.ts';
export { z } from 'zod';
export type { ToolContext, ToolSpec, ResultContent, PermissionTarget } from '../../tools/tool.ts';
