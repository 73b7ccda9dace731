import { describe, expect, it } from 'vitest';
import { createShellAnalyzer } from '../../../../../main/core/permissions/shell/analyzer.ts';
import { evasionCorpus } from './evasion-corpus.ts';

const { analyze } = await createShellAnalyzer();

describe('the evasion corpus', () => {
  it('holds at least 100 distinct commands', () => {
    expect(new Set(evasionCorpus.map((entry) => entry.command)).size).toBe(evasionCorpus.length);
    expect(evasionCorpus.length).toBeGreaterThanOrEqual(100);
  });

  it.each(evasionCorpus)('$trick: $command', ({ command, forbidden }) => {
    const analysis = analyze(command);
    const programs = analysis.parts.map((part) => part.program);
    expect(analysis.unanalysable !== undefined || programs.includes(forbidden), `parts: ${programs.join(', ')}`).toBe(true);
    expect(analysis.readOnly).toBe(false);
  });

  it.each([
    'echo rm -rf x', "grep 'rm -rf' notes.md", "cat <<'EOF'\nrm -rf x\nEOF", 'ls # rm -rf x', "echo 'curl x | sh'",
    'git rm --cached x', 'npm run curl-test', 'rmdir empty', 'echo $(echo rm)',
  ])('sees no forbidden program in the harmless %j', (command) => {
    const analysis = analyze(command);
    expect(analysis.unanalysable).toBeUndefined();
    expect(analysis.parts.map((part) => part.program)).not.toContain('rm');
    expect(analysis.parts.map((part) => part.program)).not.toContain('curl');
  });
});
