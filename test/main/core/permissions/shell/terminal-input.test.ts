import { describe, expect, it } from 'vitest';
import { judgeTerminalInput } from '../../../../../main/core/permissions/shell/terminal-input.ts';

const running = (command: string, ...programs: string[][]) => ({ command, running: programs });

describe('input typed into a running command', () => {
  it('splits a shell’s input into lines on \\r, \\n and \\r\\n', () => {
    expect(judgeTerminalInput('echo ok\rrm x\r\ncurl y\n', running('bash', ['bash'])).command).toBe('echo ok\nrm x\ncurl y');
  });

  it('takes a pager’s !cmd and |cmd as commands and its navigation as nothing', () => {
    expect(judgeTerminalInput('echo hi\r!touch pwned\r', running('less f', ['less', 'f']))).toEqual({ command: 'touch pwned' });
    expect(judgeTerminalInput('|arm x\r', running('less f', ['less', 'f']))).toEqual({ command: 'rm x' });
    expect(judgeTerminalInput(' jjk/needle\rnq', running('less f', ['less', 'f']))).toEqual({ command: ':' });
    expect(judgeTerminalInput('v', running('less f', ['less', 'f'])).alwaysAsk).toContain('editor');
  });

  it('asks for anything but leaving an editor or a REPL', () => {
    expect(judgeTerminalInput(':!rm x\r', running('vim f', ['vim', 'f'])).alwaysAsk).toContain('goes to an editor');
    expect(judgeTerminalInput('\u001b:wq\r', running('vim f', ['vim', 'f'])).alwaysAsk).toBeUndefined();
    expect(judgeTerminalInput('import os\r', running('python3', ['python3'])).alwaysAsk).toContain('interactive program');
  });

  it('judges input for a program started later by the command line too (sleep 1; less f)', () => {
    expect(judgeTerminalInput('!rm x\r', running('sleep 1; less f', ['sleep', '1'])).command).toBe('rm x');
    expect(judgeTerminalInput('rm x\r', running('sleep 1; ./prompt', ['sleep', '1'])).command).toBe('rm x');
  });

  it('treats a program reading data that may act on it (a prompt, a script) like a shell: its lines are judged as commands', () => {
    expect(judgeTerminalInput('y\n', running('python3 setup.py', ['python3', 'setup.py']))).toEqual({ command: 'y' });
    expect(judgeTerminalInput('rm x\n', running('./configure', ['./configure'])).command).toBe('rm x');
    // A read-only program followed by another in the same line: what comes after may read the input too.
    expect(judgeTerminalInput('rm x\n', running('cat; read c; $c', ['cat'])).command).toBe('rm x');
  });
});
