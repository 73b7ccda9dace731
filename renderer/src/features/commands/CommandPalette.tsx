import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { rankByFuzzy } from './fuzzy.ts';
import { usePaletteItems, type PaletteItem } from './palette-items.ts';
import './palette.css';

/** The label with the characters the query matched marked. */
function Marked({ text, positions }: { text: string; positions: number[] }) {
  const matched = new Set(positions);
  return <>{[...text].map((char, index) => (matched.has(index) ? <mark key={index}>{char}</mark> : char))}</>;
}

/**
 * The command palette: one field that finds, by fuzzy match, a command, a settings page or a
 * session, and runs it. Arrows move, Enter runs, Escape closes; `onClose(ran)` then puts the focus
 * back (a command that moves the focus does so after).
 */
export function CommandPalette({ onClose }: { onClose(ran: PaletteItem | null): void }) {
  const { t } = useTranslation('commands');
  const listId = useId();
  const items = usePaletteItems();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const found = rankByFuzzy(items, query, (item) => [item.label, ...(item.englishLabel ? [item.englishLabel] : [])]);
  const current = Math.min(active, found.length - 1);
  const optionId = (index: number) => `${listId}-option-${index}`;
  useEffect(() => {
    document.getElementById(`${listId}-option-${current}`)?.scrollIntoView({ block: 'nearest' });
  }, [listId, current]);

  const run = (item: PaletteItem | undefined) => {
    if (item) onClose(item);
  };
  const keys: Record<string, () => void> = {
    ArrowDown: () => setActive((current + 1) % found.length),
    ArrowUp: () => setActive((current - 1 + found.length) % found.length),
    Home: () => setActive(0),
    End: () => setActive(found.length - 1),
    Enter: () => run(found[current]?.item),
    Escape: () => onClose(null),
    // The field is the dialog's only stop: Tab stays in it.
    Tab: () => {},
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const action = event.nativeEvent.isComposing ? undefined : keys[event.key];
    if (!action || (found.length === 0 && event.key.startsWith('Arrow'))) return;
    event.preventDefault();
    event.stopPropagation();
    action();
  };

  return (
    <div className="palette-backdrop" onMouseDown={() => onClose(null)}>
      <div className="palette" role="dialog" aria-modal="true" aria-label={t('title')} data-testid="command-palette" onMouseDown={(event) => event.stopPropagation()}>
        <input
          className="palette-input"
          role="combobox"
          aria-expanded="true"
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={found.length > 0 ? optionId(current) : undefined}
          aria-label={t('inputLabel')}
          placeholder={t('placeholder')}
          autoFocus
          spellCheck={false}
          autoComplete="off"
          data-testid="palette-input"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
        <ul className="palette-list" role="listbox" id={listId} aria-label={t('results')} data-testid="palette-options">
          {found.map(({ item, match, text }, index) => (
            <li
              key={item.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === current}
              data-kind={item.kind}
              data-testid="palette-option"
              onMouseMove={() => index !== current && setActive(index)}
              onClick={() => run(item)}
            >
              <span className="palette-label">
                <Marked text={item.label} positions={text === 0 ? match.positions : []} />
              </span>
              <span className="palette-kind">{t(`kind.${item.kind}`)}</span>
              {item.shortcut && <kbd className="palette-shortcut">{item.shortcut}</kbd>}
            </li>
          ))}
        </ul>
        {found.length === 0 && (
          <p className="palette-empty muted" role="status">
            {t('noResults')}
          </p>
        )}
      </div>
    </div>
  );
}
