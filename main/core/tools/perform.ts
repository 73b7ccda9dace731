import { resolve } from 'node:path';
import { raceAbort } from './abort.ts';
import type { AdmittedCall } from './admit.ts';
import { activity, failure, hookEvent, text, type CallInProgress, type ExecutorContext, type Stop } from './call-state.ts';
import { ToolError } from './define.ts';
import type { PostToolUseResult } from './hooks.ts';
import { truncateForModel } from './output/for-model.ts';
import { defaultLimits, type OutputLimits } from './output/truncate.ts';
import type { AnyTool } from './tool.ts';
import { resultContent, type ResultContent } from '../../../shared/vocabulary/result-content.ts';

/**
 * Runs an admitted call: execute under its time limit and the locks of the files it writes →
 * map to content and truncate (spilling the whole text) → PostToolUse hooks → the result. A failed
 * call goes to PostToolUseFailure hooks instead; a stopped one waits briefly for the tool's account.
 */
export async function perform(executor: ExecutorContext, state: CallInProgress, admitted: AdmittedCall): Promise<Stop> {
  const { call, turn } = state;
  const { tool, input, context, target } = admitted;
  const { signal } = state.control;
  executor.emit({ type: 'running', toolCallId: call.id, toolName: tool.name, input, activity: activity(tool, input) });
  state.control.arm(tool.timeoutMs?.(input) ?? executor.defaultTimeoutMs);
  const writes = (target.paths ?? []).filter((path) => path.access === 'write').map((path) => resolve(turn.cwd, path.path));
  let output: unknown;
  let executing: Promise<unknown> | undefined;
  try {
    executing = executor.withLocks(writes, async () => tool.execute(input, context));
    output = await raceAbort(executing, signal);
    if (tool.output && !tool.output.safeParse(output).success) {
      throw new Error(`${tool.name} produced output that does not match its schema`);
    }
  } catch (error) {
    if (signal.aborted) {
      const ended = failure(error, executor, state);
      const account = executing && (await accountOfStopping(executing, executor.abortGraceMs));
      return account ? { ...ended, content: [...ended.content, ...text(account)] } : ended;
    }
    const failed = failure(error, executor, state);
    const event = { ...hookEvent(state, tool, input), error: textOf(failed.content), durationMs: performance.now() - state.started };
    const post: PostToolUseResult = (await executor.hooks.postToolUseFailure?.(event, signal).catch(() => ({}))) ?? {};
    const content = await truncate(executor, state, failed.content, tool.limits);
    return { ...failed, content: [...content, ...contextBlocks(post.additionalContext)] };
  }

  const mapped = await truncate(executor, state, toContent(tool, output, input), tool.limits);
  const post = await raceAbort(
    executor.hooks.postToolUse({ ...hookEvent(state, tool, input), content: mapped, durationMs: performance.now() - state.started }, signal),
    signal,
  );
  return { status: 'success', content: [...mapped, ...contextBlocks(admitted.hookContext), ...contextBlocks(post.additionalContext)] };
}

async function truncate(executor: ExecutorContext, state: CallInProgress, content: ResultContent[], limits: OutputLimits | false | undefined) {
  if (limits === false) return content;
  const result: ResultContent[] = [];
  for (const part of content) {
    if (part.type !== 'text') {
      result.push(part);
      continue;
    }
    const cut = await truncateForModel(part.text, limits ?? defaultLimits, executor.spill, state.call.id);
    if (cut.spillPath) state.spillPath = cut.spillPath;
    result.push({ type: 'text', text: cut.text });
  }
  return result;
}

/** The message of the `ToolError` a stopped tool ends with, if it ends within `ms`; nothing else it says. */
async function accountOfStopping(executing: Promise<unknown>, ms: number): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ms)));
  const said = executing.then(
    () => undefined,
    (error: unknown) => (error instanceof ToolError ? error.message : undefined),
  );
  try {
    return await Promise.race([said, late]);
  } finally {
    clearTimeout(timer);
  }
}

function contextBlocks(context: readonly string[] | undefined): ResultContent[] {
  return (context ?? []).map((text) => ({ type: 'text', text }));
}

function textOf(content: readonly ResultContent[]): string {
  return content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
}

/** The tool's result as content parts; a part that is neither text nor image (a project tool's, say) goes to the model as its JSON. */
function toContent(tool: AnyTool, output: unknown, input: unknown): ResultContent[] {
  const mapped: unknown = tool.toResult ? tool.toResult(output, input) : defaultResult(output);
  if (typeof mapped === 'string') return text(mapped);
  const parts: unknown[] = Array.isArray(mapped) ? mapped : [mapped];
  return parts.map((part) => {
    const parsed = resultContent.safeParse(part);
    return parsed.success ? parsed.data : { type: 'text', text: JSON.stringify(part) ?? String(part) };
  });
}

function defaultResult(output: unknown): string {
  if (typeof output === 'string') return output;
  if (output === undefined || output === null) return 'Done.';
  return JSON.stringify(output, null, 2);
}
