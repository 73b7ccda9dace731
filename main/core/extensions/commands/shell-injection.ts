import { runProcess } from '../../common/process/run-process.ts';
import type { Result } from '../../common/result.ts';
import { checkShellCommand, type ShellCheck } from './shell-permission.ts';

const injection = /!`([^`\n]+)`/g;
const maxOutputChars = 20_000;
const timeoutMs = 60_000;

export interface InjectionOptions extends ShellCheck {
  signal: AbortSignal;
}

/**
 * Runs each `` !`cmd` `` of the text with bash in the project folder, one after another, once
 * permitted (see `checkShellCommand`), and puts its output (stdout and stderr, capped) in its place.
 * The first command not permitted fails the whole expansion, naming the command and the rule that would allow it.
 */
export async function runInjections(text: string, options: InjectionOptions): Promise<Result<string>> {
  const commands = [...text.matchAll(injection)].map((match) => match[1].trim());
  const outputs: string[] = [];
  for (const command of commands) {
    const verdict = await checkShellCommand(command, options);
    if (!verdict.allowed) return { ok: false, error: `The command \`${command}\` in ${options.declaredIn} was not run: ${verdict.message}.` };
    outputs.push(await runInjected(command, options));
  }
  let next = 0;
  return { ok: true, value: text.replace(injection, () => outputs[next++]) };
}

async function runInjected(command: string, options: InjectionOptions): Promise<string> {
  const result = await runProcess({
    file: 'bash',
    args: ['-c', command],
    cwd: options.projectDir,
    signal: options.signal,
    confinement: options.permission.confinement,
    timeoutMs,
    maxOutputChars,
  });
  const output = result.output.trimEnd();
  const notes = [
    result.overflowed && `output cut at ${maxOutputChars.toLocaleString('en-US')} characters`,
    result.timedOut && `stopped after ${timeoutMs / 1000} s`,
    !result.timedOut && result.code !== 0 && `exit code ${result.code ?? 'none (killed)'}`,
  ].filter(Boolean);
  return notes.length > 0 ? `${output}\n[${notes.join('; ')}]` : output;
}
