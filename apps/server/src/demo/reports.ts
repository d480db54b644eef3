import { schoolYearOf } from '@carnet/contract';
import { publishReport } from '../modules/reports/reports.publish';
import type { Db } from '../db/connect';
import { markSeenByEveryone } from '../modules/notifications/seen';
import type { DemoSchool } from './people';

/** Term reports come out at the end of each term: month and day within the school year. */
const TERM_REPORTS = [
  { title: 'Term 1 report', endsOn: '12-20', yearOffset: 0 },
  { title: 'Term 2 report', endsOn: '03-31', yearOffset: 1 },
  { title: 'Term 3 report', endsOn: '06-30', yearOffset: 1 },
];

const CHILDREN = [
  {
    key: 'lea',
    name: 'Léa Martin',
    className: '6A',
    subjects: ['Mathematics', 'French', 'English', 'History-Geography', 'Sciences', 'Physical Education'],
  },
  {
    key: 'hugo',
    name: 'Hugo Martin',
    className: '3B',
    subjects: ['Mathematics', 'French', 'English', 'History-Geography', 'Physics-Chemistry'],
  },
  {
    key: 'noah',
    name: 'Noah Dubois',
    className: '6A',
    subjects: ['Mathematics', 'French', 'English', 'History-Geography', 'Sciences', 'Physical Education'],
  },
] as const;

/** The report titles of a school year that are out by `today`; the current year always has one. */
function reportTitles(year: string, today: string): string[] {
  const firstYear = Number(year.slice(0, 4));
  const out = TERM_REPORTS.filter((term) => `${firstYear + term.yearOffset}-${term.endsOn}` < today).map((term) => term.title);
  return out.length > 0 ? out : ['Mid-term progress report'];
}

function reportLines(child: (typeof CHILDREN)[number], year: string, seed: number): string[] {
  const grades = child.subjects.map((subject, index) => `${subject}: ${(11 + ((seed + index * 7) % 9)).toFixed(1)} / 20`);
  return [`${child.name} - class ${child.className} - ${year}`, '', ...grades, '', 'Overall: steady work, keep it up.'];
}

/** Reports for last school year and this one; the newest of each child is still unread. */
export async function seedReports(db: Db, school: DemoSchool, today: string): Promise<void> {
  const thisYear = schoolYearOf(today);
  const lastYear = schoolYearOf(`${Number(today.slice(0, 4)) - 1}${today.slice(4)}`);
  for (const child of CHILDREN) {
    const reports = [lastYear, thisYear].flatMap((year) => reportTitles(year, today).map((title) => ({ year, title })));
    for (const [index, report] of reports.entries()) {
      const reportId = await publishReport(db, {
        childId: school.children[child.key],
        title: report.title,
        year: report.year,
        lines: reportLines(child, report.year, index + child.key.length),
      });
      if (index < reports.length - 1) await markSeenByEveryone(db, 'report', reportId);
    }
  }
}
