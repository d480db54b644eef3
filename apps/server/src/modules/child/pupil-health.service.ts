import type { TAllergyRequest, TMedicalInfoRequest, TPupilHealth } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { fromDbBool } from '../../db/values';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit/audit';
import { loadMedicalRecords } from './medical-records';
import { pupilNotFound } from './pupils.service';

async function assertPupil(db: Db, pupilId: number) {
  const found = await db.selectFrom('children').select('id').where('id', '=', pupilId).executeTakeFirst();
  if (!found) throw pupilNotFound();
}

/**
 * The health section of a pupil's page: medical records, allergies and concerns, read the same way
 * the family's child page reads them. Each read writes one audit line per kind of record, in the
 * same transaction, so nobody reads a pupil's health data without the office seeing it later.
 */
export async function readPupilHealth(db: Db, actor: Actor, pupilId: number): Promise<TPupilHealth> {
  return inTransaction(db, async (trx) => {
    await assertPupil(trx, pupilId);
    const medical = await loadMedicalRecords(trx, pupilId);
    const concerns = await trx
      .selectFrom('concerns')
      .select(['id', 'type', 'reason', 'date', 'comment', 'acknowledged'])
      .where('child_id', '=', pupilId)
      .orderBy('date', 'desc')
      .orderBy('id', 'desc')
      .execute();
    for (const entity of ['medical', 'allergies', 'concerns'] as const) {
      await recordAudit(trx, actor, { action: 'read', entity, childId: pupilId });
    }
    return { ...medical, concerns: concerns.map((c) => ({ ...c, acknowledged: fromDbBool(c.acknowledged) })) };
  });
}

const medicalInfoNotFound = () => new AppError('NOT_FOUND', 'people.medicalInfoNotFound');
const allergyNotFound = () => new AppError('NOT_FOUND', 'people.allergyNotFound');

async function medicalInfoRow(db: Db, id: number) {
  const row = await db
    .selectFrom('medical_infos')
    .select(['id', 'child_id', 'type', 'name', 'date'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw medicalInfoNotFound();
  return row;
}

export async function addMedicalInfo(db: Db, actor: Actor, pupilId: number, input: TMedicalInfoRequest): Promise<{ id: number }> {
  return inTransaction(db, async (trx) => {
    await assertPupil(trx, pupilId);
    const row = await trx
      .insertInto('medical_infos')
      .values({ child_id: pupilId, type: input.type, name: input.name, date: input.date })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, {
      action: 'create',
      entity: 'medical',
      entityId: row.id,
      childId: pupilId,
      after: await medicalInfoRow(trx, row.id),
    });
    return { id: row.id };
  });
}

export async function updateMedicalInfo(db: Db, actor: Actor, id: number, input: TMedicalInfoRequest): Promise<void> {
  await inTransaction(db, async (trx) => {
    const before = await medicalInfoRow(trx, id);
    await trx.updateTable('medical_infos').set({ type: input.type, name: input.name, date: input.date }).where('id', '=', id).execute();
    await recordAudit(trx, actor, {
      action: 'update',
      entity: 'medical',
      entityId: id,
      childId: before.child_id,
      before,
      after: await medicalInfoRow(trx, id),
    });
  });
}

/** A record with certificates attached is kept: the certificates are the family's proof. */
async function assertNoCertificates(db: Db, column: 'medical_info_id' | 'allergy_id', id: number) {
  const certificate = await db.selectFrom('certificates').select('id').where(column, '=', id).executeTakeFirst();
  if (certificate) throw new AppError('CONFLICT', 'people.hasCertificates');
}

export async function removeMedicalInfo(db: Db, actor: Actor, id: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const before = await medicalInfoRow(trx, id);
    await assertNoCertificates(trx, 'medical_info_id', id);
    await trx.deleteFrom('medical_infos').where('id', '=', id).execute();
    await recordAudit(trx, actor, { action: 'remove', entity: 'medical', entityId: id, childId: before.child_id, before });
  });
}

async function allergyRow(db: Db, id: number) {
  const row = await db.selectFrom('allergies').select(['id', 'child_id', 'name', 'comment']).where('id', '=', id).executeTakeFirst();
  if (!row) throw allergyNotFound();
  const syringes = await db
    .selectFrom('syringes')
    .select(['name', 'expiration', 'comment'])
    .where('allergy_id', '=', id)
    .orderBy('id')
    .execute();
  return { ...row, syringes };
}

async function writeSyringes(trx: Db, allergyId: number, syringes: TAllergyRequest['syringes']) {
  await trx.deleteFrom('syringes').where('allergy_id', '=', allergyId).execute();
  if (syringes.length === 0) return;
  await trx
    .insertInto('syringes')
    .values(syringes.map((s) => ({ allergy_id: allergyId, name: s.name, expiration: s.expiration, comment: s.comment })))
    .execute();
}

export async function addAllergy(db: Db, actor: Actor, pupilId: number, input: TAllergyRequest): Promise<{ id: number }> {
  return inTransaction(db, async (trx) => {
    await assertPupil(trx, pupilId);
    const row = await trx
      .insertInto('allergies')
      .values({ child_id: pupilId, name: input.name, comment: input.comment })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeSyringes(trx, row.id, input.syringes);
    await recordAudit(trx, actor, {
      action: 'create',
      entity: 'allergies',
      entityId: row.id,
      childId: pupilId,
      after: await allergyRow(trx, row.id),
    });
    return { id: row.id };
  });
}

/** Replaces the allergy's name, comment and syringes as one change. */
export async function updateAllergy(db: Db, actor: Actor, id: number, input: TAllergyRequest): Promise<void> {
  await inTransaction(db, async (trx) => {
    const before = await allergyRow(trx, id);
    await trx.updateTable('allergies').set({ name: input.name, comment: input.comment }).where('id', '=', id).execute();
    await writeSyringes(trx, id, input.syringes);
    await recordAudit(trx, actor, {
      action: 'update',
      entity: 'allergies',
      entityId: id,
      childId: before.child_id,
      before,
      after: await allergyRow(trx, id),
    });
  });
}

export async function removeAllergy(db: Db, actor: Actor, id: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const before = await allergyRow(trx, id);
    await assertNoCertificates(trx, 'allergy_id', id);
    await trx.deleteFrom('syringes').where('allergy_id', '=', id).execute();
    await trx.deleteFrom('allergies').where('id', '=', id).execute();
    await recordAudit(trx, actor, { action: 'remove', entity: 'allergies', entityId: id, childId: before.child_id, before });
  });
}
