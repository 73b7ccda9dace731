import { ServiceError } from '../../services/http/service-error.ts';
import { ToolError } from '../../tools/define.ts';

/** A cloud service's failure as the model reads it; anything else (a cancellation, a bug) unchanged. */
export function asToolError(error: unknown): unknown {
  return error instanceof ServiceError ? new ToolError(error.message, { cause: error }) : error;
}
