/**
 * What a tool file gets when it imports `deft`: the same `defineTool`, `ToolError` and `z` Deft
 * uses, so its schemas and errors are Deft's own.
 */
export { defineTool, ToolError } from '../../tools/define.ts';
export { z } from 'zod';
export type { ToolContext, ToolSpec, PermissionTarget } from '../../tools/tool.ts';
export type { ResultContent } from '../../../../shared/vocabulary/tool-calls.ts';
