import {
  eveningsPaths,
  staffAnnouncementPaths,
  staffHomeworkPaths,
  staffMarksGroupPath,
  staffMarksPaths,
  staffTermReportPath,
  staffTermReportsPaths,
  type TTermReportOverview,
  type TTermReportSummary,
} from '@carnet/contract';
import { apiAs } from './api';

/**
 * Every office page of the staff side, for the sweeps that visit each one in a real browser: in English
 * (staff-screens.e2e.test.ts) and in French (staff-screens-french.e2e.test.ts). Each staff area adds
 * its pages here. The pages of a demo pupil, family, evening and form need the running server's ids.
 */
const STATIC_PAGES = [
  '/staff',
  '/staff/no-such-page',
  // The school's structure: each tab is its own screen.
  '/staff/structure',
  '/staff/structure?tab=classes',
  '/staff/structure?tab=teaching-groups',
  // Publishing
  '/staff/newsletters',
  '/staff/documents',
  '/staff/reports',
  // Forms: the list with the new form builder (a demo form's page is added below).
  '/staff/forms',
  // Calendar and accountability
  '/staff/lunch-menu',
  '/staff/term-dates',
  '/staff/timetable',
  '/staff/audit',
  '/staff/mail',
  // The school's data from its management system: the upload form and the past imports.
  '/staff/import',
  // The classroom: the day's lessons with their registers, and the day's absences.
  '/staff/roll-call',
  '/staff/absences',
  // Conduct and concerns: the recent entries of every pupil (the office chooses no pupil here).
  '/staff/conduct',
  // Parents' evenings: the list and the new evening form (an evening's pages are added below).
  '/staff/evenings',
  // Conversations with families: the office's list, writing first, the messaging page. No conversation is
  // opened: the office reading one marks it read (and audits it when not a party).
  '/staff/messages',
  '/staff/messages/new',
  '/staff/messaging',
  // The cahier de textes (decision 110): every group's, the archived ones, and the office's limits and class weeks
  // (a group's cahier is opened below).
  '/staff/homework',
  '/staff/homework?archived=true',
  '/staff/homework-workload',
  // The term reports (decision 114): the terms with their state; a term's overview and grids are opened below.
  '/staff/term-reports',
  // Announcements (decision 106): the list and writing one; an announcement's page is opened below.
  '/staff/messages/announcements',
  '/staff/messages/announcements/new',
  // Marks (decision 114): every group's, the archived ones, the release time and the competencies (a group's term
  // and an assessment's grid are opened below).
  '/staff/marks',
  '/staff/marks?archived=true',
  '/staff/marks/settings',
];

// The people pages (pupils, families, teachers), with a demo pupil's and family's own pages. Nothing
// visited writes to the demo families.
const PEOPLE_PAGES = ['/staff/pupils', '/staff/families', '/staff/people', '/staff/accounts'];

export async function officePages(baseUrl: string): Promise<string[]> {
  const office = await apiAs(baseUrl, 'office');
  const [hugo] = (await office.get<{ items: Array<{ id: number; familyId: number }> }>('/api/staff/pupils?q=hugo')).items;
  if (!hugo) throw new Error('the demo pupil Hugo was not found');
  // The demo's first parents' evening: its teachers' lines, and the schedule of a teacher with a booking.
  const [evening] = await office.get<Array<{ id: number; teachers: Array<{ teacherId: number; booked: number }> }>>(eveningsPaths.evenings);
  const line = evening?.teachers.find((teacher) => teacher.booked > 0);
  if (!evening || !line) throw new Error("the demo has no parents' evening with a booking");
  // A demo form's page: who was asked and who answered, with the send form.
  const [form] = await office.get<Array<{ id: number }>>('/api/staff/forms');
  if (!form) throw new Error('the demo school has no form');
  // The demo's announcement to 3B: its counts and families (reading it as the office marks nothing read).
  const [announcement] = await office.get<Array<{ id: number }>>(staffAnnouncementPaths.list);
  if (!announcement) throw new Error('the demo school has no announcement');
  // A demo teaching group's cahier de textes (reading it writes nothing).
  const { groups } = await office.get<{ groups: Array<{ id: number }> }>(staffHomeworkPaths.groups);
  if (!groups[0]) throw new Error('the demo school has no teaching group');
  // A demo group's term of marks and one of its assessments' grid, read only for the office (reading writes nothing).
  const marksGroups = (await office.get<{ groups: Array<{ id: number }> }>(staffMarksPaths.groups)).groups;
  let marked: { groupId: number; assessmentId: number } | null = null;
  for (const group of marksGroups) {
    const { assessments } = await office.get<{ assessments: Array<{ id: number }> }>(staffMarksGroupPath(group.id));
    if (assessments[0]) {
      marked = { groupId: group.id, assessmentId: assessments[0].id };
      break;
    }
  }
  if (!marked) throw new Error('the demo school has no assessment this term');
  // The demo's current term's reports: its overview, a group's appreciations and a class's general ones (reading them writes nothing).
  const { terms } = await office.get<{ terms: TTermReportSummary[] }>(staffTermReportsPaths.terms);
  const term = terms.find((one) => one.state !== 'notOpened') ?? terms[0];
  if (!term) throw new Error('the demo school has no term');
  const reports = await office.get<TTermReportOverview>(staffTermReportPath(term.termId));
  const termPage = `/staff/term-reports/${term.termId}`;
  return [
    ...STATIC_PAGES,
    termPage,
    ...reports.groups.slice(0, 1).map((group) => `${termPage}/groups/${group.groupId}`),
    ...reports.classes.slice(0, 1).map((schoolClass) => `${termPage}/classes/${schoolClass.classId}`),
    `/staff/marks/groups/${marked.groupId}`,
    `/staff/marks/assessments/${marked.assessmentId}`,
    `/staff/homework/${groups[0].id}`,
    ...PEOPLE_PAGES,
    `/staff/pupils/${hugo.id}`,
    `/staff/families/${hugo.familyId}`,
    `/staff/families/${hugo.familyId}/preview`,
    `/staff/evenings/${evening.id}`,
    `/staff/evenings/${evening.id}/teachers/${line.teacherId}`,
    `/staff/forms/${form.id}`,
    `/staff/messages/announcements/${announcement.id}`,
    // Hugo's conduct and concerns, with the forms to write them.
    `/staff/conduct?pupil=${hugo.id}`,
  ];
}
