import { createContext } from 'react';

/** Asks whether the message list is scrolling at this moment; rows mounting meanwhile put their markdown off. */
export const ListScrolling = createContext<() => boolean>(() => false);
