import type { Db } from '../../db/connect';
import { type ExportFile, exportFilePath } from './export-bundle';

const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

/**
 * family-requests.json: the absences the family reported and the leave it asked for (decision 107), with
 * the office's decision and note, and the certificate sent with a report (files/request-certificates).
 */
export async function gatherFamilyRequests(db: Db, childIds: number[], files: ExportFile[]) {
  if (childIds.length === 0) return [];
  const rows = await db
    .selectFrom('family_requests as r')
    .leftJoin('files as f', 'f.id', 'r.certificate_file_id')
    .select([
      'r.id',
      'r.child_id',
      'r.kind',
      'r.from_date',
      'r.to_date',
      'r.reason',
      'r.details',
      'r.state',
      'r.created_at',
      'r.decided_at',
      'r.decision_note',
      'r.certificate_file_id',
      'f.media_type',
    ])
    .where('r.child_id', 'in', childIds)
    .orderBy('r.id')
    .execute();
  return rows.map(({ certificate_file_id, media_type, ...request }) => {
    let certificate: string | null = null;
    if (certificate_file_id !== null) {
      certificate = exportFilePath(
        'request-certificates',
        request.id,
        `${request.from_date} certificate`,
        EXTENSIONS[media_type ?? ''] ?? 'bin',
      );
      files.push({ path: certificate, fileId: certificate_file_id });
    }
    return { ...request, certificate };
  });
}
