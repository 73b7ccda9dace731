import { ndJsonStream } from '@agentclientprotocol/sdk';
import { secretsFromEnv } from '../../core/settings/secrets.ts';
import { commandHelp } from '../help.ts';
import type { CliInput, CliIo } from '../io.ts';
import { createAcpAgent } from '../acp/acp-agent.ts';
import { parseAcpOptions } from '../acp/options.ts';

/**
 * `deft acp`: Deft as an Agent Client Protocol agent on stdin and stdout, until the editor closes
 * stdin. stdout carries the protocol only: everything else (`console` included) goes to stderr.
 */
export async function acpCommand(args: string[], io: CliIo): Promise<number> {
  const options = parseAcpOptions(args, io);
  if (options.help) {
    io.stdout(commandHelp.acp);
    return 0;
  }
  const log = (message: string) => io.stderr(`deft acp: ${message}\n`);
  console.log = console.info = console.debug = (...parts: unknown[]) => log(parts.map(String).join(' '));
  const agent = createAcpAgent({ ...options, env: io.env, secrets: secretsFromEnv(io.env), log });
  const connection = agent.app.connect(ndJsonStream(writableOf(io), readableOf(io.stdin)));
  await connection.closed;
  await agent.close();
  return 0;
}

function writableOf(io: CliIo): WritableStream<Uint8Array> {
  const decoder = new TextDecoder();
  return new WritableStream({ write: (chunk) => void io.stdout(decoder.decode(chunk, { stream: true })) });
}

function readableOf(input: CliInput): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = input[Symbol.asyncIterator]();
  return new ReadableStream({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(typeof next.value === 'string' ? encoder.encode(next.value) : new Uint8Array(next.value));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
