/** The hook events Deft fires, named as Claude Code names them. */
export const hookEventNames = [
  'PreToolUse',
  'PostToolUse',
  'PostToolUseFailure',
  'PermissionRequest',
  'UserPromptSubmit',
  'Stop',
  'SubagentStop',
  'SessionStart',
  'SessionEnd',
  'PreCompact',
  'Notification',
] as const;

export type HookEventName = (typeof hookEventNames)[number];

export const isHookEventName = (name: string): name is HookEventName =>
  (hookEventNames as readonly string[]).includes(name);

/** Claude Code events Deft does not fire yet: their hooks are reported, never run. */
export const eventsNotFiredYet: readonly string[] = [
  'PostToolBatch',
  'PermissionDenied',
  'SubagentStart',
  'PostCompact',
  'StopFailure',
  'Setup',
  'UserPromptExpansion',
  'MessageDisplay',
  'InstructionsLoaded',
  'ConfigChange',
  'CwdChanged',
  'DirectoryAdded',
  'FileChanged',
  'WorktreeCreate',
  'WorktreeRemove',
  'TaskCreated',
  'TaskCompleted',
  'TeammateIdle',
  'Elicitation',
  'ElicitationResult',
];

/**
 * What exit code 2, or `decision: "block"`, does for an event: `block` stops its action (the call,
 * the prompt, stopping, compaction); `feedback` sends the message to the model without undoing
 * anything; `user` shows it to the person only; `ignored` does nothing.
 */
export type BlockEffect = 'block' | 'feedback' | 'user' | 'ignored';

export interface EventRule {
  /** The input field a matcher is tested against; events without one ignore the matcher. */
  matcherField?: 'tool_name' | 'source' | 'reason' | 'notification_type' | 'trigger' | 'agent_type';
  onBlock: BlockEffect;
  /** Plain stdout of a successful hook goes into the model's context. */
  plainStdoutIsContext: boolean;
  /** `hookSpecificOutput.additionalContext` is read. */
  readsAdditionalContext: boolean;
  defaultTimeoutSeconds: number;
}

const toolEvent = (onBlock: BlockEffect, readsAdditionalContext: boolean): EventRule => ({
  matcherField: 'tool_name',
  onBlock,
  plainStdoutIsContext: false,
  readsAdditionalContext,
  defaultTimeoutSeconds: 600,
});

const lifecycleEvent = (rule: Partial<EventRule> & Pick<EventRule, 'onBlock'>): EventRule => ({
  plainStdoutIsContext: false,
  readsAdditionalContext: false,
  defaultTimeoutSeconds: 600,
  ...rule,
});

/** Claude Code's per-event semantics (conventions §2.1, §2.4, §2.5). */
export const eventRules: Record<HookEventName, EventRule> = {
  PreToolUse: toolEvent('block', true),
  PermissionRequest: toolEvent('ignored', false),
  PostToolUse: toolEvent('feedback', true),
  PostToolUseFailure: toolEvent('feedback', true),
  UserPromptSubmit: lifecycleEvent({ onBlock: 'block', plainStdoutIsContext: true, readsAdditionalContext: true, defaultTimeoutSeconds: 30 }),
  Stop: lifecycleEvent({ onBlock: 'block' }),
  SubagentStop: lifecycleEvent({ matcherField: 'agent_type', onBlock: 'block' }),
  SessionStart: lifecycleEvent({ matcherField: 'source', onBlock: 'user', plainStdoutIsContext: true, readsAdditionalContext: true }),
  // Claude Code gives all SessionEnd hooks 1.5 s together, so quitting never waits on them.
  SessionEnd: lifecycleEvent({ matcherField: 'reason', onBlock: 'user', defaultTimeoutSeconds: 1.5 }),
  PreCompact: lifecycleEvent({ matcherField: 'trigger', onBlock: 'block' }),
  Notification: lifecycleEvent({ matcherField: 'notification_type', onBlock: 'user' }),
};
