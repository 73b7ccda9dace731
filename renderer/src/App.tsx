import { useEffect } from 'react';
import { AboutScreen } from './app/AboutScreen.tsx';
import { CommandCenter } from './features/commands/CommandCenter.tsx';
import { MainScreen } from './app/MainScreen.tsx';
import { followNotifications } from './app/notifications.ts';
import { routeOf } from './app/route.ts';
import { showSession } from './app/show-session.ts';
import { useRoute } from './app/use-route.ts';
import { deft } from './deft.ts';
import { followChat } from './features/chat/store.ts';
import { followQueues } from './features/queue/store.ts';
import { followSubagents } from './features/subagents/store.ts';
import { QuickAsk } from './features/quick-ask/QuickAsk.tsx';
import { followSessionUpdates, useSessions } from './features/sessions/store.ts';
import { SettingsScreen } from './features/settings/SettingsScreen.tsx';
import { useAppInfo } from './stores/app-info.ts';
import { useShellHost } from './stores/shell-host.ts';
import { followApprovals } from './stores/approvals.ts';
import { followSessionStatus } from './stores/session-status.ts';

/** Subscriptions every window keeps: app notices, approvals, sessions' statuses and queues, chat events, notifications, and the main window's shell events. */
function useAppEvents() {
  useEffect(() => {
    const api = deft();
    const { load, addNotice } = useAppInfo.getState();
    void load();
    let stopped = false;
    let stopNotifications = () => {};
    void useShellHost
      .getState()
      .load()
      .then(() => {
        const { host } = useShellHost.getState();
        if (!stopped && host !== null) stopNotifications = followNotifications(host);
      });
    const offs = [
      () => {
        stopped = true;
        stopNotifications();
      },
      api.on('app.notice', addNotice),
      followApprovals(),
      followSessionStatus(),
      followQueues(),
      followChat(),
      followSubagents(),
      followSessionUpdates(),
      api.on('chat.status', ({ status }) => status === 'idle' && void useSessions.getState().refresh()),
      api.on('shell.folderPicked', ({ path }) => void useSessions.getState().openProject(path)),
      api.on('shell.sessionOpened', ({ sessionId }) => {
        if (routeOf(location.hash) !== 'quick') showSession(sessionId);
      }),
    ];
    return () => offs.forEach((off) => off());
  }, []);
}

export function App() {
  const route = useRoute();
  useAppEvents();
  if (route === 'quick') return <QuickAsk />;
  return (
    <>
      {route === 'settings' ? <SettingsScreen /> : route === 'about' ? <AboutScreen /> : <MainScreen />}
      <CommandCenter />
    </>
  );
}
