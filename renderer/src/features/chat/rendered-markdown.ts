import type { ReactElement } from 'react';
import { createBlockCache } from './block-cache.ts';

/**
 * The markdown blocks rendered so far, shared by every row. Kept apart from the parser so that a
 * row can ask whether its text is ready without loading react-markdown.
 */
const rendered = createBlockCache<ReactElement>(2000);

export const renderedBlock = rendered.get;
export const keepRenderedBlock = rendered.keep;
export const isRendered = rendered.holdsAll;
