import { zipSync } from 'fflate';

/**
 * A small OneRoster 1.1 bulk export, as a school's management system zips it: one school, one school
 * year with one term, a homeroom class and a history class, two sibling pupils sharing one guardian,
 * and one teacher. Every person's name and sourcedId carries `tag`, so they are found in the demo school
 * and in no other run; the school, its year and its classes keep their sourcedIds from one run to the next.
 */
export type RosterSet = Map<string, string>;

const csv = (rows: string[][]) => `${rows.map((row) => row.join(',')).join('\r\n')}\r\n`;

/** The school year 2026-2027 as OneRoster writes it (schoolYear is the year it ends). */
const YEAR = { id: 'sy-2027', start: '2026-09-01', end: '2027-07-04', schoolYear: '2027' };

export function rosterSet(tag: string): RosterSet {
  const family = `Brunel${tag}`;
  const pupil1 = `${tag}-stu-1`;
  const pupil2 = `${tag}-stu-2`;
  const parent = `${tag}-par-1`;
  const teacher = `${tag}-tea-1`;
  return new Map([
    [
      'manifest.csv',
      csv([
        ['propertyName', 'value'],
        ['manifest.version', '1.0'],
        ['oneroster.version', '1.1'],
        ['file.academicSessions', 'bulk'],
        ['file.categories', 'absent'],
        ['file.classes', 'bulk'],
        ['file.classResources', 'absent'],
        ['file.courses', 'bulk'],
        ['file.courseResources', 'absent'],
        ['file.demographics', 'bulk'],
        ['file.enrollments', 'bulk'],
        ['file.lineItems', 'absent'],
        ['file.orgs', 'bulk'],
        ['file.resources', 'absent'],
        ['file.results', 'absent'],
        ['file.users', 'bulk'],
      ]),
    ],
    [
      'orgs.csv',
      csv([
        ['sourcedId', 'status', 'dateLastModified', 'name', 'type', 'identifier', 'parentSourcedId'],
        ['org-1', '', '', 'Collège des Marronniers', 'school', '0759999Z', ''],
      ]),
    ],
    [
      'academicSessions.csv',
      csv([
        ['sourcedId', 'status', 'dateLastModified', 'title', 'type', 'startDate', 'endDate', 'parentSourcedId', 'schoolYear'],
        [YEAR.id, '', '', '2026-2027', 'schoolYear', YEAR.start, YEAR.end, '', YEAR.schoolYear],
        // The demo school has this year's terms, entered by hand: a term of the same name is taken over
        // rather than refused as overlapping it.
        ['t1-2027', '', '', 'Autumn term', 'term', YEAR.start, '2026-12-18', YEAR.id, YEAR.schoolYear],
      ]),
    ],
    [
      'courses.csv',
      csv([
        ['sourcedId', 'status', 'dateLastModified', 'schoolYearSourcedId', 'title', 'courseCode', 'grades', 'orgSourcedId'],
        ['co-5', '', '', YEAR.id, 'Cinquième', '5E', '07', 'org-1'],
        ['co-hist', '', '', YEAR.id, 'History', 'HG5', '07', 'org-1'],
      ]),
    ],
    [
      'classes.csv',
      csv([
        ['sourcedId', 'status', 'dateLastModified', 'title', 'grades', 'courseSourcedId', 'classCode', 'classType', 'schoolSourcedId'],
        ['cl-5c', '', '', '5C', '07', 'co-5', '5C', 'homeroom', 'org-1'],
        ['cl-5c-hist', '', '', '5C History', '07', 'co-hist', '5C-HG', 'scheduled', 'org-1'],
      ]),
    ],
    [
      'users.csv',
      csv([
        // prettier-ignore
        ['sourcedId', 'status', 'dateLastModified', 'enabledUser', 'orgSourcedIds', 'role', 'username', 'userIds', 'givenName',
          'familyName', 'middleName', 'identifier', 'email', 'sms', 'phone', 'agentSourcedIds', 'grades', 'password'],
        [pupil1, '', '', 'true', 'org-1', 'student', '', '', 'Maëlys', family, '', 'INE101', '', '', '', parent, '07', ''],
        [pupil2, '', '', 'true', 'org-1', 'student', '', '', 'Timothée', family, '', 'INE102', '', '', '', parent, '07', ''],
        // prettier-ignore
        [parent, '', '', 'true', 'org-1', 'parent', '', '', 'Hélène', family, '', '', `helene.${tag}@parents.example`, '', '',
          `"${pupil1},${pupil2}"`, '', ''],
        // prettier-ignore
        [teacher, '', '', 'true', 'org-1', 'teacher', '', '', 'Odile', `Garnier${tag}`, '', '', `odile.${tag}@school.example`, '', '',
          '', '', ''],
      ]),
    ],
    [
      'enrollments.csv',
      csv([
        [
          'sourcedId',
          'status',
          'dateLastModified',
          'classSourcedId',
          'schoolSourcedId',
          'userSourcedId',
          'role',
          'primary',
          'beginDate',
          'endDate',
        ],
        [`${tag}-e-1`, '', '', 'cl-5c', 'org-1', pupil1, 'student', 'false', YEAR.start, YEAR.end],
        [`${tag}-e-2`, '', '', 'cl-5c', 'org-1', pupil2, 'student', 'false', YEAR.start, YEAR.end],
        [`${tag}-e-3`, '', '', 'cl-5c-hist', 'org-1', teacher, 'teacher', 'true', YEAR.start, YEAR.end],
        [`${tag}-e-4`, '', '', 'cl-5c-hist', 'org-1', pupil1, 'student', 'false', YEAR.start, YEAR.end],
        [`${tag}-e-5`, '', '', 'cl-5c-hist', 'org-1', pupil2, 'student', 'false', YEAR.start, YEAR.end],
      ]),
    ],
    [
      'demographics.csv',
      csv([
        ['sourcedId', 'status', 'dateLastModified', 'birthDate', 'sex'],
        [pupil1, '', '', '2014-04-09', 'female'],
        [pupil2, '', '', '2015-10-27', 'male'],
      ]),
    ],
  ]);
}

/** The set with one file's text changed, for a broken or a changed export. */
export function withFile(set: RosterSet, file: string, change: (text: string) => string): RosterSet {
  const text = set.get(file);
  if (text === undefined) throw new Error(`no ${file} in the set`);
  return new Map(set).set(file, change(text));
}

/** The files zipped, as the office would upload the export. */
export function zipRoster(set: RosterSet): Buffer {
  return Buffer.from(zipSync(Object.fromEntries([...set].map(([file, text]) => [file, new TextEncoder().encode(text)]))));
}
