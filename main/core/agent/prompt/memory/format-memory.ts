import intro from './memory-intro.txt?raw';
import type { MemoryFile } from './types.ts';

/** The memory files as prompt text, each in a `<memory>` element naming its path and scope; empty when there are none. */
export function formatMemory(files: readonly MemoryFile[]): string {
  if (files.length === 0) return '';
  return [intro.trim(), ...files.map(formatFile)].join('\n\n');
}

function formatFile(file: MemoryFile): string {
  const importedBy = file.importedBy ? ` imported-by="${attribute(file.importedBy)}"` : '';
  return `<memory path="${attribute(file.path)}" scope="${file.scope}"${importedBy}>\n${file.text.trim()}\n</memory>`;
}

function attribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
}
