import { Fragment, useRef, useState, type ComponentProps, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import renderMarkdown from 'react-markdown';
import rehypeHighlight from 'rehype-highlight';
import remarkGfm from 'remark-gfm';
import { markdownBlocks } from './markdown-blocks.ts';

function CodeBlock(props: ComponentProps<'pre'>) {
  const { t } = useTranslation('chat');
  const ref = useRef<HTMLPreElement>(null);
  const [copied, setCopied] = useState(false);
  const { node: _node, ...rest } = props as ComponentProps<'pre'> & { node?: unknown };
  return (
    <div className="code-block">
      <pre ref={ref} {...rest} />
      <button
        type="button"
        className="copy"
        onClick={async () => {
          await navigator.clipboard.writeText(ref.current?.innerText ?? '');
          setCopied(true);
        }}
        onBlur={() => setCopied(false)}
      >
        {copied ? t('copied') : t('copy')}
      </button>
    </div>
  );
}

const remarkPlugins = [remarkGfm];
const rehypePlugins = [[rehypeHighlight, { detect: false }] as const];
const components = { pre: CodeBlock };

/** Rendered markdown blocks by text, newest last: a growing message and rows scrolled back into view skip parsing again. */
const rendered = new Map<string, ReactElement>();
const cacheSize = 2000;

function renderedOnce(text: string): ReactElement {
  const known = rendered.get(text);
  if (known) {
    rendered.delete(text);
    rendered.set(text, known);
    return known;
  }
  // react-markdown's synchronous `Markdown` is a pure function of its options (no hooks), so its output can be kept.
  const element = renderMarkdown({ children: text, remarkPlugins, rehypePlugins: rehypePlugins as never, components });
  rendered.set(text, element);
  if (rendered.size > cacheSize) rendered.delete(rendered.keys().next().value!);
  return element;
}

/** Markdown as the model writes it: GitHub's flavour, highlighted code with a copy button; parsed block by block. */
export default function Markdown({ text }: { text: string }) {
  return (
    <>
      {markdownBlocks(text).map((block, index) => (
        <Fragment key={index}>{renderedOnce(block)}</Fragment>
      ))}
    </>
  );
}
