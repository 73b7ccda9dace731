import { z } from 'zod';
import { defineTool, ToolError } from '../tools/define.ts';
import { commandOutputLimits } from '../tools/output/truncate.ts';
import { outputTail } from './process/output-tail.ts';
import type { SessionConfinement } from '../common/process/confine.ts';
import { runProcess } from '../common/process/run-process.ts';
import { projectPython } from './python/project-python.ts';
import { shellCommand } from './shell-text/quote.ts';
import description from './run-python.txt?raw';

const defaultTimeoutMs = 120_000;
const maxTimeoutMs = 600_000;
/** Runaway output stops the code before it can fill the memory; the model sees at most 30,000 characters anyway. */
const maxOutputChars = 10_000_000;
/** The executor's own limit comes this long after the tool's, which stops the process itself. */
const backstopMs = 10_000;

export function createRunPythonTool({ confinement }: { confinement: SessionConfinement }) {
  return defineTool({
    name: 'RunPython',
    aliases: ['run_python', 'python'],
    description,
    input: z.strictObject({
      code: z.string().min(1).describe('The Python 3 code to run'),
      timeout: z.number().int().min(1).max(maxTimeoutMs).optional().describe(`Milliseconds, default ${defaultTimeoutMs}, at most ${maxTimeoutMs}`),
    }),
    limits: commandOutputLimits,
    searchHint: 'python script execute code calculate',
    timeoutMs: (input) => (input.timeout ?? defaultTimeoutMs) + backstopMs,
    permission: (input) => ({ command: shellCommand(['python3', '-c', input.code]) }),
    activity: () => 'Running Python code',
    async execute(input, context) {
      const timeoutMs = input.timeout ?? defaultTimeoutMs;
      const python = projectPython(context.cwd);
      const result = await runProcess({
        file: python,
        args: ['-'],
        cwd: context.cwd,
        env: { add: { PYTHONUNBUFFERED: '1', PYTHONDONTWRITEBYTECODE: '1' } },
        stdin: input.code,
        signal: context.signal,
        confinement: confinement.processes,
        timeoutMs,
        maxOutputChars,
        onOutput: (text) => context.progress({ output: text }),
      }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') {
          throw new ToolError(`${python} was not found: install Python 3, or create a virtual environment in the project's .venv folder.`);
        }
        throw error;
      });
      const output = result.output.trimEnd();
      const failed = (what: string) => new ToolError(`${what}\n${outputTail(output, commandOutputLimits.maxChars)}`.trimEnd());
      if (result.overflowed) throw failed(`The code printed more than ${maxOutputChars.toLocaleString('en-US')} characters and was stopped.`);
      if (result.timedOut) throw failed(`The code ran longer than ${timeoutMs} ms and was stopped.`);
      if (result.code !== 0) throw failed(`Python exited with code ${result.code}.`);
      return output || '(no output)';
    },
  });
}
