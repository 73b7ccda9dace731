import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef } from 'react';
import { changePartners, splitRows, type DiffFile, type DiffRow } from './parse-diff.ts';
import type { DiffMode } from './view-store.ts';
import { changedWords } from './word-diff.ts';

/** Pixels of a row of one line; a long line wraps and its row grows (each row is measured once shown). */
const rowHeight = 18;
const markers: Record<DiffRow['kind'], string> = { add: '+', remove: '-', context: ' ', note: '\\', hunk: '' };

/** A line's marker and text; a changed line with a partner has the words that differ from it marked. */
function LineText({ row, partner }: { row: DiffRow; partner?: DiffRow }) {
  const pieces = useMemo(() => (partner ? changedWords(row, partner) : undefined), [row, partner]);
  return (
    <span className="diff-text">
      {markers[row.kind]}
      {pieces
        ? pieces.map((piece, index) =>
            piece.changed ? (
              <mark key={index} className="diff-word" data-testid="diff-word">
                {piece.text}
              </mark>
            ) : (
              piece.text
            ),
          )
        : row.text}
    </span>
  );
}

function Side({ row, number, partner }: { row?: DiffRow; number?: number; partner?: DiffRow }) {
  if (!row) return <span className="diff-side diff-empty" />;
  return (
    <span className={`diff-side diff-${row.kind}`}>
      <span className="diff-num">{number}</span>
      <LineText row={row} partner={partner} />
    </span>
  );
}

function UnifiedRow({ row, partner }: { row: DiffRow; partner?: DiffRow }) {
  if (row.kind === 'hunk') return <span className="diff-hunk">{row.text}</span>;
  return (
    <span className={`diff-line diff-${row.kind}`}>
      <span className="diff-num">{row.oldLine}</span>
      <span className="diff-num">{row.newLine}</span>
      <LineText row={row} partner={partner} />
    </span>
  );
}

/**
 * One file's rows, virtualized (only the rows on screen are in the page). Long lines wrap inside
 * their side, so the split view's two halves stay equal and nothing runs off to the right.
 */
export function DiffRows({ file, mode, maxHeight }: { file: DiffFile; mode: DiffMode; maxHeight: number }) {
  const scroller = useRef<HTMLDivElement>(null);
  const split = useMemo(() => (mode === 'split' ? splitRows(file.rows) : []), [file, mode]);
  const partners = useMemo(() => changePartners(file.rows), [file]);
  const count = mode === 'split' ? split.length : file.rows.length;
  const virtualizer = useVirtualizer({ count, getScrollElement: () => scroller.current, estimateSize: () => rowHeight, overscan: 20 });
  return (
    <div
      ref={scroller}
      className="diff-scroller"
      data-testid="diff-rows"
      data-mode={mode}
      style={{ height: Math.min(virtualizer.getTotalSize() + 2, maxHeight) }}
      tabIndex={0}
      role="region"
      aria-label={file.name}
    >
      <div className="diff-canvas" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const placed = { 'data-index': item.index, ref: virtualizer.measureElement, style: { transform: `translateY(${item.start}px)` } };
          if (mode === 'unified') {
            const row = file.rows[item.index];
            return (
              <div key={item.key} {...placed} className="diff-row">
                <UnifiedRow row={row} partner={partners.get(row)} />
              </div>
            );
          }
          const row = split[item.index];
          return (
            <div key={item.key} {...placed} className="diff-row diff-split">
              {row.hunk !== undefined ? (
                <span className="diff-hunk">{row.hunk}</span>
              ) : (
                <>
                  <Side row={row.left} number={row.left?.oldLine} partner={row.left && row.right !== row.left ? row.right : undefined} />
                  <Side row={row.right} number={row.right?.newLine} partner={row.right && row.left !== row.right ? row.left : undefined} />
                </>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
