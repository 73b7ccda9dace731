import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FolderCompletion } from '../../../../shared/ipc/domains/folders.ts';
import { deft } from '../../deft.ts';

/**
 * The browser's stand-in for the folder dialog: a path typed or pasted, with the folders it may go
 * on to name suggested by the core as it is typed (folders only, never files), opened with Enter.
 */
export function FolderPathField({ onChosen, disabled = false }: { onChosen(path: string): void; disabled?: boolean }) {
  const { t } = useTranslation('sessions');
  const listId = useId();
  const [text, setText] = useState('');
  const [completion, setCompletion] = useState<FolderCompletion | null>(null);
  const [missing, setMissing] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    if (text.trim() === '') return setCompletion(null);
    void deft()
      .folders.complete({ path: text })
      .then((result) => current && setCompletion(result.ok ? result.data : null));
    return () => {
      current = false;
    };
  }, [text]);

  const open = async () => {
    const result = await deft().folders.complete({ path: text });
    const folder = result.ok ? result.data.folder : null;
    setMissing(folder === null ? text : null);
    if (folder !== null) onChosen(folder);
  };

  return (
    <form
      className="folder-path"
      onSubmit={(event) => {
        event.preventDefault();
        void open();
      }}
    >
      <input
        type="text"
        list={listId}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('folderPath.placeholder')}
        aria-label={t('folderPath.label')}
        spellCheck={false}
        autoComplete="off"
        data-testid="folder-path-input"
      />
      <datalist id={listId} data-testid="folder-path-suggestions">
        {completion?.folders.map((folder) => <option key={folder} value={folder} />)}
      </datalist>
      <button type="submit" disabled={disabled || text.trim() === ''} data-testid="folder-path-open">
        {t('folderPath.open')}
      </button>
      {missing !== null && (
        <p className="settings-error" role="alert">
          {t('folderPath.missing', { path: missing })}
        </p>
      )}
      <p className="settings-hint">{t('folderPath.hint')}</p>
    </form>
  );
}
