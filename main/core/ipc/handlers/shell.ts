import type { Core } from '../../core.ts';
import type { DomainHandlers } from '../router.ts';

export function shellHandlers(core: Core): DomainHandlers<'shell.pickFolder' | 'shell.hideQuickAsk' | 'shell.openInMain'> {
  return {
    'shell.pickFolder': async () => ({ path: await core.desktop.pickFolder() }),
    'shell.hideQuickAsk': () => {
      core.desktop.hideQuickAsk();
      return null;
    },
    'shell.openInMain': ({ sessionId }) => {
      core.desktop.hideQuickAsk();
      core.desktop.showMainWindow();
      core.events.emit('shell.sessionOpened', { sessionId });
      return null;
    },
  };
}
