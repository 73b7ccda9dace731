import { Fragment, useRef, useState, type ComponentProps, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import renderMarkdown from 'react-markdown';
import rehypeHighlight from 'rehype-highlight';
import remarkGfm from 'remark-gfm';
import { markdownBlocks } from './markdown-blocks.ts';
import { keepRenderedBlock, renderedBlock } from './rendered-markdown.ts';

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
/**
 * rehype-highlight builds a highlighter with every common grammar each time a processor is made,
 * and react-markdown makes one per block; this one is built once, so grammars also compile once.
 */
const highlight = rehypeHighlight({ detect: false });
const rehypePlugins = [() => highlight];
const components = { pre: CodeBlock };

function renderedOnce(text: string): ReactElement {
  const known = renderedBlock(text);
  if (known) return known;
  // react-markdown's synchronous `Markdown` is a pure function of its options (no hooks), so its output can be kept.
  const element = renderMarkdown({ children: text, remarkPlugins, rehypePlugins, components });
  keepRenderedBlock(text, element);
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
