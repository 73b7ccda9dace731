import type { Result } from '../common/result.ts';
import { compileMatcher } from './matcher.ts';
import { hookHandlerConfig, handlerTypesNotRunYet, type HookHandlerConfig, type HookMatcherConfig } from './config.ts';
import { eventsNotFiredYet, hookEventNames, isHookEventName, type HookEventName } from './events.ts';

export interface HookConfigResult {
  hooks: HookMatcherConfig[];
  /** One line per entry that will not run as written, naming the file and the JSON path. */
  errors: string[];
}

type PathSegment = string | number;

/**
 * Turns the `hooks` object of one settings file into matcher groups. Accepts the current shape
 * (`{Event: [{matcher, hooks: [handler]}]}`) and the legacy ones: a handler placed directly in the
 * event's array, a handler without `type`, and an object matcher (`{}` or `{tools: [...]}`).
 */
export function hookConfigFromSettings(value: unknown, file: string): HookConfigResult {
  const hooks: HookMatcherConfig[] = [];
  const errors: string[] = [];
  const notRunYet = new Map<string, string[]>();
  const report = (path: readonly PathSegment[], message: string) => errors.push(`${file}: ${jsonPath(path)}: ${message}`);

  if (value === undefined) return { hooks, errors };
  if (!isRecord(value)) {
    report(['hooks'], `must be an object of event names, found ${kindOf(value)}`);
    return { hooks, errors };
  }
  for (const [event, groups] of Object.entries(value)) {
    const path = ['hooks', event];
    if (!isHookEventName(event)) {
      report(path, unknownEvent(event));
      continue;
    }
    if (!Array.isArray(groups)) {
      report(path, `must be an array of matcher groups like {"matcher": "Bash", "hooks": [...]}, found ${kindOf(groups)}`);
      continue;
    }
    groups.forEach((group, index) => {
      const parsed = matcherGroup(event, group, [...path, index]);
      if (parsed) hooks.push(parsed);
    });
  }
  for (const [type, paths] of notRunYet) {
    errors.push(`${file}: "${type}" hooks are not supported yet; ${paths.length} will not run: ${paths.join(', ')}`);
  }
  return { hooks, errors };

  function matcherGroup(event: HookEventName, group: unknown, path: PathSegment[]): HookMatcherConfig | undefined {
    if (!isRecord(group)) {
      report(path, `must be a matcher group like {"matcher": "Bash", "hooks": [...]}, found ${kindOf(group)}`);
      return undefined;
    }
    const matcher = matcherOf(group.matcher, [...path, 'matcher']);
    if (!matcher.ok) {
      report([...path, 'matcher'], matcher.error);
      return undefined;
    }
    let handlers: HookHandlerConfig[];
    if ('hooks' in group) {
      if (!Array.isArray(group.hooks)) {
        report([...path, 'hooks'], `must be an array of handlers like {"type": "command", "command": "..."}, found ${kindOf(group.hooks)}`);
        return undefined;
      }
      handlers = group.hooks.flatMap((handler, index) => handlerOf(handler, [...path, 'hooks', index]));
    } else if ('command' in group || 'type' in group) {
      handlers = handlerOf(group, path);
    } else {
      const hint = 'hook' in group ? ' ("hook" is not a field: put the command in "hooks": [{"type": "command", "command": "..."}])' : '';
      report(path, `has no "hooks" array${hint}`);
      return undefined;
    }
    if (handlers.length === 0) return undefined;
    return { event, ...(matcher.value !== undefined && { matcher: matcher.value }), hooks: handlers, file };
  }

  /** The matcher as a string (absent: every value); one that will not compile is reported and kept, matching nothing. */
  function matcherOf(matcher: unknown, path: PathSegment[]): Result<string | undefined> {
    if (matcher === undefined || matcher === null) return { ok: true, value: undefined };
    if (typeof matcher === 'string') {
      const compiled = compileMatcher(matcher);
      if (!compiled.ok) report(path, compiled.error);
      return { ok: true, value: matcher };
    }
    if (isRecord(matcher) && Object.keys(matcher).length === 0) return { ok: true, value: undefined };
    if (isRecord(matcher) && Array.isArray(matcher.tools) && matcher.tools.every((tool) => typeof tool === 'string')) {
      return { ok: true, value: matcher.tools.join('|') };
    }
    return { ok: false, error: `must be a string like "Edit|Write", found ${kindOf(matcher)}; this group will not run` };
  }

  function handlerOf(handler: unknown, path: PathSegment[]): HookHandlerConfig[] {
    if (!isRecord(handler)) {
      report(path, `must be a handler like {"type": "command", "command": "..."}, found ${kindOf(handler)}`);
      return [];
    }
    const type = handler.type ?? ('command' in handler ? 'command' : undefined);
    if (typeof type === 'string' && handlerTypesNotRunYet.includes(type)) {
      notRunYet.set(type, [...(notRunYet.get(type) ?? []), jsonPath(path)]);
      return [];
    }
    if (type !== 'command') {
      report([...path, 'type'], `unknown hook type ${JSON.stringify(type)}; expected "command", ${handlerTypesNotRunYet.map((name) => `"${name}"`).join(', ')}`);
      return [];
    }
    const parsed = hookHandlerConfig().safeParse({ ...handler, type });
    if (parsed.success) return [parsed.data];
    for (const issue of parsed.error.issues) report([...path, ...(issue.path as PathSegment[])], issue.message);
    return [];
  }
}

function unknownEvent(event: string): string {
  if (eventsNotFiredYet.includes(event)) return `Deft does not fire ${event} yet; these hooks will not run`;
  const sameLetters = hookEventNames.find((name) => name.toLowerCase() === event.toLowerCase());
  if (sameLetters) return `unknown hook event "${event}"; event names are case-sensitive: did you mean "${sameLetters}"?`;
  return `unknown hook event "${event}"; expected one of ${hookEventNames.join(', ')}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value} (${JSON.stringify(value)})`;
}

/** `hooks.PreToolUse[0].hooks[1]`, quoting keys that are not identifiers. */
function jsonPath(path: readonly PathSegment[]): string {
  return path
    .map((segment, index) => {
      if (typeof segment === 'number') return `[${segment}]`;
      if (/^[A-Za-z_$][\w$]*$/.test(segment)) return index === 0 ? segment : `.${segment}`;
      return `[${JSON.stringify(segment)}]`;
    })
    .join('');
}
