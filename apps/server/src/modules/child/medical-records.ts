import { MEDICAL_INFO_TYPES, type TAllergy, type TCertificate, type TMedicalInfo } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { compiledQuery } from '../../db/compiled-query';

type MedicalInfoType = TMedicalInfo['type'];
const isMedicalInfoType = (value: string): value is MedicalInfoType => (MEDICAL_INFO_TYPES as readonly string[]).includes(value);

/** Groups rows under a key in one pass, keeping their order. */
function groupBy<T>(rows: T[], keyOf: (row: T) => number | null): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    if (key === null) continue;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

const medicalInfosOf = compiledQuery((db, childId: number) =>
  db.selectFrom('medical_infos').select(['id', 'type', 'name', 'date']).where('child_id', '=', childId).orderBy('id'),
);

const allergiesOf = compiledQuery((db, childId: number) =>
  db.selectFrom('allergies').select(['id', 'name', 'comment']).where('child_id', '=', childId).orderBy('id'),
);

const syringesOf = compiledQuery((db, childId: number) =>
  db
    .selectFrom('syringes')
    .innerJoin('allergies', 'allergies.id', 'syringes.allergy_id')
    .select(['syringes.allergy_id', 'syringes.name', 'syringes.expiration', 'syringes.comment'])
    .where('allergies.child_id', '=', childId)
    .orderBy('syringes.id'),
);

const certificatesOf = compiledQuery((db, childId: number) =>
  db
    .selectFrom('certificates')
    .select(['id', 'medical_info_id', 'allergy_id', 'title', 'type', 'expiration'])
    .where('child_id', '=', childId)
    .orderBy('id'),
);

/**
 * The Medical tab of one child in four queries whatever the number of records: medical infos,
 * allergies, their syringes (through the child's allergies) and every certificate of the child.
 * One after another: a page view then holds one pooled connection at a time, leaving the others
 * to concurrent requests.
 */
export async function loadMedicalRecords(db: Db, childId: number): Promise<{ medicalInfos: TMedicalInfo[]; allergies: TAllergy[] }> {
  const infos = await medicalInfosOf(db, childId);
  const allergies = await allergiesOf(db, childId);
  const syringes = await syringesOf(db, childId);
  const certificates = await certificatesOf(db, childId);
  const toCertificate = (c: (typeof certificates)[number]): TCertificate => ({
    id: c.id,
    title: c.title,
    type: c.type,
    expiration: c.expiration,
  });
  const certificatesByInfo = groupBy(certificates, (c) => c.medical_info_id);
  const certificatesByAllergy = groupBy(certificates, (c) => c.allergy_id);
  const syringesByAllergy = groupBy(syringes, (s) => s.allergy_id);
  return {
    medicalInfos: infos.flatMap((info) =>
      // A type outside the spec's three would break the client's tabs; such a row is left out.
      isMedicalInfoType(info.type)
        ? [
            {
              id: info.id,
              type: info.type,
              name: info.name,
              date: info.date,
              certificates: (certificatesByInfo.get(info.id) ?? []).map(toCertificate),
            },
          ]
        : [],
    ),
    allergies: allergies.map((allergy) => ({
      id: allergy.id,
      name: allergy.name,
      comment: allergy.comment,
      syringes: (syringesByAllergy.get(allergy.id) ?? []).map((s) => ({ name: s.name, expiration: s.expiration, comment: s.comment })),
      certificates: (certificatesByAllergy.get(allergy.id) ?? []).map(toCertificate),
    })),
  };
}
