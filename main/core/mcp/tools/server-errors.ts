import { ToolError } from '../../tools/define.ts';
import { errorMessage } from '../../common/errors.ts';

// JSON-RPC codes of the SDK's ErrorCode, kept here so this module does not load the SDK's schemas.
const connectionClosed = -32000;
const requestTimeout = -32001;

/** A failed request to a server as a ToolError the model can act on. */
export function serverCallError(server: string, error: unknown, downMessage: string): ToolError {
  const code = (error as { code?: unknown }).code;
  const message = errorMessage(error);
  if (code === connectionClosed || /not connected/i.test(message)) return new ToolError(downMessage);
  if (code === requestTimeout) return new ToolError(`The MCP server "${server}" did not answer in time.`);
  return new ToolError(`The MCP server "${server}" answered with an error: ${message}`);
}
