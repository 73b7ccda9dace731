import type { AgentContext, ClientCapabilities } from '@agentclientprotocol/sdk';
import type { EditorFiles } from '../../core/builtins/files/editor-files.ts';

/**
 * The editor's `fs/read_text_file` and `fs/write_text_file`, each only when the client advertised
 * it; undefined when it offers neither (Deft reads and writes the disk itself). The calls are made
 * in the ACP session, whichever of its agents (a sub-agent too) the tool call belongs to.
 */
export function clientFiles(client: AgentContext, capabilities: ClientCapabilities, acpSessionId: () => string): EditorFiles | undefined {
  const { readTextFile, writeTextFile } = capabilities.fs ?? {};
  if (!readTextFile && !writeTextFile) return undefined;
  return {
    ...(readTextFile && {
      async readText(_sessionId: string, path: string, signal: AbortSignal) {
        const { content } = await client.request('fs/read_text_file', { sessionId: acpSessionId(), path }, { cancellationSignal: signal });
        return content;
      },
    }),
    ...(writeTextFile && {
      async writeText(_sessionId: string, path: string, content: string) {
        await client.request('fs/write_text_file', { sessionId: acpSessionId(), path, content });
      },
    }),
  };
}
