import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlashCommand } from '../../../../shared/ipc/domains/extensions.ts';
import { deft } from '../../deft.ts';
import { findCompletionTarget, type CompletionTarget } from './completion-target.ts';
import { matchCommands } from './match-commands.ts';

export interface Completion {
  /** What replaces the word being completed. */
  word: string;
  label: string;
  hint?: string;
  description?: string;
  kind?: SlashCommand['kind'];
}

export interface Completions {
  target: CompletionTarget | null;
  /** Empty while nothing matches, the list is dismissed, or there is no word to complete. */
  items: Completion[];
  active: number;
  move(step: 1 | -1): void;
  select(index: number): void;
  dismiss(): void;
}

const fileLimit = 30;

/** The completion list for the word at the caret: the session's slash commands (and `/clear`, which the composer runs), or the project's files. */
export function useCompletions(sessionId: string | null, projectPath: string | null, prompt: string, caret: number): Completions {
  const target = useMemo(() => findCompletionTarget(prompt, caret), [prompt, caret]);
  const [commands, setCommands] = useState<{ sessionId: string; commands: SlashCommand[] } | null>(null);
  const [files, setFiles] = useState<{ query: string; files: string[] } | null>(null);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const wantsCommands = target?.kind === 'command' && sessionId !== null;
  const fileQuery = target?.kind === 'file' ? target.query : null;

  // Asked again each time a command starts: MCP servers that connected meanwhile bring their prompts.
  useEffect(() => {
    if (!wantsCommands || !sessionId) return;
    let current = true;
    void deft()
      .extensions.commands({ sessionId })
      .then((result) => {
        if (current) setCommands({ sessionId, commands: result.ok ? result.data.commands : [] });
      });
    return () => {
      current = false;
    };
  }, [wantsCommands, sessionId]);

  useEffect(() => {
    if (fileQuery === null || !projectPath) return;
    let current = true;
    void deft()
      .projects.files({ projectPath, query: fileQuery, limit: fileLimit })
      .then((result) => {
        if (current) setFiles({ query: fileQuery, files: result.ok ? result.data.files : [] });
      });
    return () => {
      current = false;
    };
  }, [fileQuery, projectPath]);

  const { t } = useTranslation('composer');
  const clear: SlashCommand = useMemo(() => ({ name: 'clear', description: t('clearDescription'), kind: 'builtin' }), [t]);
  const targetKey = target && `${target.kind}:${target.start}:${target.query}`;
  useEffect(() => setActive(0), [targetKey]);

  const items = useMemo((): Completion[] => {
    if (!target || targetKey === dismissed) return [];
    if (target.kind === 'command') {
      if (commands?.sessionId !== sessionId) return [];
      return matchCommands([clear, ...commands.commands], target.query).map((command) => ({
        word: `/${command.name}`,
        label: `/${command.name}`,
        hint: command.argumentHint,
        description: command.description,
        kind: command.kind,
      }));
    }
    if (files?.query !== target.query) return [];
    return files.files.map((file) => ({ word: `@${file}`, label: file }));
  }, [target, targetKey, dismissed, commands, clear, sessionId, files]);

  return {
    target,
    items,
    active: Math.min(active, Math.max(items.length - 1, 0)),
    move: (step) => setActive((index) => (index + step + items.length) % Math.max(items.length, 1)),
    select: setActive,
    dismiss: () => setDismissed(targetKey),
  };
}
