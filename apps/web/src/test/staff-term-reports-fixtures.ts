import type { TClassAppreciations, TGroupAppreciations, TTermReportOverview, TTermReportSummary } from '@carnet/contract';

/** The staff API's answers for the term reports' component tests: the autumn term and Paul Bernard's 3B maths group. */
export const autumn: TTermReportSummary = {
  termId: 4,
  name: 'Autumn term',
  start: '2026-09-01',
  end: '2026-12-18',
  state: 'open',
  openedAt: '2026-12-01T08:00:00.000Z',
  publishedAt: null,
  progress: null,
  failure: null,
};

export const overview: TTermReportOverview = {
  term: autumn,
  groups: [{ groupId: 7, subject: 'Mathematics', className: '3B', teacherName: 'Paul Bernard', pupilsCount: 28, writtenCount: 12 }],
  classes: [
    { classId: 3, name: '3B', headTeacherId: 20, headTeacherName: 'Paul Bernard', pupilsCount: 28, writtenCount: 5, canWrite: true },
  ],
};

export const groupAppreciations: TGroupAppreciations = {
  term: autumn,
  groupId: 7,
  subject: 'Mathematics',
  className: '3B',
  classFigures: { average: 12.5, lowest: 4, highest: 19.25 },
  pupils: [
    { childId: 2, firstName: 'Hugo', lastName: 'Martin', average: 14.25, appreciation: 'Good work.' },
    { childId: 5, firstName: 'Inès', lastName: 'Petit', average: null, appreciation: '' },
    { childId: 6, firstName: 'Jules', lastName: 'Robert', average: 9, appreciation: 'Must revise.' },
  ],
  canWrite: true,
};

export const classAppreciations: TClassAppreciations = {
  term: autumn,
  classId: 3,
  name: '3B',
  pupils: [
    {
      childId: 2,
      firstName: 'Hugo',
      lastName: 'Martin',
      overallAverage: 13.75,
      subjects: [
        { subject: 'Mathematics', average: 14.25, appreciation: 'Good work.' },
        { subject: 'History', average: 13.25, appreciation: '' },
      ],
      appreciation: '',
    },
    { childId: 5, firstName: 'Inès', lastName: 'Petit', overallAverage: null, subjects: [], appreciation: 'A fine start.' },
  ],
  canWrite: true,
};
