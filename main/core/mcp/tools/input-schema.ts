import { z } from 'zod';
import { errorMessage } from '../../common/errors.ts';

export type McpInputSchema = { input: z.ZodType; problem?: undefined } | { input: z.ZodType; problem: string };

/** The zod input of an MCP tool from its JSON Schema; one zod cannot take becomes a permissive object, with the reason. */
export function mcpInputSchema(jsonSchema: Record<string, unknown>): McpInputSchema {
  try {
    return { input: z.fromJSONSchema(jsonSchema as Parameters<typeof z.fromJSONSchema>[0]) };
  } catch (error) {
    return { input: z.looseObject({}), problem: errorMessage(error) };
  }
}
