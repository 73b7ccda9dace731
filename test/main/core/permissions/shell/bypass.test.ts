import { describe, expect, it } from 'vitest';
import { createShellAnalyzer } from '../../../../../main/core/permissions/shell/analyzer.ts';
import { plantedPermissions } from '../engine-fixtures.ts';
import { bypassCorpus, fileBypassCorpus } from './bypass-corpus.ts';

const { analyze } = await createShellAnalyzer();
const concrete = (command: string) => command.replaceAll('URL', 'http://127.0.0.1:9/x').replaceAll('PORT', '9').replace(/\bT\b/g, 'target');

describe('the bypass corpus', () => {
  it('holds at least 400 distinct attempts', () => {
    expect(new Set(bypassCorpus.map((entry) => entry.command)).size).toBe(bypassCorpus.length);
    expect(bypassCorpus.length).toBeGreaterThanOrEqual(400);
  });

  it.each(bypassCorpus)('$trick: $command', ({ command, goal }) => {
    const analysis = analyze(concrete(command));
    const programs = analysis.parts.map((part) => part.program);
    const asked = analysis.unanalysable ?? analysis.hiddenCode ?? analysis.criticalRemoval;
    if (goal === 'code') expect(asked, `parts: ${programs.join(', ')}`).toBeDefined();
    else expect(asked !== undefined || programs.includes(goal), `parts: ${programs.join(', ')}`).toBe(true);
    expect(analysis.readOnly).toBe(false);
  });
});

describe('the attempts only the disk tells apart', () => {
  it.each(fileBypassCorpus)('$trick: $command is not allowed under allow Bash, deny rm and curl', async ({ command }) => {
    const fixture = plantedPermissions({ project: { permissions: { allow: ['Bash'], deny: ['Bash(rm:*)', 'Bash(curl:*)'] } } });
    expect(await fixture.bash(concrete(command))).not.toMatchObject({ behavior: 'allow' });
  });
});
