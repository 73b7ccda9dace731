import { afterAll, beforeAll } from 'vitest';
import { createModelClient } from '../../../../../main/core/agent/model/client.ts';
import type { ProviderConfig } from '../../../../../main/core/agent/model/provider-config.ts';
import { ModelError, type ConversationMessage, type ModelEvent, type ModelRequest, type ToolDefinition } from '../../../../../main/core/agent/model/types.ts';
import { startLlmServer, type LlmServer } from '../../../../mocks/llm-server/index.ts';

/** The ways Deft talks to a model, each against the mock server. */
export const protocols = {
  anthropic: { provider: 'anthropic', model: 'claude-sonnet-4-5', apiKey: 'sk-ant-test' },
  'openai-responses': { provider: 'openai', api: 'responses', model: 'gpt-5', apiKey: 'sk-test' },
  'openai-chat': { provider: 'openai', api: 'chat', model: 'gpt-4.1', apiKey: 'sk-test' },
  ollama: { provider: 'ollama', model: 'qwen3:8b' },
  compatible: { provider: 'openai-compatible', model: 'deepseek-reasoner', apiKey: 'sk-compatible' },
} as const satisfies Record<string, Omit<ProviderConfig, 'baseUrl'>>;

export type Protocol = keyof typeof protocols;
export const protocolNames = Object.keys(protocols) as Protocol[];

/** A mock server for the tests of one file, with a fresh script per test. */
export function useLlmServer(): { readonly server: LlmServer; config(protocol: Protocol): ProviderConfig } {
  let server: LlmServer | undefined;
  beforeAll(async () => {
    server = await startLlmServer();
  });
  afterAll(() => server?.close());
  const running = () => {
    if (!server) throw new Error('The mock server has not started');
    return server;
  };
  return {
    get server() {
      return running();
    },
    config: (protocol) => ({ ...protocols[protocol], baseUrl: running().url }),
  };
}

export const readTool: ToolDefinition = {
  name: 'Read',
  description: 'Reads a file.',
  inputSchema: {
    type: 'object',
    properties: { file_path: { type: 'string' }, limit: { type: 'integer' } },
    required: ['file_path'],
    additionalProperties: false,
  },
};

export function userText(text: string): ConversationMessage {
  return { role: 'user', content: [{ type: 'text', text }] };
}

export function requestFor(config: ProviderConfig, messages: ConversationMessage[] = [userText('Hello')], extra: Partial<ModelRequest> = {}): ModelRequest {
  return { model: config.model, system: ['You are Deft.', 'Project notes.'], messages, tools: [readTool], ...extra };
}

export type Outcome = { events: ModelEvent[]; error?: ModelError };

/** Streams one request to the end and returns what came, and the error it ended with if any. */
export async function streamAll(config: ProviderConfig, request: ModelRequest, signal = new AbortController().signal): Promise<Outcome> {
  const events: ModelEvent[] = [];
  try {
    for await (const event of createModelClient(config).stream(request, signal)) events.push(event);
    return { events };
  } catch (error) {
    if (!(error instanceof ModelError)) throw error;
    return { events, error };
  }
}

export function textOf(events: readonly ModelEvent[], type: 'text-delta' | 'reasoning-delta' = 'text-delta'): string {
  return events.map((event) => (event.type === type ? event.delta : '')).join('');
}

export function finishOf(events: readonly ModelEvent[]): Extract<ModelEvent, { type: 'finish' }> | undefined {
  return events.find((event): event is Extract<ModelEvent, { type: 'finish' }> => event.type === 'finish');
}

export function toolCallsOf(events: readonly ModelEvent[]): Array<Extract<ModelEvent, { type: 'tool-call' }>> {
  return events.filter((event): event is Extract<ModelEvent, { type: 'tool-call' }> => event.type === 'tool-call');
}

/** The JSON body of the server's most recent request. */
export function lastBody(server: LlmServer): Record<string, unknown> {
  return server.requests.at(-1)?.body as Record<string, unknown>;
}
