import { eventRules, type HookEventName } from './events.ts';
import { parseStdout, type HookJsonOutput } from './output.ts';
import type { HookOutcome, HookReport, PermissionBehavior } from './result.ts';
import type { CommandRun } from './run-command.ts';

/** What one hook said, before it is weighed against the others. */
export interface HookVerdict {
  report: HookReport;
  block?: string;
  feedback?: string;
  permission?: { decision: PermissionBehavior; reason?: string };
  updatedInput?: Record<string, unknown>;
  additionalContext: string[];
  systemMessage?: string;
  stop?: { reason?: string };
}

const maxTextChars = 10_000;

/** Reads a finished hook process by Claude Code's rules: exit code first, then stdout. */
export function verdictOf(event: HookEventName, report: HookReport, run: CommandRun, timeoutSeconds: number): HookVerdict {
  const verdict: HookVerdict = { report: { ...report, durationMs: run.durationMs }, additionalContext: [] };
  const stderr = cap(run.stderr.trim());
  const withStderr = stderr && `: ${stderr}`;
  const end = run.end;
  switch (end.kind) {
    case 'spawn_failed':
      return ended(verdict, 'crashed', `could not start: ${end.message}`);
    case 'timed_out':
      return ended(verdict, 'timed_out', `timed out after ${timeoutSeconds} s and was killed; it decided nothing`);
    case 'cancelled':
      return ended(verdict, 'cancelled', 'cancelled; it decided nothing');
    case 'killed':
      return ended(verdict, 'crashed', `crashed: killed by ${end.signal}${withStderr}`);
  }
  const code = end.exitCode;
  verdict.report.exitCode = code;
  if (code === 2) return blockingExit(event, verdict, stderr || jsonReason(run.stdout) || 'no reason given');
  if (code === 126 || code === 127) {
    const what = code === 127 ? 'a command was not found' : 'a command could not be executed';
    return ended(verdict, 'crashed', `${what} (exit ${code})${withStderr}`);
  }
  const stdout = parseStdout(run.stdout);
  if (stdout.kind === 'invalid') return ended(verdict, 'non_blocking_error', `hook error (non-blocking): exit ${code}; ${stdout.message}`);
  if (stdout.kind === 'json') readJson(event, stdout.output, verdict);
  else if (code === 0 && eventRules[event].plainStdoutIsContext && stdout.text) verdict.additionalContext.push(cap(stdout.text));

  const outcome = outcomeOf(verdict, code);
  const messages: Partial<Record<HookOutcome, string>> = {
    blocked: verdict.stop ? `stopped the session: ${verdict.stop.reason ?? 'no reason given'}` : `blocked: ${verdict.block ?? verdict.permission?.reason ?? 'no reason given'}`,
    feedback: `feedback to the model: ${verdict.feedback}`,
    non_blocking_error: `hook error (non-blocking): exit ${code}${withStderr}`,
  };
  return ended(verdict, outcome, messages[outcome]);
}

function ended(verdict: HookVerdict, outcome: HookOutcome, message: string | undefined): HookVerdict {
  verdict.report.outcome = outcome;
  if (message) verdict.report.message = message;
  return verdict;
}

function outcomeOf(verdict: HookVerdict, code: number): HookOutcome {
  if (verdict.stop || verdict.block !== undefined || verdict.permission?.decision === 'deny') return 'blocked';
  if (verdict.feedback !== undefined) return 'feedback';
  return code === 0 ? 'success' : 'non_blocking_error';
}

function blockingExit(event: HookEventName, verdict: HookVerdict, reason: string): HookVerdict {
  switch (eventRules[event].onBlock) {
    case 'block':
      block(event, verdict, reason);
      return ended(verdict, 'blocked', `blocked: ${reason}`);
    case 'feedback':
      block(event, verdict, reason);
      return ended(verdict, 'feedback', `feedback to the model: ${reason}`);
    case 'user':
      verdict.systemMessage = reason;
      return ended(verdict, 'non_blocking_error', `exit 2 (${event} cannot be blocked; shown to the person): ${reason}`);
    case 'ignored':
      return ended(verdict, 'non_blocking_error', `exit 2 is not honoured for ${event}; the action goes ahead: ${reason}`);
  }
}

/** Exit 2 or `decision: "block"`, as the event understands it. */
function block(event: HookEventName, verdict: HookVerdict, reason: string): void {
  if (event === 'PreToolUse') verdict.permission = { decision: 'deny', reason };
  else if (eventRules[event].onBlock === 'block') verdict.block = reason;
  else if (eventRules[event].onBlock === 'feedback') verdict.feedback = reason;
}

function readJson(event: HookEventName, output: HookJsonOutput, verdict: HookVerdict): void {
  const note = (text: string) => verdict.report.notes.push(text);
  if (output.continue === false) verdict.stop = { reason: output.stopReason && cap(output.stopReason) };
  if (output.systemMessage) verdict.systemMessage = cap(output.systemMessage);
  if (output.decision === 'block') {
    const effect = eventRules[event].onBlock;
    if (effect === 'block' || effect === 'feedback') block(event, verdict, cap(output.reason ?? 'no reason given'));
    else note(`"decision": "block" has no effect on ${event}`);
  } else if (output.decision === 'approve') {
    if (event === 'PreToolUse') verdict.permission = { decision: 'allow', reason: output.reason && cap(output.reason) };
  } else if (output.decision !== undefined) {
    note(`"decision": ${JSON.stringify(output.decision)} is neither "block" nor "approve"; ignored`);
  }
  if ('permissionDecision' in output) note('"permissionDecision" belongs inside "hookSpecificOutput"; ignored');

  const specific = output.hookSpecificOutput;
  if (!specific) return;
  if (specific.hookEventName !== event) {
    note(`"hookSpecificOutput" is for ${specific.hookEventName}, not ${event}; ignored`);
    return;
  }
  const read = ['hookEventName'];
  if (event === 'PreToolUse') {
    read.push('permissionDecision', 'permissionDecisionReason', 'updatedInput');
    if (specific.permissionDecision) {
      const reason = specific.permissionDecisionReason;
      verdict.permission = { decision: specific.permissionDecision, reason: reason && cap(reason) };
    }
    if (specific.updatedInput) verdict.updatedInput = specific.updatedInput;
  }
  if (event === 'PermissionRequest') read.push('decision');
  if (event === 'PermissionRequest' && specific.decision) {
    const { behavior, message, updatedInput, interrupt } = specific.decision;
    verdict.permission = { decision: behavior, reason: message && cap(message) };
    if (updatedInput) verdict.updatedInput = updatedInput;
    if (interrupt && behavior === 'deny') verdict.stop = { reason: message && cap(message) };
    if ('updatedPermissions' in specific.decision) note('"decision.updatedPermissions" is not supported yet; ignored');
  }
  if (eventRules[event].readsAdditionalContext) {
    read.push('additionalContext');
    if (specific.additionalContext) verdict.additionalContext.push(cap(specific.additionalContext));
  }
  const unread = Object.keys(specific).filter((key) => !read.includes(key));
  if (unread.length > 0) note(`not supported for ${event} yet, ignored: ${unread.map((key) => `hookSpecificOutput.${key}`).join(', ')}`);
}

function jsonReason(stdout: string): string | undefined {
  const parsed = parseStdout(stdout);
  if (parsed.kind !== 'json') return undefined;
  const reason = parsed.output.reason ?? parsed.output.hookSpecificOutput?.permissionDecisionReason;
  return reason && cap(reason);
}

/** Claude Code caps hook strings at 10,000 characters. */
function cap(text: string): string {
  if (text.length <= maxTextChars) return text;
  return `${text.slice(0, maxTextChars)}\n… [${text.length - maxTextChars} more characters cut]`;
}
