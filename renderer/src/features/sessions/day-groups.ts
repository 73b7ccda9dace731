/** Which day a group of sessions was last used on: today, yesterday, or an earlier date (its midnight). */
export type Day = { kind: 'today' } | { kind: 'yesterday' } | { kind: 'date'; midnight: number };

export interface DayGroup<T> {
  /** The group's midnight in local time, unique among the groups. */
  key: number;
  day: Day;
  items: T[];
}

const midnightOf = (time: number) => new Date(time).setHours(0, 0, 0, 0);

/** The day before the midnight given, by the calendar (a day with a clock change is not 24 hours). */
const dayBefore = (midnight: number) => {
  const date = new Date(midnight);
  date.setDate(date.getDate() - 1);
  return date.getTime();
};

/**
 * Groups items (newest first, as the sidebar lists sessions) by the local calendar day of their
 * time; the groups keep the items' order, and an item from the future counts as today.
 */
export function groupByDay<T>(items: readonly T[], timeOf: (item: T) => number, now: number): Array<DayGroup<T>> {
  const today = midnightOf(now);
  const yesterday = dayBefore(today);
  const groups: Array<DayGroup<T>> = [];
  for (const item of items) {
    const key = Math.min(midnightOf(timeOf(item)), today);
    const day: Day = key === today ? { kind: 'today' } : key === yesterday ? { kind: 'yesterday' } : { kind: 'date', midnight: key };
    const group = groups.find((known) => known.key === key);
    if (group) group.items.push(item);
    else groups.push({ key, day, items: [item] });
  }
  return groups;
}
