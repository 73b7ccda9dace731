import { useState, type ClipboardEvent } from 'react';
import type { PastedText } from './PastedTexts.tsx';
import { isLargePaste, promptWithPastes } from './pasted-text.ts';

/** The large pastes of a prompt box: a paste too long for the box is kept aside, as an attachment of the prompt. */
export function usePastedTexts() {
  const [pastes, setPastes] = useState<PastedText[]>([]);
  return {
    pastes,
    /** Keeps a large text paste aside (the box does not get it); answers whether it did. */
    take(event: ClipboardEvent<HTMLTextAreaElement>): boolean {
      const text = event.clipboardData.getData('text/plain');
      if (!isLargePaste(text)) return false;
      event.preventDefault();
      setPastes((before) => [...before, { id: crypto.randomUUID(), text }]);
      return true;
    },
    remove: (id: string) => setPastes((before) => before.filter((paste) => paste.id !== id)),
    clear: () => setPastes([]),
    /** Puts these texts back as the box's pastes, as when an earlier prompt is recalled. */
    restore: (texts: readonly string[]) => setPastes(texts.map((text) => ({ id: crypto.randomUUID(), text }))),
    /** The prompt to send: what was typed, then the pastes. */
    prompt: (typed: string) => promptWithPastes(typed, pastes.map((paste) => paste.text)),
  };
}
