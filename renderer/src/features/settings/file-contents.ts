import { valueAt, type SettingsValue } from './settings-object.ts';

export const ruleKinds = ['allow', 'ask', 'deny'] as const;
export type RuleKind = (typeof ruleKinds)[number];

/** The permission rules a settings file declares, by kind; entries that are not text are left out. */
export function rulesOf(settings: SettingsValue | null): Record<RuleKind, string[]> {
  const texts = (kind: RuleKind) => {
    const list = valueAt(settings, ['permissions', kind]);
    return Array.isArray(list) ? list.filter((rule): rule is string => typeof rule === 'string') : [];
  };
  return { allow: texts('allow'), ask: texts('ask'), deny: texts('deny') };
}

export interface HookEntry {
  event: string;
  /** Absent for events that take no matcher, or a matcher that matches everything. */
  matcher?: string;
  /** The command, or the hook's type when it has none. */
  command: string;
}

/** The hooks a settings file declares, in Claude Code's shape `{ Event: [{ matcher, hooks: [{ type, command }] }] }`. */
export function hookEntries(settings: SettingsValue | null): HookEntry[] {
  const hooks = valueAt(settings, ['hooks']);
  if (typeof hooks !== 'object' || hooks === null || Array.isArray(hooks)) return [];
  return Object.entries(hooks).flatMap(([event, groups]) =>
    (Array.isArray(groups) ? groups : []).flatMap((group: unknown) => {
      const matcher = valueAt(group as SettingsValue, ['matcher']);
      const commands = valueAt(group as SettingsValue, ['hooks']);
      return (Array.isArray(commands) ? commands : []).map((hook: unknown) => {
        const command = valueAt(hook as SettingsValue, ['command']);
        const type = valueAt(hook as SettingsValue, ['type']);
        return {
          event,
          ...(typeof matcher === 'string' && matcher !== '' && { matcher }),
          command: typeof command === 'string' ? command : String(type ?? '?'),
        };
      });
    }),
  );
}
