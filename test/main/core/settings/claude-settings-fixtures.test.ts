import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LoadedSettings } from '../../../../main/core/settings/types.ts';
import { loadProjectFile } from './workspace.ts';

const root = join(import.meta.dirname, '..', '..', '..', '..');
const folder = join(root, '..', 'shared', 'fixtures', 'claude-settings');
const present = existsSync(folder);
if (!present) console.log(`skipped: ${folder} is absent (a clone outside the workspace has no ../shared)`);

/** Real settings files from public projects; the `.mcp.json` ones are not settings files. */
const fixtureNames = present ? readdirSync(folder).filter((name) => name.includes('--settings')).sort() : [];

function loadFixture(name: string): { settings: LoadedSettings; file: string } {
  return loadProjectFile(readFileSync(join(folder, name), 'utf8'));
}

describe.skipIf(!present)('the Claude Code settings fixtures', () => {
  it('all load; every problem names the file and a line', () => {
    expect(fixtureNames.length).toBeGreaterThan(100);
    const tally = { clean: 0, warnings: 0, errors: 0, rules: 0 };
    const report: string[] = [];
    for (const name of fixtureNames) {
      const { settings, file } = loadFixture(name);
      for (const problem of [...settings.errors, ...settings.warnings]) {
        expect(problem.message, name).toContain(file);
        expect(problem.line, problem.message).toBeGreaterThan(0);
        expect(problem.column, problem.message).toBeGreaterThan(0);
        report.push(`  ${name}: ${problem.message.slice(file.length + 1)}`);
      }
      tally.rules += settings.permissions.rules.length;
      if (settings.errors.length > 0) tally.errors++;
      else if (settings.warnings.length > 0) tally.warnings++;
      else tally.clean++;
    }
    console.log(
      `${fixtureNames.length} settings fixtures: ${tally.clean} loaded clean, ${tally.warnings} with warnings, ` +
        `${tally.errors} with errors; ${tally.rules} permission rules read\n${report.join('\n')}`,
    );
    expect(tally.clean + tally.warnings + tally.errors).toBe(fixtureNames.length);
  });

  it('reports the malformed ones the collection describes, and still uses their valid parts', () => {
    const expectations: Array<[string, string[]]> = [
      ['004-Guteentak__configsentinel--settings.json', ['env: must be an object of environment variables, got empty array []']],
      ['092-vjrasane__quizlang--settings.json', ['not valid JSON: unexpected']],
      ['116-071002231-dti__e-kredit-pranata-ti--settings.json', ['model: must be a model name', 'tools: must be an array']],
    ];
    for (const [name, fragments] of expectations.filter(([name]) => fixtureNames.includes(name))) {
      const { settings } = loadFixture(name);
      const messages = settings.errors.map((error) => error.message);
      for (const fragment of fragments) expect(messages.some((message) => message.includes(fragment)), `${name}: ${fragment}`).toBe(true);
    }
    if (fixtureNames.includes('004-Guteentak__configsentinel--settings.json')) {
      const { settings } = loadFixture('004-Guteentak__configsentinel--settings.json');
      expect(settings.permissions.rules.map((rule) => rule.rule)).toEqual(['bash', 'Bash(*)']);
    }
  });
});
