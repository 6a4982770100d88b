/** A project number: C, the creation date as 8 digits, a hyphen, that day's count (docs/design.md#project-ids). */
export const PROJECT_ID_PATTERN = /^C\d{8}-\d+$/;

export function isProjectId(value: string): boolean {
  return PROJECT_ID_PATTERN.test(value);
}

/**
 * The calendar day in Germany (Europe/Berlin, summer time included), where the provider works and
 * its quotes are dated: a project made at 23:30 on 20 November in Berlin (22:30 UTC) is of the 20th,
 * one made at 00:30 on the 21st (23:30 UTC the day before) is of the 21st.
 */
const BERLIN_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day in Germany of an instant (today by default), as YYYY-MM-DD. */
export const berlinToday = (now = new Date()): string => BERLIN_DAY.format(now);

/** The creation day of a project number, as 8 digits. */
export const projectDayOf = (createdAt: Date): string => berlinToday(createdAt).replace(/-/g, '');

/** @example projectIdFor(new Date('2026-11-20T23:30:00Z'), 3) // 'C20261121-3' (00:30 in Berlin) */
export function projectIdFor(createdAt: Date, sequence: number): string {
  return `C${projectDayOf(createdAt)}-${sequence}`;
}

const BERLIN_WALL = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Berlin',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** How far Berlin's wall clock is ahead of UTC at an instant, in milliseconds (1 or 2 hours). */
function berlinOffsetAt(instant: number): number {
  const part = Object.fromEntries(BERLIN_WALL.formatToParts(new Date(instant)).map((p) => [p.type, Number(p.value)]));
  return Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instants a calendar day in Germany starts and ends, for date filters that agree with the
 * project numbers: `berlinDayBounds('2026-11-26')` runs from 2026-11-25T23:00Z to 2026-11-26T22:59:59.999Z.
 * Berlin changes its clocks at 02:00 and 03:00, so every day has exactly one midnight.
 */
export function berlinDayBounds(day: string): { start: Date; end: Date } {
  const startOf = (y: number, m: number, d: number) => {
    const wall = Date.UTC(y, m - 1, d);
    const first = wall - berlinOffsetAt(wall);
    return wall - berlinOffsetAt(first);
  };
  const [y, m, d] = day.split('-').map(Number);
  return { start: new Date(startOf(y, m, d)), end: new Date(startOf(y, m, d + 1) - 1) };
}
