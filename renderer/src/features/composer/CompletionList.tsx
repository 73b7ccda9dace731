import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Completion } from './use-completions.ts';

export const optionId = (listId: string, index: number) => `${listId}-${index}`;

/** The completions under the prompt; the prompt keeps the focus and points at the active one. */
export function CompletionList({ id, items, active, onPick }: { id: string; items: Completion[]; active: number; onPick(index: number): void }) {
  const { t } = useTranslation('composer');
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    list.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [active]);
  return (
    <ul id={id} ref={list} role="listbox" aria-label={t('completions')} className="completions" data-testid="completions">
      {items.map((item, index) => (
        <li
          key={item.word}
          id={optionId(id, index)}
          role="option"
          aria-selected={index === active}
          data-testid="completion"
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(index)}
        >
          <span className="completion-label">{item.label}</span>
          {item.hint && <span className="completion-hint">{item.hint}</span>}
          {item.kind && <span className="completion-kind">{t(`kinds.${item.kind}`)}</span>}
          {item.description && <span className="completion-description">{item.description}</span>}
        </li>
      ))}
    </ul>
  );
}
