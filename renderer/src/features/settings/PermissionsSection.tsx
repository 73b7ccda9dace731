import { useTranslation } from 'react-i18next';
import { GrantsList } from './GrantsList.tsx';
import { SettingSelect } from './SettingSelect.tsx';
import { SourcesList } from './SourcesList.tsx';
import { FailureText } from './FailureText.tsx';
import type { ProjectSettings } from './use-project-settings.ts';
import { permissionMode } from '../../../../shared/vocabulary/permission-modes.ts';

/** The default mode, the rules of every settings file by source, and the grants to review and revoke. */
export function PermissionsSection({ projectPath, settings }: { projectPath: string | null; settings: ProjectSettings }) {
  const { t } = useTranslation('settings');
  return (
    <>
      <SettingSelect
        path={['permissions', 'defaultMode']}
        label={t('permissions.defaultMode')}
        choices={[{ value: '', label: t('permissions.modeNotSet') }, ...permissionMode.options.map((mode) => ({ value: mode, label: t(`modes.${mode}`) }))]}
        testId="permissions-default-mode"
      />
      <h3>{t('permissions.sources')}</h3>
      <FailureText failure={settings.failure ?? undefined} />
      <SourcesList settings={settings} />
      <h3>{t('grants.title')}</h3>
      {projectPath ? <GrantsList projectPath={projectPath} onRevoked={settings.reload} /> : <p className="settings-hint">{t('grants.pickProject')}</p>}
    </>
  );
}
