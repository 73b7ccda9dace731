import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { createPermissions } from '../../../../main/core/permissions/service.ts';
import { createShellAnalyzer } from '../../../../main/core/permissions/shell/analyzer.ts';
import { loadSettings } from '../../../../main/core/settings/load.ts';
import { defineTool } from '../../../../main/core/tools/define.ts';
import type { HookVerdict, PermissionRequest } from '../../../../main/core/tools/permission.ts';
import type { AnyTool } from '../../../../main/core/tools/tool.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';

/** Stand-ins with the permission targets the built-in tools declare; only `permission()` matters here. */
const pathTool = (name: string, access: 'read' | 'write', readOnly: boolean) =>
  defineTool({
    name,
    description: name,
    input: z.object({ file_path: z.string() }),
    readOnly,
    permission: (input) => ({ paths: [{ path: input.file_path, access }] }),
    execute: () => 'ok',
  });

export const tools: Record<string, AnyTool> = {
  Bash: defineTool({
    name: 'Bash',
    aliases: ['bash', 'shell'],
    description: 'Bash',
    input: z.object({ command: z.string() }),
    permission: (input) => ({ command: input.command }),
    execute: () => 'ok',
  }),
  Read: pathTool('Read', 'read', true),
  Write: pathTool('Write', 'write', false),
  Edit: pathTool('Edit', 'write', false),
  WebFetch: defineTool({
    name: 'WebFetch',
    description: 'WebFetch',
    input: z.object({ url: z.string() }),
    readOnly: true,
    permission: (input) => ({ domain: new URL(input.url).hostname }),
    execute: () => 'ok',
  }),
  Agent: defineTool({
    name: 'Agent',
    aliases: ['Task'],
    description: 'Agent',
    input: z.object({ subagent_type: z.string() }),
    permission: (input) => ({ specifier: input.subagent_type }),
    execute: () => 'ok',
  }),
  GitCommit: defineTool({
    name: 'GitCommit',
    description: 'GitCommit',
    input: z.object({ message: z.string() }),
    permission: (input) => ({ command: `git commit -m '${input.message}'` }),
    execute: () => 'ok',
  }),
  TodoWrite: defineTool({ name: 'TodoWrite', description: 'todos', input: z.object({}), readOnly: true, execute: () => 'ok' }),
  // The programs reading the terminal come with the input here; the real tool asks the PTY for them.
  BashInput: defineTool({
    name: 'BashInput',
    aliases: ['bash_input'],
    description: 'BashInput',
    input: z.object({ input: z.string(), command: z.string(), running: z.array(z.array(z.string())), environment: z.array(z.string()).optional() }),
    permission: (input) => ({ terminalInput: { text: input.input, readers: { command: input.command, running: input.running, changedVariables: input.environment } } }),
    execute: () => 'ok',
  }),
};

export interface Setup {
  project?: Record<string, unknown>;
  local?: Record<string, unknown>;
  user?: Record<string, unknown>;
  files?: Record<string, string>;
  /** The project inside the home folder (home/project), as most people have it. */
  projectInHome?: boolean;
}

const loaded = createShellAnalyzer();
const analyzer = () => loaded;

/** A project, a home and a data dir in a temp folder, with the given settings files written for real. */
export function permissionsFor(setup: Setup = {}) {
  const root = tempDir('deft-perm-');
  const home = join(root, 'home');
  const projectDir = setup.projectInHome ? join(home, 'project') : join(root, 'project');
  const dataDir = join(root, 'data');
  mkdirSync(projectDir, { recursive: true });
  mkdirSync(home, { recursive: true });
  const write = (path: string, content: string) => {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
  };
  if (setup.project) write(join(projectDir, '.claude', 'settings.json'), JSON.stringify(setup.project));
  if (setup.local) write(join(projectDir, '.deft', 'settings.local.json'), JSON.stringify(setup.local));
  if (setup.user) write(join(home, '.claude', 'settings.json'), JSON.stringify(setup.user));
  for (const [path, content] of Object.entries(setup.files ?? {})) write(join(root, path), content);
  const permissions = createPermissions({
    projectDir,
    dataDir,
    home,
    analyzer,
    environment: { ...process.env, HOME: home },
    loadSettings: () => loadSettings({ projectDir, dataDir, home }),
  });
  const request = (tool: string, input: Record<string, unknown>, extra: { sessionId?: string; hook?: HookVerdict; cwd?: string } = {}): PermissionRequest => {
    const definition = tools[tool];
    return {
      tool: definition,
      input,
      target: definition.permission?.(input, { cwd: extra.cwd ?? projectDir } as never) ?? {},
      sessionId: extra.sessionId ?? 'session-1',
      agent: { name: 'main' },
      cwd: extra.cwd ?? projectDir,
      hook: extra.hook,
    };
  };
  const decide = (tool: string, input: Record<string, unknown>, extra?: Parameters<typeof request>[2]) =>
    Promise.resolve(permissions.decide(request(tool, input, extra)));
  const bash = (command: string, extra?: Parameters<typeof request>[2]) => decide('Bash', { command }, extra);
  return { root, projectDir, home, dataDir, permissions, request, decide, bash };
}

/** A project holding `notes.txt` and a home holding an SSH key, AWS credentials and a `.netrc`, each `SECRET`. */
export function plantedPermissions(setup: Setup & { mode?: string } = {}) {
  const fixture = permissionsFor(setup);
  for (const path of ['.ssh/id_rsa', '.aws/credentials', '.netrc']) {
    mkdirSync(join(fixture.home, path, '..'), { recursive: true });
    writeFileSync(join(fixture.home, path), 'SECRET');
  }
  writeFileSync(join(fixture.projectDir, 'notes.txt'), 'x');
  if (setup.mode) fixture.permissions.setMode('session-1', setup.mode);
  return fixture;
}

/** The planted project with a git dir holding a hook and a config, its `.claude/settings.json` written, and a `p.json` to copy. */
export function controlledProject(setup: Setup & { mode?: string }) {
  const fixture = plantedPermissions(setup);
  const inProject = (path: string) => join(fixture.projectDir, path);
  mkdirSync(inProject('.git/hooks'), { recursive: true });
  mkdirSync(inProject('.claude'), { recursive: true });
  writeFileSync(inProject('.git/config'), '[core]\n');
  writeFileSync(inProject('.git/hooks/pre-commit'), '#!/bin/sh\n');
  writeFileSync(inProject('.claude/settings.json'), JSON.stringify(setup.project ?? {}));
  writeFileSync(inProject('p.json'), '{}');
  return { ...fixture, inProject };
}
