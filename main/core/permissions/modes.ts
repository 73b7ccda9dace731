export const permissionModes = ['default', 'acceptEdits', 'plan', 'dontAsk', 'bypassPermissions'] as const;
export type PermissionMode = (typeof permissionModes)[number];

export function isPermissionMode(value: unknown): value is PermissionMode {
  return typeof value === 'string' && (permissionModes as readonly string[]).includes(value);
}

/** Commands acceptEdits lets through inside the working dirs, as Claude Code does. */
export const fileCommands: ReadonlySet<string> = new Set(['mkdir', 'touch', 'rm', 'rmdir', 'mv', 'cp', 'sed']);
