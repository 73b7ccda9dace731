import { useTranslation } from 'react-i18next';
import { lineCount } from './pasted-text.ts';

export interface PastedText {
  id: string;
  text: string;
}

/** The large pastes that will go with the prompt, one chip each, removable. */
export function PastedTexts({ pastes, onRemove }: { pastes: readonly PastedText[]; onRemove(id: string): void }) {
  const { t } = useTranslation('composer');
  if (pastes.length === 0) return null;
  return (
    <ul className="pasted-texts" aria-label={t('pasted.attached', { count: pastes.length })} data-testid="pasted-texts">
      {pastes.map((paste) => {
        const label = t('pasted.label', { count: lineCount(paste.text) });
        return (
          <li key={paste.id} className="pasted-chip" data-testid="pasted-chip" title={paste.text.slice(0, 500)}>
            <span>{label}</span>
            <button type="button" className="pasted-remove" aria-label={t('pasted.remove', { label })} onClick={() => onRemove(paste.id)}>
              ×
            </button>
          </li>
        );
      })}
    </ul>
  );
}
