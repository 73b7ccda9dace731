import { describe, expect, it } from 'vitest';
import { eventChannels, requestChannels } from '../../shared/ipc/channels.ts';
import { buildDeftApi, type Transport } from '../../preload/build-api.ts';

function recordingTransport() {
  const calls: Array<[string, unknown]> = [];
  const subscriptions: string[] = [];
  const transport: Transport = {
    invoke: async (channel, input) => {
      calls.push([channel, input]);
      return { ok: true, data: null };
    },
    subscribe: (event) => {
      subscriptions.push(event);
      return () => subscriptions.splice(subscriptions.indexOf(event), 1);
    },
  };
  return { calls, subscriptions, transport };
}

describe('buildDeftApi', () => {
  it('has one named method per request channel and nothing generic', async () => {
    const { calls, transport } = recordingTransport();
    const api = buildDeftApi({ requests: requestChannels, events: eventChannels }, transport);
    const methods = Object.entries(api).flatMap(([namespace, group]) =>
      typeof group === 'function' ? [namespace] : Object.keys(group).map((method) => `${namespace}.${method}`),
    );
    expect(methods.sort()).toEqual([...requestChannels, 'on'].sort());
    expect(api).not.toHaveProperty('invoke');
    await api.app.info();
    expect(calls).toEqual([['app.info', undefined]]);
  });

  it('subscribes to known events only and returns an unsubscribe', () => {
    const { subscriptions, transport } = recordingTransport();
    const api = buildDeftApi({ requests: requestChannels, events: eventChannels }, transport);
    const off = api.on('app.notice', () => {});
    expect(subscriptions).toEqual(['app.notice']);
    off();
    expect(subscriptions).toEqual([]);
    expect(() => api.on('ipc.anything' as 'app.notice', () => {})).toThrow(/Unknown event/);
  });
});
