import type { AgentContext, ClientCapabilities, CreateTerminalRequest } from '@agentclientprotocol/sdk';
import type { EditorTerminals } from '../../core/builtins/foreground/editor-terminals.ts';

/**
 * The editor's `terminal/*`, when the client advertised `terminal`; undefined otherwise (Bash runs
 * on Deft's own PTY). The calls are made in the ACP session, whichever of its agents (a sub-agent
 * too) runs the command.
 */
export function clientTerminals(client: AgentContext, capabilities: ClientCapabilities, acpSessionId: () => string): EditorTerminals | undefined {
  if (capabilities.terminal !== true) return undefined;
  return {
    async create(start) {
      const env = Object.entries(start.env).map(([name, value]) => ({ name, value }));
      const params: CreateTerminalRequest = { sessionId: acpSessionId(), command: start.command, args: [...start.args], env, cwd: start.cwd, outputByteLimit: start.outputByteLimit };
      const { terminalId } = await client.request('terminal/create', params);
      return terminalId;
    },
    async waitForExit(terminalId, signal) {
      const waiting = client.request('terminal/wait_for_exit', { sessionId: acpSessionId(), terminalId }, { cancellationSignal: signal });
      const { exitCode, signal: endedBy } = await untilAborted(waiting, signal);
      return { exitCode: exitCode ?? null, signal: endedBy ?? null };
    },
    async output(terminalId) {
      const { output, truncated } = await client.request('terminal/output', { sessionId: acpSessionId(), terminalId });
      return { output, truncated };
    },
    async kill(terminalId) {
      await client.request('terminal/kill', { sessionId: acpSessionId(), terminalId });
    },
    async release(terminalId) {
      await client.request('terminal/release', { sessionId: acpSessionId(), terminalId });
    },
  };
}

/** The request's answer, or its rejection once `signal` aborts: a client need not answer a cancelled request. */
function untilAborted<T>(request: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    request.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
