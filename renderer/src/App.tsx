import { useEffect } from 'react';
import { deft } from './deft.ts';
import { AppInfoPanel } from './features/app-info/AppInfoPanel.tsx';
import { useAppInfo } from './stores/app-info.ts';

export function App() {
  useEffect(() => {
    const { load, addNotice } = useAppInfo.getState();
    const unsubscribe = deft().on('app.notice', addNotice);
    void load();
    return unsubscribe;
  }, []);
  return (
    <main>
      <h1>Deft</h1>
      <AppInfoPanel />
    </main>
  );
}
