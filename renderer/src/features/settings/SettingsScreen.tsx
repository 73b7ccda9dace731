import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { DataFolderSection } from './DataFolderSection.tsx';
import { FailureText } from './FailureText.tsx';
import { GeneralSection } from './GeneralSection.tsx';
import { HooksMcpSection } from './HooksMcpSection.tsx';
import { McpServersSection } from './McpServersSection.tsx';
import { PermissionsSection } from './PermissionsSection.tsx';
import { projectFromHash, sectionFromHash } from '../../app/route.ts';
import { ProjectPicker } from './ProjectPicker.tsx';
import { ProvidersSection } from './ProvidersSection.tsx';
import { isSettingsSection, settingsSections as sections, type SettingsSection } from './sections.ts';
import { ServicesSection } from './ServicesSection.tsx';
import { useSettings } from './store.ts';
import { useProjectSettings } from './use-project-settings.ts';
import './settings.css';

/** Brings the section into view and moves the focus to its heading, so the keyboard goes on from there. */
function showSection(section: SettingsSection): void {
  const heading = document.getElementById(`settings-heading-${section}`);
  heading?.scrollIntoView({ block: 'start' });
  heading?.focus({ preventScroll: true });
}

const subscribeToHash = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

/** The settings screen (`#/settings`, optionally `?project=/abs/path` for the project's files and grants). */
export function SettingsScreen() {
  const { t } = useTranslation('settings');
  const projectPath = useSyncExternalStore(subscribeToHash, () => projectFromHash(location.hash));
  const linkedSection = useSyncExternalStore(subscribeToHash, () => sectionFromHash(location.hash));
  const userText = useSettings((state) => state.user?.text ?? null);
  const projectSettings = useProjectSettings(projectPath, userText);
  const userFailure = useSettings((state) => state.userFailure);
  const secretsFailure = useSettings((state) => state.secretsFailure);
  const encrypted = useSettings((state) => state.secrets?.encrypted ?? true);
  useEffect(() => {
    const { loadUser, loadSecrets, loadProviders } = useSettings.getState();
    void Promise.all([loadUser(), loadSecrets(), loadProviders()]);
  }, []);
  useEffect(() => {
    if (isSettingsSection(linkedSection)) showSection(linkedSection);
  }, [linkedSection]);
  const body = {
    providers: <ProvidersSection projectPath={projectPath} />,
    services: <ServicesSection />,
    permissions: <PermissionsSection projectPath={projectPath} settings={projectSettings} />,
    hooks: (
      <>
        <HooksMcpSection settings={projectSettings} />
        <McpServersSection projectPath={projectPath} />
      </>
    ),
    general: <GeneralSection />,
    dataFolder: <DataFolderSection />,
  };
  return (
    <main className="settings-screen" data-testid="settings-screen">
      <header className="settings-header">
        <a href="#/" className="settings-back">
          {t('back')}
        </a>
        <h1>{t('title')}</h1>
        <ProjectPicker projectPath={projectPath} />
      </header>
      <div className="settings-layout">
        <nav className="settings-nav" aria-label={t('sectionsLabel')}>
          <ul>
            {sections.map((section) => (
              <li key={section}>
                <button type="button" onClick={() => showSection(section)}>
                  {t(`sections.${section}`)}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div className="settings-sections">
          <FailureText failure={userFailure ?? undefined} />
          <FailureText failure={secretsFailure ?? undefined} />
          {!encrypted && <p className="settings-warning">{t('secret.plainText')}</p>}
          {sections.map((section) => (
            <section key={section} id={`settings-section-${section}`} aria-labelledby={`settings-heading-${section}`} className="settings-section" data-testid={`settings-section-${section}`}>
              <h2 id={`settings-heading-${section}`} tabIndex={-1}>
                {t(`sections.${section}`)}
              </h2>
              {body[section]}
            </section>
          ))}
        </div>
      </div>
    </main>
  );
}
