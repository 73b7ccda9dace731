import type { NewMcpServerInput } from '../../../../shared/ipc/domains/extensions.ts';
import type { Failure } from './failure.ts';

/** The add-server form as typed: arguments one per line, `NAME=value` variables, `Name: value` headers. */
export interface NewServerForm {
  name: string;
  transport: 'stdio' | 'http';
  command: string;
  args: string;
  env: string;
  url: string;
  headers: string;
}

export const emptyServerForm: NewServerForm = { name: '', transport: 'stdio', command: '', args: '', env: '', url: '', headers: '' };

type Parsed<T> = { ok: true; value: T } | { ok: false; failure: Failure };

const serverName = /^[A-Za-z0-9_-]{1,64}$/;
const variableName = /^[A-Za-z_][A-Za-z0-9_]*$/;
const headerName = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

const lines = (text: string) => text.split('\n').map((line) => line.trim()).filter((line) => line !== '');

/** `KEY<sep>value` lines as an object; the first line whose key is not one fails with its text. */
function pairs(text: string, separator: string, validKey: RegExp, errorKey: string): Parsed<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const line of lines(text)) {
    const at = line.indexOf(separator);
    const key = at > 0 ? line.slice(0, at).trim() : '';
    if (!validKey.test(key)) return { ok: false, failure: { key: errorKey, params: { line } } };
    result[key] = line.slice(at + 1).trim();
  }
  return { ok: true, value: result };
}

/** The server the form describes, or the first thing wrong with it (a message key of the settings namespace). */
export function parseServerForm(form: NewServerForm): Parsed<{ name: string; server: NewMcpServerInput }> {
  const name = form.name.trim();
  if (!serverName.test(name)) return { ok: false, failure: { key: 'mcp.add.badName' } };
  if (form.transport === 'stdio') {
    const command = form.command.trim();
    if (command === '') return { ok: false, failure: { key: 'mcp.add.noCommand' } };
    const env = pairs(form.env, '=', variableName, 'mcp.add.badVariable');
    if (!env.ok) return env;
    return { ok: true, value: { name, server: { type: 'stdio', command, args: lines(form.args), env: env.value } } };
  }
  const url = form.url.trim();
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) return { ok: false, failure: { key: 'errors.notUrl' } };
  const headers = pairs(form.headers, ':', headerName, 'mcp.add.badHeader');
  if (!headers.ok) return headers;
  return { ok: true, value: { name, server: { type: 'http', url, headers: headers.value } } };
}
