import type { Core } from '../../core.ts';
import type { DomainHandlers } from '../router.ts';

export function shellHandlers(core: Core): DomainHandlers<'shell.host' | 'shell.pickFolder' | 'shell.hideQuickAsk' | 'shell.fitQuickAsk' | 'shell.openInMain' | 'shell.notify'> {
  return {
    'shell.host': () => ({ host: core.desktop.host }),
    'shell.pickFolder': async () => ({ path: await core.desktop.pickFolder() }),
    'shell.hideQuickAsk': () => {
      core.desktop.hideQuickAsk();
      return null;
    },
    'shell.fitQuickAsk': ({ height }) => {
      core.desktop.fitQuickAsk(height);
      return null;
    },
    'shell.openInMain': ({ sessionId }) => {
      core.desktop.hideQuickAsk();
      core.desktop.showMainWindow();
      core.events.emit('shell.sessionOpened', { sessionId });
      return null;
    },
    'shell.notify': (notification) => {
      core.desktop.notify(notification);
      return null;
    },
  };
}
