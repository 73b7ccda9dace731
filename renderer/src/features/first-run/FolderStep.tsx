import { useTranslation } from 'react-i18next';
import type { OpenedProject } from '../../../../shared/ipc/domains/projects.ts';
import { deft } from '../../deft.ts';
import { FailureText } from '../settings/FailureText.tsx';
import { useAction } from '../settings/use-action.ts';

/** Step one: a folder chosen with the system's picker and opened as a project. */
export function FolderStep({ project, onOpened }: { project: OpenedProject | null; onOpened(project: OpenedProject): void }) {
  const { t } = useTranslation('first-run');
  const pick = useAction(() => deft().shell.pickFolder());
  const open = useAction((path: string) => deft().projects.open({ path }));
  const choose = async () => {
    const picked = await pick.run();
    if (!picked?.path) return;
    const opened = await open.run(picked.path);
    if (opened) onOpened(opened);
  };
  return (
    <section className="first-run-step" aria-labelledby="first-run-folder">
      <h2 id="first-run-folder">{t('folder.title')}</h2>
      <p className="settings-hint">{t('folder.hint')}</p>
      <button type="button" onClick={() => void choose()} disabled={pick.pending || open.pending} data-testid="first-run-pick-folder">
        {project ? t('folder.change') : t('folder.choose')}
      </button>
      {project && (
        <p className="first-run-chosen" data-testid="first-run-project">
          {t('folder.opened', { name: project.name })} <code className="settings-path">{project.path}</code>
        </p>
      )}
      <FailureText failure={pick.failure ?? open.failure} />
    </section>
  );
}
