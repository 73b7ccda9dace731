import { useTranslation } from 'react-i18next';
import { rulesOf, ruleKinds } from './file-contents.ts';
import { ProblemList } from './ProblemList.tsx';
import { textAt } from './settings-object.ts';
import type { ProjectSettings } from './use-project-settings.ts';

/** Each settings file by precedence: its state, its problems and the permission rules it declares. */
export function SourcesList({ settings }: { settings: ProjectSettings }) {
  const { t } = useTranslation('settings');
  return (
    <ol className="settings-sources" data-testid="settings-sources">
      {settings.sources.map((source) => {
        const file = settings.files.get(source.path);
        const rules = rulesOf(file?.value ?? null);
        const mode = textAt(file?.value ?? null, ['permissions', 'defaultMode']);
        return (
          <li key={source.path} data-status={source.status}>
            <div className="settings-source-head">
              <span className="settings-badge">{t(`scope.${source.scope}`)}</span>
              <code className="settings-path">{source.path}</code>
              <span className={`settings-source-status settings-source-${source.status}`}>{t(`sourceStatus.${source.status}`)}</span>
            </div>
            <ProblemList problems={source.problems} />
            {source.exists && !file && <p className="settings-hint">{t('permissions.notReadable')}</p>}
            {mode && <p className="settings-hint">{t('permissions.modeIn', { mode })}</p>}
            {ruleKinds.map(
              (kind) =>
                rules[kind].length > 0 && (
                  <div key={kind} className="settings-rules">
                    <span className={`settings-rule-kind settings-rule-${kind}`}>{t(`permissions.${kind}`)}</span>
                    <ul>
                      {rules[kind].map((rule) => (
                        <li key={rule}>
                          <code>{rule}</code>
                        </li>
                      ))}
                    </ul>
                  </div>
                ),
            )}
          </li>
        );
      })}
    </ol>
  );
}
