import { blockAnchor } from './block-anchor.ts';
import { contextAware } from './context-aware.ts';
import { escapeNormalised } from './escape-normalised.ts';
import { exact } from './exact.ts';
import type { Matcher } from './haystack.ts';
import { indentationShifted } from './indentation-shifted.ts';
import { lineTrimmed } from './line-trimmed.ts';
import { trimmedBoundary } from './trimmed-boundary.ts';
import { whitespaceCollapsed } from './whitespace-collapsed.ts';

/** The order peers settled on: the strictest first, so a looser matcher only rescues what a stricter one missed. */
export const matcherChain: readonly Matcher[] = [
  exact,
  lineTrimmed,
  blockAnchor,
  whitespaceCollapsed,
  indentationShifted,
  escapeNormalised,
  trimmedBoundary,
  contextAware,
];
