import { describe, expect, it } from 'vitest';
import { hookConfigFromSettings } from '../../../../main/core/hooks/from-settings.ts';

const file = '/project/.claude/settings.json';

describe('hookConfigFromSettings', () => {
  it('reads the current shape, one matcher group per entry, keeping every handler field', () => {
    const { hooks, errors } = hookConfigFromSettings(
      {
        PreToolUse: [
          {
            matcher: 'Bash',
            hooks: [
              { type: 'command', command: 'check.sh', timeout: 30, if: 'Bash(git *)', statusMessage: 'Checking', async: false, shell: 'bash' },
              { type: 'command', command: 'python', args: ['${CLAUDE_PROJECT_DIR}/hook.py', 'pre'] },
            ],
          },
        ],
        Stop: [{ hooks: [{ type: 'command', command: './notify.sh' }] }],
        SessionEnd: [],
      },
      file,
    );
    expect(errors).toEqual([]);
    expect(hooks).toEqual([
      {
        event: 'PreToolUse',
        matcher: 'Bash',
        hooks: [
          { type: 'command', command: 'check.sh', timeout: 30, if: 'Bash(git *)', statusMessage: 'Checking', async: false, shell: 'bash' },
          { type: 'command', command: 'python', args: ['${CLAUDE_PROJECT_DIR}/hook.py', 'pre'] },
        ],
        file,
      },
      { event: 'Stop', hooks: [{ type: 'command', command: './notify.sh' }], file },
    ]);
  });

  it('accepts the legacy shapes: a handler directly in the event array, no "type", an object matcher', () => {
    const { hooks, errors } = hookConfigFromSettings(
      {
        Stop: [{ type: 'command', command: 'echo done' }],
        PostToolUse: [{ command: 'bash hooks/index.sh', timeout: 500 }],
        PreToolUse: [
          { matcher: { tools: ['Edit', 'Write'] }, hooks: [{ type: 'command', command: 'fmt' }] },
          { matcher: {}, hooks: [{ command: 'audit' }] },
        ],
      },
      file,
    );
    expect(errors).toEqual([]);
    expect(hooks).toEqual([
      { event: 'Stop', hooks: [{ type: 'command', command: 'echo done' }], file },
      { event: 'PostToolUse', hooks: [{ type: 'command', command: 'bash hooks/index.sh', timeout: 500 }], file },
      { event: 'PreToolUse', matcher: 'Edit|Write', hooks: [{ type: 'command', command: 'fmt' }], file },
      { event: 'PreToolUse', hooks: [{ type: 'command', command: 'audit' }], file },
    ]);
  });

  it('reports other hook types once per type as not supported yet, with every place they are', () => {
    const { hooks, errors } = hookConfigFromSettings(
      {
        PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'prompt', prompt: 'Is $ARGUMENTS safe?' }, { type: 'command', command: 'ok.sh' }] }],
        Stop: [{ hooks: [{ type: 'prompt', prompt: 'Done?' }, { type: 'http', url: 'http://localhost:1' }] }],
        SessionStart: [{ hooks: [{ type: 'agent', prompt: 'x' }, { type: 'mcp_tool', server: 's', tool: 't' }] }],
      },
      file,
    );
    expect(hooks.map((group) => group.hooks.map((handler) => handler.command))).toEqual([['ok.sh']]);
    expect(errors).toEqual([
      `${file}: "prompt" hooks are not supported yet; 2 will not run: hooks.PreToolUse[0].hooks[0], hooks.Stop[0].hooks[0]`,
      `${file}: "http" hooks are not supported yet; 1 will not run: hooks.Stop[0].hooks[1]`,
      `${file}: "agent" hooks are not supported yet; 1 will not run: hooks.SessionStart[0].hooks[0]`,
      `${file}: "mcp_tool" hooks are not supported yet; 1 will not run: hooks.SessionStart[0].hooks[1]`,
    ]);
  });

  it('names the file and the JSON path of everything it cannot use, and keeps the rest', () => {
    const { hooks, errors } = hookConfigFromSettings(
      {
        preToolUse: [],
        'PreToolUse:Bash': { command: 'x' },
        StopFailure: [{ hooks: [{ type: 'command', command: 'bell' }] }],
        Stop: { hooks: [] },
        PostToolUse: [
          { matcher: 'Bash', hook: '.claude/hooks/remind.sh' },
          { matcher: 'Edit(', hooks: [{ type: 'command', command: 'still-loaded' }] },
          { matcher: 42, hooks: [{ type: 'command', command: 'dropped' }] },
          { matcher: 'Write', hooks: 'fmt' },
          'fmt',
          { hooks: [{ type: 'command', command: '', timeout: -1 }, { type: 'webhook' }, { type: 'command', command: 'good', shell: 'zsh' }, null] },
        ],
      },
      file,
    );
    expect(hooks).toEqual([{ event: 'PostToolUse', matcher: 'Edit(', hooks: [{ type: 'command', command: 'still-loaded' }], file }]);
    expect(errors).toEqual([
      `${file}: hooks.preToolUse: unknown hook event "preToolUse"; event names are case-sensitive: did you mean "PreToolUse"?`,
      `${file}: hooks["PreToolUse:Bash"]: unknown hook event "PreToolUse:Bash"; expected one of PreToolUse, PostToolUse, PostToolUseFailure, PermissionRequest, UserPromptSubmit, Stop, SubagentStop, SessionStart, SessionEnd, PreCompact, Notification`,
      `${file}: hooks.StopFailure: Deft does not fire StopFailure yet; these hooks will not run`,
      `${file}: hooks.Stop: must be an array of matcher groups like {"matcher": "Bash", "hooks": [...]}, found an object`,
      `${file}: hooks.PostToolUse[0]: has no "hooks" array ("hook" is not a field: put the command in "hooks": [{"type": "command", "command": "..."}])`,
      `${file}: hooks.PostToolUse[1].matcher: invalid regular expression "Edit(": Invalid regular expression: /Edit(/: Unterminated group; it matches nothing`,
      `${file}: hooks.PostToolUse[2].matcher: must be a string like "Edit|Write", found a number (42); this group will not run`,
      `${file}: hooks.PostToolUse[3].hooks: must be an array of handlers like {"type": "command", "command": "..."}, found a string ("fmt")`,
      `${file}: hooks.PostToolUse[4]: must be a matcher group like {"matcher": "Bash", "hooks": [...]}, found a string ("fmt")`,
      `${file}: hooks.PostToolUse[5].hooks[0].command: Too small: expected string to have >=1 characters`,
      `${file}: hooks.PostToolUse[5].hooks[0].timeout: Too small: expected number to be >0`,
      `${file}: hooks.PostToolUse[5].hooks[1].type: unknown hook type "webhook"; expected "command", "prompt", "agent", "http", "mcp_tool"`,
      `${file}: hooks.PostToolUse[5].hooks[2].shell: Invalid option: expected one of "bash"|"powershell"`,
      `${file}: hooks.PostToolUse[5].hooks[3]: must be a handler like {"type": "command", "command": "..."}, found null`,
    ]);
  });

  it('has nothing to say about a missing section, and refuses one that is not an object', () => {
    expect(hookConfigFromSettings(undefined, file)).toEqual({ hooks: [], errors: [] });
    expect(hookConfigFromSettings([], file)).toEqual({ hooks: [], errors: [`${file}: hooks: must be an object of event names, found an array`] });
  });
});
