import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../../main/core/page-files/csp.ts';

const root = join(import.meta.dirname, '../../../..');

function directives(policy: string): Map<string, string> {
  return new Map(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name = '', ...values]) => [name, values.join(' ')]));
}

describe('Content-Security-Policy', () => {
  const header = directives(contentSecurityPolicy);
  const html = readFileSync(join(root, 'renderer/index.html'), 'utf8');
  const meta = directives(/http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1] ?? '');

  it('allows only our own scripts, no plugins, no base or form targets, in the header', () => {
    expect(header.get('script-src')).toBe("'self'");
    expect(header.get('object-src')).toBe("'none'");
    expect(header.get('base-uri')).toBe("'none'");
    expect(header.get('frame-ancestors')).toBe("'none'");
    expect(contentSecurityPolicy).not.toMatch(/unsafe-eval|\*/);
  });

  it('is repeated in the page\'s meta tag, script-src as strict as the header', () => {
    expect(meta.size).toBeGreaterThan(0);
    for (const name of ['default-src', 'script-src', 'object-src', 'base-uri']) expect(meta.get(name), name).toBe(header.get(name));
    expect(html).not.toMatch(/unsafe-eval/);
  });
});
