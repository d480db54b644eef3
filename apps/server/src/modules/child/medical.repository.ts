import type { Db } from '../../db/connect';
import { createFile } from '../../lib/files';
import { makePdf } from '../../lib/pdf';

/**
 * A child's medical records (medical infos, allergies, syringes, certificates): rows only, never
 * notifications (the publish services in child.publish.ts add those).
 */

export type CertificateInput = { title: string; type?: string; expiration?: string | null; lines?: string[] };
type CertificateOwner = { medicalInfoId: number } | { allergyId: number };

/** A certificate is always a real small PDF, so downloads can be checked byte for byte. */
export async function createCertificate(db: Db, childId: number, owner: CertificateOwner, input: CertificateInput): Promise<number> {
  const fileId = await createFile(db, {
    name: `${input.title}.pdf`,
    mediaType: 'application/pdf',
    bytes: makePdf(input.title, input.lines ?? []),
  });
  const row = await db
    .insertInto('certificates')
    .values({
      child_id: childId,
      medical_info_id: 'medicalInfoId' in owner ? owner.medicalInfoId : null,
      allergy_id: 'allergyId' in owner ? owner.allergyId : null,
      title: input.title,
      type: input.type ?? 'Medical certificate',
      expiration: input.expiration ?? null,
      file_id: fileId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type MedicalInfoInput = {
  type?: 'Information' | 'Allergy' | 'Medication';
  name?: string;
  date?: string | null;
  certificates?: CertificateInput[];
};

export async function createMedicalInfo(db: Db, childId: number, input: MedicalInfoInput = {}): Promise<number> {
  const row = await db
    .insertInto('medical_infos')
    .values({ child_id: childId, type: input.type ?? 'Information', name: input.name ?? 'Wears glasses', date: input.date ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const certificate of input.certificates ?? []) {
    await createCertificate(db, childId, { medicalInfoId: row.id }, certificate);
  }
  return row.id;
}

export type SyringeInput = { name: string; expiration?: string | null; comment?: string };

export type AllergyInput = {
  name?: string;
  comment?: string;
  syringes?: SyringeInput[];
  certificates?: CertificateInput[];
};

export async function createAllergy(db: Db, childId: number, input: AllergyInput = {}): Promise<number> {
  const row = await db
    .insertInto('allergies')
    .values({ child_id: childId, name: input.name ?? 'Peanuts', comment: input.comment ?? '' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const syringes = input.syringes ?? [];
  if (syringes.length > 0) {
    await db
      .insertInto('syringes')
      .values(syringes.map((s) => ({ allergy_id: row.id, name: s.name, expiration: s.expiration ?? null, comment: s.comment ?? '' })))
      .execute();
  }
  for (const certificate of input.certificates ?? []) {
    await createCertificate(db, childId, { allergyId: row.id }, certificate);
  }
  return row.id;
}
