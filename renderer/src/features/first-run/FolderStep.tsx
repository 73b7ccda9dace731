import { useTranslation } from 'react-i18next';
import type { OpenedProject } from '../../../../shared/ipc/domains/projects.ts';
import { deft } from '../../deft.ts';
import { useInBrowser } from '../../stores/shell-host.ts';
import { FolderPathField } from '../sessions/FolderPathField.tsx';
import { FailureText } from '../settings/FailureText.tsx';
import { useAction } from '../settings/use-action.ts';

/** Step one: a folder chosen with the system's picker (in a browser: typed) and opened as a project. */
export function FolderStep({ project, onOpened }: { project: OpenedProject | null; onOpened(project: OpenedProject): void }) {
  const { t } = useTranslation('first-run');
  const pick = useAction(() => deft().shell.pickFolder());
  const open = useAction((path: string) => deft().projects.open({ path }));
  const inBrowser = useInBrowser();
  const openFolder = async (path: string) => {
    const opened = await open.run(path);
    if (opened) onOpened(opened);
  };
  const choose = async () => {
    const picked = await pick.run();
    if (picked?.path) await openFolder(picked.path);
  };
  return (
    <section className="first-run-step" aria-labelledby="first-run-folder">
      <h2 id="first-run-folder">{t('folder.title')}</h2>
      <p className="settings-hint">{t('folder.hint')}</p>
      {inBrowser ? (
        <FolderPathField onChosen={(path) => void openFolder(path)} disabled={open.pending} />
      ) : (
        <button type="button" onClick={() => void choose()} disabled={pick.pending || open.pending} data-testid="first-run-pick-folder">
          {project ? t('folder.change') : t('folder.choose')}
        </button>
      )}
      {project && (
        <p className="first-run-chosen" data-testid="first-run-project">
          {t('folder.opened', { name: project.name })} <code className="settings-path">{project.path}</code>
        </p>
      )}
      <FailureText failure={pick.failure ?? open.failure} />
    </section>
  );
}
