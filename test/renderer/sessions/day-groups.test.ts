import { describe, expect, it } from 'vitest';
import { groupByDay } from '../../../renderer/src/features/sessions/day-groups.ts';

const at = (text: string) => new Date(text).getTime();

describe('groupByDay', () => {
  const now = at('2026-03-10T09:30:00');
  const kinds = (times: string[]) => groupByDay(times, at, now).map((group) => ({ day: group.day, items: group.items }));

  it('groups newest-first sessions into today, yesterday and each earlier date, by the local calendar', () => {
    expect(kinds(['2026-03-10T09:00:00', '2026-03-10T00:00:00', '2026-03-09T23:59:00', '2026-03-09T00:01:00', '2026-03-05T12:00:00', '2026-03-05T08:00:00', '2025-12-31T18:00:00'])).toEqual([
      { day: { kind: 'today' }, items: ['2026-03-10T09:00:00', '2026-03-10T00:00:00'] },
      { day: { kind: 'yesterday' }, items: ['2026-03-09T23:59:00', '2026-03-09T00:01:00'] },
      { day: { kind: 'date', midnight: at('2026-03-05T00:00:00') }, items: ['2026-03-05T12:00:00', '2026-03-05T08:00:00'] },
      { day: { kind: 'date', midnight: at('2025-12-31T00:00:00') }, items: ['2025-12-31T18:00:00'] },
    ]);
  });
  it('counts a time after now (another clock) as today', () => {
    expect(kinds(['2026-03-11T08:00:00']).map((group) => group.day)).toEqual([{ kind: 'today' }]);
  });
  it('answers no groups for no sessions', () => {
    expect(groupByDay([], at, now)).toEqual([]);
  });
});
