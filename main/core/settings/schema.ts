import { z } from 'zod';
import { lazy } from '../common/lazy.ts';
import { permissionMode, type PermissionMode } from '../../../shared/vocabulary/permission-modes.ts';

/** Claude Code's other names for `default`: `manual` (its UI label) and `auto`, which Deft does not have. */
const modesReadAsDefault = ['manual', 'auto'] as const;

const strings = (what: string) => z.array(z.string({ error: `${what} must be a string` }), { error: `must be an array of ${what}s` });

export const permissionsSchema = lazy(() => {
  const rule = z
    .string({ error: 'a permission rule must be a string' })
    .min(1, { error: 'a permission rule cannot be empty' });
  const rules = z.array(rule, { error: 'must be an array of permission rules' });
  const mode = z
    .enum([...permissionMode.options, ...modesReadAsDefault], { error: `must be one of ${permissionMode.options.join(', ')}` })
    .transform((value): PermissionMode => (value === 'manual' || value === 'auto' ? 'default' : value));
  return z.looseObject(
    {
      allow: rules.optional(),
      deny: rules.optional(),
      ask: rules.optional(),
      defaultMode: mode.optional(),
      additionalDirectories: strings('directory').optional(),
      disableBypassPermissionsMode: z.literal('disable', { error: 'the only value is "disable"' }).optional(),
    },
    { error: 'must be an object' },
  );
});

/**
 * The fields of a settings file that Deft reads. Every field is optional and unknown keys are kept:
 * settings files hold many keys for Claude Code and other tools. `hooks` and the `tools` entries are
 * left raw for the modules that understand them. Made at the first settings file read.
 */
export const settingsFileSchema = lazy(() => {
  /** `env` values; numbers and booleans are taken as their text, as Claude Code does. */
  const envValue = z.union([z.string(), z.number(), z.boolean()], { error: 'an environment variable must be a string' }).transform(String);
  return z.looseObject({
    permissions: permissionsSchema().optional(),
    hooks: z.unknown().optional(),
    disableAllHooks: z.boolean({ error: 'must be true or false' }).optional(),
    disabledTools: strings('tool name').optional(),
    tools: z.array(z.unknown(), { error: 'must be an array of command tool declarations' }).optional(),
    env: z.record(z.string(), envValue, { error: 'must be an object of environment variables' }).optional(),
    model: z.string({ error: 'must be a model name' }).optional(),
  });
});

export type SettingsFileContent = z.output<ReturnType<typeof settingsFileSchema>>;
