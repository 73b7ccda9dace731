import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { CliIo } from '../../../main/cli/io.ts';
import { redactingIo } from '../../../main/cli/run/redact.ts';
import { createRedactor } from '../../../main/core/common/redact.ts';
import { secretsFromEnv, secretValues } from '../../../main/core/settings/secrets.ts';

/** A redacting io over one that keeps what it is given, `out:`/`err:` marked, with the known keys given. */
function capture(secrets: string[]) {
  const written: string[] = [];
  const io: CliIo = {
    stdout: (text) => written.push(`out:${text}`),
    stderr: (text) => written.push(`err:${text}`),
    env: {},
    cwd: '/',
    stdin: Readable.from([]),
    onInterrupt: () => () => {},
    exit: () => {},
  };
  const redacting = redactingIo(io, createRedactor(secrets));
  const stdoutOf = (pieces: string[]) => {
    for (const piece of pieces) redacting.stdout(piece);
    redacting.flush();
    return written.filter((line) => line.startsWith('out:')).map((line) => line.slice(4)).join('');
  };
  return { written, redacting, stdoutOf };
}

describe('redaction of API keys', () => {
  it("takes the environment's keys", () => {
    const env = { ANTHROPIC_API_KEY: 'sk-ant-from-env-000', TAVILY_API_KEY: 'tvly-0123456789', OPENAI_API_KEY: '', HOME: '/home/someone' };
    expect(secretValues(secretsFromEnv(env))).toEqual(['sk-ant-from-env-000', 'tvly-0123456789']);
  });

  it('replaces every occurrence on stdout and stderr', () => {
    const { written, redacting } = capture(['flag-0123456789', 'tvly-0123456789']);
    redacting.stdout('key flag-0123456789 and again flag-0123456789\n');
    redacting.stderr('401: invalid x-api-key tvly-0123456789');
    expect(written).toEqual(['out:key [redacted] and again [redacted]\n', 'err:401: invalid x-api-key [redacted]']);
  });

  it('catches a key or an auth header split across the pieces of streamed text, and keeps stdout before stderr', () => {
    const { written, redacting } = capture(['flag-0123456789']);
    for (const piece of ['key fla', 'g-0123', '456789 then Author', 'ization: Bea', 'rer abc.def.', 'ghijk', 'lmnop done sk-proj-abcdef', 'gh1jklmnopqrstuv']) {
      redacting.stdout(piece);
    }
    redacting.stderr('status\n');
    redacting.flush();
    const out = written.filter((line) => line.startsWith('out:')).map((line) => line.slice(4)).join('');
    expect(out).toBe('key [redacted] then Authorization: [redacted] done [redacted]');
    expect(written.at(-1)).toBe('err:status\n');
  });

  it('holds a credential field back until both of its value words have come', () => {
    expect(capture([]).stdoutOf(['Authorization: Token', ' abcdefgh123', ' and more'])).toBe('Authorization: [redacted] and more');
    expect(capture([]).stdoutOf(['{"Authorization": "Token', ' abcdefgh123"}', '\n'])).toBe('{"Authorization": "[redacted]"}\n');
    expect(capture([]).stdoutOf(['x-api-key: k-01', '23456789', ' ghi'])).toBe('x-api-key: [redacted] ghi');
  });

  it('lets a long run without spaces go rather than holding all of it, and loses nothing', () => {
    const blob = 'QUJD'.repeat(50_000);
    const { written, stdoutOf } = capture([]);
    expect(stdoutOf(blob.match(/.{4}/g)!)).toBe(blob);
    expect(written.length).toBeGreaterThan(1);
  });
});
