import type { AgentEvent, RunStatus } from '../../../shared/vocabulary/agent-events.ts';
import { knownSecrets, secretsRedactor } from '../../core/settings/known-secrets.ts';
import { secretsFromEnv } from '../../core/settings/secrets.ts';
import { headlessApprovals } from '../approval-policy.ts';
import { commandHelp } from '../help.ts';
import type { CliIo } from '../io.ts';
import { createRunOutput } from '../output/formats.ts';
import type { RunEnd } from '../output/run-output.ts';
import { parseRunOptions } from '../run/options.ts';
import { readPrompt } from '../run/prompt.ts';
import type { HeadlessPrompt, HeadlessRunRequest } from '../../core/session/run-headless.ts';
import { redactingIo } from '../run/redact.ts';
import { errorMessage } from '../../core/common/errors.ts';
import { withholdFromChildren } from '../../core/common/process/withheld.ts';
import { startCollectingEnvironment } from '../../core/agent/prompt/environment/collect-environment.ts';
import type { SessionWorktree } from '../../../shared/vocabulary/worktrees.ts';

/** Exit codes as Claude Code has them: reaching the turn limit is an error. */
const exitCodes: Record<RunStatus, number> = { done: 0, error: 1, max_turns: 1, cancelled: 130 };
const cancelledExitCode = 130;

/** `deft run`: one headless run of the agent on a prompt. */
export async function runCommand(args: string[], cliIo: CliIo): Promise<number> {
  const options = parseRunOptions(args, cliIo);
  if (options.help) {
    cliIo.stdout(commandHelp.run);
    return 0;
  }
  const streamed = options.inputFormat === 'stream-json';
  const prompt = streamed ? undefined : await readPrompt(options.prompt, cliIo.stdin);
  const { apiKey } = options.provider;
  const known = knownSecrets({ secrets: secretsFromEnv(cliIo.env), envs: [cliIo.env], keys: [apiKey] });
  const io = redactingIo(cliIo, secretsRedactor(known));
  // git (for the prompt's environment) runs while the session's modules load, without the keys, as every child.
  const releaseSecrets = withholdFromChildren(known);
  const environment = options.worktree ? undefined : startCollectingEnvironment(options.projectDir, io.env);
  const output = createRunOutput(options.outputFormat, io);
  const controller = new AbortController();
  const stopListening = io.onInterrupt(() => {
    if (controller.signal.aborted) {
      io.exit(cancelledExitCode);
      return;
    }
    controller.abort();
    output.notice('Cancelling… (Ctrl-C again to quit at once)');
  });
  const started = performance.now();
  let sessionId: string | undefined;
  let finished = false;
  const onEvent = (event: AgentEvent) => {
    if (event.type === 'session' && !event.subagent) {
      sessionId ??= event.sessionId;
      if (event.worktree) io.stderr(`${describeWorktree(event.worktree)}\n`);
    }
    output.event(event);
    // With streamed input every turn ends with its own result line.
    if (streamed && event.type === 'result' && !event.subagent) {
      const { type: _type, subagent: _subagent, ...end } = event;
      output.finish(end);
      finished = true;
    }
  };
  const input: HeadlessRunRequest['input'] = prompt === undefined ? { messages: userMessages(cliIo, output.notice) } : { prompt };
  let end: RunEnd;
  try {
    const { runHeadless } = await import('../../core/session/run-headless.ts');
    end = await runHeadless({
      projectDir: options.projectDir,
      dataDir: options.dataDir,
      env: io.env,
      // `--api-key` travels in `provider` and wins over these.
      secrets: secretsFromEnv(io.env),
      provider: options.provider,
      flags: options.flags,
      input,
      onQueue: output.queue,
      session: options.session,
      environment,
      worktree: options.worktree,
      maxTurns: options.maxTurns,
      approvals: headlessApprovals,
      onEvent,
      signal: controller.signal,
    });
  } catch (error) {
    const status = controller.signal.aborted ? 'cancelled' : 'error';
    const usage = { inputTokens: 0, outputTokens: 0 };
    end = { sessionId, status, text: '', turns: 0, usage, durationMs: performance.now() - started, error: errorMessage(error) };
  } finally {
    stopListening();
    releaseSecrets();
  }
  if (!finished) output.finish(end);
  io.flush();
  return controller.signal.aborted ? cancelledExitCode : exitCodes[end.status];
}

function describeWorktree(worktree: SessionWorktree): string {
  if (worktree.kind === 'clone') return `Working in a copy-on-write clone of ${worktree.projectPath}: ${worktree.cwd}`;
  return `Working in the worktree ${worktree.cwd} on branch ${worktree.branch} (from ${worktree.baseBranch ?? worktree.baseCommit?.slice(0, 12)})`;
}

/** The user messages on stdin; a line that is not one is named in a notice and skipped. Their schemas load only for `--input-format stream-json`. */
async function* userMessages(io: CliIo, notice: (message: string) => void): AsyncGenerator<HeadlessPrompt> {
  const { readStreamInput } = await import('../run/stream-input.ts');
  for await (const line of readStreamInput(io.stdin)) {
    if (line.ok) yield line.prompt;
    else notice(line.error);
  }
}
