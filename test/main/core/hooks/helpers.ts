import { noConfinement } from '../../../../main/core/common/process/confine.ts';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';
import type { HookHandlerConfig, HookMatcherConfig } from '../../../../main/core/hooks/config.ts';
import type { HookEventName } from '../../../../main/core/hooks/events.ts';
import type { HookInput } from '../../../../main/core/hooks/input.ts';
import type { HookReport } from '../../../../main/core/hooks/result.ts';
import { createHookRunner, type HookRunnerOptions } from '../../../../main/core/hooks/runner.ts';

export const settingsFile = '/project/.claude/settings.json';

let scripts = 0;

/** Writes an executable bash script into `dir`; returns the command that runs it. */
export function hookScript(dir: string, body: string): string {
  const path = join(dir, `hook-${++scripts}.sh`);
  writeFileSync(path, `#!/usr/bin/env bash\n${body}\n`, { mode: 0o755 });
  return `"${path}"`;
}

/** One matcher group with one command handler. */
export function group(
  event: HookEventName,
  command: string,
  options: { matcher?: string; file?: string; handler?: Partial<HookHandlerConfig> } = {},
): HookMatcherConfig {
  return {
    event,
    ...(options.matcher !== undefined && { matcher: options.matcher }),
    hooks: [{ type: 'command', command, ...options.handler }],
    file: options.file ?? settingsFile,
  };
}

/** A runner over `hooks` in `projectDir`, collecting reports and log lines; closed after the test. */
export function runnerWith(projectDir: string, hooks: HookMatcherConfig[], options: Partial<HookRunnerOptions> = {}) {
  const reports: HookReport[] = [];
  const logged: string[] = [];
  const runner = createHookRunner({
    hooks,
    projectDir,
    confinement: noConfinement,
    onReport: (report) => reports.push(report),
    log: (message) => logged.push(message),
    ...options,
  });
  onTestFinished(() => runner.close());
  return { runner, reports, logged };
}

export const noSignal = () => new AbortController().signal;

/** A plausible input for every event, as the agent would send it. */
export function sampleInputs(cwd: string): { [E in HookEventName]: HookInput<E> } {
  const common = { session_id: 'session-1', transcript_path: join(cwd, 'transcript.jsonl'), cwd, permission_mode: 'default' };
  const tool = { tool_name: 'Bash', tool_input: { command: 'npm test', description: 'Run the tests' } };
  return {
    PreToolUse: { ...common, ...tool, tool_use_id: 'toolu_1' },
    PostToolUse: { ...common, ...tool, tool_use_id: 'toolu_1', tool_response: 'all tests pass', duration_ms: 12 },
    PostToolUseFailure: { ...common, ...tool, tool_use_id: 'toolu_1', error: 'exit code 1' },
    PermissionRequest: { ...common, ...tool, permission_suggestions: [] },
    UserPromptSubmit: { ...common, prompt: 'fix the build' },
    Stop: { ...common, stop_hook_active: false, last_assistant_message: 'Done.' },
    SubagentStop: { ...common, stop_hook_active: false, agent_id: 'agent-1', agent_type: 'reviewer' },
    SessionStart: { ...common, source: 'startup', model: 'claude-sonnet' },
    SessionEnd: { ...common, reason: 'other' },
    PreCompact: { ...common, trigger: 'manual', custom_instructions: '' },
    Notification: { ...common, message: 'Deft needs your permission', notification_type: 'permission_prompt' },
  };
}

export const readLines = (path: string): string[] =>
  existsSync(path) ? readFileSync(path, 'utf8').split('\n').filter(Boolean) : [];

/** Whether a process still runs (a zombie waiting to be reaped counts as gone). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = `/proc/${pid}/stat`;
  return !existsSync(stat) || readFileSync(stat, 'utf8').split(') ')[1]?.[0] !== 'Z';
}
