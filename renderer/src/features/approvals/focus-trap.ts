import type { KeyboardEvent as ReactKeyboardEvent } from 'react';

const focusable = 'button:not(:disabled), textarea:not(:disabled), input:not(:disabled), select:not(:disabled), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab cycling inside `container`; answers whether it moved the focus. */
export function trapTab(container: HTMLElement, event: KeyboardEvent | ReactKeyboardEvent): boolean {
  if (event.key !== 'Tab') return false;
  const items = [...container.querySelectorAll<HTMLElement>(focusable)];
  if (items.length === 0) return false;
  const first = items[0];
  const last = items[items.length - 1];
  const current = document.activeElement;
  if (event.shiftKey && (current === first || !container.contains(current))) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (current === last || !container.contains(current))) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}
