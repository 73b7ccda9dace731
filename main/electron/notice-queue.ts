import type { Notice } from '../../shared/ipc/contract.ts';

export interface NoticeQueue {
  notify(notice: Notice): void;
  /** From now on notices go to `deliver`, starting with those held so far. */
  open(deliver: (notice: Notice) => void): void;
}

/** Holds the notices raised while starting (no page listens yet) until the first window has loaded. */
export function createNoticeQueue(): NoticeQueue {
  const held: Notice[] = [];
  let deliver: ((notice: Notice) => void) | undefined;
  return {
    notify(notice) {
      if (deliver) deliver(notice);
      else held.push(notice);
    },
    open(to) {
      deliver = to;
      for (const notice of held.splice(0)) to(notice);
    },
  };
}
