import { describe, it } from 'vitest';
import { fuzzOver, payloadCount } from '../ipc/fuzz-run.ts';
import { connect, servedCore } from './web-server.ts';

/** The frame text of a request, or a frame broken where JSON cannot carry the payload (a BigInt, nesting past what it writes). */
function frameText(id: number, channel: string, payload: unknown): { text: string; answeredAs: number | null } {
  try {
    return { text: JSON.stringify({ id, channel, input: payload }), answeredAs: id };
  } catch {
    return { text: `{"id":${id},"channel":${JSON.stringify(channel)},"input":${String(payload).slice(0, 100)}`, answeredAs: null };
  }
}

describe('IPC fuzzing over the deft web socket', () => {
  it(`answers the same ${payloadCount} payloads sent as frames without a crash or a change of state`, { timeout: 600_000 }, () =>
    fuzzOver({
      name: 'WebSocket',
      wire: (payload) => (JSON.parse(JSON.stringify({ input: payload })) as { input?: unknown }).input,
      async open({ core }) {
        const { server, token } = await servedCore(core);
        const ipc = await connect(server, { token, headers: { origin: server.origin } });
        let id = 0;
        return async (channel, payload) => {
          const frame = frameText(id++, channel, payload);
          return (await ipc.sendRaw(frame.text, frame.answeredAs)).result;
        };
      },
    }));
});
