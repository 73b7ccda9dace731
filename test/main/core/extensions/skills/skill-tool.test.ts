import { noConfinement, unconfinedSession } from '../../../../../main/core/common/process/confine.ts';
import { describe, expect, it } from 'vitest';
import { createSkillTool } from '../../../../../main/core/extensions/skills/skill-tool.ts';
import { createTurnRules } from '../../../../../main/core/extensions/skills/turn-rules.ts';
import { allowedToolsAtStart } from '../../../../../main/core/extensions/skills/session-allowed-tools.ts';
import { createBashTool } from '../../../../../main/core/builtins/bash.ts';
import { createPtyManager } from '../../../../../main/core/pty/manager.ts';
import type { ApprovalAnswer } from '../../../../../shared/vocabulary/approvals.ts';
import type { Setup } from '../../permissions/engine-fixtures.ts';
import { executorWith, textOf, turnContext } from '../../tools/fixtures.ts';
import { extensionProject } from '../commands/extension-fixture.ts';

async function skillRunner(setup: Setup, answer?: ApprovalAnswer) {
  const project = extensionProject(setup, answer);
  const catalog = await project.catalog();
  const { skills } = catalog;
  const turnRules = createTurnRules();
  const tool = createSkillTool({ skills: async () => skills, projectDir: project.projectDir, permissions: project.permissions, bash: createBashTool({ pty: createPtyManager(), confinement: unconfinedSession }), confinement: noConfinement, turnRules, allowedToolsOf: allowedToolsAtStart(catalog), home: project.home });
  const { executor } = executorWith(project.dataDir, { permissions: project.permissions, approvals: project.approvals });
  const call = (input: Record<string, unknown>) => executor.run({ id: 'call-1', name: 'skill', input }, turnContext([tool], { cwd: project.projectDir }));
  return { ...project, call, turnRules, tool };
}

const files = {
  'project/.claude/skills/greet/SKILL.md':
    '---\ndescription: Greets\nallowed-tools: Bash(git add *) Edit(/src/**)\n---\nHello $0 and $1 (all: $ARGUMENTS).\nDir ${CLAUDE_SKILL_DIR}, project ${CLAUDE_PROJECT_DIR}, session ${CLAUDE_SESSION_ID}.',
  'project/.claude/skills/plain/SKILL.md': '---\ndescription: Plain\n---\nDo the plain thing.',
  'project/.claude/skills/manual/SKILL.md': '---\ndescription: Only by hand\ndisable-model-invocation: true\n---\nsecret steps',
  'project/.claude/skills/status/SKILL.md': '---\ndescription: Shows status\nallowed-tools: Bash(touch *)\n---\nState: !`touch state.txt && echo touched`',
  'project/.claude/skills/risky/SKILL.md': '---\ndescription: Risky\n---\nOut: !`mkdir made`',
};

describe('the Skill tool', () => {
  it('returns the body with arguments and variables filled and the folder named', async () => {
    const { call, projectDir } = await skillRunner({ files });
    const outcome = await call({ skill: 'greet', args: 'Ann "Bo Li"' });
    expect(outcome.status).toBe('success');
    const dir = `${projectDir}/.claude/skills/greet`;
    expect(textOf(outcome)).toBe(
      `Skill "greet" — its folder is ${dir}; files it mentions are there (read them when you need them).\n\nHello Ann and Bo Li (all: Ann "Bo Li").\nDir ${dir}, project ${projectDir}, session session-1.`,
    );
    expect(textOf(await call({ skill: '/plain', args: 'quickly' }))).toContain('Do the plain thing.\n\nARGUMENTS: quickly');
  });

  it("keeps the skill's allowed-tools as rules for the rest of the turn", async () => {
    const { call, turnRules, projectDir } = await skillRunner({ files });
    await call({ skill: 'greet' });
    expect(turnRules.rules('session-1')).toEqual([
      { rule: 'Bash(git add *)', origin: `skill greet (${projectDir}/.claude/skills/greet/SKILL.md)` },
      { rule: 'Edit(/src/**)', origin: `skill greet (${projectDir}/.claude/skills/greet/SKILL.md)` },
    ]);
    const version = turnRules.version('session-1');
    turnRules.clear('session-1');
    expect(turnRules.rules('session-1')).toEqual([]);
    expect(turnRules.version('session-1')).toBeGreaterThan(version);
    expect(turnRules.rules('session-2')).toEqual([]);
  });

  it('refuses skills only people may start, and names close skills for an unknown one', async () => {
    const { call } = await skillRunner({ files });
    const manual = await call({ skill: 'manual' });
    expect(manual.status).toBe('error');
    expect(textOf(manual)).toContain('can only be started by the person (as /manual)');
    expect(textOf(manual)).not.toContain('secret steps');
    const unknown = await call({ skill: 'greeting' });
    expect(unknown.status).toBe('error');
    expect(textOf(unknown)).toContain('There is no skill "greeting". Did you mean: greet?');
    const far = await call({ skill: 'zzzzzz' });
    expect(textOf(far)).toContain('The skills are: greet, plain, risky, status.');
  });

  it("runs injections its allowed-tools permit, and fails with the rule to add when the person says no", async () => {
    const { call, asked } = await skillRunner({ files });
    expect(textOf(await call({ skill: 'status' }))).toContain('State: touched');
    expect(asked).toEqual([]);
    const risky = await call({ skill: 'risky' });
    expect(risky.status).toBe('error');
    expect(textOf(risky)).toContain('The command `mkdir made`');
    expect(textOf(risky)).toContain('a rule that would allow it: Bash(mkdir made)');
    expect(asked).toHaveLength(1);
  });

  it('runs an injection the person approves', async () => {
    const { call, asked } = await skillRunner({ files }, { decision: 'allow', scope: 'once' });
    expect(textOf(await call({ skill: 'risky' }))).toContain('Out: ');
    expect(asked.map((request) => request.title)).toEqual(['Run `mkdir made` to expand a skill or command']);
  });
});
