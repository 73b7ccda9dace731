import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRunOptions } from '../../../main/cli/run/options.ts';
import { UsageError } from '../../../main/cli/usage.ts';
import { tempDir } from '../../helpers/temp-dir.ts';
import { deft } from './deft-process.ts';

function parse(args: string[], env: NodeJS.ProcessEnv = {}) {
  const cwd = tempDir();
  const options = parseRunOptions(args, { cwd, env });
  if (options.help) throw new Error('expected options, got --help');
  return { cwd, options };
}

function usageMessage(args: string[]): string {
  try {
    parseRunOptions(args, { cwd: tempDir(), env: {} });
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error(`${args.join(' ')} was accepted`);
}

describe('deft run options', () => {
  it('reads every option into the run request, folder paths from the current folder', () => {
    const { cwd, options } = parse([
      '--cwd', '.',
      '--provider', 'openai-compatible',
      '--model', 'qwen3-coder',
      '--base-url', 'http://127.0.0.1:8000/v1',
      '--api-key', 'sk-test-0123456789',
      '--permission-mode', 'acceptEdits',
      '--allowed-tools', 'Bash(npm test:*) Read',
      '--allowedTools', 'Edit',
      '--disallowed-tools', 'WebFetch',
      '--add-dir', '../shared',
      '--settings', '{"permissions":{}}',
      '--output-format', 'stream-json',
      '--max-turns', '12',
      '--resume', 'session-7',
      '--data-dir', 'data',
      '-p',
      'fix the tests',
    ]);
    expect(options).toEqual({
      help: false,
      prompt: 'fix the tests',
      projectDir: cwd,
      dataDir: join(cwd, 'data'),
      provider: { provider: 'openai-compatible', model: 'qwen3-coder', baseUrl: 'http://127.0.0.1:8000/v1', apiKey: 'sk-test-0123456789' },
      flags: {
        allowedTools: ['Bash(npm test:*) Read', 'Edit'],
        disallowedTools: ['WebFetch'],
        permissionMode: 'acceptEdits',
        addDirs: ['../shared'],
        settingsFile: '{"permissions":{}}',
      },
      outputFormat: 'stream-json',
      inputFormat: 'text',
      maxTurns: 12,
      session: { resumeId: 'session-7' },
    });
  });

  it('has defaults: the current folder, DEFT_DATA_DIR, text output, a new session, the prompt from stdin', () => {
    const { cwd, options } = parse([], { DEFT_DATA_DIR: '/var/deft' });
    expect(options).toMatchObject({ projectDir: cwd, dataDir: '/var/deft', outputFormat: 'text', prompt: undefined, session: undefined, maxTurns: undefined });
    expect(options.flags).toEqual({ allowedTools: undefined, disallowedTools: undefined, permissionMode: undefined, addDirs: undefined, settingsFile: undefined });
  });

  it("takes Claude Code's spellings", () => {
    expect(parse(['--permissionMode', 'plan', '-c']).options).toMatchObject({ flags: { permissionMode: 'plan' }, session: { continue: true } });
    expect(parse(['--dangerously-skip-permissions', '--disallowedTools', 'Bash(rm:*)', '--verbose', '--print']).options.flags).toMatchObject({
      permissionMode: 'bypassPermissions',
      disallowedTools: ['Bash(rm:*)'],
    });
    expect(parse(['-r', 'abc']).options.session).toEqual({ resumeId: 'abc' });
  });

  it('names what is wrong', () => {
    expect(usageMessage(['--permission-mode', 'yolo'])).toBe('--permission-mode must be one of default, acceptEdits, plan, dontAsk, bypassPermissions, not "yolo".');
    expect(usageMessage(['--provider', 'gemini'])).toContain('--provider must be one of anthropic, openai, openai-compatible, ollama');
    expect(usageMessage(['--output-format', 'yaml'])).toContain('--output-format must be one of text, json, stream-json');
    expect(usageMessage(['--input-format', 'yaml'])).toContain('--input-format must be one of text, stream-json');
    expect(usageMessage(['--input-format', 'stream-json'])).toBe('--input-format stream-json needs --output-format stream-json.');
    expect(usageMessage(['--input-format', 'stream-json', '--output-format', 'stream-json', 'hi'])).toContain('give no prompt argument');
    for (const turns of ['0', '2.5', 'ten']) expect(usageMessage(['--max-turns', turns])).toContain('--max-turns needs a positive whole number');
    expect(usageMessage(['--max-turns=-1'])).toContain('--max-turns needs a positive whole number');
    expect(usageMessage(['--continue', '--resume', 'x'])).toBe('--continue and --resume cannot be used together.');
    expect(usageMessage(['--base-url', 'localhost:8000'])).toContain('--base-url is not an http(s) URL');
    expect(usageMessage(['--cwd', 'nowhere'])).toMatch(/^--cwd: no such folder: .*nowhere$/);
    expect(usageMessage(['--api-key', ''])).toBe('--api-key is empty.');
    expect(usageMessage(['--permission-mode', 'plan', '--dangerously-skip-permissions'])).toContain('--dangerously-skip-permissions means bypassPermissions');
    expect(usageMessage(['--allowed-tools', 'Read', 'Edit', 'fix it'])).toContain('takes one prompt, but got 2 arguments: "Edit" "fix it"');
    expect(usageMessage(['--modle', 'x'])).toBe("Unknown option '--modle'.");
    expect(usageMessage(['--model'])).toContain("'--model <value>' argument missing");
    expect(parseRunOptions(['--help', '--cwd', 'nowhere'], { cwd: tempDir(), env: {} })).toEqual({ help: true });
  });

  it('exits with 2 and the reason, before doing anything, when run with wrong arguments', () => {
    const project = tempDir();
    mkdirSync(join(project, 'src'));
    const wrong = deft(['run', '--max-turns', '0', 'hello'], { cwd: project });
    expect(wrong).toMatchObject({ code: 2, stdout: '' });
    expect(wrong.stderr).toBe('deft: --max-turns needs a positive whole number, not "0".\nRun "deft help run" for usage.\n');
    expect(deft(['run', '--bogus', 'hello'])).toMatchObject({ code: 2, stderr: expect.stringContaining("Unknown option '--bogus'") });
    expect(deft(['run', '--output-format'])).toMatchObject({ code: 2, stderr: expect.stringContaining('--output-format') });
    expect(deft(['run', '--cwd', 'missing', 'hello'], { cwd: project })).toMatchObject({ code: 2, stderr: expect.stringContaining(`no such folder: ${join(project, 'missing')}`) });
  });

  it('never prints the API key, even in a usage error', () => {
    const key = 'sk-ant-secret-0123456789';
    const result = deft(['run', '--api-key', key, '--provider', 'nope', 'hello']);
    expect(result.code).toBe(2);
    expect(result.stderr + result.stdout).not.toContain(key);
  });
});
