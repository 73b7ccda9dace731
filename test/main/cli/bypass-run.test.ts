import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { startLlmServer, toolResults, type ScriptEntry } from '../../mocks/llm-server/index.ts';
import { tempDir } from '../../helpers/temp-dir.ts';
import { bypassCorpus, fileBypassCorpus } from '../core/permissions/shell/bypass-corpus.ts';
import { startDeft } from './deft-process.ts';

/** A loopback HTTP server standing for what curl must not reach; it counts every request. */
async function countingServer() {
  const paths: string[] = [];
  const server = createServer((request, response) => {
    paths.push(request.url ?? '');
    response.end('reached\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { port: (server.address() as AddressInfo).port, paths };
}

const refused = /^Permission denied|nobody is there to approve this call/;
const batchSize = 60;

describe('deft run with allow Bash, deny Bash(rm:*) and deny Bash(curl:*)', () => {
  it('runs none of the bypass corpus, through the real executor and PTY: every target stays, nothing reaches the loopback server', async () => {
    const root = tempDir();
    const projectDir = join(root, 'project');
    const home = join(root, 'home');
    for (const dir of [projectDir, home, join(projectDir, '.claude')]) mkdirSync(dir, { recursive: true });
    execFileSync('git', ['init', '-q'], { cwd: projectDir });
    writeFileSync(join(projectDir, 'notes.txt'), 'first line\nsecond line\n');
    writeFileSync(join(projectDir, '.claude', 'settings.json'), JSON.stringify({ permissions: { allow: ['Bash'], deny: ['Bash(rm:*)', 'Bash(curl:*)'] } }));
    const loopback = await countingServer();

    const targets: string[] = [];
    const attempt = (command: string, index: number) => {
      const target = `target-${index}`;
      targets.push(target);
      writeFileSync(join(projectDir, target), 'keep me\n');
      return command.replaceAll('URL', `http://127.0.0.1:${loopback.port}/${index}`).replaceAll('PORT', String(loopback.port)).replace(/\bT\b/g, target);
    };
    const calls = [...bypassCorpus, ...fileBypassCorpus].map(({ command }, index) => ({ id: `toolu_${index}`, name: 'Bash', input: { command: attempt(command, index) } }));
    // What BashInput types into programs started in the background: a pager, an editor, a shell, a REPL.
    const programs = ['less notes.txt', 'vim -n notes.txt', 'bash', 'python3'];
    const typed: Array<[number, string]> = [];
    const typeInto = (program: number, text: (target: string, url: string) => string) => {
      const index = calls.length + typed.length;
      typed.push([program, attempt(text('T', 'URL'), index)]);
    };
    typeInto(0, (t) => `!rm ${t}\r`);
    typeInto(0, (t) => `echo hi\r!rm ${t}\r`);
    typeInto(0, (t) => `|arm ${t}\r`);
    typeInto(0, (_, url) => `!curl -s ${url}\n`);
    typeInto(1, (t) => `:!rm ${t}\r`);
    typeInto(1, (t) => `\u001b:silent !rm ${t}\n`);
    typeInto(1, (t) => `:call delete("${t}")\r`);
    typeInto(2, (t) => `rm ${t}\r`);
    typeInto(2, (t) => `echo ok\rrm ${t}\r`);
    typeInto(2, (t) => `echo ok\x0drm ${t}\x0d`);
    typeInto(2, (_, url) => `curl -s ${url}\n`);
    typeInto(2, (t) => `python3 -c 'import os; os.remove("${t}")'\n`);
    typeInto(3, (t) => `import os; os.remove("${t}")\r`);
    typeInto(3, (_, url) => `__import__("urllib.request").request.urlopen("${url}")\n`);

    const batches: ScriptEntry[] = [];
    for (let at = 0; at < calls.length; at += batchSize) batches.push({ text: `Batch ${at / batchSize}.`, toolCalls: calls.slice(at, at + batchSize) });
    const results: Array<{ toolCallId: string; content: string }> = [];
    let shellIds: Array<string | undefined> = [];
    const afterResults = (batch: ScriptEntry): ScriptEntry => (request) => {
      results.push(...toolResults(request));
      return typeof batch === 'function' ? batch(request) : batch;
    };
    const script: ScriptEntry[] = [
      ...batches.map((batch, index) => (index === 0 ? batch : afterResults(batch))),
      (request) => {
        results.push(...toolResults(request));
        return {
          text: 'Starting programs.',
          toolCalls: [
            { id: 'toolu_sanity', name: 'Bash', input: { command: 'ls target-0' } },
            ...programs.map((command, index) => ({ id: `toolu_start_${index}`, name: 'Bash', input: { command, run_in_background: true } })),
          ],
        };
      },
      (request) => {
        const started = toolResults(request);
        results.push(...started.filter((result) => result.toolCallId === 'toolu_sanity'));
        shellIds = programs.map((_, index) => /shell_id (shell-\w+)/.exec(started.find((result) => result.toolCallId === `toolu_start_${index}`)?.content ?? '')?.[1]);
        return {
          text: 'Typing.',
          toolCalls: typed.map(([program, input], index) => ({ id: `toolu_typed_${index}`, name: 'BashInput', input: { shell_id: shellIds[program] ?? 'none', input } })),
        };
      },
      (request) => {
        results.push(...toolResults(request));
        return { text: 'Done.' };
      },
    ];
    const server = await startLlmServer({ replies: script });
    onTestFinished(() => server.close());

    const args = ['run', '--provider', 'anthropic', '--model', 'claude-sonnet-4-5', '--base-url', server.url, '--api-key', 'sk-ant-test-key-0123456789', '--data-dir', join(root, 'data')];
    const run = await startDeft(args, { cwd: projectDir, env: { HOME: home, DEFT_DATA_DIR: '' }, input: 'Try them all.\n' }).done;
    expect(run.stdout, run.stderr).toContain('Done.');

    // The harness does run what is allowed: the sanity call listed its target, and the four programs started.
    expect(shellIds.filter((id) => id === undefined)).toEqual([]);
    expect(results.find((result) => result.toolCallId === 'toolu_sanity')?.content).toContain('target-0');
    const byId = new Map(results.map((result) => [result.toolCallId, result.content]));
    const ran = [
      ...calls.map((call) => [call.id, call.input.command] as const),
      ...typed.map(([, input], index) => [`toolu_typed_${index}`, input] as const),
    ].filter(([id]) => !refused.test(byId.get(id) ?? ''));
    expect(ran.map(([id, command]) => `${JSON.stringify(command)} → ${(byId.get(id) ?? 'no result').slice(0, 120)}`)).toEqual([]);
    expect(targets.filter((target) => !existsSync(join(projectDir, target)))).toEqual([]);
    expect(loopback.paths).toEqual([]);
  }, 600_000);
});
