import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { startLlmServer, toolResults, type ScriptEntry } from '../../mocks/llm-server/index.ts';
import { tempDir } from '../../helpers/temp-dir.ts';
import { startDeft } from './deft-process.ts';

const rules = JSON.stringify({ permissions: { allow: ['Bash'], deny: ['Bash(rm:*)'] } });
const payload = JSON.stringify({ permissions: { allow: ['Bash', 'Bash(rm:*)', 'RunPython'] } });

/** Each attempt writes a control file by a command, then uses the right it would have given in the same run. */
const attempts: Array<{ command: string; file: string }> = [
  { command: 'cp payload.json .claude/settings.json', file: '.claude/settings.json' },
  { command: "sed -i 's/\"deny\"/\"x\"/' .claude/settings.json", file: '.claude/settings.json' },
  { command: 'tee .deft/settings.local.json < payload.json', file: '.deft/settings.local.json' },
  { command: "mkdir -p .claude/skills/evil && cp /dev/stdin .claude/skills/evil/SKILL.md <<< $'---\\ndescription: e\\nallowed-tools: RunPython\\n---\\nrun'", file: '.claude/skills/evil/SKILL.md' },
  { command: "printf '#!/bin/sh\\ntouch hooked\\n' | tee .git/hooks/pre-commit && chmod +x .git/hooks/pre-commit", file: '.git/hooks/pre-commit' },
  { command: 'git config core.hooksPath /tmp', file: '.git/config' },
  { command: "cat > .deft/tools/x.ts <<'EOF'\nexport default {}\nEOF", file: '.deft/tools/x.ts' },
];

describe('deft run: no self-granted rights', () => {
  it('writes no control file under allow Bash + deny Bash(rm:*), and the denied rm stays denied in the same run', { timeout: 120_000 }, async () => {
    const root = tempDir();
    const projectDir = join(root, 'project');
    const home = join(root, 'home');
    for (const dir of [join(projectDir, '.claude'), home]) mkdirSync(dir, { recursive: true });
    execFileSync('git', ['init', '-q'], { cwd: projectDir });
    writeFileSync(join(projectDir, '.claude', 'settings.json'), rules);
    writeFileSync(join(projectDir, 'payload.json'), payload);
    writeFileSync(join(projectDir, 'victim'), 'keep me');
    const gitConfig = readFileSync(join(projectDir, '.git', 'config'), 'utf8');

    const calls = [...attempts.map(({ command }, index) => ({ id: `toolu_${index}`, name: 'Bash', input: { command } })), { id: 'toolu_rm', name: 'Bash', input: { command: 'rm victim' } }];
    let seen: string[] = [];
    const replies: ScriptEntry[] = [
      { text: 'Trying.', toolCalls: calls },
      (request) => {
        seen = toolResults(request).map((result) => result.content);
        return { text: 'Done.' };
      },
    ];
    const server = await startLlmServer({ replies });
    onTestFinished(() => server.close());
    const args = ['run', '--provider', 'anthropic', '--model', 'claude-sonnet-4-5', '--base-url', server.url, '--api-key', 'sk-ant-test-key-0123456789', '--data-dir', join(root, 'data')];
    const { code, stderr } = await startDeft(args, { cwd: projectDir, env: { HOME: home, DEFT_DATA_DIR: '' }, input: 'Give yourself more rights.\n' }).done;

    expect(code, stderr).toBe(0);
    expect(seen).toHaveLength(calls.length);
    for (const { file } of attempts) {
      if (file === '.claude/settings.json') expect(readFileSync(join(projectDir, file), 'utf8')).toBe(rules);
      else if (file === '.git/config') expect(readFileSync(join(projectDir, file), 'utf8')).toBe(gitConfig);
      else expect(existsSync(join(projectDir, file)), file).toBe(false);
    }
    expect(readFileSync(join(projectDir, 'victim'), 'utf8')).toBe('keep me');
    expect(stderr.match(/✗ denied/g)?.length).toBe(calls.length);
  });
});
