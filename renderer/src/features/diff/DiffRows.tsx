import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef } from 'react';
import { splitRows, widestRow, type DiffFile, type DiffRow } from './parse-diff.ts';
import type { DiffMode } from './view-store.ts';

/** Pixels per row; the CSS gives rows this height. */
const rowHeight = 18;
/** Characters taken by the line numbers and marker of one side. */
const gutterChars = 14;
const markers: Record<DiffRow['kind'], string> = { add: '+', remove: '-', context: ' ', note: '\\', hunk: '' };

function Side({ row, number }: { row?: DiffRow; number?: number }) {
  if (!row) return <span className="diff-side diff-empty" />;
  return (
    <span className={`diff-side diff-${row.kind}`}>
      <span className="diff-num">{number}</span>
      <span className="diff-text">
        {markers[row.kind]}
        {row.text}
      </span>
    </span>
  );
}

function UnifiedRow({ row }: { row: DiffRow }) {
  if (row.kind === 'hunk') return <span className="diff-hunk">{row.text}</span>;
  return (
    <span className={`diff-line diff-${row.kind}`}>
      <span className="diff-num">{row.oldLine}</span>
      <span className="diff-num">{row.newLine}</span>
      <span className="diff-text">
        {markers[row.kind]}
        {row.text}
      </span>
    </span>
  );
}

/** One file's rows, virtualized (only the rows on screen are in the page), scrolled both ways. */
export function DiffRows({ file, mode, maxHeight }: { file: DiffFile; mode: DiffMode; maxHeight: number }) {
  const scroller = useRef<HTMLDivElement>(null);
  const split = useMemo(() => (mode === 'split' ? splitRows(file.rows) : []), [file, mode]);
  const width = useMemo(() => widestRow(file.rows) + gutterChars, [file]);
  const count = mode === 'split' ? split.length : file.rows.length;
  const virtualizer = useVirtualizer({ count, getScrollElement: () => scroller.current, estimateSize: () => rowHeight, overscan: 20 });
  const canvasWidth = mode === 'split' ? `calc(${width * 2}ch + 8px)` : `calc(${width}ch + 8px)`;
  return (
    <div
      ref={scroller}
      className="diff-scroller"
      data-testid="diff-rows"
      data-mode={mode}
      style={{ height: Math.min(count * rowHeight + 2, maxHeight) }}
      tabIndex={0}
      role="region"
      aria-label={file.name}
    >
      <div className="diff-canvas" style={{ height: virtualizer.getTotalSize(), width: canvasWidth }}>
        {virtualizer.getVirtualItems().map((item) => {
          const style = { transform: `translateY(${item.start}px)`, height: rowHeight };
          if (mode === 'unified') {
            return (
              <div key={item.key} className="diff-row" style={style}>
                <UnifiedRow row={file.rows[item.index]} />
              </div>
            );
          }
          const row = split[item.index];
          return (
            <div key={item.key} className="diff-row diff-split" style={style}>
              {row.hunk !== undefined ? (
                <span className="diff-hunk">{row.hunk}</span>
              ) : (
                <>
                  <Side row={row.left} number={row.left?.oldLine} />
                  <Side row={row.right} number={row.right?.newLine} />
                </>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
