import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { maxEntryDescription, minListingBudget, skillListing } from '../../../../../main/core/extensions/skills/skill-listing.ts';
import type { SkillDefinition } from '../../../../../main/core/extensions/skills/types.ts';

const skill = (name: string, description: string, more: Partial<SkillDefinition> = {}): SkillDefinition => ({
  name,
  displayName: name,
  description,
  argumentNames: [],
  allowedTools: [],
  disableModelInvocation: false,
  userInvocable: true,
  body: 'BODY TEXT',
  dir: join('/skills', name),
  file: join('/skills', name, 'SKILL.md'),
  source: { dir: '/skills', scope: 'project' },
  ...more,
});

describe('the skills block of the system prompt', () => {
  it('lists name, description and when to use, never the body; leaves out skills only people may start', () => {
    const text = skillListing([skill('pdf', 'Fill PDF forms', { whenToUse: 'a form must be filled' }), skill('release', 'Cut a release', { disableModelInvocation: true })], { contextWindow: 200_000 });
    expect(text).toContain('- pdf: Fill PDF forms — a form must be filled');
    expect(text).not.toContain('release');
    expect(text).not.toContain('BODY TEXT');
    expect(skillListing([skill('release', 'x', { disableModelInvocation: true })], { contextWindow: 200_000 })).toBe('');
  });

  it('cuts each description at 1,536 characters', () => {
    const text = skillListing([skill('long', 'word '.repeat(1_000))], { contextWindow: 1_000_000 });
    const line = text.split('\n').find((entry) => entry.startsWith('- long: ')) ?? '';
    expect(line.length).toBe('- long: '.length + maxEntryDescription);
    expect(line.endsWith('…')).toBe(true);
  });

  it('keeps within 1 % of the context window (at least the floor), saying how many were left out', () => {
    const many = Array.from({ length: 100 }, (_, index) => skill(`skill-${String(index).padStart(3, '0')}`, 'd'.repeat(150)));
    const large = skillListing(many, { contextWindow: 1_000_000 });
    expect(large.length).toBeLessThanOrEqual(40_000);
    expect(large).toContain('skill-099');
    expect(large).not.toContain('not listed');

    const small = skillListing(many, { contextWindow: 200_000 });
    expect(small.length).toBeLessThanOrEqual(8_000);
    const listed = small.split('\n').filter((line) => line.startsWith('- ')).length;
    expect(listed).toBeGreaterThan(10);
    expect(small).toContain(`(${100 - listed} more skills not listed for lack of room; the Skill tool still loads them by name.)`);

    const tiny = skillListing(many, { contextWindow: 1_000 });
    expect(tiny.length).toBeLessThanOrEqual(minListingBudget + 200);
    expect(tiny.split('\n').filter((line) => line.startsWith('- ')).length).toBeGreaterThan(5);
  });
});
