import { useTranslation } from 'react-i18next';
import { AppInfoPanel } from '../features/app-info/AppInfoPanel.tsx';

export function AboutScreen() {
  const { t } = useTranslation('app');
  return (
    <main className="about-screen">
      <a href="#/">{t('back')}</a>
      <h1>Deft</h1>
      <AppInfoPanel />
    </main>
  );
}
