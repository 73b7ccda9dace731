import type { ModelRequest } from '../types.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every provider wants a tool call's input back as a JSON object. A call kept as the text the model
 * wrote is parsed; one that is not an object (malformed JSON, an array) goes back as `{}`, its tool
 * result having told the model what was wrong.
 */
export function objectToolInputs(request: ModelRequest): ModelRequest {
  return {
    ...request,
    messages: request.messages.map((message) =>
      message.role !== 'assistant'
        ? message
        : { ...message, content: message.content.map((part) => (part.type === 'tool-call' ? { ...part, input: asObject(part.input) } : part)) },
    ),
  };
}

function asObject(input: unknown): Record<string, unknown> {
  if (isObject(input)) return input;
  if (typeof input !== 'string') return {};
  try {
    const parsed: unknown = JSON.parse(input);
    return isObject(parsed) ? parsed : {};
  } catch {
    return {};
  }
}
