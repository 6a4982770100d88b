/** A project number: C, the creation date as 8 digits, a hyphen, that day's count (design.md section 8). */
export const PROJECT_ID_PATTERN = /^C\d{8}-\d+$/;

export function isProjectId(value: string): boolean {
  return PROJECT_ID_PATTERN.test(value);
}

/** @example projectIdFor(new Date('2026-11-20'), 3) // 'C20261120-3' */
export function projectIdFor(createdAt: Date, sequence: number): string {
  const y = createdAt.getUTCFullYear();
  const m = String(createdAt.getUTCMonth() + 1).padStart(2, '0');
  const d = String(createdAt.getUTCDate()).padStart(2, '0');
  return `C${y}${m}${d}-${sequence}`;
}
