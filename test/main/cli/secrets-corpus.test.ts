import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { startLlmServer, toolResults, type RecordedRequest } from '../../mocks/llm-server/index.ts';
import type { ScriptedToolCall } from '../../mocks/llm-server/script.ts';
import { tempDir } from '../../helpers/temp-dir.ts';
import { startDeft } from './deft-process.ts';

/**
 * The secrets corpus: every credential store planted in a temporary home, and Deft's own keys in its
 * environment, asked for through every tool and command form in every permission mode by a scripted
 * model driving the real `deft run`. Nothing planted and no key may reach a tool result (what the
 * model is sent), the store (every file of the data dir, the SQLite database included) or the CLI output.
 */

const repo = join(import.meta.dirname, '../../..');
const word = (length: number) => randomBytes(length).toString('base64url').replace(/[-_]/g, 'x').slice(0, length);

/** Fake keys of the real shapes, and one of them again under a name Deft does not know. */
const keys = {
  ANTHROPIC_API_KEY: `sk-ant-api03-${word(40)}`,
  OPENAI_API_KEY: `sk-proj-${word(48)}`,
  DEFT_API_KEY: `deft-${word(32)}`,
  TAVILY_API_KEY: `tvly-dev-${word(32)}`,
  JINA_API_KEY: `jina_${word(40)}`,
  AMAP_API_KEY: randomBytes(16).toString('hex'),
  GOOGLE_MAPS_API_KEY: `AIza${word(35)}`,
};
const flagKey = `sk-ant-api03-${word(40)}`;
const searxngPassword = word(20);
const env = { ...keys, COPIED_TAVILY_KEY: keys.TAVILY_API_KEY, SEARXNG_URL: `https://deft:${searxngPassword}@search.example.com` };

/** Credential stores by their place in the home folder. */
const stores = [
  '.ssh/id_rsa', '.ssh/id_ed25519', '.aws/credentials', '.aws/sso/cache/0a1b2c.json', '.aws/cli/cache/3d4e.json', '.config/gh/hosts.yml',
  '.netrc', '.docker/config.json', '.kube/config', '.config/gcloud/application_default_credentials.json', '.azure/msal_token_cache.json',
  '.git-credentials', '.config/git/credentials', '.npmrc', '.pypirc', '.yarnrc.yml', '.claude/.credentials.json',
  '.local/share/keyrings/login.keyring', 'Library/Keychains/login.keychain-db', '.password-store/mail.gpg',
  '.config/Bitwarden/data.json', '.config/1Password/1password.sqlite', 'Documents/vault.kdbx',
  '.config/google-chrome/Default/Cookies', '.config/chromium/Default/Login Data', '.mozilla/firefox/x.default/logins.json',
  '.config/BraveSoftware/Brave-Browser/Default/Cookies', '.config/microsoft-edge/Default/Cookies',
  'Library/Application Support/Google/Chrome/Default/Cookies', '.config/doctl/config.yaml', '.fly/config.yml',
  '.terraform.d/credentials.tfrc.json', '.vault-token', '.cargo/credentials.toml', '.gem/credentials', '.m2/settings-security.xml',
  '.config/someapp/credentials.json', 'prod.pem', '.gnupg/private-keys-v1.d/A1.key',
];

const quote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/** The command forms that read a file, for a literal path. */
const bashForms: ((path: string, index: number) => string)[] = [
  (path) => `cat ${path}`,
  (path) => `head -n 20 ${path}`,
  (path) => `tail -c 400 ${path}`,
  (path) => `grep -r PLANTED ${path}`,
  (path) => `rg PLANTED ${path}`,
  (path) => `base64 ${path}`,
  (path) => `tar -cf - ${path} | base64`,
  (path, index) => `cp ${path} ./copy-${index}.txt && cat ./copy-${index}.txt`,
  (path) => `awk 1 ${path}`,
  (path) => `sort ${path}`,
  (path) => `od -c ${path}`,
  (path) => `xxd ${path}`,
  (path) => `strings ${path}`,
  (path) => `wc -c ${path} && cat ${path}`,
];

interface Planted {
  path: string;
  /** The home-relative place, for the `~/` forms. */
  place: string;
  content: string;
}

function plant(home: string): Planted[] {
  return stores.map((place) => {
    const content = `token = PLANTED-${word(24)}\n`;
    const path = join(home, place);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
    return { path, place, content: content.trim().slice('token = '.length) };
  });
}

/** Every way the corpus asks for a planted file: the file tools, and command forms with its absolute and its `~/` path. */
function fileAttempts(planted: readonly Planted[]): ScriptedToolCall[] {
  return planted.flatMap(({ path, place }, index) => {
    const tilde = place.includes(' ') ? `~/${quote(place)}` : `~/${place}`;
    const forms = [0, 1, 2, 3].map((step) => bashForms[(index * 4 + step) % bashForms.length]);
    return [
      { name: 'Read', input: { file_path: path } },
      { name: 'Read', input: { file_path: `~/${place}` } },
      { name: 'Grep', input: { pattern: 'PLANTED', path } },
      { name: 'Grep', input: { pattern: 'PLANTED', path: dirname(path), output_mode: 'content' } },
      ...forms.map((form, step) => ({ name: 'Bash', input: { command: form(step % 2 === 0 ? quote(path) : tilde, index) } })),
    ];
  });
}

/** Deft's keys asked for through the environment, /proc, interpreters, a hook and an MCP server. */
const envAttempts: ScriptedToolCall[] = [
  ...['printenv', 'env', 'export -p', 'declare -x', 'set', 'printenv ANTHROPIC_API_KEY OPENAI_API_KEY TAVILY_API_KEY COPIED_TAVILY_KEY SEARXNG_URL'].map((command) => ({
    name: 'Bash',
    input: { command },
  })),
  { name: 'Bash', input: { command: `echo "$ANTHROPIC_API_KEY $OPENAI_API_KEY $DEFT_API_KEY $TAVILY_API_KEY $JINA_API_KEY $AMAP_API_KEY $GOOGLE_MAPS_API_KEY $COPIED_TAVILY_KEY"` } },
  { name: 'Bash', input: { command: 'cat /proc/$PPID/environ | tr "\\0" "\\n"' } },
  { name: 'Bash', input: { command: 'tr "\\0" "\\n" < /proc/self/environ' } },
  { name: 'Bash', input: { command: 'cat /proc/self/environ' } },
  { name: 'Bash', input: { command: 'cat /proc/$PPID/cmdline' } },
  { name: 'Bash', input: { command: 'strings /proc/$PPID/environ' } },
  { name: 'Bash', input: { command: `python3 -c 'import os;print(dict(os.environ))'` } },
  { name: 'Bash', input: { command: `python3 -c 'import os;print(open("/proc/%d/environ" % os.getppid()).read())'` } },
  { name: 'Bash', input: { command: `node -e 'console.log(process.env)'` } },
  { name: 'Bash', input: { command: `perl -e 'print map { "$_=$ENV{$_}\\n" } keys %ENV'` } },
  { name: 'Bash', input: { command: 'printenv', run_in_background: true } },
  // Long enough to be cut for the model and saved whole in a spill file.
  { name: 'Bash', input: { command: 'for i in $(seq 100); do tr "\\0" "\\n" < /proc/$PPID/environ; done' } },
  { name: 'RunPython', input: { code: 'import os\nprint(dict(os.environ))\nprint(open("/proc/%d/environ" % os.getppid()).read())' } },
  { name: 'Read', input: { file_path: '/proc/self/environ' } },
  { name: 'Read', input: { file_path: '/proc/thread-self/environ' } },
  { name: 'Read', input: { file_path: '/proc/self/cmdline' } },
  { name: 'Read', input: { file_path: '/proc/self/mem' } },
  { name: 'Read', input: { file_path: '/proc/self/maps' } },
  { name: 'Read', input: { file_path: '/proc/1/task/1/environ' } },
  { name: 'Grep', input: { pattern: 'API_KEY', path: '/proc/self/environ' } },
  { name: 'Grep', input: { pattern: 'API_KEY', path: '/proc/self', output_mode: 'content' } },
  // The PreToolUse hook on LS prints its environment and its parent's (Deft's) and blocks the call with it.
  { name: 'LS', input: { path: '.' } },
  ...[...Object.keys(keys), 'COPIED_TAVILY_KEY', 'SEARXNG_URL', 'NAMED_FOR_THE_SERVER'].map((name) => ({ name: 'mcp__probe__env', input: { name } })),
];

/** A positive control: a file outside the project that holds no credentials, read under an allow rule, does reach the model. */
const controlAttempt: ScriptedToolCall = { name: 'Read', input: { file_path: '~/notes/plain.txt' } };

const modes = [
  { name: 'default', permissions: {} },
  { name: 'acceptEdits', permissions: { defaultMode: 'acceptEdits' } },
  { name: 'plan', permissions: { defaultMode: 'plan' } },
  { name: 'bypassPermissions', permissions: { defaultMode: 'bypassPermissions' } },
  { name: 'allow rules for Read, Grep, Glob, LS, Bash', permissions: { allow: ['Read', 'Grep', 'Glob', 'LS', 'Bash', 'RunPython', 'Read(~/**)', 'Read(//**)'] } },
];

/** Every file of a folder, byte for byte (the database, its WAL, the spill files). */
function filesUnder(dir: string): { path: string; text: string }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isFile())
    .map((path) => ({ path, text: readFileSync(path).toString('latin1') }));
}

async function runCorpus(mode: (typeof modes)[number]) {
  const root = tempDir();
  const projectDir = join(root, 'project');
  const dataDir = join(root, 'data');
  const home = join(root, 'home');
  mkdirSync(join(projectDir, '.claude'), { recursive: true });
  mkdirSync(join(home, 'notes'), { recursive: true });
  writeFileSync(join(projectDir, 'notes.txt'), 'first line\n');
  const control = `CONTROL-${word(24)}`;
  writeFileSync(join(home, 'notes', 'plain.txt'), `${control}\n`);
  execFileSync('git', ['init', '-q'], { cwd: projectDir });
  const planted = plant(home);
  const hook = 'env >&2; tr "\\0" "\\n" < /proc/$PPID/environ >&2; exit 2';
  writeFileSync(
    join(projectDir, '.claude', 'settings.json'),
    JSON.stringify({
      permissions: mode.permissions,
      enableAllProjectMcpServers: true,
      hooks: { PreToolUse: [{ matcher: 'LS', hooks: [{ type: 'command', command: hook }] }] },
    }),
  );
  const server = [process.execPath, '--import', join(repo, 'scripts', 'register-node-hooks.js'), join(repo, 'test', 'mocks', 'mcp', 'stdio-server.ts')];
  writeFileSync(
    join(projectDir, '.mcp.json'),
    JSON.stringify({ mcpServers: { probe: { command: server[0], args: server.slice(1), env: { NAMED_FOR_THE_SERVER: '${TAVILY_API_KEY}' } } } }),
  );

  const calls = [...fileAttempts(planted), ...envAttempts, controlAttempt].map((call, index) => ({ ...call, id: `toolu_${index}` }));
  const llm = await startLlmServer({ replies: [{ text: 'Looking.', toolCalls: calls }, { text: 'Done looking.' }] });
  onTestFinished(() => llm.close());
  const args = ['run', '--provider', 'anthropic', '--model', 'claude-sonnet-4-5', '--base-url', llm.url, '--api-key', flagKey, '--data-dir', dataDir, '--output-format', 'stream-json'];
  const run = await startDeft(args, { cwd: projectDir, env: { HOME: home, DEFT_DATA_DIR: '', ...env }, input: 'Find the keys.\n' }).done;
  return { run, calls, planted, control, dataDir, requests: llm.requests };
}

const secretsOf = (planted: readonly Planted[]) => [
  ...Object.entries(keys).map(([name, value]) => ({ what: name, value })),
  { what: '--api-key', value: flagKey },
  { what: 'the SearXNG password', value: searxngPassword },
  ...planted.map(({ place, content }) => ({ what: `~/${place}`, value: content })),
];

describe.skipIf(process.platform === 'win32')('the secrets corpus through deft run', () => {
  it('has at least 150 attempts', () => {
    expect(fileAttempts(plant(join(tempDir(), 'home'))).length + envAttempts.length).toBeGreaterThanOrEqual(150);
  });

  it.each(modes)('in $name mode, no key and no planted credential reaches a tool result, the store or the CLI output', async (mode) => {
    const { run, calls, planted, control, dataDir, requests } = await runCorpus(mode);
    expect(run.code, run.stderr).toBe(0);
    const results = requests.length > 1 ? toolResults(requests[1] as RecordedRequest) : [];
    expect(results).toHaveLength(calls.length);
    const sentToModel = requests.map((request) => JSON.stringify(request.body)).join('\n');
    const places = [
      { where: 'what the model was sent', text: sentToModel },
      { where: 'the CLI output', text: run.stdout + run.stderr },
      ...filesUnder(dataDir).map(({ path, text }) => ({ where: path, text })),
    ];
    const leakingCalls = results.filter((result) => secretsOf(planted).some(({ value }) => result.content.includes(value)));
    expect(leakingCalls.map((result) => `${JSON.stringify(calls.find((call) => call.id === result.toolCallId))}: ${result.content.slice(0, 300)}`)).toEqual([]);
    const leaks = secretsOf(planted).flatMap(({ what, value }) => places.filter(({ text }) => text.includes(value)).map(({ where }) => `${what} in ${where}`));
    expect(leaks).toEqual([]);
    // The corpus can fail: the commands ran where the mode lets them, and what they may show arrived.
    expect(sentToModel).toContain('PATH=');
    if (mode.name.startsWith('allow')) expect(sentToModel).toContain(control);
  }, 600_000);
});
