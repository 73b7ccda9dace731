import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PROTOCOL_VERSION } from '@agentclientprotocol/sdk';
import { describe, expect, it, onTestFinished } from 'vitest';
import { answerInitializeEarly, withoutAnswerTo } from '../../../../main/cli/acp/early-initialize.ts';
import { initializeResponse, protocolVersion } from '../../../../main/cli/acp/initialize.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { until } from './acp-process.ts';

const root = join(import.meta.dirname, '../../../..');
const line = (message: object) => `${JSON.stringify(message)}\n`;
const initialize = (id: string | number, params: unknown = { protocolVersion: 1, clientCapabilities: {} }) => line({ jsonrpc: '2.0', id, method: 'initialize', params });

async function* chunks(...parts: Array<string | Buffer>) {
  yield* parts;
}

async function early(...parts: Array<string | Buffer>) {
  const written: string[] = [];
  const start = await answerInitializeEarly(chunks(...parts), (text) => written.push(text));
  return { ...start, written, bytes: Buffer.concat([...start.firstLine, ...start.rest]).toString('utf8') };
}

describe('initialize answered before the SDK is loaded', () => {
  it('answers an initialize split across chunks, and keeps every byte read for the SDK', async () => {
    const rest = line({ jsonrpc: '2.0', id: 2, method: 'session/list', params: {} });
    const text = initialize(7) + rest;
    const result = await early(text.slice(0, 10), Buffer.from(text.slice(10, 40)), text.slice(40));
    expect(result.answeredId).toBe(7);
    expect(result.written.map((out) => JSON.parse(out))).toEqual([{ jsonrpc: '2.0', id: 7, result: JSON.parse(JSON.stringify(initializeResponse)) }]);
    expect(result.bytes).toBe(text);
    expect(Buffer.concat(result.firstLine).toString('utf8')).toBe(initialize(7));
  });

  it('leaves to the SDK a first line that is not an initialize it accepts', async () => {
    const firsts = [
      line({ jsonrpc: '2.0', id: 1, method: 'session/list', params: {} }),
      initialize(1, { protocolVersion: 1.5 }),
      initialize(1, { protocolVersion: 70_000 }),
      initialize(1, null),
      initialize(1.5),
      line({ jsonrpc: '2.0', method: 'initialize', params: { protocolVersion: 1 } }),
      line({ id: 1, method: 'initialize', params: { protocolVersion: 1 } }),
      '{"jsonrpc":"2.0","id":1,"method":"initialize"\n',
    ];
    for (const first of firsts) {
      const result = await early(first);
      expect(result.answeredId, first).toBeUndefined();
      expect(result.written, first).toEqual([]);
      expect(result.bytes).toBe(first);
    }
    const endless = await early(...Array.from({ length: 100 }, () => 'x'.repeat(1024)), initialize(1));
    expect(endless.written).toEqual([]);
    expect(Buffer.concat(endless.firstLine).length).toBeLessThan(100 * 1024);
    const unfinished = await early('{"jsonrpc":"2.0","id":1,');
    expect(unfinished.answeredId).toBeUndefined();
    expect(unfinished).toMatchObject({ written: [], bytes: '{"jsonrpc":"2.0","id":1,' });
  });

  it("takes the SDK's own answer to that request out of its output, and nothing else", async () => {
    const out: string[] = [];
    const logged: string[] = [];
    const { write, answered } = withoutAnswerTo('a', (text) => out.push(text), (message) => logged.push(message));
    let sdkAnswered = false;
    void answered.then(() => (sdkAnswered = true));
    const parseError = line({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } });
    const sdkAnswer = line({ jsonrpc: '2.0', id: 'a', result: initializeResponse });
    const request = line({ jsonrpc: '2.0', id: 'a', method: 'fs/read_text_file', params: {} });
    const later = line({ jsonrpc: '2.0', id: 'a', result: {} });
    write(parseError + request.slice(0, 5));
    write(request.slice(5) + sdkAnswer.slice(0, 20));
    await Promise.resolve();
    expect(sdkAnswered).toBe(false);
    write(sdkAnswer.slice(20) + later);
    await answered;
    expect(out.join('')).toBe(parseError + request + later);
    expect(logged).toEqual([]);

    const differing = withoutAnswerTo(1, () => undefined, (message) => logged.push(message));
    differing.write(line({ jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'Invalid params' } }));
    expect(logged).toEqual([expect.stringContaining('otherwise than the early answer')]);
  });

  it('speaks the protocol version of the SDK', () => {
    expect(protocolVersion).toBe(PROTOCOL_VERSION);
  });

  it(
    'deft acp answers initialize once, the same answer as the SDK gives, and the SDK then takes the next requests as initialized',
    async () => {
      const base = tempDir();
      const home = join(base, 'home');
      mkdirSync(home);
      const args = ['--import', join(root, 'scripts', 'register-node-hooks.js'), join(root, 'main', 'cli', 'main.ts'), 'acp', '--data-dir', join(base, 'data')];
      const child = spawn(process.execPath, args, { env: { ...process.env, HOME: home, DEFT_DATA_DIR: '' }, stdio: ['pipe', 'pipe', 'pipe'] });
      onTestFinished(() => void (child.exitCode === null && child.kill('SIGKILL')));
      let stdout = '';
      let stderr = '';
      child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
      child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
      const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
      child.stdin.write(initialize(1, { protocolVersion: 1, clientCapabilities: { fs: { readTextFile: true } }, clientInfo: { name: 'raw', version: '1' } }) + line({ jsonrpc: '2.0', id: 2, method: 'session/list', params: {} }));

      const messages = () => stdout.split('\n').filter((text) => text !== '').map((text) => JSON.parse(text) as { id?: unknown; result?: unknown; error?: unknown });
      await until(() => messages().some((message) => message.id === 2), 'the answer to session/list');
      expect(messages().filter((message) => message.id === 1)).toEqual([{ jsonrpc: '2.0', id: 1, result: JSON.parse(JSON.stringify(initializeResponse)) }]);
      expect(messages().find((message) => message.id === 2)).toMatchObject({ result: { sessions: [] } });
      child.stdin.end();
      expect(await exited).toBe(0);
      expect(stderr).not.toContain('otherwise than the early answer');
    },
    120_000,
  );
});
