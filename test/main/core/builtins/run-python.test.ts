import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createRunPythonTool } from '../../../../main/core/builtins/run-python.ts';
import { unconfinedSession } from '../../../../main/core/common/process/confine.ts';

const runPython = createRunPythonTool({ confinement: unconfinedSession });
import type { PermissionRequest, PermissionService } from '../../../../main/core/tools/permission.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { executorWith, textOf, turnContext } from '../tools/fixtures.ts';

function python(cwd: string, input: Record<string, unknown>, options: Parameters<typeof executorWith>[1] = {}, signal?: AbortSignal) {
  const setup = executorWith(tempDir(), options);
  const outcome = setup.executor.run({ id: 'p', name: 'run_python', input }, turnContext([runPython], { cwd, ...(signal && { signal }) }));
  return { outcome, events: setup.events };
}

/** A project whose .venv links straight to the interpreter, so no version-manager shim slows its start. */
let interpreter: string | undefined;
function projectWithVenv(): string {
  const project = tempDir();
  interpreter ??= execFileSync('python3', ['-c', 'import sys; print(sys.executable)'], { encoding: 'utf8' }).trim();
  mkdirSync(join(project, '.venv', 'bin'), { recursive: true });
  symlinkSync(interpreter, join(project, '.venv', 'bin', 'python3'));
  return project;
}

/** A process that exists and is not a zombie waiting to be reaped. */
function isRunning(pid: number): boolean {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return false;
  return readFileSync(stat, 'utf8').split(') ')[1]?.[0] !== 'Z';
}

describe('RunPython', () => {
  it('runs the code in the project folder, where its modules can be imported, and returns stdout and stderr', async () => {
    const project = tempDir();
    writeFileSync(join(project, 'helpers.py'), 'def double(x):\n    return 2 * x\n');
    const code = 'import os, sys\nfrom helpers import double\nprint(os.getcwd())\nprint("warn", file=sys.stderr)\nprint(double(21))';
    const { outcome, events } = python(project, { code });
    const result = await outcome;
    expect(result.status).toBe('success');
    expect(textOf(result).split('\n').sort()).toEqual([project, '42', 'warn'].sort());
    expect(events.filter((event) => event.type === 'progress').length).toBeGreaterThan(0);
  });

  it('reports an exception with its traceback and the exit code', async () => {
    const result = await python(tempDir(), { code: 'print("before")\nraise ValueError("bad value")' }).outcome;
    expect(result.status).toBe('error');
    expect(textOf(result)).toMatch(/^Python exited with code 1\.\nbefore\nTraceback[\s\S]*ValueError: bad value$/);
  });

  it('gives the code an empty stdin, so input() fails instead of waiting', async () => {
    const result = await python(tempDir(), { code: 'input("name? ")' }).outcome;
    expect(textOf(result)).toMatch(/EOFError/);
  });

  it("prefers the project's .venv interpreter", async () => {
    const project = tempDir();
    mkdirSync(join(project, '.venv', 'bin'), { recursive: true });
    const wrapper = join(project, '.venv', 'bin', 'python3');
    writeFileSync(wrapper, '#!/bin/sh\nDEFT_TEST_VENV=yes exec python3 "$@"\n');
    chmodSync(wrapper, 0o755);
    const result = await python(project, { code: 'import os; print(os.environ.get("DEFT_TEST_VENV"))' }).outcome;
    expect(textOf(result)).toBe('yes');
  });

  it('stops the code at its timeout, with the output so far', async () => {
    const project = projectWithVenv();
    const code = 'import os, time\nopen("pid", "w").write(str(os.getpid()))\nprint("started", flush=True)\ntime.sleep(60)';
    const result = await python(project, { code, timeout: 1000 }).outcome;
    expect(result.status).toBe('error');
    expect(textOf(result)).toBe('The code ran longer than 1000 ms and was stopped.\nstarted');
    const pid = Number(readFileSync(join(project, 'pid'), 'utf8'));
    await vi.waitFor(() => expect(isRunning(pid)).toBe(false));
  });

  it('stops runaway output, and gives the model only the end of a failing run', async () => {
    const result = await python(projectWithVenv(), { code: 'while True:\n    print("x" * 999)' }).outcome;
    expect(result.status).toBe('error');
    expect(textOf(result)).toMatch(/^The code printed more than 10,000,000 characters and was stopped\.\n\[… [\d,]+ characters cut from the start\]\n\s*x+/);
    expect(textOf(result).length).toBeLessThan(30_200);
  });

  it('kills the whole process group when the turn is cancelled', async () => {
    const controller = new AbortController();
    const code = 'import os, subprocess\nchild = subprocess.Popen(["sleep", "60"])\nprint(f"{os.getpid()} {child.pid}")\nchild.wait()';
    let printed = '';
    const { outcome } = python(
      projectWithVenv(),
      { code },
      {
        onEvent: (event) => {
          if (event.type !== 'progress') return;
          printed += (event.data as { output: string }).output;
          if (printed.endsWith('\n')) controller.abort();
        },
      },
      controller.signal,
    );
    expect((await outcome).status).toBe('cancelled');
    const pids = printed.trim().split(' ').map(Number);
    expect(pids).toHaveLength(2);
    await vi.waitFor(() => expect(pids.filter(isRunning)).toEqual([]));
  });

  it('is checked like the shell command python3 -c', async () => {
    const seen: PermissionRequest[] = [];
    const recording: PermissionService = {
      decide: (request) => {
        seen.push(request);
        return { behavior: 'deny', message: 'no', source: { kind: 'default', detail: 'test' } };
      },
    };
    const result = await python(tempDir(), { code: "print('hi')" }, { permissions: recording }).outcome;
    expect(result.status).toBe('denied');
    expect(seen[0].target).toEqual({ command: `python3 -c 'print('\\''hi'\\'')'` });
  });

  it('says so when there is no python3 to run', async () => {
    vi.stubEnv('PATH', tempDir());
    try {
      const result = await python(tempDir(), { code: 'print(1)' }).outcome;
      expect(result.status).toBe('error');
      expect(textOf(result)).toMatch(/^python3 was not found: install Python 3/);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
