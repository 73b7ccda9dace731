import { matchingWindows, targetLines, type Matcher } from './haystack.ts';

/** Rescues a block whose first and last lines are right and at least half of whose middle lines are. */
export const contextAware: Matcher = {
  name: 'context-aware',
  find(haystack, target) {
    const wanted = targetLines(target).map((line) => line.trim());
    if (wanted.length < 3 || wanted[0] === '' || wanted.at(-1) === '') return [];
    const last = wanted.length - 1;
    return matchingWindows(haystack, target, wanted.length, (first) => {
      const lines = haystack.lines;
      if (lines[first].trim() !== wanted[0] || lines[first + last].trim() !== wanted[last]) return false;
      let equal = 0;
      for (let offset = 1; offset < last; offset++) if (lines[first + offset].trim() === wanted[offset]) equal++;
      return equal * 2 >= last - 1;
    });
  },
};
