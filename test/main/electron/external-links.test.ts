import { describe, expect, it } from 'vitest';
import { isSafeExternalUrl, openExternalSafely } from '../../../main/electron/external-links.ts';

describe('external links', () => {
  it('accepts http and https URLs that parse', () => {
    expect(isSafeExternalUrl('https://example.com/docs?q=1')).toBe(true);
    expect(isSafeExternalUrl('http://localhost:3000/')).toBe(true);
  });

  it('refuses other schemes, credentials and garbage', () => {
    for (const url of [
      'file:///etc/passwd',
      'javascript:alert(1)',
      'smb://host/share',
      'ms-msdt:/id',
      'https://user:pass@example.com/',
      'https://user@example.com/',
      'https://:secret@example.com/',
      'https://',
      'http//example.com',
      '/relative',
      '',
    ]) {
      expect(isSafeExternalUrl(url), url).toBe(false);
    }
  });

  it('hands only checked URLs to shell.openExternal, normalised', () => {
    const opened: string[] = [];
    const shell = { openExternal: (url: string) => (opened.push(url), Promise.resolve()) };
    expect(openExternalSafely(shell, 'HTTPS://Example.com')).toBe(true);
    expect(openExternalSafely(shell, 'file:///tmp')).toBe(false);
    expect(opened).toEqual(['https://example.com/']);
  });
});
