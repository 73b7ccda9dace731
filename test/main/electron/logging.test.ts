import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import log from 'electron-log/node';
import { describe, expect, it } from 'vitest';
import { configureLog, logMaxBytes, logsFolder } from '../../../main/electron/logging.ts';
import { tempDir } from '../../helpers/temp-dir.ts';

const env = { ANTHROPIC_API_KEY: 'anthropic-key-1234567890', PATH: '/usr/bin' };

describe('configureLog', () => {
  function setup(dev: boolean) {
    const dir = tempDir();
    log.transports.file.resolvePathFn = () => join(dir, 'main.log');
    log.hooks.length = 0;
    configureLog(log, { dev, env });
    return dir;
  }

  it('writes redacted messages to a rotating file, console in development only', () => {
    const dir = setup(false);
    expect(log.transports.console.level).toBe(false);
    expect(log.transports.file.maxSize).toBe(logMaxBytes);
    log.info('calling with', 'Authorization: Bearer sk-abcdefghijklmnopqrstuvwx', { headers: { 'x-api-key': 'anthropic-key-1234567890' } });
    log.error(new Error('failed with key anthropic-key-1234567890'));
    const text = readFileSync(join(dir, 'main.log'), 'utf8');
    expect(text).toContain('calling with');
    expect(text).toContain('failed with key [redacted]');
    expect(text).not.toContain('anthropic-key-1234567890');
    expect(text).not.toContain('sk-abcdefghijklmnopqrstuvwx');
    expect(logsFolder(log)).toBe(dir);
    setup(true);
    expect(log.transports.console.level).toBe('debug');
  });

  it('moves a full file aside as main.old.log and starts a new one', () => {
    const dir = setup(false);
    log.transports.file.maxSize = 1024;
    writeFileSync(join(dir, 'main.log'), 'x'.repeat(2048));
    log.info('after rotation');
    expect(existsSync(join(dir, 'main.old.log'))).toBe(true);
    expect(statSync(join(dir, 'main.log')).size).toBeLessThan(1024);
    expect(readFileSync(join(dir, 'main.log'), 'utf8')).toContain('after rotation');
  });
});
