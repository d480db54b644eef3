/**
 * The staff side's API paths (decision 064), all under /api/staff. Each area adds its own object here
 * and its routes in `<area>.staff.routes.ts`.
 */
export const staffPaths = {
  audienceChoices: '/api/staff/audience/choices',
  audienceCount: '/api/staff/audience/count',
  audit: '/api/staff/audit',
  /** GET ?format=xlsx|csv and the page's filters: the log as a file for a spreadsheet. */
  auditExport: '/api/staff/audit/export',
} as const;
