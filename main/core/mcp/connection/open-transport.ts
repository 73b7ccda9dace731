import { resolve } from 'node:path';
import type { OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { Confinement } from '../../common/process/confine.ts';
import { childEnvironment } from '../../common/process/launch.ts';
import type { McpRemoteConfig, McpStdioConfig } from '../config/types.ts';
import type { StderrLog } from './stderr-log.ts';

export interface StdioTransportOptions {
  projectDir: string;
  /** The process environment with the settings' `env` over it. */
  env: Readonly<Record<string, string | undefined>>;
  log: StderrLog;
  /** Where stdio servers run: the session's sandbox when its settings put MCP servers in it, else `noConfinement`. */
  confinement: Confinement;
}

/**
 * The server's process: started in the project (or its `cwd`), its stderr kept in the log. The SDK's
 * transport spawns it (it owns the pipes' framing); the program is the one its confinement made, and
 * its environment comes from the launcher's seam.
 */
export async function stdioTransport(config: McpStdioConfig, { projectDir, env, log, confinement }: StdioTransportOptions): Promise<Transport> {
  const { StdioClientTransport } = await import('@modelcontextprotocol/sdk/client/stdio.js');
  const childEnv = childEnvironment({ base: env, add: { ...config.env, CLAUDE_PROJECT_DIR: projectDir } });
  const cwd = config.cwd === undefined ? projectDir : resolve(projectDir, config.cwd);
  const program = await confinement.confine({ file: config.command, args: config.args ?? [] }, { cwd });
  const transport = new StdioClientTransport({
    command: program.file,
    args: [...program.args],
    cwd,
    env: Object.fromEntries(Object.entries(childEnv).filter((pair): pair is [string, string] => pair[1] !== undefined)),
    stderr: 'pipe',
  });
  transport.stderr?.on('data', (chunk: Buffer) => log.append(chunk.toString('utf8')));
  const close = transport.close.bind(transport);
  transport.close = async () => {
    await close();
    program.release();
  };
  return transport;
}

export async function streamableHttpTransport(config: McpRemoteConfig, authProvider?: OAuthClientProvider): Promise<Transport> {
  const { StreamableHTTPClientTransport } = await import('@modelcontextprotocol/sdk/client/streamableHttp.js');
  return new StreamableHTTPClientTransport(new URL(config.url), { requestInit: { headers: config.headers }, authProvider });
}

export async function sseTransport(config: McpRemoteConfig, authProvider?: OAuthClientProvider): Promise<Transport> {
  const { SSEClientTransport } = await import('@modelcontextprotocol/sdk/client/sse.js');
  return new SSEClientTransport(new URL(config.url), { requestInit: { headers: config.headers }, authProvider });
}
