import type { TOneRosterVersion } from '@carnet/contract';
import type { RosterFile } from './roster-manifest';

/**
 * The columns Carnet reads in each file: `required` must be in the header, `optional` are read when
 * present. Any other column is ignored, so a change there is no change for Carnet.
 */
export type FileColumns = { required: readonly string[]; optional: readonly string[] };

const COMMON = ['status', 'dateLastModified'];

export function columnsOf(file: RosterFile, version: TOneRosterVersion): FileColumns {
  switch (file) {
    case 'orgs':
      return { required: ['sourcedId', 'name', 'type'], optional: [...COMMON, 'parentSourcedId'] };
    case 'academicSessions':
      return { required: ['sourcedId', 'title', 'type', 'startDate', 'endDate', 'schoolYear'], optional: [...COMMON, 'parentSourcedId'] };
    case 'courses':
      return { required: ['sourcedId', 'title'], optional: [...COMMON, 'courseCode', 'orgSourcedId', 'schoolYearSourcedId'] };
    case 'classes':
      return {
        required: ['sourcedId', 'title', 'courseSourcedId', 'classType', 'schoolSourcedId'],
        optional: [...COMMON, 'grades', 'classCode', 'termSourcedIds', 'subjects'],
      };
    case 'users':
      return {
        required: version === '1.1' ? ['sourcedId', 'role', 'givenName', 'familyName'] : ['sourcedId', 'givenName', 'familyName'],
        optional: [
          ...COMMON,
          'enabledUser',
          'orgSourcedIds',
          'username',
          'email',
          'sms',
          'phone',
          'agentSourcedIds',
          'primaryOrgSourcedId',
        ],
      };
    case 'enrollments':
      return { required: ['sourcedId', 'classSourcedId', 'userSourcedId', 'role'], optional: [...COMMON, 'schoolSourcedId', 'primary'] };
    case 'demographics':
      return { required: ['sourcedId', 'birthDate'], optional: [...COMMON, 'sex'] };
    case 'roles':
      return { required: ['sourcedId', 'userSourcedId', 'roleType', 'role', 'orgSourcedId'], optional: [...COMMON] };
    case 'userProfiles':
      return { required: ['sourcedId', 'userSourcedId'], optional: [...COMMON] };
  }
}

/** Values a column may take (OneRoster's enumerations, 1.1 and 1.2 together). */
export const ALLOWED: Partial<Record<RosterFile, Record<string, readonly string[]>>> = {
  academicSessions: { type: ['gradingPeriod', 'semester', 'schoolYear', 'term'] },
  classes: { classType: ['homeroom', 'scheduled'] },
  enrollments: {
    role: ['administrator', 'proctor', 'student', 'teacher', 'aide', 'guardian', 'parent', 'relative'],
    primary: ['', 'true', 'false'],
  },
  users: {
    enabledUser: ['', 'true', 'false'],
    role: [
      'administrator',
      'aide',
      'guardian',
      'parent',
      'proctor',
      'relative',
      'student',
      'teacher',
      'counselor',
      'districtAdministrator',
      'principal',
      'siteAdministrator',
      'systemAdministrator',
    ],
  },
  roles: {
    roleType: ['primary', 'secondary'],
    role: [
      'aide',
      'counselor',
      'districtAdministrator',
      'guardian',
      'parent',
      'principal',
      'proctor',
      'relative',
      'siteAdministrator',
      'student',
      'systemAdministrator',
      'teacher',
    ],
  },
};

/** Columns holding a date (YYYY-MM-DD). */
export const DATE_COLUMNS: Partial<Record<RosterFile, readonly string[]>> = {
  academicSessions: ['startDate', 'endDate'],
  demographics: ['birthDate'],
};

/** Columns that may not be empty beyond the sourcedId (which never may). */
export const NOT_EMPTY: Partial<Record<RosterFile, readonly string[]>> = {
  academicSessions: ['title', 'type', 'startDate', 'endDate'],
  classes: ['title', 'classType'],
  courses: ['title'],
  enrollments: ['classSourcedId', 'userSourcedId', 'role'],
  roles: ['userSourcedId', 'role'],
  userProfiles: ['userSourcedId'],
  users: ['familyName'],
};
