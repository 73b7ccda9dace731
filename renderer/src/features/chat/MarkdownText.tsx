import { lazy, Suspense } from 'react';

/** The parser loads as soon as the chat does, without holding up the first paint. */
const loading = import('./Markdown.tsx');
const Markdown = lazy(() => loading);

/** Markdown once its parser has loaded; the plain text stands in meanwhile. */
export function MarkdownText({ text }: { text: string }) {
  return (
    <div className="markdown">
      <Suspense fallback={<p className="plain">{text}</p>}>
        <Markdown text={text} />
      </Suspense>
    </div>
  );
}
