import type { SessionConfigOption, SessionModeState } from '@agentclientprotocol/sdk';
import type { PermissionMode } from '../../../shared/vocabulary/permission-modes.ts';

/** Deft's permission modes an editor offers in its mode selector. */
const modes: ReadonlyArray<{ id: PermissionMode; name: string; description: string }> = [
  { id: 'default', name: 'Default', description: 'Ask before anything the rules do not allow' },
  { id: 'acceptEdits', name: 'Accept edits', description: 'Allow file edits inside the project without asking' },
  { id: 'plan', name: 'Plan', description: 'Read and plan only: nothing is changed' },
  { id: 'bypassPermissions', name: 'Bypass permissions', description: 'Allow everything except what a deny rule forbids' },
];

export const modeIds: readonly string[] = modes.map((mode) => mode.id);

export function modeState(current: string): SessionModeState {
  return { currentModeId: current, availableModes: modes.map((mode) => ({ ...mode })) };
}

export const modelOptionId = 'model';

/** The model selector: the session's model and the others this provider is known to serve. */
export function modelOption(current: string, others: readonly string[]): SessionConfigOption {
  const choices = [...new Set([current, ...others])].filter((model) => model !== '');
  return { type: 'select', id: modelOptionId, name: 'Model', category: 'model', currentValue: current, options: choices.map((model) => ({ value: model, name: model })) };
}
