import type { Core } from '../../core.ts';
import type { DomainHandlers } from './domain-handlers.ts';

export function settingsHandlers(core: Core): DomainHandlers<'settings.sources' | 'settings.read' | 'settings.write'> {
  const { settings } = core.workspace;
  return {
    'settings.sources': ({ projectPath }) => settings.sources(projectPath),
    'settings.read': (input) => settings.read(input),
    'settings.write': (input) => settings.write(input),
  };
}
