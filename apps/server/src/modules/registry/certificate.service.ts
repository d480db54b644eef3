import { isAbsence, type TCertificateUpload } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { createFile } from '../../lib/files';
import type { Actor } from '../../lib/actor';
import { whereOwnChild } from '../../lib/own-children';
import { AppError, notFound } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { type CertificateFile, decodeCertificate } from './certificate-file';

/** The entry must be an absence of one of the caller's children; anything else reveals nothing. */
async function assertOwnAbsence(db: Db, actor: Actor, entryId: number): Promise<void> {
  const entry = await db
    .selectFrom('registry_entries')
    .select('statut')
    .where('id', '=', entryId)
    .where((eb) => whereOwnChild(eb, actor, 'child_id'))
    .executeTakeFirst();
  if (!entry) throw notFound('Absence');
  if (!isAbsence(entry.statut)) throw new AppError('NOT_AN_ABSENCE', 'registry.notAnAbsence');
}

/**
 * Replaces (or, with null, removes) the entry's certificate and deletes the file it had.
 * Touching the row first locks it on PostgreSQL, so two uploads at once cannot both keep a file.
 */
async function replaceCertificate(db: Db, entryId: number, file: CertificateFile | null): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('registry_entries')
      .set((eb) => ({ certificate_file_id: eb.ref('certificate_file_id') }))
      .where('id', '=', entryId)
      .execute();
    const entry = await trx
      .selectFrom('registry_entries')
      .select('certificate_file_id')
      .where('id', '=', entryId)
      .executeTakeFirstOrThrow();
    const fileId = file ? await createFile(trx, file) : null;
    await trx.updateTable('registry_entries').set({ certificate_file_id: fileId }).where('id', '=', entryId).execute();
    if (entry.certificate_file_id !== null) await trx.deleteFrom('files').where('id', '=', entry.certificate_file_id).execute();
  });
}

/** POST /api/registry/certificate: attach a certificate to an absence, or remove it. */
export async function updateCertificate(db: Db, actor: Actor, input: TCertificateUpload): Promise<void> {
  await assertOwnAbsence(db, actor, input.absenceId);
  const file = input.certificate === 'true' ? decodeCertificate(input) : null;
  await replaceCertificate(db, input.absenceId, file);
}
