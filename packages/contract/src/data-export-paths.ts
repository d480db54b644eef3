/**
 * The family data export's addresses (decision 077, right of access), without zod: the account page that
 * calls it imports this module alone (`@carnet/contract/data-export-paths`), as the calendar page does.
 */
export const dataExportPaths = {
  /** Signed in (parent): everything Carnet holds about the caller's family, as a zip. */
  mine: '/api/me/export',
  /** The office: the same zip for one family, produced for a request. */
  family: (familyId: number | string) => `/api/staff/families/${familyId}/export`,
} as const;

/** The zip's file name, the same on both sides: `carnet-<family>-<day>.zip`, ASCII only. */
export function dataExportFileName(familyName: string, day: string): string {
  const name = familyName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return `carnet-${name || 'family'}-${day}.zip`;
}
