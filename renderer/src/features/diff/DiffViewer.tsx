import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShownText } from '../hidden-text/ShownText.tsx';
import { DiffRows } from './DiffRows.tsx';
import { parseDiff, type DiffFile } from './parse-diff.ts';
import { useDiffView, type DiffMode } from './view-store.ts';
import './diff.css';

const modes: DiffMode[] = ['unified', 'split'];

export interface DiffViewerProps {
  files: DiffFile[];
  /** The tallest the rows may grow before they scroll, in pixels. */
  maxHeight?: number;
  testId?: string;
}

function FileNav({ files, current, choose }: { files: DiffFile[]; current: number; choose(index: number): void }) {
  const { t } = useTranslation('diff');
  return (
    <nav className="diff-files" aria-label={t('files')}>
      <button type="button" data-testid="diff-previous-file" disabled={current === 0} onClick={() => choose(current - 1)} aria-label={t('previousFile')}>
        ‹
      </button>
      <span className="muted">{t('fileOf', { index: current + 1, count: files.length })}</span>
      <button
        type="button"
        data-testid="diff-next-file"
        disabled={current === files.length - 1}
        onClick={() => choose(current + 1)}
        aria-label={t('nextFile')}
      >
        ›
      </button>
      <ul>
        {files.map((file, index) => (
          <li key={`${index}-${file.name}`}>
            <button type="button" data-testid="diff-file-tab" aria-current={index === current} onClick={() => choose(index)}>
              {file.name}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Files of a change, one at a time, in the remembered unified or split view; a tab per file when there are several. */
export function DiffViewer({ files, maxHeight = 360, testId = 'diff' }: DiffViewerProps) {
  const { t } = useTranslation('diff');
  const { mode, setMode } = useDiffView();
  const [chosen, setChosen] = useState(0);
  const current = Math.min(chosen, files.length - 1);
  const file = files[current];
  if (!file) return null;
  return (
    <div className="diff-viewer" data-testid={testId}>
      <div className="diff-toolbar">
        <strong className="diff-file-name" data-testid="diff-file-name">
          <ShownText text={file.movedFrom ? t('moved', { from: file.movedFrom, to: file.name }) : file.name} />
        </strong>
        <span className="diff-counts">
          <span aria-hidden="true">
            <span className="diff-added-count">+{file.added}</span> <span className="diff-removed-count">−{file.removed}</span>
          </span>
          <span className="visually-hidden">{t('counts', { added: file.added, removed: file.removed })}</span>
        </span>
        <div role="group" aria-label={t('view')} className="diff-modes">
          {modes.map((choice) => (
            <button key={choice} type="button" data-testid={`diff-mode-${choice}`} aria-pressed={mode === choice} onClick={() => setMode(choice)}>
              {t(`mode.${choice}`)}
            </button>
          ))}
        </div>
      </div>
      {files.length > 1 && <FileNav files={files} current={current} choose={setChosen} />}
      <DiffRows key={current} file={file} mode={mode} maxHeight={maxHeight} />
    </div>
  );
}

/** A unified patch (as an approval's `diff` or a tool's `metadata.diff` carries it) in the diff viewer. */
export function PatchViewer({ patch, ...rest }: { patch: string } & Omit<DiffViewerProps, 'files'>) {
  const files = useMemo(() => parseDiff(patch), [patch]);
  return <DiffViewer files={files} {...rest} />;
}
