import type { TReport } from '@carnet/contract';

/** A child's school years with reports, newest first ('2025-2026' sorts as text). */
export function reportYears(reports: readonly TReport[], childId: number | null): string[] {
  const years = new Set(reports.filter((report) => report.child.id === childId).map((report) => report.year));
  return [...years].sort((a, b) => b.localeCompare(a));
}

/** A child's reports of one school year, the latest published first. */
export function reportsOfSelection(reports: readonly TReport[], childId: number | null, year: string | null): TReport[] {
  return reports.filter((report) => report.child.id === childId && report.year === year).sort((a, b) => b.id - a.id);
}
