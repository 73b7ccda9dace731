import { describe, expect, it } from 'vitest';
import { emptyServerForm, parseServerForm } from '../../../renderer/src/features/settings/mcp-new-server.ts';

describe('the add-server form', () => {
  it('reads a command server: arguments one per line, NAME=value variables', () => {
    const parsed = parseServerForm({ ...emptyServerForm, name: ' kit ', command: ' node ', args: 'server.js\n\n  --port=3 \n', env: 'TOKEN=a=b\n  MODE = fast' });
    expect(parsed).toEqual({ ok: true, value: { name: 'kit', server: { type: 'stdio', command: 'node', args: ['server.js', '--port=3'], env: { TOKEN: 'a=b', MODE: 'fast' } } } });
  });

  it('reads a remote server with Name: value headers', () => {
    const parsed = parseServerForm({ ...emptyServerForm, name: 'web', transport: 'http', url: 'https://mcp.example.com/mcp', headers: 'Authorization: Bearer ${API_KEY}' });
    expect(parsed).toEqual({ ok: true, value: { name: 'web', server: { type: 'http', url: 'https://mcp.example.com/mcp', headers: { Authorization: 'Bearer ${API_KEY}' } } } });
  });

  it('names the first thing wrong', () => {
    expect(parseServerForm({ ...emptyServerForm, name: 'has space', command: 'node' })).toEqual({ ok: false, failure: { key: 'mcp.add.badName' } });
    expect(parseServerForm({ ...emptyServerForm, name: 'kit' })).toEqual({ ok: false, failure: { key: 'mcp.add.noCommand' } });
    expect(parseServerForm({ ...emptyServerForm, name: 'kit', command: 'node', env: 'no equals sign' })).toEqual({ ok: false, failure: { key: 'mcp.add.badVariable', params: { line: 'no equals sign' } } });
    expect(parseServerForm({ ...emptyServerForm, name: 'web', transport: 'http', url: 'ftp://x' })).toEqual({ ok: false, failure: { key: 'errors.notUrl' } });
    expect(parseServerForm({ ...emptyServerForm, name: 'web', transport: 'http', url: 'http://x/', headers: 'Bad Header: 1' })).toEqual({ ok: false, failure: { key: 'mcp.add.badHeader', params: { line: 'Bad Header: 1' } } });
  });
});
