import { commandHelp } from '../help.ts';
import type { CliIo } from '../io.ts';
import { answerInitializeEarly, withoutAnswerTo, type EarlyStart } from '../acp/early-initialize.ts';
import { parseAcpOptions } from '../acp/options.ts';

/**
 * `deft acp`: Deft as an Agent Client Protocol agent on stdin and stdout, until the editor closes
 * stdin. stdout carries the protocol only: everything else (`console` included) goes to stderr.
 * The editor's `initialize` is answered before the SDK and the rest of Deft are loaded.
 */
export async function acpCommand(args: string[], io: CliIo): Promise<number> {
  const options = parseAcpOptions(args, io);
  if (options.help) {
    io.stdout(commandHelp.acp);
    return 0;
  }
  const log = (message: string) => io.stderr(`deft acp: ${message}\n`);
  console.log = console.info = console.debug = (...parts: unknown[]) => log(parts.map(String).join(' '));
  const input = io.stdin[Symbol.asyncIterator]();
  const early = await answerInitializeEarly(input, io.stdout);
  const [{ ndJsonStream }, { createAcpAgent }, { secretsFromEnv }] = await Promise.all([
    import('@agentclientprotocol/sdk'),
    import('../acp/acp-agent.ts'),
    import('../../core/settings/secrets.ts'),
  ]);
  const agent = createAcpAgent({ ...options, env: io.env, secrets: secretsFromEnv(io.env), log });
  const output = withoutAnswerTo(early.answeredId, io.stdout, log);
  const connection = agent.app.connect(ndJsonStream(writableOf(output.write), readableOf(early, output.answered, input)));
  await connection.closed;
  await agent.close();
  return 0;
}

function writableOf(write: (text: string) => void): WritableStream<Uint8Array> {
  const decoder = new TextDecoder();
  return new WritableStream({ write: (chunk) => write(decoder.decode(chunk, { stream: true })) });
}

/** The first line read already, then (once the SDK has answered it, if it was answered early) the rest of the input. */
function readableOf(early: EarlyStart, answered: Promise<void>, input: AsyncIterator<string | Buffer>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const firstLine = [...early.firstLine];
  const rest = [...early.rest];
  return new ReadableStream({
    async pull(controller) {
      const first = firstLine.shift();
      if (first) {
        controller.enqueue(first);
        return;
      }
      await answered;
      const more = rest.shift();
      if (more) {
        controller.enqueue(more);
        return;
      }
      const next = await input.next();
      if (next.done) controller.close();
      else controller.enqueue(typeof next.value === 'string' ? encoder.encode(next.value) : new Uint8Array(next.value));
    },
    async cancel() {
      await input.return?.();
    },
  });
}
