/** A project number: C, the creation date as 8 digits, a hyphen, that day's count (design.md section 8). */
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

/** The creation day of a project number, as 8 digits. */
export const projectDayOf = (createdAt: Date): string => BERLIN_DAY.format(createdAt).replace(/-/g, '');

/** @example projectIdFor(new Date('2026-11-20T23:30:00Z'), 3) // 'C20261121-3' (00:30 in Berlin) */
export function projectIdFor(createdAt: Date, sequence: number): string {
  return `C${projectDayOf(createdAt)}-${sequence}`;
}
