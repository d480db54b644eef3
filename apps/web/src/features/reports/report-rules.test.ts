import { describe, expect, it } from 'vitest';
import type { TReport } from '@carnet/contract';
import { reportYears, reportsOfSelection } from './report-rules';

const report = (id: number, childId: number, year: string): TReport => ({
  id,
  title: `Report ${id}`,
  year,
  child: { id: childId },
  hasNotification: false,
});
const reports = [
  report(1, 1, '2024-2025'),
  report(2, 1, '2025-2026'),
  report(3, 1, '2025-2026'),
  report(4, 1, '2026-2027'),
  report(5, 2, '2027-2028'),
];

describe('reports screen rules', () => {
  it("gives the child's school years newest first, so the latest is preselected", () => {
    expect(reportYears(reports, 1)).toEqual(['2026-2027', '2025-2026', '2024-2025']);
    expect(reportYears(reports, 2)).toEqual(['2027-2028']);
    expect(reportYears(reports, 9)).toEqual([]);
  });

  it("keeps one child's reports of one year, the latest published first", () => {
    expect(reportsOfSelection(reports, 1, '2025-2026').map((r) => r.id)).toEqual([3, 2]);
    expect(reportsOfSelection(reports, 2, '2025-2026')).toEqual([]);
  });
});
