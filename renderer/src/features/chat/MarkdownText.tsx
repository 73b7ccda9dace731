import { lazy, startTransition, Suspense, useContext, useEffect, useState } from 'react';
import { ListScrolling } from './list-scrolling.ts';
import { isRendered } from './rendered-markdown.ts';

/** The parser loads as soon as the chat does, without holding up the first paint. */
const loading = import('./Markdown.tsx');
const Markdown = lazy(() => loading);

/**
 * Markdown once its parser has loaded; the plain text stands in meanwhile. A row that mounts while
 * the list scrolls shows its plain text first and parses in a transition, which React renders in
 * slices between frames, so rows entering a fast scroll do not hold the frame up.
 */
export function MarkdownText({ text }: { text: string }) {
  const listScrolling = useContext(ListScrolling);
  const [parsing, setParsing] = useState(() => !listScrolling() || isRendered(text));
  useEffect(() => {
    if (!parsing) startTransition(() => setParsing(true));
  }, [parsing]);
  const plain = <p className="plain">{text}</p>;
  return <div className="markdown">{parsing ? <Suspense fallback={plain}><Markdown text={text} /></Suspense> : plain}</div>;
}
