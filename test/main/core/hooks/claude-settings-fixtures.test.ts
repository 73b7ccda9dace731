import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isHookEventName } from '../../../../main/core/hooks/events.ts';
import { hookConfigFromSettings } from '../../../../main/core/hooks/from-settings.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { noSignal, runnerWith, sampleInputs } from './helpers.ts';

const root = join(import.meta.dirname, '..', '..', '..', '..');
const folder = join(root, '..', 'shared', 'fixtures', 'claude-settings');
const present = existsSync(folder);
if (!present) console.log(`skipped: ${folder} is absent (a clone outside the workspace has no ../shared)`);

/** The `hooks` section of every fixture that has one and is JSON at all (reading JSON is the settings loader's job). */
function hookSections(): Array<{ file: string; hooks: unknown }> {
  const sections: Array<{ file: string; hooks: unknown }> = [];
  for (const name of readdirSync(folder).filter((entry) => entry.endsWith('.json')).sort()) {
    const file = join(folder, name);
    let settings: unknown;
    try {
      settings = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      console.log(`not a hooks question: ${name} is not JSON (${(error as Error).message})`);
      continue;
    }
    if (typeof settings === 'object' && settings !== null && 'hooks' in settings) sections.push({ file, hooks: settings.hooks });
  }
  return sections;
}

/** Command handlers declared in the current shape under events Deft fires. */
function declaredHandlers(hooks: unknown): number {
  if (typeof hooks !== 'object' || hooks === null) return 0;
  return Object.entries(hooks)
    .filter(([event, groups]) => isHookEventName(event) && Array.isArray(groups))
    .flatMap(([, groups]) => groups as unknown[])
    .flatMap((group) => ((group as { hooks?: unknown }).hooks as unknown[] | undefined) ?? [])
    .filter((handler) => (handler as { type?: unknown }).type === 'command').length;
}

const sections = present ? hookSections() : [];

const load = (prefix: string) => {
  const section = sections.find(({ file }) => file.startsWith(join(folder, prefix)));
  if (!section) throw new Error(`no fixture ${prefix}`);
  return { ...section, ...hookConfigFromSettings(section.hooks, section.file) };
};

describe.skipIf(!present)('the hooks of real Claude Code settings files', () => {
  it('every hooks section loads, or says what it cannot use by file and JSON path; no command handler is lost', () => {
    expect(sections.length).toBeGreaterThan(40);
    for (const { file, hooks } of sections) {
      const result = hookConfigFromSettings(hooks, file);
      for (const error of result.errors) expect(error, file).toMatch(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: (hooks[.\\[]|")`));
      const loaded = result.hooks.flatMap((group) => group.hooks).length;
      expect(loaded, file).toBe(declaredHandlers(hooks));
      if (loaded === 0) expect(result.errors.length, `${file} loads nothing and says nothing`).toBeGreaterThan(0);
    }
  });

  it('explains the malformed ones', () => {
    expect(load('022-').errors).toEqual(
      ['preEditHook', 'postEditHook', 'sessionStartHook', 'sessionEndHook'].map((name) => expect.stringContaining(`hooks.${name}: unknown hook event "${name}"`)),
    );
    expect(load('136-').errors).toEqual([
      expect.stringContaining('hooks.PreToolUse[0]: has no "hooks" array ("hook" is not a field'),
      expect.stringContaining('hooks.PreToolUse[1]: has no "hooks" array'),
      expect.stringContaining('hooks.PostToolUse[0]: has no "hooks" array'),
    ]);
    expect(load('091-').errors).toEqual([expect.stringContaining('hooks.StopFailure: Deft does not fire StopFailure yet')]);
  });

  it('keeps the newer fields: "if", exec-form "args", statusMessage, anchored regex matchers', () => {
    expect(load('019-').hooks[0].hooks[0]).toMatchObject({ if: 'Bash(git *)' });
    expect(load('008-').hooks[0].hooks[0]).toMatchObject({ command: 'python', args: ['${CLAUDE_PROJECT_DIR}/.claude/hooks/context_graph_hook.py', 'post-tool-use'], statusMessage: 'Updating context graph' });
    expect(load('048-')).toMatchObject({ errors: [], hooks: [{ event: 'SessionStart', matcher: '^(startup|resume|clear|compact|fork)$' }] });
  });

  it('runs harmless real hooks end to end', async () => {
    const project = tempDir();
    const env = { PATH: process.env.PATH, HOME: tempDir() };
    const inputs = sampleInputs(project);

    const playbook = runnerWith(project, load('016-').hooks, { env }).runner;
    const prompt = await playbook.run('UserPromptSubmit', inputs.UserPromptSubmit, noSignal());
    expect(prompt.additionalContext).toEqual([expect.stringMatching(/^CURRENT_TIMESTAMP=\d{4}-\d\d-\d\dT/)]);
    const bash = await playbook.run('PreToolUse', inputs.PreToolUse, noSignal());
    expect(bash.reports).toMatchObject([{ outcome: 'success', exitCode: 0 }]);
    expect(bash.permission).toBeUndefined();

    const compact = await runnerWith(project, load('117-').hooks, { env }).runner.run('PreCompact', inputs.PreCompact, noSignal());
    expect(compact.blocked).toBeUndefined();
    expect(compact.reports).toMatchObject([{ outcome: 'success', notes: ['"decision": "allow" is neither "block" nor "approve"; ignored'] }]);

    const bell = await runnerWith(project, load('091-').hooks, { env }).runner.run('Stop', inputs.Stop, noSignal());
    expect(bell.reports).toMatchObject([{ outcome: 'success', exitCode: 0 }]);
  });
});
