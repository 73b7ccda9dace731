import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { acpProject, startAcp } from './acp-process.ts';

/** A tiny deterministic generator, so a failure can be replayed. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  return { next, pick };
}

const methods = ['session/new', 'session/load', 'session/list', 'session/prompt', 'session/set_mode', 'session/cancel', 'session/close', 'session/set_config_option', 'authenticate', 'initialize', 'nope', ''];
const values: unknown[] = [null, 0, -1, 1e308, '', 'x'.repeat(300), [], {}, true, { cwd: 'relative' }, { cwd: '/' }, { sessionId: 42 }, { prompt: [{ type: 'image', data: '!!' }] }];

/** One malformed message: broken JSON, wrong envelopes, unknown methods, params of the wrong shape. */
function malformed(random: ReturnType<typeof generator>, index: number): string {
  const id = random.pick([index, `s${index}`, null, {}, [], 1.5]);
  switch (Math.floor(random.next() * 8)) {
    case 0:
      return '{"jsonrpc":"2.0","id":' + index + ',"method":"session/new","params":{"cwd":';
    case 1:
      return random.pick(['[]', '[1,2]', '"text"', '42', 'null', '{}', '{"jsonrpc":"1.0"}', '\u0000\u0001', 'not json']);
    case 2:
      return JSON.stringify({ jsonrpc: '2.0', id, method: random.pick(methods), params: random.pick(values) });
    case 3:
      return JSON.stringify({ jsonrpc: '2.0', method: random.pick(methods), params: random.pick(values) });
    case 4:
      return JSON.stringify({ jsonrpc: '2.0', id, result: random.pick(values) });
    case 5:
      return JSON.stringify({ jsonrpc: '2.0', id, error: { code: 'x', message: random.pick(values) } });
    case 6:
      return JSON.stringify({ id, method: random.pick(methods) });
    default:
      return JSON.stringify({ jsonrpc: '2.0', id, method: 'session/prompt', params: { sessionId: random.pick(['', 'x', index]), prompt: random.pick(values) } });
  }
}

/** Every file of a folder with its size and modification time. */
function snapshot(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isFile())
    .map((path) => `${path}:${statSync(path).size}:${statSync(path).mtimeMs}`)
    .sort();
}

describe('deft acp under malformed input', () => {
  it(
    'survives 10,000 malformed JSON-RPC messages on stdin: it answers after them, and the store is unchanged',
    async () => {
      // The agent's answers to messages that were never requests reach this client, which says so on the console.
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const project = await acpProject([]);
      const editor = startAcp(project);
      await editor.initialize();
      await editor.agent.request('session/list', {});
      const before = snapshot(project.dataDir);
      const random = generator(21);
      const lines = Array.from({ length: 10_000 }, (_, index) => malformed(random, index + 1000)).join('\n') + '\n';
      await new Promise<void>((resolve, reject) => editor.child.stdin!.write(lines, (error) => (error ? reject(error) : resolve())));
      const listed = await editor.agent.request('session/list', {});
      expect(listed.sessions).toEqual([]);
      expect(editor.child.exitCode).toBeNull();
      expect(snapshot(project.dataDir)).toEqual(before);
      expect(await editor.close()).toBe(0);
    },
    180_000,
  );
});
