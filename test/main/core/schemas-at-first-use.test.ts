import { describe, expect, it } from 'vitest';
import { z } from 'zod';
// Imported before counting: the vocabulary's own schemas are made at import on purpose.
import '../../../shared/vocabulary/permission-modes.ts';

/** Modules a one-turn `deft run` loads but whose schemas it may never parse with (docs/PERFORMANCE.md, Start-up, fourth pass). */
const modules = {
  'hook output': () => import('../../../main/core/hooks/output.ts'),
  'hook handlers': () => import('../../../main/core/hooks/config.ts'),
  'MCP server entries': () => import('../../../main/core/mcp/config/server-schema.ts'),
  'settings files': () => import('../../../main/core/settings/schema.ts'),
  'misplaced settings keys': () => import('../../../main/core/settings/misplaced-keys.ts'),
  'command files': () => import('../../../main/core/extensions/commands/parse-command-file.ts'),
  'skill files': () => import('../../../main/core/extensions/skills/parse-skill-file.ts'),
  'plugin manifests': () => import('../../../main/core/extensions/plugins/plugin-manifest.ts'),
  'project tool files': () => import('../../../main/core/extensions/project-tools/tool-export.ts'),
  'agent files': () => import('../../../main/core/agent/subagents/definitions/parse-agent-file.ts'),
  'model errors': () => import('../../../main/core/agent/model/classify-error.ts'),
  'command tools': () => import('../../../main/core/tools/command-tool.ts'),
  'the sandbox key': () => import('../../../main/core/sandbox/settings.ts'),
  'the worktree key': () => import('../../../main/core/worktrees/settings.ts'),
  'the bashOutput key': () => import('../../../main/core/pty/output-settings.ts'),
};

/** How many zod schema instances `work` makes, through zod's hook on every new instance. */
async function schemasMadeBy(work: () => unknown): Promise<number> {
  let made = 0;
  z.config({ postProcessor: () => made++ });
  try {
    await work();
  } finally {
    z.config({ postProcessor: undefined });
  }
  return made;
}

describe('schemas a run may never use', () => {
  it('are counted when made (the hook this test counts with works)', async () => {
    expect(await schemasMadeBy(() => z.object({ name: z.string() }))).toBeGreaterThan(1);
  });

  for (const [what, load] of Object.entries(modules)) {
    it(`of ${what} are not made when their module is imported`, async () => {
      expect(await schemasMadeBy(load)).toBe(0);
    });
  }

  it('are made at the first parse, and work', async () => {
    const { parseStdout } = await import('../../../main/core/hooks/output.ts');
    expect(await schemasMadeBy(() => parseStdout('{"continue": false}'))).toBeGreaterThan(0);
    expect(parseStdout('{"continue": false}')).toEqual({ kind: 'json', output: { continue: false } });
  });
});
