import { createRuleBook, type RuleBook } from '../../permissions/rule-book.ts';
import type { SettingsRule } from '../../settings/types.ts';
import type { TurnRules } from './turn-rules.ts';

/**
 * The session's turn rules as a permission rule book (allow rules, relative paths anchored at the
 * project), rebuilt only when they change. Its decisions name the rule and the skill it came from.
 */
export function turnRuleBooks(turnRules: TurnRules, projectDir: string): (sessionId: string) => RuleBook {
  const built = new Map<string, { version: number; book: RuleBook }>();
  return (sessionId) => {
    const version = turnRules.version(sessionId);
    const cached = built.get(sessionId);
    if (cached?.version === version) return cached.book;
    const rules = turnRules.rules(sessionId);
    const originOf = new Map(rules.map(({ rule, origin }) => [rule, origin]));
    const entries = rules.map(({ rule, origin }): SettingsRule => ({ rule, list: 'allow', file: origin, scope: 'project-local', anchor: projectDir }));
    const book = createRuleBook(entries, (entry) => ({ kind: 'grant', detail: `for this turn: ${entry.rule} (allowed-tools of ${originOf.get(entry.rule) ?? entry.file})` }));
    built.set(sessionId, { version, book });
    return book;
  };
}
