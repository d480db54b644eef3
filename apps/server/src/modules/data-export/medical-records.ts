import type { Db } from '../../db/connect';
import { type ExportFile, exportFilePath } from './export-bundle';

/**
 * medical.json: health data (special category): medical information, allergies with their syringes,
 * and the certificates with their PDFs. The caller audits this read (data-export.service).
 */
export async function gatherMedical(db: Db, childIds: number[], files: ExportFile[]) {
  if (childIds.length === 0) return { medical_information: [], allergies: [], certificates: [] };
  const infos = await db
    .selectFrom('medical_infos')
    .select(['id', 'child_id', 'type', 'name', 'date'])
    .where('child_id', 'in', childIds)
    .orderBy('id')
    .execute();
  const allergies = await db
    .selectFrom('allergies')
    .select(['id', 'child_id', 'name', 'comment'])
    .where('child_id', 'in', childIds)
    .orderBy('id')
    .execute();
  const syringes = await db
    .selectFrom('syringes')
    .innerJoin('allergies', 'allergies.id', 'syringes.allergy_id')
    .select(['syringes.allergy_id', 'syringes.name', 'syringes.expiration', 'syringes.comment'])
    .where('allergies.child_id', 'in', childIds)
    .orderBy('syringes.id')
    .execute();
  const certificates = await db
    .selectFrom('certificates')
    .select(['id', 'child_id', 'medical_info_id', 'allergy_id', 'title', 'type', 'expiration', 'file_id'])
    .where('child_id', 'in', childIds)
    .orderBy('id')
    .execute();
  return {
    medical_information: infos,
    allergies: allergies.map((allergy) => ({
      ...allergy,
      syringes: syringes.filter((s) => s.allergy_id === allergy.id).map(({ allergy_id: _, ...s }) => s),
    })),
    certificates: certificates.map(({ file_id, ...certificate }) => {
      const file = exportFilePath('medical-certificates', certificate.id, certificate.title);
      files.push({ path: file, fileId: file_id });
      return { ...certificate, file };
    }),
  };
}
