import { relative, sep } from 'node:path';
import type { Subject } from './subjects.ts';

/**
 * The allow rule that covers exactly what the person saw for one part of a call: the whole simple
 * command, the one file, the one host. Never a wider prefix than was shown.
 */
export function suggestRule(subject: Subject, toolName: string, projectDir: string): string {
  switch (subject.kind) {
    case 'command':
      return `${toolName}(${subject.part.command})`;
    case 'path':
      return `${subject.access === 'write' ? 'Edit' : 'Read'}(${rulePath(subject.path.lexical, projectDir)})`;
    case 'domain':
      return `${toolName}(domain:${subject.label})`;
    case 'specifier':
      return `${toolName}(${subject.label})`;
    case 'tool':
      return toolName;
  }
}

/** `/src/a.ts` is relative to the project (where the local settings file lives); `//abs` is absolute. */
function rulePath(path: string, projectDir: string): string {
  const inside = relative(projectDir, path);
  const escaped = (text: string) => text.replace(/[*?[\]{}!\\]/g, '\\$&');
  if (inside && !inside.startsWith('..') && !inside.startsWith(sep)) return `/${escaped(inside.split(sep).join('/'))}`;
  return `/${escaped(path)}`;
}
