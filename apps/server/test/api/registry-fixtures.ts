import { addDays, apiPaths } from '@carnet/contract';
import type { Db } from '../../src/db/connect';
import { addRegistryEntry } from '../../src/modules/registry/registry.publish';
import type { TestClient } from '../helpers/test-client';
import { type FilePart, multipartBody } from '../helpers/multipart';
import { schoolToday } from '../helpers/school-day';

/** A real 1x1 JPEG (JFIF), small enough to inline. */
export const TINY_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

let daysBack = 40;
/** A new absence of a child, each on its own past day so it never becomes the seeded newest entry. */
export async function newEntry(db: Db, childId: number, statut = 'ABSENT'): Promise<number> {
  daysBack += 1;
  return addRegistryEntry(db, { childId, date: `${addDays(schoolToday(), -daysBack)}T08:00:00.000Z`, statut });
}

/** Every file and every entry's certificate link: what a certificate call may change. */
export async function registrySnapshot(db: Db) {
  const [files, entries] = await Promise.all([
    db.selectFrom('files').select(['id', 'name', 'media_type', 'size']).orderBy('id').execute(),
    db.selectFrom('registry_entries').select(['id', 'statut', 'certificate_file_id']).orderBy('id').execute(),
  ]);
  return { files, entries };
}

export function postCertificate(
  client: TestClient,
  fields: Array<[string, string]>,
  options: { files?: FilePart[]; headerOverrides?: Record<string, string | undefined> } = {},
) {
  const { payload, headers } = multipartBody(fields, options.files);
  return client.inject({ method: 'POST', url: apiPaths.registryCertificate, payload, headers, headerOverrides: options.headerOverrides });
}

/** The stored certificate of an entry, or null. */
export async function storedCertificate(db: Db, entryId: number) {
  const entry = await db.selectFrom('registry_entries').select('certificate_file_id').where('id', '=', entryId).executeTakeFirstOrThrow();
  if (entry.certificate_file_id === null) return null;
  return db
    .selectFrom('files')
    .select(['id', 'name', 'media_type', 'size', 'bytes'])
    .where('id', '=', entry.certificate_file_id)
    .executeTakeFirstOrThrow();
}
