import { useTranslation } from 'react-i18next';
import { hookEntries } from './file-contents.ts';
import type { ProjectSettings } from './use-project-settings.ts';

/** The hooks the settings files declare, each with its file. */
export function HooksMcpSection({ settings }: { settings: ProjectSettings }) {
  const { t } = useTranslation('settings');
  const declared = [...settings.files.values()].flatMap((file) => hookEntries(file.value).map((hook) => ({ ...hook, file: file.path })));
  return (
    <>
      <h3>{t('hooks.title')}</h3>
      {declared.length === 0 ? (
        <p className="settings-hint">{t('hooks.none')}</p>
      ) : (
        <ul className="settings-hooks" data-testid="hooks">
          {declared.map((hook, index) => (
            <li key={index}>
              <span className="settings-badge">{hook.event}</span>
              {hook.matcher && <code>{hook.matcher}</code>} <code>{hook.command}</code>
              <code className="settings-path">{hook.file}</code>
            </li>
          ))}
        </ul>
      )}
      <p className="settings-hint">{t('hooks.claudeFiles')}</p>
    </>
  );
}
