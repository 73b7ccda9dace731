import { z } from 'zod';
import { lazy } from '../common/lazy.ts';
import type { Confinement } from '../common/process/confine.ts';
import { runProcess } from '../common/process/run-process.ts';
import { defineTool, ToolError } from './define.ts';
import { commandOutputLimits } from './output/truncate.ts';
import type { AnyTool } from './tool.ts';

/** A tool declared in settings: a shell command that gets the input as JSON on stdin. Made at the first declaration read. */
export const commandToolSettings = lazy(() =>
  z.strictObject({
    name: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, 'letters, digits, "_" and "-", starting with a letter, at most 64'),
    description: z.string().min(1),
    parameters: z
      .looseObject({ type: z.literal('object') })
      .default({ type: 'object', properties: {} })
      .describe('JSON Schema of the input'),
    command: z.string().min(1),
    /** Seconds. */
    timeout: z.number().positive().max(600).optional(),
    readOnly: z.boolean().optional(),
  }),
);
export type CommandToolSettings = z.input<ReturnType<typeof commandToolSettings>>;

export interface CommandToolsResult {
  tools: AnyTool[];
  /** One line per declaration that could not be used, naming where and why. */
  errors: string[];
}

/** Builds the command tools declared under `tools` in a settings file. */
/** `confinement`: where the tools' commands run (the session's sandbox, or `noConfinement`). */
export function commandToolsFromSettings(declarations: unknown, file: string, confinement: Confinement): CommandToolsResult {
  if (declarations === undefined) return { tools: [], errors: [] };
  if (!Array.isArray(declarations)) return { tools: [], errors: [`${file}: "tools" must be an array`] };
  const tools: AnyTool[] = [];
  const errors: string[] = [];
  declarations.forEach((declaration, index) => {
    const parsed = commandToolSettings().safeParse(declaration);
    if (!parsed.success) {
      errors.push(`${file}: tools[${index}]: ${z.prettifyError(parsed.error).replace(/\n/g, '; ')}`);
      return;
    }
    try {
      tools.push(commandTool(parsed.data, confinement));
    } catch (error) {
      errors.push(`${file}: tools[${index}].parameters: ${(error as Error).message}`);
    }
  });
  return { tools, errors };
}

function commandTool(settings: z.output<ReturnType<typeof commandToolSettings>>, confinement: Confinement): AnyTool {
  return defineTool({
    name: settings.name,
    description: settings.description,
    input: z.fromJSONSchema(settings.parameters),
    readOnly: settings.readOnly ?? false,
    limits: commandOutputLimits,
    timeoutMs: () => (settings.timeout ? settings.timeout * 1000 : undefined),
    activity: () => `Running ${settings.name}`,
    execute: (input, context) => runCommand(settings.command, JSON.stringify(input), context.cwd, context.signal, confinement),
  });
}

async function runCommand(command: string, stdin: string, cwd: string, signal: AbortSignal, confinement: Confinement): Promise<string> {
  const { code, stdout, stderr } = await runProcess({
    file: command,
    args: [],
    shell: true,
    cwd,
    env: { add: { DEFT_PROJECT_DIR: cwd } },
    stdin,
    signal,
    confinement,
  });
  const output = [stdout.trimEnd(), stderr.trim() && `stderr:\n${stderr.trimEnd()}`].filter(Boolean).join('\n');
  if (code !== 0) throw new ToolError(`The command exited with code ${code}.\n${output}`.trimEnd());
  return output || '(no output)';
}
