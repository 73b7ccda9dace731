import type { SkillDefinition } from './types.ts';

/** The longest description (with `when_to_use`) one entry may show. */
export const maxEntryDescription = 1_536;
/** The listing's share of the context window, in characters (about 4 a token). */
const windowFraction = 0.01;
const charsPerToken = 4;
/** The smallest budget, so small windows still list a few skills. */
export const minListingBudget = 2_000;

export interface ListingOptions {
  /** The model's context window, in tokens. */
  contextWindow: number;
}

/**
 * The system prompt's block about skills: name and description (and when to use) of each skill the
 * model may use, within 1 % of the context window in characters (at least `minListingBudget`),
 * saying how many were left out. Empty when the model may use none.
 */
export function skillListing(skills: readonly SkillDefinition[], options: ListingOptions): string {
  const offered = skills.filter((skill) => !skill.disableModelInvocation);
  if (offered.length === 0) return '';
  const budget = Math.max(minListingBudget, Math.floor(options.contextWindow * charsPerToken * windowFraction));
  const heading = 'Skills: instructions for particular tasks, loaded with the Skill tool (input `skill`: the name, `args`: optional arguments). Use one when the task matches its description.';
  const lines: string[] = [];
  let used = heading.length;
  for (const skill of offered) {
    const line = entry(skill);
    if (used + line.length + 1 > budget) break;
    lines.push(line);
    used += line.length + 1;
  }
  const left = offered.length - lines.length;
  const omitted = left > 0 ? [`(${left} more skill${left === 1 ? '' : 's'} not listed for lack of room; the Skill tool still loads them by name.)`] : [];
  return [heading, ...lines, ...omitted].join('\n');
}

function entry(skill: SkillDefinition): string {
  const text = [skill.description, skill.whenToUse].filter(Boolean).join(' — ').replace(/\s+/g, ' ');
  const cut = text.length > maxEntryDescription ? `${text.slice(0, maxEntryDescription - 1)}…` : text;
  return `- ${skill.name}: ${cut}`;
}
