/**
 * The roles, without zod: the web app's entry reads these (the guard, the router), and importing
 * them must not bring the schema library into the first page's JavaScript (as languages.ts).
 */
export const ROLES = ['ROLE_PARENT', 'ROLE_STUDENT', 'ROLE_USER', 'ROLE_ADMIN', 'ROLE_TEACHER'] as const;
type Role = (typeof ROLES)[number];

/** The family side's accounts: the family pages and the family routes are theirs only. */
export const FAMILY_ROLES: readonly Role[] = ['ROLE_PARENT', 'ROLE_STUDENT', 'ROLE_USER'];
/** The school office: the whole staff side. */
export const OFFICE_ROLES: readonly Role[] = ['ROLE_ADMIN'];
/** Everyone who works at the school: the office and the teachers (a teacher reaches only their own groups). */
export const STAFF_ROLES: readonly Role[] = ['ROLE_ADMIN', 'ROLE_TEACHER'];
export const isStaffAccount = (roles: readonly Role[]) => roles.some((role) => STAFF_ROLES.includes(role));
