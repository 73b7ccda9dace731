import type { Redactor } from '../common/redact.ts';
import { combineVerdicts } from './combine.ts';
import type { HookHandlerConfig, HookMatcherConfig } from './config.ts';
import { eventRules, type HookEventName } from './events.ts';
import { stdinJson, type HookInput } from './input.ts';
import { compileMatcher } from './matcher.ts';
import { emptyRunResult, type HookReport, type HookRunResult, type HookSource } from './result.ts';
import type { Confinement } from '../common/process/confine.ts';
import type { HookVerdict } from './verdict.ts';

export interface HookRunnerOptions {
  hooks: readonly HookMatcherConfig[];
  /** The hooks' working directory, and `CLAUDE_PROJECT_DIR` / `DEFT_PROJECT_DIR`. */
  projectDir: string;
  disableAllHooks?: boolean;
  /** The hooks' environment before the project variables are added. Default `process.env`. */
  env?: NodeJS.ProcessEnv;
  log?: (message: string, error?: unknown) => void;
  /** Takes the keys Deft holds out of what the hooks print, before anything reads it. */
  redactor?: Redactor;
  /** Every hook's report as it is known: the waited-for ones once the event's result is weighed, background ones when they end. */
  onReport?: (report: HookReport) => void;
  /** Whether a tool call matches one permission rule such as `Bash(git *)`, for a handler's `if`. */
  matchesRule?: (rule: string, toolName: string, toolInput: unknown) => boolean;
  /** Where the hooks run: the session's sandbox when its settings put hooks in it, else `noConfinement`. */
  confinement: Confinement;
}

export interface HookRunner {
  /** Runs every hook that matches, all at once, and weighs what they said. Never throws. */
  run<E extends HookEventName>(event: E, input: HookInput<E>, signal: AbortSignal): Promise<HookRunResult>;
  /** Stops the background (`async`) hooks still running; resolves when they have ended. */
  close(): Promise<void>;
}

interface PlannedHook {
  handler: HookHandlerConfig;
  source: HookSource;
  /** Why it does not run. */
  skip?: string;
}

/** Running a hook's command and reading what it said: loaded with the first hook that runs. */
const hookExecution = () => Promise.all([import('./run-command.ts'), import('./verdict.ts')]);

export function createHookRunner(options: HookRunnerOptions): HookRunner {
  const log = options.log ?? ((message, error) => console.error(message, ...(error === undefined ? [] : [error])));
  const env = { ...(options.env ?? process.env), CLAUDE_PROJECT_DIR: options.projectDir, DEFT_PROJECT_DIR: options.projectDir };
  const groups = options.hooks.map((config) => ({ config, matcher: compileMatcher(config.matcher) }));
  for (const { config, matcher } of groups) {
    if (!matcher.ok) log(`A ${config.event} hook matcher in ${config.file} is unusable: ${matcher.error}`);
  }
  const background = new Set<Promise<void>>();
  const closing = new AbortController();

  const deliver = (report: HookReport) => {
    try {
      options.onReport?.(report);
    } catch (error) {
      log('A hook report listener failed', error);
    }
  };

  function plan<E extends HookEventName>(event: E, input: HookInput<E>): PlannedHook[] {
    const field = eventRules[event].matcherField;
    const fields = input as unknown as Record<string, unknown>;
    const value = field && typeof fields[field] === 'string' ? (fields[field] as string) : undefined;
    const seen = new Set<string>();
    const planned: PlannedHook[] = [];
    for (const { config, matcher } of groups) {
      if (config.event !== event) continue;
      if (field && (!matcher.ok || !matcher.value(value))) continue;
      for (const handler of config.hooks) {
        const source = { command: commandLine(handler), file: config.file };
        if (handler.if !== undefined && 'tool_name' in fields && !ruleMatches(handler.if, fields.tool_name as string, fields.tool_input)) {
          planned.push({ handler, source, skip: `its "if" rule ${handler.if} does not match this call` });
          continue;
        }
        const identity = JSON.stringify([handler.type, handler.command, handler.args ?? []]);
        if (seen.has(identity)) continue;
        seen.add(identity);
        planned.push({ handler, source });
      }
    }
    return planned;
  }

  /** Without `matchesRule`, a handler's `if` cannot be checked, so the handler runs. */
  function ruleMatches(rule: string, toolName: string, toolInput: unknown): boolean {
    if (!options.matchesRule) return true;
    try {
      return options.matchesRule(rule, toolName, toolInput);
    } catch (error) {
      log(`The hook condition ${rule} could not be checked; the hook runs`, error);
      return true;
    }
  }

  async function execute(event: HookEventName, hook: PlannedHook, stdin: string, signal: AbortSignal): Promise<HookVerdict> {
    const [{ runHookCommand }, { verdictOf }] = await hookExecution();
    const timeoutSeconds = hook.handler.timeout ?? eventRules[event].defaultTimeoutSeconds;
    const run = await runHookCommand(hook.handler, {
      cwd: options.projectDir,
      env,
      stdin,
      timeoutMs: timeoutSeconds * 1000,
      signal,
      confinement: options.confinement,
    });
    const said = options.redactor ? { ...run, stdout: options.redactor.text(run.stdout), stderr: options.redactor.text(run.stderr) } : run;
    return verdictOf(event, reportOf(event, hook), said, timeoutSeconds);
  }

  function startInBackground(event: HookEventName, hook: PlannedHook, stdin: string): void {
    const task = execute(event, hook, stdin, closing.signal)
      .then((verdict) => deliver(verdict.report))
      .finally(() => background.delete(task));
    background.add(task);
  }

  async function run<E extends HookEventName>(event: E, input: HookInput<E>, signal: AbortSignal): Promise<HookRunResult> {
    if (options.disableAllHooks) return emptyRunResult();
    const stdin = stdinJson(event, input);
    const waited: Array<Promise<HookVerdict>> = [];
    for (const hook of plan(event, input)) {
      if (hook.skip) waited.push(Promise.resolve({ report: { ...reportOf(event, hook), outcome: 'skipped', message: hook.skip }, additionalContext: [] }));
      else if (hook.handler.async) startInBackground(event, hook, stdin);
      else waited.push(execute(event, hook, stdin, signal));
    }
    const result = combineVerdicts(await Promise.all(waited));
    result.reports.forEach(deliver);
    return result;
  }

  return {
    run,
    async close() {
      closing.abort();
      await Promise.all(background);
    },
  };
}

function reportOf(event: HookEventName, hook: PlannedHook): HookReport {
  return {
    event,
    ...hook.source,
    outcome: 'success',
    durationMs: 0,
    async: hook.handler.async ?? false,
    ...(hook.handler.statusMessage && { statusMessage: hook.handler.statusMessage }),
    notes: [],
  };
}

/** The command as a person would type it; exec-form arguments are quoted where needed. */
function commandLine(handler: HookHandlerConfig): string {
  if (!handler.args) return handler.command;
  return [handler.command, ...handler.args].map((part) => (/^[\w@%+=:,./${}-]+$/.test(part) ? part : JSON.stringify(part))).join(' ');
}
