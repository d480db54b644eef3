import type { TAssessmentGrid, TGridRow, TStaffAssessment, TStaffMarksGroup, TStaffMarksGroupTerm } from '@carnet/contract';

/** Paul Bernard's 3B maths group, its first term, and a test of three pupils, as the staff marks API answers them. */
export const marksGroup: TStaffMarksGroup = {
  id: 7,
  subject: 'Mathematics',
  teachingGroup: '3B Maths',
  className: '3B',
  classId: 4,
  teacherName: 'Paul Bernard',
  color: '#2563eb',
  pupilsCount: 3,
  archivedAt: null,
};

export const term1 = { id: 1, name: 'Term 1', start: '2026-09-01', end: '2026-11-30' };
export const term2 = { id: 2, name: 'Term 2', start: '2026-12-01', end: '2027-03-05' };

export const fractionsTest: TStaffAssessment = {
  id: 50,
  groupId: 7,
  termId: 2,
  title: 'Fractions test',
  date: '2026-12-03',
  kind: 'mark',
  outOf: 20,
  coefficient: 2,
  competencies: [],
  state: 'draft',
  publishedAt: null,
  releaseAt: null,
  parentsReleaseAt: null,
  markedCount: 1,
  pupilsCount: 3,
  classFigures: { average: 14.5, lowest: 14.5, highest: 14.5 },
  isEditable: true,
};

const row = (childId: number, firstName: string, lastName: string, overrides: Partial<TGridRow> = {}): TGridRow => ({
  childId,
  firstName,
  lastName,
  value: null,
  code: null,
  comment: null,
  levels: [],
  ...overrides,
});

export const gridRows = [row(1, 'Léa', 'Dubois', { value: 14.5 }), row(2, 'Hugo', 'Martin'), row(3, 'Inès', 'Petit')];
export const fractionsGrid: TAssessmentGrid = { assessment: fractionsTest, group: marksGroup, rows: gridRows };

export const groupTerm: TStaffMarksGroupTerm = {
  group: marksGroup,
  terms: [term1, term2],
  term: term2,
  assessments: [
    fractionsTest,
    {
      ...fractionsTest,
      id: 51,
      title: 'Geometry quiz',
      outOf: 10,
      coefficient: 1,
      state: 'published',
      publishedAt: '2026-12-04T10:00:00.000Z',
      releaseAt: '2026-12-04T17:00:00.000Z',
      parentsReleaseAt: '2026-12-04T18:00:00.000Z',
      markedCount: 3,
      classFigures: { average: 6.33, lowest: 4, highest: 9 },
    },
    {
      ...fractionsTest,
      id: 52,
      title: 'Reasoning',
      kind: 'competencies',
      outOf: null,
      competencies: [{ id: 5, domain: 'D1.3', label: 'Reason' }],
      state: 'released',
      markedCount: 2,
      classFigures: null,
    },
  ],
  pupils: [
    { childId: 1, firstName: 'Léa', lastName: 'Dubois', average: 13.25 },
    { childId: 2, firstName: 'Hugo', lastName: 'Martin', average: null },
  ],
  classFigures: { average: 13.25, lowest: 13.25, highest: 13.25 },
};
