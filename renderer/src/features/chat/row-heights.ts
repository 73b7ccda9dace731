import { promptSegments } from '../composer/pasted-text.ts';
import type { ChatMessage, TextPart } from './conversation.ts';

/** Characters that fit on one line of a message, near enough, to count wrapped lines. */
const lineLength = 90;
/** Pixels per line and around a message, for a shape no row has been measured for yet. */
const lineHeight = 24;
const rowChrome = 48;
/** A row of image thumbnails (96 px and their margins). */
const imagesHeight = 110;

function textLines(text: string): number {
  return text.split('\n').reduce((lines, line) => lines + Math.max(1, Math.ceil(line.length / lineLength)), 0);
}

/** The lines a part shows: a prompt's pasted texts are folded to one line each. */
function shownLines(part: TextPart, role: ChatMessage['role']): number {
  if (role !== 'user') return textLines(part.text);
  return promptSegments(part.text).reduce((lines, segment) => lines + (segment.kind === 'pasted' ? 1 : textLines(segment.text)), 0);
}

/** What decides a row's height, near enough: its role, its images, and each part's kind and line count, or tool and state. */
export function rowShape(message: ChatMessage): string {
  const parts = message.parts.map((part) => (part.kind === 'tool' ? `tool:${part.toolName}:${part.state}` : `${part.kind}:${shownLines(part, message.role)}`));
  return [message.role, ...(message.images ? ['images'] : []), ...parts].join('|');
}

function guessedHeight(message: ChatMessage): number {
  const lines = message.parts.reduce((sum, part) => sum + (part.kind === 'tool' ? 2 : shownLines(part, message.role)), 0);
  return rowChrome + lines * lineHeight + (message.images ? imagesHeight : 0);
}

export interface RowHeights {
  /** The height a row measured for a message of the same shape, else a guess from its lines. */
  estimate(message: ChatMessage): number;
  learn(message: ChatMessage, height: number): void;
}

/**
 * Estimates for rows not measured yet, learned from those that were: rows entering while scrolling
 * up then take about the room held for them, so the list barely has to correct its scroll position.
 */
export function createRowHeights(): RowHeights {
  const learned = new Map<string, number>();
  return {
    estimate: (message) => learned.get(rowShape(message)) ?? guessedHeight(message),
    learn: (message, height) => void learned.set(rowShape(message), height),
  };
}
