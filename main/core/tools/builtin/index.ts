import type { AnyTool } from '../tool.ts';
import { toolSearch } from './tool-search.ts';

/** Every built-in tool; each lives in its own file with its description beside it. */
export const builtinTools: readonly AnyTool[] = [toolSearch];
