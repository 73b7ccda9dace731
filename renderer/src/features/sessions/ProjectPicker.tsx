import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInBrowser } from '../../stores/shell-host.ts';
import { FolderPathField } from './FolderPathField.tsx';
import { useSessions } from './store.ts';

/** The open project, the recent ones to switch to, and "Open folder" (the system's dialog, or in a browser a typed path). */
export function ProjectPicker() {
  const { t } = useTranslation('sessions');
  const { projects, projectPath, openProject, pickFolder } = useSessions();
  const choices = (projects ?? []).filter((project) => project.exists);
  const inBrowser = useInBrowser();
  const [typing, setTyping] = useState(false);
  return (
    <div className="project-picker">
      {choices.length > 0 && (
        <select
          aria-label={t('project')}
          data-testid="project-select"
          value={projectPath ?? ''}
          onChange={(event) => void openProject(event.target.value)}
        >
          {!projectPath && <option value="">{t('chooseProject')}</option>}
          {choices.map((project) => (
            <option key={project.id} value={project.path} title={project.path}>
              {project.name}
            </option>
          ))}
        </select>
      )}
      <button type="button" data-testid="open-folder" aria-expanded={inBrowser ? typing : undefined} onClick={() => (inBrowser ? setTyping(!typing) : void pickFolder())}>
        {t('openFolder')}
      </button>
      {inBrowser && typing && (
        <FolderPathField
          onChosen={(path) => {
            setTyping(false);
            void openProject(path);
          }}
        />
      )}
    </div>
  );
}
