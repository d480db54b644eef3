import { describe, expect, it } from 'vitest';
import { matchReportFiles } from './report-matching';

const pupils = [
  { id: 1, firstName: 'Léa', lastName: 'Martin', className: '6A' },
  { id: 2, firstName: 'Hugo', lastName: 'Martin', className: '3B' },
  { id: 3, firstName: 'Noah', lastName: 'Dubois', className: '6A' },
  { id: 4, firstName: 'Noah', lastName: 'Dubois', className: '3B' },
  { id: 5, firstName: 'Jean-Marc', lastName: 'Le Goff', className: '3B' },
];

describe('matchReportFiles', () => {
  it('matches accent- and case-insensitively, and lists the unmatched and the ambiguous', () => {
    const preview = matchReportFiles(
      '{lastName}_{firstName}.pdf',
      ['MARTIN_Lea.PDF', 'martin_hugo.pdf', 'Dubois_Noah.pdf', 'Petit_Zoe.pdf', 'le-goff_jean marc.pdf'],
      pupils,
    );
    expect(preview.matches).toEqual([
      { fileName: 'MARTIN_Lea.PDF', pupil: { id: 1, name: 'Léa Martin', className: '6A' } },
      { fileName: 'martin_hugo.pdf', pupil: { id: 2, name: 'Hugo Martin', className: '3B' } },
      { fileName: 'le-goff_jean marc.pdf', pupil: { id: 5, name: 'Jean-Marc Le Goff', className: '3B' } },
    ]);
    expect(preview.unmatched).toEqual(['Petit_Zoe.pdf']);
    expect(preview.ambiguous).toEqual([
      { fileName: 'Dubois_Noah.pdf', pupils: [expect.objectContaining({ id: 3 }), expect.objectContaining({ id: 4 })] },
    ]);
  });

  it("lets '*' stand for anything and reports a pupil two files match", () => {
    const preview = matchReportFiles(
      '{lastName} {firstName}*.pdf',
      ['Martin Léa T1.pdf', 'Martin Léa T2.pdf', 'Martin Hugo - bulletin.pdf'],
      pupils,
    );
    expect(preview.matches.map((m) => m.pupil.id)).toEqual([2]);
    expect(preview.duplicates).toEqual([
      { pupil: expect.objectContaining({ id: 1 }), fileNames: ['Martin Léa T1.pdf', 'Martin Léa T2.pdf'] },
    ]);
  });

  it('treats the names as text, never as expressions', () => {
    const odd = [{ id: 9, firstName: 'A.', lastName: '(B)', className: '6A' }];
    expect(matchReportFiles('{lastName}_{firstName}.pdf', ['(b)_a..pdf', 'x_ab.pdf'], odd).matches.map((m) => m.fileName)).toEqual([
      '(b)_a..pdf',
    ]);
  });
});

describe('matchReportFiles on a pattern built to backtrack', () => {
  it('answers within a few milliseconds (a regular expression took half a second, longer names never ended)', () => {
    const names = [`lea${'a'.repeat(60)}.pdf`, `Léa-${'a'.repeat(40)}.pdf`];
    const started = performance.now();
    const preview = matchReportFiles('{firstName}*a*a*a*a*a*b', names, pupils);
    expect(performance.now() - started).toBeLessThan(20);
    expect(preview.unmatched).toEqual(names);
  });
});
