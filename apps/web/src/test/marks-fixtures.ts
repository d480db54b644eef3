import type { TChildMarks, TFamilyAssessment, TFamilySubjectMarks } from '@carnet/contract';

export const autumn = { id: 1, name: 'Autumn term', start: '2026-09-01', end: '2026-12-18' };
export const spring = { id: 2, name: 'Spring term', start: '2027-01-04', end: '2027-04-02' };

export const markAssessment = (overrides: Partial<TFamilyAssessment> = {}): TFamilyAssessment => ({
  id: 10,
  title: 'Fractions test',
  date: '2026-10-05',
  kind: 'mark',
  outOf: 20,
  coefficient: 2,
  value: 14.5,
  code: null,
  comment: null,
  competencies: [],
  classFigures: { average: 12.25, lowest: 4, highest: 19 },
  releasedAt: '2026-10-06T17:00:00Z',
  ...overrides,
});

export const subjectMarks = (overrides: Partial<TFamilySubjectMarks> = {}): TFamilySubjectMarks => ({
  groupId: 3,
  subject: 'Maths',
  color: '#3b82f6',
  teacherName: 'Paul Bernard',
  average: 13.75,
  classFigures: { average: 11.4, lowest: 6.5, highest: 17.25 },
  assessments: [],
  ...overrides,
});

/** Léa's autumn term: nothing until a test overrides it. */
export const childMarks = (overrides: Partial<TChildMarks> = {}): TChildMarks => ({
  childId: 1,
  terms: [autumn, spring],
  term: autumn,
  subjects: [],
  overallAverage: null,
  domains: [],
  ...overrides,
});
