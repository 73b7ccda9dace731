import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileRule } from '../../../../../main/core/permissions/rules/compile.ts';
import { parseRule } from '../../../../../main/core/permissions/rules/parse.ts';
import type { RuleCall } from '../../../../../main/core/permissions/rules/types.ts';
import { referenceExamples } from './reference-examples.ts';
import { anchor, compiled, parsed, where } from './rule-helpers.ts';

const describeCall = (call: RuleCall) => `${call.toolName} ${call.command ?? call.path?.path ?? call.domain ?? call.specifier ?? JSON.stringify(call.input)}`;

describe('the rule examples of the Claude Code reference', () => {
  for (const example of referenceExamples) {
    const { section, rule, list } = example;
    it(`${section} ${rule} [${list}]`, () => {
      for (const skippedList of example.skippedIn ?? []) {
        const result = compileRule(parsed(rule), { list: skippedList, anchor, platform: 'linux' });
        expect(result, `skipped in ${skippedList}`).toHaveProperty('skipped');
      }
      if (example.skippedIn?.includes(list)) return;
      const matcher = compiled(rule, list);
      for (const call of example.matches) expect(matcher.applies(call, where), `covers ${describeCall(call)}`).toBe(true);
      for (const call of example.misses) expect(matcher.applies(call, where), `misses ${describeCall(call)}`).toBe(false);
    });
  }
});

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', '..');
const referencePath = join(root, '..', 'shared', 'reference', 'claude-code-conventions.md');
/** Written as placeholders in the reference, not as rules; the table instantiates them. */
const placeholders = new Set(['Tool(specifier)', 'WebFetch(domain:…)', 'mcp__<server>__', 'mcp__claude_ai_<server>__<tool>']);

/** The rule-shaped code spans of §1.2–§1.5: `Tool(spec)`, `mcp__…`, `*`, and `domain:` specifiers as WebFetch rules. */
function ruleSpans(markdown: string): string[] {
  const section = markdown.slice(markdown.indexOf('### 1.2'), markdown.indexOf('### 1.6'));
  const json = [...section.matchAll(/```json\n([\s\S]*?)```/g)].flatMap((block) => [...block[1].matchAll(/"([^"\n]+)"/g)].map((m) => m[1]));
  const prose = [...section.replace(/```[\s\S]*?```/g, '').matchAll(/`([^`\n]+)`/g)].map((m) => m[1].replace(/^"|"$/g, ''));
  const spans = [...json, ...prose].map((span) => (/^domain:.+/.test(span) ? `WebFetch(${span})` : span));
  return [...new Set(spans.filter((span) => /^[A-Za-z][A-Za-z0-9_]*\(.*\)$/.test(span) || span.startsWith('mcp__') || span === '*'))];
}

describe.skipIf(!existsSync(referencePath))('coverage of the reference', () => {
  if (!existsSync(referencePath)) console.log(`skipped: ${referencePath} is absent (a clone outside the workspace has no ../shared)`);

  it('has a table row for every rule example of §1.2–§1.5, and each parses', () => {
    const spans = ruleSpans(readFileSync(referencePath, 'utf8'));
    expect(spans.length).toBeGreaterThan(40);
    const tabled = new Set(referenceExamples.map((example) => example.rule));
    const missing = spans.filter((span) => !placeholders.has(span) && !tabled.has(span));
    expect(missing).toEqual([]);
    for (const span of spans.filter((s) => !placeholders.has(s))) expect(parseRule(span), span).not.toHaveProperty('error');
  });
});
