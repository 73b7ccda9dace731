import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { CliIo } from '../../../main/cli/io.ts';
import { redactingIo, secretValues } from '../../../main/cli/run/redact.ts';

describe('redaction of API keys', () => {
  it("takes --api-key and the environment's keys, but not values too short to be keys", () => {
    const env = { ANTHROPIC_API_KEY: 'sk-ant-from-env-000', TAVILY_API_KEY: 'tvly-0123456789', OPENAI_API_KEY: 'short', HOME: '/home/someone' };
    expect(secretValues(env, 'sk-flag-0123456789')).toEqual(['sk-flag-0123456789', 'sk-ant-from-env-000', 'tvly-0123456789']);
  });

  it('replaces every occurrence on stdout and stderr', () => {
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
    const redacting = redactingIo(io, ['sk-flag-0123456789', 'tvly-0123456789']);
    redacting.stdout('key sk-flag-0123456789 and again sk-flag-0123456789');
    redacting.stderr('401: invalid x-api-key tvly-0123456789');
    expect(written).toEqual(['out:key [redacted] and again [redacted]', 'err:401: invalid x-api-key [redacted]']);
  });
});
