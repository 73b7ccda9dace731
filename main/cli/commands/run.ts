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
import { redactingIo } from '../run/redact.ts';
import { errorMessage } from '../../core/common/errors.ts';

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
  const prompt = await readPrompt(options.prompt, cliIo.stdin);
  const { apiKey } = options.provider;
  const io = redactingIo(cliIo, secretsRedactor(knownSecrets({ secrets: secretsFromEnv(cliIo.env), envs: [cliIo.env], keys: [apiKey] })));
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
  const onEvent = (event: AgentEvent) => {
    if (event.type === 'session' && !event.subagent) sessionId ??= event.sessionId;
    output.event(event);
  };
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
      prompt,
      session: options.session,
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
  }
  output.finish(end);
  io.flush();
  return controller.signal.aborted ? cancelledExitCode : exitCodes[end.status];
}
