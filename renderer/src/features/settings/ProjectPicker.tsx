import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecentProject } from '../../../../shared/ipc/domains/projects.ts';
import { deft } from '../../deft.ts';
import { outcomeOf, type Failure } from './failure.ts';
import { FailureText } from './FailureText.tsx';

/** Which project's settings the screen shows, from the recent projects; the choice goes into the link (`?project=`). */
export function ProjectPicker({ projectPath }: { projectPath: string | null }) {
  const { t } = useTranslation('settings');
  const id = useId();
  const [recent, setRecent] = useState<RecentProject[]>([]);
  const [failure, setFailure] = useState<Failure | null>(null);
  useEffect(() => {
    void outcomeOf(deft().projects.recent()).then((listed) => {
      setRecent(listed.ok ? listed.data : []);
      setFailure(listed.ok ? null : listed.failure);
    });
  }, []);
  const known = projectPath === null || recent.some((project) => project.path === projectPath);
  const choose = (path: string) => {
    location.hash = path === '' ? '#/settings' : `#/settings?project=${encodeURIComponent(path)}`;
  };
  return (
    <div className="settings-field settings-project">
      <label htmlFor={id}>{t('project.label')}</label>
      <select id={id} value={projectPath ?? ''} onChange={(event) => choose(event.target.value)} data-testid="settings-project">
        <option value="">{t('project.none')}</option>
        {!known && projectPath && <option value={projectPath}>{projectPath}</option>}
        {recent.map((project) => (
          <option key={project.id} value={project.path} disabled={!project.exists}>
            {project.exists ? `${project.name} — ${project.path}` : t('project.missing', { path: project.path })}
          </option>
        ))}
      </select>
      <FailureText failure={failure ?? undefined} />
    </div>
  );
}
